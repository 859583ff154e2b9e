/**
 * 跑跑杀 (paopaosha) as the CLI's registry knows it: module, bots, flags, renderer, and what a simulation counts for
 * it (win rate per identity and per seat, how players died, the score cards of the winners).
 */
import type { GameResult } from '@shaju/engine';
import {
  CARD_KINDS,
  type CardKindId,
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
import { IDENTITY_ORDER, identityName, paopaoshaRenderer } from '../render/paopaosha.ts';
import { wilson } from '../stats.ts';
import { int, pct, table } from '../text.ts';
import type { GameEntry, GameFlags, Lang, RenderOptions, SimTally } from '../types.ts';

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

/** Sorted entries of a count map: largest first, then by key. */
function sortedCounts(m: ReadonlyMap<string, number>): [string, number][] {
  return [...m.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** Win rates by identity and by seat, deaths by cause and by killer, and the winners' score cards over 跑跑杀 games. */
export class PaopaoshaTally implements SimTally {
  private games = 0;
  private rounds = 0;
  private readonly idWins = zeroRow();
  private readonly idApps = zeroRow();
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
  // Per game, cleared by `game`.
  private readonly usedAs = new Map<number, CardKindId>();
  private lastUseAs: CardKindId | '' = '';
  private lastUseSeat = -1;
  private lastSkill: { seat: number; id: string } | null = null;
  private readonly lastHit = new Map<number, { source: number; cause: Cause }>();
  private readonly fatal = new Map<number, { source: number; cause: Cause }>();
  private deaths: Death[] = [];

  event(e: unknown): void {
    const ev = e as PaopaoshaEvent;
    switch (ev.t) {
      case 'use':
        this.usedAs.set(ev.card, ev.as);
        this.lastUseAs = ev.as;
        this.lastUseSeat = ev.seat;
        return;
      case 'respond':
        this.usedAs.set(ev.card, ev.as);
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
    s.seats.forEach((p, seat) => {
      const won = result?.winners.includes(seat) === true ? 1 : 0;
      this.idApps[p.identity]++;
      this.idWins[p.identity] += won;
      const rel = (seat - s.lord + n) % n;
      this.seatApps[seat] = (this.seatApps[seat] ?? 0) + 1;
      this.seatWins[seat] = (this.seatWins[seat] ?? 0) + won;
      this.relApps[rel] = (this.relApps[rel] ?? 0) + 1;
      this.relWins[rel] = (this.relWins[rel] ?? 0) + won;
    });
    for (const d of this.deaths) {
      this.deathCount++;
      this.byCard.set(d.cause, (this.byCard.get(d.cause) ?? 0) + 1);
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

  summary(): Record<string, unknown> {
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
    return {
      rounds: { total: this.rounds, avg: this.games > 0 ? this.rounds / this.games : 0 },
      identities,
      seats,
      seatsFromLord: fromLord,
      deaths: {
        total: this.deathCount,
        perGame: this.games > 0 ? this.deathCount / this.games : 0,
        byCard: Object.fromEntries(sortedCounts(this.byCard)),
        byKiller,
        withoutKiller: Object.fromEntries(sortedCounts(this.noKiller)),
      },
      winnerScore: { winners: this.winnerCount, avg: this.winnerCount > 0 ? this.winnerScore / this.winnerCount : 0 },
    };
  }

  report(o: RenderOptions): string[] {
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
    const cards = sortedCounts(this.byCard)
      .map(([c, n]) =>
        zh ? `${causeName(c, 'zh')} ${share(n)}（${int(n)}）` : `${causeName(c, 'en')} ${share(n)} (${int(n)})`,
      )
      .join(zh ? '、' : ', ');
    lines.push(
      zh
        ? `  死因（致命伤害的牌，或直接致死的牌、技能）：${cards || '—'}`
        : `  cause (card of the fatal damage, or the card or skill that killed outright): ${cards || '—'}`,
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
    const avg = this.winnerCount > 0 ? (this.winnerScore / this.winnerCount).toFixed(2) : '—';
    lines.push(
      zh
        ? `获胜者平均积分牌：${avg} 张（${int(this.winnerCount)} 人次）`
        : `Score cards per winner on average: ${avg} (${int(this.winnerCount)} winners)`,
    );
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
  flags: {},
  config(flags: GameFlags): unknown {
    return paopaosha.validateConfig({ players: flags.players });
  },
  renderer: paopaoshaRenderer,
  turns: (state) => (state as PaopaoshaState).turns,
  seatOut: (state, seat) => (state as PaopaoshaState).seats[seat]?.alive === false,
  newTally: () => new PaopaoshaTally(),
  quiet: (d) => (d as PaopaoshaDecision).t === 'pass',
  autoDecision(legal: readonly unknown[], kind: string): unknown | null {
    if (!AUTO_PASS.has(kind)) return null;
    const ds = legal as readonly PaopaoshaDecision[];
    return ds.length === 1 && ds[0]?.t === 'pass' ? PASS : null;
  },
};
