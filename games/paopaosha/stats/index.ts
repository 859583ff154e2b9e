/**
 * 跑跑杀's figures over many games (the kit's `newTally`: `shaju simulate`, the designer's lab): win rate per identity
 * and per seat, how players died, the score cards of the winners; boss mode (P-B1) by number of opponents; each
 * character's win rate against an average character's in the same seats. The words are in ./report.ts.
 */
import type { GameResult } from '@shaju/engine';
import {
  type HeadlineFigure,
  type ReportOptions,
  type SimTally,
  summaryHeadline,
  type TallyOptions,
  wilson,
} from '@shaju/runtime';
import {
  type CardKindId,
  CHARACTER_IDS,
  CHARACTER_POOL,
  CHARACTERS,
  type CharacterId,
  type IdentityId,
  kindOf,
  type PaopaoshaEvent,
  type PaopaoshaState,
} from '../src/index.ts';
import { IDENTITY_ORDER, identityName } from '../words/index.ts';
import {
  type BossRow,
  type CharacterFigure,
  type ComparedRate,
  HEADLINE_LABELS,
  type Matrix,
  reportLines,
  sortedCounts,
  type TallyFigures,
} from './report.ts';

export type { CharacterFigure, ComparedRate } from './report.ts';

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

/** A rate with its 95% Wilson interval, as JSON. */
function rateOf(k: number, n: number): { wins: number; appearances: number; rate: number; ci95: [number, number] } {
  const w = wilson(k, n);
  return { wins: w.k, appearances: w.n, rate: w.p, ci95: [w.lo, w.hi] };
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
export class PaopaoshaTally implements SimTally, TallyFigures {
  readonly boss: boolean;
  readonly byCharacter: boolean;
  games = 0;
  rounds = 0;
  readonly idWins = zeroRow();
  readonly idApps = zeroRow();
  /** Per player count: appearances and wins per identity. */
  readonly byPlayers = new Map<number, { apps: Record<IdentityId, number>; wins: Record<IdentityId, number> }>();
  readonly seatWins: number[] = [];
  readonly seatApps: number[] = [];
  readonly relWins: number[] = [];
  readonly relApps: number[] = [];
  deathCount = 0;
  readonly byCard = new Map<string, number>();
  readonly matrix: Matrix = {
    guozhu: zeroRow(),
    dachen: zeroRow(),
    qiangdao: zeroRow(),
    xiaozei: zeroRow(),
  };
  readonly noKiller = new Map<string, number>();
  winnerScore = 0;
  winnerCount = 0;
  /** Players counted (every seat of every game), and those who died before their first play phase began. */
  players = 0;
  diedBeforePlay = 0;
  // Boss mode.
  readonly bossRows = new Map<number, BossRow>();
  readonly bossDeathBy = new Map<string, number>();
  readonly teamDeathBy = new Map<string, number>();
  bossHpLeft = 0;
  bossMaxHp = 0;
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
  /** Bit i: seat i's play phase has begun in this game (a `phase` event with `play`). */
  private playedMask = 0;

  /** `options.mode === 'boss'`: the boss-mode figures; `options.by === 'character'`: each character's too. */
  constructor(options: TallyOptions = {}) {
    this.boss = options.mode === 'boss';
    this.byCharacter = options.by === 'character';
  }

  /** Follows the uses, damage and deaths of a game to name each death's cause and killer. */
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
      case 'phase':
        if (ev.phase === 'play') this.playedMask |= 1 << ev.seat;
        return;
      case 'death': {
        if ((this.playedMask & (1 << ev.seat)) === 0) this.diedBeforePlay++;
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

  /** Counts a finished game's seats, deaths and winners, and forgets the game's events. */
  game(state: unknown, result: GameResult | null): void {
    const s = state as PaopaoshaState;
    const n = s.seats.length;
    this.games++;
    this.rounds += s.round;
    this.players += n;
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
    this.playedMask = 0;
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
  unplayed(): CharacterId[] {
    const out: CharacterId[] = [];
    for (const id of CHARACTER_POOL) if (!this.played(id)) out.push(id);
    return out;
  }

  /** Whether character `id` appeared in any game counted. */
  private played(id: CharacterId): boolean {
    const c = this.chars.get(id);
    if (!c) return false;
    for (const ident of IDENTITY_ORDER) if (c.apps[ident] > 0) return true;
    return false;
  }

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

  /** The figures as JSON-able data (`mode: 'boss'` or `'identity'` decides the shape). */
  summary(): Record<string, unknown> {
    const deathsOf = (m: ReadonlyMap<string, number>) => Object.fromEntries(sortedCounts(m));
    const early = rateOf(this.diedBeforePlay, this.players);
    const common = {
      rounds: { total: this.rounds, avg: this.games > 0 ? this.rounds / this.games : 0 },
      // Share of players who died before their first play phase began (a new player's first game, in figures).
      diedBeforeFirstPlay: { died: early.wins, players: early.appearances, rate: early.rate, ci95: early.ci95 },
      winnerScore: { winners: this.winnerCount, avg: this.winnerCount > 0 ? this.winnerScore / this.winnerCount : 0 },
      ...(this.byCharacter ? { characters: this.characterFigures(), unplayed: this.unplayed() } : {}),
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

  /** The headline figures for a side-by-side comparison of two rule sets, named in words (`HEADLINE_LABELS`). */
  headline(): HeadlineFigure[] {
    return summaryHeadline(this.summary(), HEADLINE_LABELS);
  }

  /** The figures in words: the mode's tables, the winners' score cards, and the characters when asked. */
  report(o: ReportOptions): string[] {
    return reportLines(this, o);
  }
}
