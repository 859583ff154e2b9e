/**
 * Decisions of 杀机四伏: plain data, validated by `apply` (docs/architecture.md, principle 8).
 * - `play` a hand card onto the discard pile (S-T1).
 * - `stop`: end a run of legal plays (voluntary stop, S-T2) or stop flipping (S-A1).
 * - `flip`: flip the next attack card (S-A1).
 * - `attack` another alive player (S-T3, S-A1); the first card is flipped at once.
 * - `heal`: move one damage card of `target` to the discard pile (S-H1).
 * - `pass`: skip the optional self-heal (S-T2) or decline a 碰 claim (S-P1).
 * - `pong`: claim 碰 with an identical hand card (S-P1, S-P2).
 * - `reveal` your identity (S-R1); `order` lists the matching damage cards in discard order (the last becomes the
 *   discard pile's top). It may be taken at any decision point, also while another seat is pending.
 */
export type ShajisifuDecision =
  | { readonly t: 'play'; readonly card: number }
  | { readonly t: 'stop' }
  | { readonly t: 'flip' }
  | { readonly t: 'attack'; readonly target: number }
  | { readonly t: 'heal'; readonly target: number; readonly card: number }
  | { readonly t: 'pass' }
  | { readonly t: 'pong'; readonly card: number }
  | { readonly t: 'reveal'; readonly order: readonly number[] };

/** Shared frozen decisions, so listing legal decisions allocates little (docs/architecture.md, principle 13). */
export const STOP: ShajisifuDecision = Object.freeze({ t: 'stop' });
export const FLIP: ShajisifuDecision = Object.freeze({ t: 'flip' });
export const PASS: ShajisifuDecision = Object.freeze({ t: 'pass' });

/** `{t:'reveal', order: []}`: a reveal with no matching damage card (shared instance). */
export const REVEAL_NONE: ShajisifuDecision = Object.freeze({ t: 'reveal', order: Object.freeze([]) });

const MAX_CARDS = 54 * 8;
const MAX_SEATS = 10;
const PLAY_CACHE: ShajisifuDecision[] = [];
const PONG_CACHE: ShajisifuDecision[] = [];
const REVEAL_CACHE: ShajisifuDecision[] = [];
const ATTACK_CACHE: ShajisifuDecision[] = [];
/** Indexed by `target * MAX_CARDS + card`. */
const HEAL_CACHE: ShajisifuDecision[] = [];
for (let c = 0; c < MAX_CARDS; c++) {
  PLAY_CACHE.push(Object.freeze({ t: 'play', card: c }));
  PONG_CACHE.push(Object.freeze({ t: 'pong', card: c }));
  REVEAL_CACHE.push(Object.freeze({ t: 'reveal', order: Object.freeze([c]) }));
}
for (let s = 0; s < MAX_SEATS; s++) {
  ATTACK_CACHE.push(Object.freeze({ t: 'attack', target: s }));
  for (let c = 0; c < MAX_CARDS; c++) HEAL_CACHE.push(Object.freeze({ t: 'heal', target: s, card: c }));
}

/** `{t:'play', card}` (shared instance). */
export function playOf(card: number): ShajisifuDecision {
  return PLAY_CACHE[card] as ShajisifuDecision;
}
/** `{t:'pong', card}` (shared instance). */
export function pongOf(card: number): ShajisifuDecision {
  return PONG_CACHE[card] as ShajisifuDecision;
}
/** `{t:'reveal', order: [card]}`: a reveal discarding one matching damage card (shared instance). */
export function revealOf(card: number): ShajisifuDecision {
  return REVEAL_CACHE[card] as ShajisifuDecision;
}
/** `{t:'heal', target, card}` (shared instance). */
export function healOf(target: number, card: number): ShajisifuDecision {
  return HEAL_CACHE[target * MAX_CARDS + card] as ShajisifuDecision;
}
/** `{t:'attack', target}` (shared instance). */
export function attackOf(target: number): ShajisifuDecision {
  return ATTACK_CACHE[target] as ShajisifuDecision;
}

/**
 * The shared instance equal to `d` (`GameModule.intern`), or `d` when there is none (a reveal of several cards, or a
 * card or seat beyond the caches). `d` must have a decision's shape (`isDecisionShape`).
 */
export function internDecision(d: ShajisifuDecision): ShajisifuDecision {
  switch (d.t) {
    case 'stop':
      return STOP;
    case 'flip':
      return FLIP;
    case 'pass':
      return PASS;
    case 'play':
      return d.card >= 0 && d.card < MAX_CARDS ? playOf(d.card) : d;
    case 'pong':
      return d.card >= 0 && d.card < MAX_CARDS ? pongOf(d.card) : d;
    case 'attack':
      return d.target >= 0 && d.target < MAX_SEATS ? attackOf(d.target) : d;
    case 'heal':
      return d.target >= 0 && d.target < MAX_SEATS && d.card >= 0 && d.card < MAX_CARDS ? healOf(d.target, d.card) : d;
    case 'reveal': {
      if (d.order.length === 0) return REVEAL_NONE;
      const c = d.order[0] as number;
      return d.order.length === 1 && c >= 0 && c < MAX_CARDS ? revealOf(c) : d;
    }
  }
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Whether `d` has the shape of a decision (fields and types only; legality is checked by `apply`). */
export function isDecisionShape(d: unknown): d is ShajisifuDecision {
  if (typeof d !== 'object' || d === null) return false;
  const o = d as Record<string, unknown>;
  switch (o.t) {
    case 'play':
    case 'pong':
      return isInt(o.card);
    case 'stop':
    case 'flip':
    case 'pass':
      return true;
    case 'attack':
      return isInt(o.target);
    case 'heal':
      return isInt(o.target) && isInt(o.card);
    case 'reveal':
      return Array.isArray(o.order) && o.order.length <= MAX_CARDS && o.order.every(isInt);
    default:
      return false;
  }
}
