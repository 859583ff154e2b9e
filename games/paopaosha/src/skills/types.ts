import type { PaopaoshaDecision } from '../decisions.ts';
import type { Handlers } from '../rules/ask.ts';
import type { PaopaoshaState } from '../state.ts';
import type { Timing } from '../timings.ts';

/**
 * What a trigger sees: the seat whose skill it is, and for `beforeDamage` the stack index of the damage frame it may
 * change (`amount`), for `afterDeath` the seat that died.
 */
export interface TriggerContext {
  readonly seat: number;
  readonly damageAt: number;
  readonly dead: number;
}

/**
 * A skill (character skill, skill-book effect or boss skill): data in data/characters.ts, behaviour here — one file per
 * skill with the seed's Chinese text as its header comment (engineering.md principle 3).
 *
 * A skill acts through any of:
 * - `triggers`: at a timing of timings.ts, push frames (return true) or do nothing (false). Frames it pushes are
 *   handled by its own `frames`.
 * - modifiers: pure queries the rules ask at fixed points (draw count, 闪 needed, 杀 limit…).
 * - `actions`/`perform`: active play-phase uses, listed as `{t:'skill'}` decisions and performed by pushing frames.
 * - `asShui`: conversions of cards into 水 (play phase and rescue).
 * All per-turn and per-game counts live in the state (`SeatState.uses`), never in closures (principle 7).
 */
export interface SkillDef {
  readonly id: string;
  readonly triggers?: Partial<Record<Timing, (s: PaopaoshaState, ctx: TriggerContext) => boolean>>;
  readonly frames?: Handlers;
  /** 摸牌阶段: the number of cards to draw, given the number so far. */
  drawCount?(s: PaopaoshaState, seat: number, n: number): number;
  /** How many 闪 a target of this seat's 杀 needs (美术, 斗鸡眼: 2). */
  shanNeeded?(s: PaopaoshaState, seat: number, n: number): number;
  /** Whether only 躲 stops this seat's 杀 (魅力). */
  onlyDuoStopsSha?(s: PaopaoshaState, seat: number): boolean;
  /** Whether this seat may use any number of 杀 (牛X, 公山子无影脚). */
  unlimitedSha?(s: PaopaoshaState, seat: number): boolean;
  /** How many 杀 the other side of this seat's 单挑 must play each time (斗鸡眼: 2). */
  dantiaoShaNeeded?(s: PaopaoshaState, seat: number, n: number): number;
  /** Whether this seat skips its discard phase now (谦让 at full HP, 中公普). */
  skipDiscard?(s: PaopaoshaState, seat: number): boolean;
  /** Whether this seat sees every identity (主席). */
  seesAllIdentities?(s: PaopaoshaState, seat: number): boolean;
  /** Whether a trick of this kind has no effect on this seat (黑"牛": 诅咒). */
  immuneTo?(s: PaopaoshaState, seat: number, kind: string): boolean;
  /** Active uses in the play phase: `{t:'skill', id, cards, targets}` decisions. */
  actions?(s: PaopaoshaState, seat: number): PaopaoshaDecision[];
  /** Performs a listed action: push the frames that resolve it. */
  perform?(s: PaopaoshaState, seat: number, d: Extract<PaopaoshaDecision, { t: 'skill' }>): void;
  /** Cards this seat may use as 水 now (豆浆, 杂技: hand or equipment cards, product reading 11), within their counts. */
  asShui?(s: PaopaoshaState, seat: number): number[];
  /** Records a use of this skill's conversion or action (per-game counts). */
  recordUse?(s: PaopaoshaState, seat: number): void;
}
