/**
 * 跑跑杀 (paopaosha) as the CLI's registry knows it: module, bots, flags, renderer, and what a simulation counts for
 * it (win rate per identity and per seat, how players died, the score cards of the winners).
 */
import type { GameResult } from '@shaju/engine';
import {
  BOSS_PLAYERS,
  CARD_KINDS,
  type CardKindId,
  CHARACTER_IDS,
  CHARACTERS,
  type CharacterId,
  type IdentityId,
  kindOf,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  type PaopaoshaState,
  type PaopaoshaView,
  paopaosha,
  SKILLS,
} from '@shaju/paopaosha';
import { IDENTITY_ORDER, identityName, paopaoshaRenderer } from '@shaju/paopaosha/words';
import { int, pct, table } from '@shaju/words';
import { wilson } from '../stats.ts';
import type { GameEntry, GameFlags, Lang, RenderOptions, SimTally, TallyOptions } from '../types.ts';

/**
 * The view the CLI shows. Works around an engine bug (games/paopaosha/src/view.ts: `const asked = seat && …` is
 * false for seat 0, so seat 0 never sees its own character candidates or the options of a `choose` request): when
 * seat 0 is asked and its view lacks them, they are filled in from the request, exactly as `viewOf` means to. Does
 * nothing once the engine is fixed.
 */
function view(s: PaopaoshaState, seat: number | null): PaopaoshaView {
  const v = paopaosha.view(s, seat);
  if (seat === 0 && v.ask && v.ask.you && v.ask.options === null && s.ask) {
    return { ...v, ask: { ...v.ask, characters: s.ask.characters.slice(), options: s.ask.options.slice() } };
  }
  return v;
}

/** The 跑跑杀 module as the CLI runs it (see `view`). */
export const paopaoshaModule: typeof paopaosha = Object.freeze({ ...paopaosha, view });

type Matrix = Record<IdentityId, Record<IdentityId, number>>;
const zeroRow = (): Record<IdentityId, number> => ({ guozhu: 0, dachen: 0, qiangdao: 0, xiaozei: 0 });

/**
 * A cause of death: the card kind (as used) of the fatal damage (`none`: damage with no card); for a death without
 * damage the card that killed outright (吉奥拉之花, 永恒之火), the skill (豆花), or `direct` when unknown.
 */
type Cause = CardKindId | 'none' | 'direct' | string;

interface Death {
  readonly seat: number;
  readonly killer: number;
  readonly cause: Cause;
  /** The fatal damage came from the dead player's own card. */
  readonly self: boolean;
}

function rateOf(k: number, n: number): { wins: number; appearances: number; rate: number; ci95: [number, number] } {
  const w = wilson(k, n);
  return { wins: w.k, appearances: w.n, rate: w.p, ci95: [w.lo, w.hi] };
}

function causeName(c: string, lang: Lang): string {
  if (c === 'none') return lang === 'zh' ? '无牌（无来源的伤害）' : 'no card';
  if (c === 'direct') return lang === 'zh' ? '不经伤害直接死亡' : 'died without damage';
  if (c === 'self') return lang === 'zh' ? '死于自己的牌' : 'own card';
  const k =
    (CARD_KINDS as Record<string, { zh: string; en: string }>)[c] ??
    (SKILLS as Record<string, { zh: string; en: string }>)[c];
  return k ? (lang === 'zh' ? k.zh : `${k.en} (${k.zh})`) : c;
}

/** A 95% interval in percent, compactly: `[41.2–45.0]`. */
function range(lo: number, hi: number): string {
  return `[${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)}]`;
}

/** Sorted entries of a count map: largest first, then by key. */
function sortedCounts(m: ReadonlyMap<string, number>): [string, number][] {
  return [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** Per-count figures of boss mode (P-B1), keyed by the number of 跑跑 facing the 海盗王. */
interface BossRow {
  games: number;
  bossWins: number;
  teamWins: number;
  draws: number;
  rounds: number;
}

/** A rate with its Wilson interval and what it is compared with (see `CharacterFigure`). */
export interface ComparedRate {
  readonly wins: number;
  readonly appearances: number;
  readonly rate: number;
  readonly ci95: readonly [number, number];
  /**
   * The rate expected from the same seats played by an average character: each appearance counts the overall win
   * rate of its identity at its player count (in boss mode: its side at its number of opponents).
   */
  readonly expected: number;
  /** rate − expected. */
  readonly delta: number;
  /** `above` / `below` when the whole 95% interval lies above / below `expected`; null otherwise. */
  readonly flag: 'above' | 'below' | null;
}

/** One character's figures in `simulate --by character` (team outcome per appearance). */
export interface CharacterFigure extends ComparedRate {
  readonly id: CharacterId;
  readonly zh: string;
  readonly en: string;
  /** The same by identity (boss mode: by side), for the identities it appeared as. */
  readonly byIdentity: Partial<Record<IdentityId, ComparedRate>>;
}

/** Counts of one character: appearances and wins per identity, and appearances per group (identity@players). */
interface CharacterCounts {
  readonly apps: Record<IdentityId, number>;
  readonly wins: Record<IdentityId, number>;
  readonly groups: Map<string, number>;
}

const groupKey = (id: IdentityId, players: number): string => `${id}@${players}`;

/**
 * Win rates by identity and by seat, deaths by cause and by killer, and the winners' score cards over 跑跑杀 games; in
 * boss mode (P-B1) the 海盗王's win rate by number of opponents and the causes of death per side instead of the
 * identity tables; with `by: 'character'` each character's win rate, overall and by identity, against what an
 * average character would have won in the same seats.
 */
export class PaopaoshaTally implements SimTally {
  private readonly boss: boolean;
  private readonly byCharacter: boolean;
  private games = 0;
  private rounds = 0;
  private readonly idWins = zeroRow();
  private readonly idApps = zeroRow();
  /** Per player count: appearances and wins per identity. */
  private readonly byPlayers = new Map<
    number,
    { apps: Record<IdentityId, number>; wins: Record<IdentityId, number> }
  >();
  private readonly seatWins: number[] = [];
  private readonly seatApps: number[] = [];
  private readonly relWins: number[] = [];
  private readonly relApps: number[] = [];
  private deathCount = 0;
  private readonly byCard = new Map<string, number>();
  private readonly matrix: Matrix = {
    guozhu: zeroRow(),
    dachen: zeroRow(),
    qiangdao: zeroRow(),
    xiaozei: zeroRow(),
  };
  private readonly noKiller = new Map<string, number>();
  private winnerScore = 0;
  private winnerCount = 0;
  // Boss mode.
  private readonly bossRows = new Map<number, BossRow>();
  private readonly bossDeathBy = new Map<string, number>();
  private readonly teamDeathBy = new Map<string, number>();
  private bossHpLeft = 0;
  private bossMaxHp = 0;
  // By character.
  private readonly chars = new Map<CharacterId, CharacterCounts>();
  private readonly groupApps = new Map<string, number>();
  private readonly groupWins = new Map<string, number>();
  // Per game, cleared by `game`.
  private readonly usedAs = new Map<number, CardKindId>();
  private lastUseAs: CardKindId | '' = '';
  private lastUseSeat = -1;
  private lastSkill: { seat: number; id: string } | null = null;
  private readonly lastHit = new Map<number, { source: number; cause: Cause }>();
  private readonly fatal = new Map<number, { source: number; cause: Cause }>();
  private deaths: Death[] = [];

  constructor(options: TallyOptions = {}) {
    this.boss = options.mode === 'boss';
    this.byCharacter = options.by === 'character';
  }

  event(e: unknown): void {
    const ev = e as PaopaoshaEvent;
    switch (ev.t) {
      case 'use':
        // Every physical card of a use counts as the kind used: 炒锅's second card too (a 借刀杀人 炒锅 杀's damage names
        // it), 水枪's 水, 杀闪之交, 豆浆's any card as 水.
        this.usedAs.set(ev.card, ev.as);
        for (const w of ev.with) this.usedAs.set(w, ev.as);
        this.lastUseAs = ev.as;
        this.lastUseSeat = ev.seat;
        return;
      case 'respond':
        this.usedAs.set(ev.card, ev.as);
        for (const w of ev.with) this.usedAs.set(w, ev.as);
        return;
      case 'damage': {
        let cause: Cause;
        if (ev.card >= 0) cause = this.usedAs.get(ev.card) ?? kindOf(ev.card);
        else cause = ev.source >= 0 && this.lastUseAs ? this.lastUseAs : 'none';
        this.lastHit.set(ev.seat, { source: ev.source, cause });
        return;
      }
      case 'dying': {
        const hit = this.lastHit.get(ev.seat);
        if (hit) this.fatal.set(ev.seat, hit);
        return;
      }
      case 'heal':
        if (ev.hp >= 1) this.fatal.delete(ev.seat);
        return;
      case 'death': {
        const hit = this.fatal.get(ev.seat);
        // Without damage: killed outright by the killer's card (吉奥拉之花, 永恒之火), or by the dead player's own skill
        // announced just before (豆花).
        let outright: Cause = 'direct';
        if (ev.killer >= 0 && ev.killer === this.lastUseSeat && this.lastUseAs) outright = this.lastUseAs;
        else if (this.lastSkill?.seat === ev.seat) outright = this.lastSkill.id;
        this.deaths.push({
          seat: ev.seat,
          killer: ev.killer,
          cause: hit?.cause ?? outright,
          self: hit !== undefined && hit.source === ev.seat,
        });
        this.fatal.delete(ev.seat);
        return;
      }
      case 'skill':
        this.lastSkill = { seat: ev.seat, id: ev.id };
        return;
      default:
        return;
    }
  }

  game(state: unknown, result: GameResult | null): void {
    const s = state as PaopaoshaState;
    const n = s.seats.length;
    this.games++;
    this.rounds += s.round;
    let row = this.byPlayers.get(n);
    if (!row) {
      row = { apps: zeroRow(), wins: zeroRow() };
      this.byPlayers.set(n, row);
    }
    const countRow = row;
    s.seats.forEach((p, seat) => {
      const won = result?.winners.includes(seat) === true ? 1 : 0;
      this.idApps[p.identity]++;
      this.idWins[p.identity] += won;
      countRow.apps[p.identity]++;
      countRow.wins[p.identity] += won;
      const rel = (seat - s.lord + n) % n;
      this.seatApps[seat] = (this.seatApps[seat] ?? 0) + 1;
      this.seatWins[seat] = (this.seatWins[seat] ?? 0) + won;
      this.relApps[rel] = (this.relApps[rel] ?? 0) + 1;
      this.relWins[rel] = (this.relWins[rel] ?? 0) + won;
      if (this.byCharacter && p.character !== null) {
        const key = groupKey(p.identity, n);
        this.groupApps.set(key, (this.groupApps.get(key) ?? 0) + 1);
        this.groupWins.set(key, (this.groupWins.get(key) ?? 0) + won);
        let c = this.chars.get(p.character);
        if (!c) {
          c = { apps: zeroRow(), wins: zeroRow(), groups: new Map() };
          this.chars.set(p.character, c);
        }
        c.apps[p.identity]++;
        c.wins[p.identity] += won;
        c.groups.set(key, (c.groups.get(key) ?? 0) + 1);
      }
    });
    if (this.boss) {
      const row = this.bossRows.get(n - 1) ?? { games: 0, bossWins: 0, teamWins: 0, draws: 0, rounds: 0 };
      row.games++;
      row.rounds += s.round;
      if (!result || result.draw) row.draws++;
      else if (result.winners.includes(s.lord)) {
        row.bossWins++;
        const king = s.seats[s.lord] as { hp: number; maxHp: number };
        this.bossHpLeft += king.hp;
        this.bossMaxHp += king.maxHp;
      } else row.teamWins++;
      this.bossRows.set(n - 1, row);
    }
    for (const d of this.deaths) {
      this.deathCount++;
      this.byCard.set(d.cause, (this.byCard.get(d.cause) ?? 0) + 1);
      if (this.boss) {
        const side = d.seat === s.lord ? this.bossDeathBy : this.teamDeathBy;
        const key = d.self ? 'self' : d.cause;
        side.set(key, (side.get(key) ?? 0) + 1);
      }
      const victim = (s.seats[d.seat] as { identity: IdentityId }).identity;
      if (d.killer >= 0) {
        const killer = (s.seats[d.killer] as { identity: IdentityId }).identity;
        this.matrix[killer][victim]++;
      } else {
        const key = d.self ? 'self' : d.cause;
        this.noKiller.set(key, (this.noKiller.get(key) ?? 0) + 1);
      }
    }
    if (result && !result.draw) {
      for (const w of result.winners) {
        this.winnerScore += result.scores?.[w] ?? (s.seats[w] as { score: number }).score;
        this.winnerCount++;
      }
    }
    this.deaths = [];
    this.usedAs.clear();
    this.lastUseAs = '';
    this.lastUseSeat = -1;
    this.lastSkill = null;
    this.lastHit.clear();
    this.fatal.clear();
  }

  /** The expected wins of appearances spread over groups (identity@players), at each group's overall rate. */
  private expectedWins(groups: ReadonlyMap<string, number>, only?: IdentityId): number {
    let sum = 0;
    for (const [key, apps] of groups) {
      if (only !== undefined && !key.startsWith(`${only}@`)) continue;
      const n = this.groupApps.get(key) ?? 0;
      if (n > 0) sum += (apps * (this.groupWins.get(key) ?? 0)) / n;
    }
    return sum;
  }

  /** Each character's figures, most above its expectation first (the boss's fixed 海盗王 left out in boss mode). */
  characterFigures(): CharacterFigure[] {
    const compared = (wins: number, apps: number, expectedWins: number): ComparedRate => {
      const w = wilson(wins, apps);
      const expected = apps > 0 ? expectedWins / apps : 0;
      const flag = apps === 0 ? null : w.lo > expected ? 'above' : w.hi < expected ? 'below' : null;
      return { wins, appearances: apps, rate: w.p, ci95: [w.lo, w.hi], expected, delta: w.p - expected, flag };
    };
    const out: CharacterFigure[] = [];
    for (const id of CHARACTER_IDS) {
      const c = this.chars.get(id);
      if (!c || (this.boss && CHARACTERS[id].nation === 'boss')) continue;
      const byIdentity: Partial<Record<IdentityId, ComparedRate>> = {};
      let apps = 0;
      let wins = 0;
      for (const ident of IDENTITY_ORDER) {
        apps += c.apps[ident];
        wins += c.wins[ident];
        if (c.apps[ident] > 0)
          byIdentity[ident] = compared(c.wins[ident], c.apps[ident], this.expectedWins(c.groups, ident));
      }
      out.push({
        id,
        zh: CHARACTERS[id].zh,
        en: CHARACTERS[id].en,
        ...compared(wins, apps, this.expectedWins(c.groups)),
        byIdentity,
      });
    }
    return out.sort((a, b) => b.delta - a.delta || (a.id < b.id ? -1 : 1));
  }

  summary(): Record<string, unknown> {
    const deathsOf = (m: ReadonlyMap<string, number>) => Object.fromEntries(sortedCounts(m));
    const common = {
      rounds: { total: this.rounds, avg: this.games > 0 ? this.rounds / this.games : 0 },
      winnerScore: { winners: this.winnerCount, avg: this.winnerCount > 0 ? this.winnerScore / this.winnerCount : 0 },
      ...(this.byCharacter ? { characters: this.characterFigures() } : {}),
    };
    if (this.boss) {
      let games = 0;
      let bossWins = 0;
      let teamWins = 0;
      let draws = 0;
      const byOpponents = [...this.bossRows.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([opponents, r]) => {
          games += r.games;
          bossWins += r.bossWins;
          teamWins += r.teamWins;
          draws += r.draws;
          return {
            opponents,
            players: opponents + 1,
            games: r.games,
            boss: rateOf(r.bossWins, r.games),
            team: rateOf(r.teamWins, r.games),
            draws: r.draws,
            avgRounds: r.games > 0 ? r.rounds / r.games : 0,
          };
        });
      return {
        mode: 'boss',
        boss: {
          ...rateOf(bossWins, games),
          teamWins,
          draws,
          avgHpLeftWhenWinning: bossWins > 0 ? this.bossHpLeft / bossWins : 0,
          avgMaxHpWhenWinning: bossWins > 0 ? this.bossMaxHp / bossWins : 0,
        },
        byOpponents,
        deaths: {
          total: this.deathCount,
          perGame: this.games > 0 ? this.deathCount / this.games : 0,
          byCard: deathsOf(this.byCard),
          boss: deathsOf(this.bossDeathBy),
          team: deathsOf(this.teamDeathBy),
        },
        ...common,
      };
    }
    const identities: Record<string, unknown> = {};
    for (const id of IDENTITY_ORDER) {
      identities[id] = {
        zh: identityName(id, 'zh'),
        en: identityName(id, 'en'),
        ...rateOf(this.idWins[id], this.idApps[id]),
      };
    }
    const seats = this.seatApps.map((apps, seat) => ({ seat, ...rateOf(this.seatWins[seat] ?? 0, apps) }));
    const fromLord = this.relApps.map((apps, offset) => ({ offset, ...rateOf(this.relWins[offset] ?? 0, apps) }));
    const byKiller: Record<string, number> = {};
    for (const k of IDENTITY_ORDER)
      for (const v of IDENTITY_ORDER) if (this.matrix[k][v] > 0) byKiller[`${k}>${v}`] = this.matrix[k][v];
    const identitiesByPlayers = [...this.byPlayers.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([players, r]) => {
        const row: Record<string, unknown> = { players };
        for (const id of IDENTITY_ORDER) if (r.apps[id] > 0) row[id] = rateOf(r.wins[id], r.apps[id]);
        return row;
      });
    return {
      mode: 'identity',
      identities,
      identitiesByPlayers,
      seats,
      seatsFromLord: fromLord,
      deaths: {
        total: this.deathCount,
        perGame: this.games > 0 ? this.deathCount / this.games : 0,
        byCard: deathsOf(this.byCard),
        byKiller,
        withoutKiller: deathsOf(this.noKiller),
      },
      ...common,
    };
  }

  report(o: RenderOptions): string[] {
    const lines = this.boss ? this.bossReport(o) : this.identityReport(o);
    const zh = o.lang === 'zh';
    const avg = this.winnerCount > 0 ? (this.winnerScore / this.winnerCount).toFixed(2) : '—';
    lines.push(
      zh
        ? `获胜者平均积分牌：${avg} 张（${int(this.winnerCount)} 人次）`
        : `Score cards per winner on average: ${avg} (${int(this.winnerCount)} winners)`,
    );
    if (this.byCharacter) lines.push('', ...this.characterReport(o));
    return lines;
  }

  private causes(m: ReadonlyMap<string, number>, o: RenderOptions): string {
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const zh = o.lang === 'zh';
    const text = sortedCounts(m)
      .map(([c, n]) => {
        const share = total > 0 ? pct(n / total) : '—';
        return zh ? `${causeName(c, 'zh')} ${share}（${int(n)}）` : `${causeName(c, 'en')} ${share} (${int(n)})`;
      })
      .join(zh ? '、' : ', ');
    return text || '—';
  }

  private bossReport(o: RenderOptions): string[] {
    const zh = o.lang === 'zh';
    const lines: string[] = [];
    const avgRounds = this.games > 0 ? (this.rounds / this.games).toFixed(1) : '0';
    lines.push(
      zh
        ? `海盗王模式 · 平均每局 ${avgRounds} 轮`
        : `Boss mode (Pirate King) · rounds per game on average: ${avgRounds}`,
    );
    lines.push(
      zh
        ? '海盗王胜率，按对手（跑跑）人数（95% 置信区间；体力 = 每名对手 × bossHpPerOpponent）'
        : 'Pirate King win rate by number of opponents (Paopao) (95% CI; his HP = bossHpPerOpponent × opponents)',
    );
    const head = zh
      ? ['  对手', '局数', '海盗王胜率', '95% 置信区间', '海盗王胜', '跑跑队胜', '平局', '平均轮数']
      : ['  opponents', 'games', 'boss wins %', '95% CI', 'boss wins', 'team wins', 'draws', 'avg rounds'];
    const rows: string[][] = [head];
    const total: BossRow = { games: 0, bossWins: 0, teamWins: 0, draws: 0, rounds: 0 };
    const row = (label: string, r: BossRow): string[] => {
      const w = wilson(r.bossWins, r.games);
      return [
        label,
        int(r.games),
        pct(w.p),
        `[${pct(w.lo)}, ${pct(w.hi)}]`,
        int(r.bossWins),
        int(r.teamWins),
        int(r.draws),
        r.games > 0 ? (r.rounds / r.games).toFixed(1) : '—',
      ];
    };
    for (const [k, r] of [...this.bossRows.entries()].sort((a, b) => a[0] - b[0])) {
      rows.push(row(zh ? `  ${k} 人（${k + 1} 人局）` : `  ${k} (${k + 1} players)`, r));
      total.games += r.games;
      total.bossWins += r.bossWins;
      total.teamWins += r.teamWins;
      total.draws += r.draws;
      total.rounds += r.rounds;
    }
    if (this.bossRows.size > 1) rows.push(row(zh ? '  合计' : '  all', total));
    lines.push(...table(rows, ['l', 'r', 'r', 'l', 'r', 'r', 'r', 'r']));
    if (total.bossWins > 0)
      lines.push(
        zh
          ? `  海盗王获胜时平均剩余体力 ${(this.bossHpLeft / total.bossWins).toFixed(1)} / ${(this.bossMaxHp / total.bossWins).toFixed(1)}`
          : `  the Pirate King's HP left when he wins: ${(this.bossHpLeft / total.bossWins).toFixed(1)} of ${(this.bossMaxHp / total.bossWins).toFixed(1)} on average`,
      );
    const d = this.deathCount;
    const perGame = this.games > 0 ? (d / this.games).toFixed(2) : '0';
    lines.push(
      zh ? `死亡：共 ${int(d)} 人次，平均每局 ${perGame} 人` : `Deaths: ${int(d)} in all, ${perGame} per game`,
    );
    lines.push(
      zh
        ? `  海盗王的死因（致命伤害的牌，或直接致死的牌、技能）：${this.causes(this.bossDeathBy, o)}`
        : `  the Pirate King died of (card of the fatal damage, or what killed outright): ${this.causes(this.bossDeathBy, o)}`,
    );
    lines.push(
      zh
        ? `  跑跑的死因：${this.causes(this.teamDeathBy, o)}`
        : `  the Paopao died of: ${this.causes(this.teamDeathBy, o)}`,
    );
    return lines;
  }

  private identityReport(o: RenderOptions): string[] {
    const zh = o.lang === 'zh';
    const lines: string[] = [];
    const rateRow = (label: string, k: number, n: number): string[] => {
      const w = wilson(k, n);
      return [`  ${label}`, pct(w.p), `[${pct(w.lo)}, ${pct(w.hi)}]`, `${int(w.k)} / ${int(w.n)}`];
    };
    const avgRounds = this.games > 0 ? (this.rounds / this.games).toFixed(1) : '0';
    lines.push(zh ? `平均每局 ${avgRounds} 轮` : `Rounds per game on average: ${avgRounds}`);
    lines.push(
      zh
        ? '身份胜率（团队胜负，按出场计：胜场 / 出场，95% 置信区间）'
        : 'Win rate per identity (team outcome per appearance: wins / appearances, 95% CI)',
    );
    lines.push(
      ...table(
        IDENTITY_ORDER.map((id) => rateRow(identityName(id, o.lang), this.idWins[id], this.idApps[id])),
        ['l', 'r', 'l', 'r'],
      ),
    );
    if (this.byPlayers.size > 1) {
      lines.push(zh ? '按人数的身份胜率（95% 置信区间，%）' : 'Win rate per identity by player count (95% CI, %)');
      const rows: string[][] = [[zh ? '  人数' : '  players', ...IDENTITY_ORDER.map((id) => identityName(id, o.lang))]];
      for (const [n, r] of [...this.byPlayers.entries()].sort((a, b) => a[0] - b[0]))
        rows.push([
          zh ? `  ${n} 人` : `  ${n}`,
          ...IDENTITY_ORDER.map((id) => {
            if (r.apps[id] === 0) return '—';
            const w = wilson(r.wins[id], r.apps[id]);
            return `${pct(w.p)} ${range(w.lo, w.hi)}`;
          }),
        ]);
      lines.push(...table(rows, ['l', 'r', 'r', 'r', 'r']));
    }
    lines.push(zh ? '按座位号的胜率（95% 置信区间）' : 'Win rate per seat number (95% CI)');
    lines.push(
      ...table(
        this.seatApps.map((apps, seat) => rateRow(zh ? `${seat}号` : `seat ${seat}`, this.seatWins[seat] ?? 0, apps)),
        ['l', 'r', 'l', 'r'],
      ),
    );
    lines.push(zh ? '按相对国主位置的胜率（95% 置信区间）' : 'Win rate per seat counted from the Lord (95% CI)');
    const lord = identityName('guozhu', o.lang);
    lines.push(
      ...table(
        this.relApps.map((apps, k) => rateRow(k === 0 ? lord : `${lord}+${k}`, this.relWins[k] ?? 0, apps)),
        ['l', 'r', 'l', 'r'],
      ),
    );
    const d = this.deathCount;
    const perGame = this.games > 0 ? (d / this.games).toFixed(2) : '0';
    const share = (k: number) => (d > 0 ? pct(k / d) : '—');
    lines.push(
      zh ? `死亡：共 ${int(d)} 人次，平均每局 ${perGame} 人` : `Deaths: ${int(d)} in all, ${perGame} per game`,
    );
    lines.push(
      zh
        ? `  死因（致命伤害的牌，或直接致死的牌、技能）：${this.causes(this.byCard, o)}`
        : `  cause (card of the fatal damage, or the card or skill that killed outright): ${this.causes(this.byCard, o)}`,
    );
    lines.push(
      zh
        ? '  凶手身份 → 死者身份（行：凶手；列：死者）'
        : '  killer identity → victim identity (rows: killer; columns: victim)',
    );
    const rows: string[][] = [['    ', ...IDENTITY_ORDER.map((id) => identityName(id, o.lang))]];
    for (const k of IDENTITY_ORDER)
      rows.push([`    ${identityName(k, o.lang)}`, ...IDENTITY_ORDER.map((v) => int(this.matrix[k][v]))]);
    lines.push(...table(rows, ['l', 'r', 'r', 'r', 'r']));
    const none = sortedCounts(this.noKiller);
    const noneTotal = none.reduce((a, [, n]) => a + n, 0);
    const noneText = none.map(([c, n]) => `${causeName(c, o.lang)} ${int(n)}`).join(zh ? '、' : ', ');
    lines.push(
      zh
        ? `  无凶手的死亡 ${share(noneTotal)}（${int(noneTotal)}）${noneText ? `：${noneText}` : ''}`
        : `  deaths without a killer ${share(noneTotal)} (${int(noneTotal)})${noneText ? `: ${noneText}` : ''}`,
    );
    return lines;
  }

  /** The `--by character` tables: overall (sorted, outliers marked) and, in the identity game, by identity. */
  private characterReport(o: RenderOptions): string[] {
    const zh = o.lang === 'zh';
    const figs = this.characterFigures();
    const mark = (f: ComparedRate) => (f.flag === 'above' ? '▲' : f.flag === 'below' ? '▼' : '');
    const pp = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
    const name = (f: CharacterFigure) => (zh ? f.zh : `${f.en} ${f.zh}`);
    const lines: string[] = [];
    lines.push(
      this.boss
        ? zh
          ? '跑跑的人物胜率（跑跑队胜负，按出场计；按与期望之差排序）'
          : 'Win rate per Paopao character (team outcome per appearance; sorted by the difference from expected)'
        : zh
          ? '人物胜率（所在团队的胜负，按出场计；按与期望之差排序）'
          : 'Win rate per character (its team’s outcome per appearance; sorted by the difference from expected)',
    );
    lines.push(
      zh
        ? '  期望：同样的身份与人数由一名平均人物来打的胜率；▲/▼：95% 置信区间整个高于/低于期望'
        : '  expected: the win rate of an average character in the same identities and player counts; ▲/▼: the whole 95% CI lies above/below it',
    );
    const head = zh
      ? ['  人物', '出场', '胜', '胜率', '95% 置信区间', '期望', '差（百分点）', '']
      : ['  character', 'played', 'won', 'win rate', '95% CI', 'expected', 'diff (pts)', ''];
    const rows: string[][] = [head];
    for (const f of figs)
      rows.push([
        `  ${name(f)}`,
        int(f.appearances),
        int(f.wins),
        pct(f.rate),
        `[${pct(f.ci95[0])}, ${pct(f.ci95[1])}]`,
        pct(f.expected),
        pp(f.delta),
        mark(f),
      ]);
    lines.push(...table(rows, ['l', 'r', 'r', 'r', 'l', 'r', 'r', 'l']));
    if (this.boss) return lines;
    lines.push(
      zh
        ? '人物 × 身份胜率（胜率 [95% 置信区间，%] 出场；▲/▼ 同上，与该身份的期望比）'
        : 'Win rate per character and identity (rate [95% CI, %] appearances; ▲/▼ as above, against that identity’s expectation)',
    );
    const idRows: string[][] = [
      [zh ? '  人物' : '  character', ...IDENTITY_ORDER.map((id) => identityName(id, o.lang))],
    ];
    for (const f of figs)
      idRows.push([
        `  ${name(f)}`,
        ...IDENTITY_ORDER.map((id) => {
          const c = f.byIdentity[id];
          if (!c) return '—';
          return `${pct(c.rate)} ${range(c.ci95[0], c.ci95[1])} ${int(c.appearances)}${mark(c)}`;
        }),
      ]);
    lines.push(...table(idRows, ['l', 'r', 'r', 'r', 'r']));
    return lines;
  }
}

/** Requests where the person's only choice may be to pass (no 闪, no 杀, no 无懈可击, nothing to save with). */
const AUTO_PASS: ReadonlySet<string> = new Set(['wuxie', 'shan', 'sha', 'rescue']);

/** The registry entry of 跑跑杀. */
export const paopaoshaEntry: GameEntry = {
  id: 'paopaosha',
  title: { zh: '跑跑杀', en: 'Paopaosha (跑跑杀)' },
  module: paopaoshaModule,
  botKinds: ['heuristic', 'random'],
  defaultBot: 'heuristic',
  flags: { mode: ['identity', 'boss'], by: ['character'] },
  characterRequest: 'character',
  playerRange: (mode) => (mode === 'boss' ? BOSS_PLAYERS : [paopaosha.minPlayers, paopaosha.maxPlayers]),
  config(flags: GameFlags): unknown {
    const c: Record<string, unknown> = { ...flags.set, players: flags.players };
    if (flags.mode !== undefined) c.mode = flags.mode;
    return paopaosha.validateConfig(c);
  },
  renderer: paopaoshaRenderer,
  turns: (state) => (state as PaopaoshaState).turns,
  seatOut: (state, seat) => (state as PaopaoshaState).seats[seat]?.alive === false,
  newTally: (options) => new PaopaoshaTally(options),
  finalView(state: unknown, viewer: number | null): unknown {
    const s = state as PaopaoshaState;
    const v = view(s, viewer);
    return { ...v, players: v.players.map((p, i) => ({ ...p, identity: s.seats[i]?.identity ?? p.identity })) };
  },
  quiet: (d) => (d as PaopaoshaDecision).t === 'pass',
  autoDecision(legal: readonly unknown[], kind: string): unknown | null {
    if (!AUTO_PASS.has(kind)) return null;
    const ds = legal as readonly PaopaoshaDecision[];
    return ds.length === 1 && ds[0]?.t === 'pass' ? PASS : null;
  },
};
