/**
 * What one 跑跑杀 heuristic bot remembers between decisions and computes once per decision (`Mind`), with the small
 * helpers every policy file of games/paopaosha/bot/heuristic/ shares. All of it is read from the seat's own view.
 */
import type { SeatContext } from '@shaju/runtime';
import type {
  CardKindId,
  IdentityId,
  PaopaoshaDecision,
  PaopaoshaObservation,
  PaopaoshaView,
  SeatView,
} from '../../src/index.ts';

export type Ctx = SeatContext<PaopaoshaDecision, PaopaoshaView, PaopaoshaObservation>;
export type Use = Extract<PaopaoshaDecision, { t: 'use' }>;
export type Skill = Extract<PaopaoshaDecision, { t: 'skill' }>;
export type Ask = NonNullable<PaopaoshaView['ask']>;
export type Opt = NonNullable<Ask['options']>[number];

/** Seats a game can have (3–12). */
export const MAX_SEATS = 12;
/** Below this enemy score a seat is never harmed on purpose. */
export const ENEMY = 0.15;
/** Above this friend score (-enemy) a seat is protected and rescued. */
export const FRIEND = 0.3;

/**
 * A list of `MAX_SEATS` numbers, each `x`: the bot's per-seat tables are plain arrays of small integers and doubles,
 * not typed arrays (a typed array costs a buffer to allocate and to collect; a bot is made per seat per game).
 */
function filled(x: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < MAX_SEATS; i++) out.push(x);
  return out;
}

/**
 * The bot's memory of one game from one seat, and its per-decision caches. One per bot instance; the policy files
 * read and update it through plain functions.
 */
export class Mind {
  n = 0;
  me = -1;
  lord = -1;
  mine: IdentityId = 'dachen';
  /** Boss mode (P-B1): sides are the public `team`s. */
  boss = false;
  /**
   * The seat whose decision this is: `me`, or a seat I control (海洋公主, 司令部). Its hand is the view's `hand`, its
   * position gives distances; whose side anything is on is always judged from `me`.
   */
  actor = -1;
  /** How much I care for the actor's own good: 1 for myself; for a controlled seat −1 (an enemy) … 1 (an ally). */
  selfWorth = 1;
  /** My own hand (while deciding for a controlled seat, the view's hand is that seat's). */
  ownHand: readonly number[] = [];
  /** Keep values of the actor's hand for the current decision (lazy). */
  handVals: number[] | null = null;
  /**
   * The damage of the actor's 杀 (`shaHitDamage`) and whether it holds 公山子无影脚, for the current decision (lazy:
   * `shaDmg` −1 until read; the play phase scores every 杀 option with them).
   */
  shaDmg = -1;
  shaKick = false;
  /** Evidence per seat: > 0 acts for the 国主, < 0 against. */
  readonly ev = filled(0);
  readonly prevHp = filled(0);
  readonly prevScore = filled(0);
  readonly prevAlive = filled(0);
  prevTurns = -1;
  /** The trick of the current 无懈可击 chain (its user, target, kind, card) and the chain depth. */
  trickUser = -1;
  trickTarget = -1;
  trickKind: CardKindId | '' = '';
  trickCard = -2;
  chainDepth = 0;
  chainCard = -2;
  lastRescueKey = -1;
  /** A dying player I was asked to save: who could still save them after me, and their hand sizes then. */
  watchTarget = -1;
  watchTurns = -1;
  readonly watchHand = filled(-1);
  lastShanKey = -1;
  /** A card whose choice depends on a 杀 to follow (hint choice `thenSha`: 控制) used while I can still 杀 its target. */
  thenSha = false;
  /** Cards used in the current play phase (a hard stop against any loop, e.g. 本来就有 redrawing itself). */
  playTurn = -1;
  playUses = 0;
  /** Yes answers this turn to a skill that repeats (hint choice `judgeLoop`: 洛神's judgements). */
  loopTurn = -1;
  loopCount = 0;
  /** The turn number of my last 睡觉 (never two turns running). */
  sleptTurn = -1000;

  // Per-decision caches (filled by `assess`, games/paopaosha/bot/heuristic/identity.ts).
  /** Probability per seat of being on the 国主's side (大臣), a 强盗, a 小贼. */
  readonly pL = filled(0);
  readonly pR = filled(0);
  readonly pZ = filled(0);
  /** Enemy score per seat in [-1, 2]: > 0 harm them, < 0 protect them. */
  readonly enemy = filled(0);
  /** Hidden 大臣, 强盗 and 小贼 left among the unknown seats. */
  nL = 0;
  nR = 0;
  nZ = 0;
  othersAlive = 0;
  /** The enemy score above which I harm a seat: it falls as the game drags on, so that a stalemate breaks. */
  thr = ENEMY;
}

/** `x` limited to [lo, hi]. */
export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** The index of the option with the highest `score` (the first on ties; 0 for none). */
export function bestOption(opts: readonly Opt[], score: (o: Opt, i: number) => number): number {
  let bestI = 0;
  let best = -Infinity;
  for (let i = 0; i < opts.length; i++) {
    const s = score(opts[i] as Opt, i);
    if (s > best) {
      best = s;
      bestI = i;
    }
  }
  return bestI;
}

/** Never stall: end the play phase, pass a response, or take the first legal decision. */
export function fallback(legal: readonly PaopaoshaDecision[]): PaopaoshaDecision {
  for (const d of legal) if (d.t === 'end' || d.t === 'pass') return d;
  return legal[0] as PaopaoshaDecision;
}

/** The seat whose decision this is, as the view shows it. */
export function self(b: Mind, v: PaopaoshaView): SeatView {
  return v.players[b.actor] as SeatView;
}

/** How much I want seat `t` to do well: 1 for me, then −1 (an enemy) … 1 (an ally). */
export function friendOf(b: Mind, t: number): number {
  return t === b.me ? 1 : clamp(-(b.enemy[t] as number), -1, 1);
}
