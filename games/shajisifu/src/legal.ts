import { IllegalDecisionError } from '@shaju/engine';
import { identical, matchesIdentity } from './cards.ts';
import {
  attackOf,
  FLIP,
  healOf,
  PASS,
  playOf,
  pongOf,
  REVEAL_NONE,
  revealOf,
  type ShajisifuDecision,
  STOP,
} from './decisions.ts';
import type { ShajisifuState } from './state.ts';

/** Whether `seat` must answer the current request (it is among the pending seats). */
export function isPendingSeat(s: ShajisifuState, seat: number): boolean {
  if (s.result) return false;
  if (s.step === 'claim') return s.claim !== null && s.claim.answers[seat] === -1;
  return seat === s.turn;
}

/** The damage cards of `seat` that its identity makes immune (S-R1), in damage order. */
export function matchingDamage(s: ShajisifuState, seat: number): number[] {
  const p = s.players[seat];
  if (!p) return [];
  const out: number[] = [];
  for (const c of p.damage) if (matchesIdentity(c, p.identity)) out.push(c);
  return out;
}

/** Whether `seat` may reveal now (S-R1: any decision point, alive and hidden). */
export function canReveal(s: ShajisifuState, seat: number): boolean {
  const p = s.players[seat];
  return !s.result && p !== undefined && p.alive && !p.revealed;
}

/** The number of damage cards of `seat` that its identity makes immune (S-R1); allocates nothing. */
export function matchingDamageCount(s: ShajisifuState, seat: number): number {
  const p = s.players[seat];
  if (!p) return 0;
  let n = 0;
  for (let i = 0; i < p.damage.length; i++) if (matchesIdentity(p.damage[i] as number, p.identity)) n++;
  return n;
}

/**
 * The reveal decisions of `seat`: one per possible new top card of the discard pile (the others in damage order), or a
 * single `{order: []}` when no damage card matches. Empty when the seat may not reveal.
 */
export function revealOptions(s: ShajisifuState, seat: number): ShajisifuDecision[] {
  const out: ShajisifuDecision[] = [];
  pushRevealOptions(s, seat, out);
  return out;
}

/**
 * Appends the reveal decisions of `seat` (as `revealOptions`, same order) to `out`. The common cases share frozen
 * instances (no matching card, or one): a hidden seat is offered a reveal at every decision, so this is on the
 * playout's hot path (docs/performance.md).
 */
function pushRevealOptions(s: ShajisifuState, seat: number, out: ShajisifuDecision[]): void {
  if (!canReveal(s, seat)) return;
  const count = matchingDamageCount(s, seat);
  if (count === 0) {
    out.push(REVEAL_NONE);
    return;
  }
  const m = matchingDamage(s, seat);
  if (count === 1) {
    out.push(revealOf(m[0] as number));
    return;
  }
  for (let i = 0; i < m.length; i++) {
    const order: number[] = [];
    for (let j = 0; j < m.length; j++) if (j !== i) order.push(m[j] as number);
    order.push(m[i] as number);
    out.push({ t: 'reveal', order });
  }
}

/**
 * Every legal decision of `seat` now, in a stable order: the pending decisions first, then reveals (S-R1).
 * Shared frozen objects are used where possible. A new array on every call.
 */
export function legalDecisions(s: ShajisifuState, seat: number): ShajisifuDecision[] {
  // A random bot asks once per request: build its list without remembering it (no copy, no bookkeeping).
  return remembered(s, seat)?.slice() ?? buildLegal(s, seat);
}

/**
 * The last list `legalNow` built, with what it answers: the state object, its request (`req`, `step`), its decision
 * count, whether it is over, and the seat. The rules change a state only in `apply` (which counts a decision) or at
 * setup (a new object), so while all of these match the list is still the legal list. A bot's view and a driver that
 * asks for the legal list of the same request (the lab's decision counter, apps/cli/src/lab/bots.ts) share one
 * computation. Code that edits a state by hand (a test, a tool) between two questions about the same request must ask
 * about a fresh state or a clone: the edit is not a decision, so the remembered list would be served.
 */
const LAST: {
  s: ShajisifuState | null;
  req: number;
  step: string;
  decisions: number;
  over: boolean;
  seat: number;
  list: readonly ShajisifuDecision[];
} = { s: null, req: -1, step: '', decisions: -1, over: false, seat: -1, list: [] };

/**
 * The legal decisions of `seat` now (as `legalDecisions`), from `LAST` when it answers this very request, else built
 * and remembered. The list is shared: never edit it (the view hands it out as its read-only `legal`).
 */
export function legalNow(s: ShajisifuState, seat: number): readonly ShajisifuDecision[] {
  const hit = remembered(s, seat);
  if (hit) return hit;
  const m = LAST;
  const list = buildLegal(s, seat);
  m.s = s;
  m.req = s.req;
  m.step = s.step;
  m.decisions = s.decisions;
  m.over = s.result !== null;
  m.seat = seat;
  m.list = list;
  return list;
}

/** `LAST`'s list when it answers this very request of `seat`, else null. */
function remembered(s: ShajisifuState, seat: number): readonly ShajisifuDecision[] | null {
  const m = LAST;
  const same = m.s === s && m.req === s.req && m.decisions === s.decisions && m.seat === seat && m.step === s.step;
  return same && m.over === (s.result !== null) ? m.list : null;
}

/** Builds the legal decisions of `seat` (see `legalDecisions`). */
function buildLegal(s: ShajisifuState, seat: number): ShajisifuDecision[] {
  const out: ShajisifuDecision[] = [];
  if (s.result) return out;
  const p = s.players[seat];
  if (!p) return out;
  if (isPendingSeat(s, seat)) {
    switch (s.step) {
      case 'play':
      case 'continue':
        for (const c of p.hand) out.push(playOf(c));
        if (s.step === 'continue') out.push(STOP);
        break;
      case 'selfHeal':
        for (const c of p.damage) out.push(healOf(seat, c));
        out.push(PASS);
        break;
      case 'noHand': {
        const n = s.players.length;
        // The other seats in seat order after `seat`, wrapping round (a counter rather than `%`, a division).
        let t = seat;
        for (let i = 1; i < n; i++) {
          t = t + 1 === n ? 0 : t + 1;
          if ((s.players[t] as { alive: boolean }).alive) out.push(attackOf(t));
        }
        for (let h = 0; h < n; h++) {
          const q = s.players[h] as { alive: boolean; damage: number[] };
          if (q.alive) for (const c of q.damage) out.push(healOf(h, c));
        }
        break;
      }
      case 'flip':
        out.push(FLIP, STOP);
        break;
      case 'claim': {
        const card = (s.claim as { card: number }).card;
        for (const c of p.hand) if (identical(c, card)) out.push(pongOf(c));
        out.push(PASS);
        break;
      }
    }
  }
  pushRevealOptions(s, seat, out);
  return out;
}

/**
 * The number of legal decisions of `seat` now: `legalDecisions(s, seat).length`, without building the list. With
 * `legalAt` it lets a random bot draw one decision uniformly without allocating the list (docs/performance.md); the
 * two follow `buildLegal`'s order, and a test holds them to it (test/legal-index.test.ts).
 */
export function legalCount(s: ShajisifuState, seat: number): number {
  if (s.result) return 0;
  const p = s.players[seat];
  if (!p) return 0;
  let n = 0;
  if (isPendingSeat(s, seat)) {
    switch (s.step) {
      case 'play':
        n = p.hand.length;
        break;
      case 'continue':
        n = p.hand.length + 1;
        break;
      case 'selfHeal':
        n = p.damage.length + 1;
        break;
      case 'noHand': {
        const players = s.players;
        for (let h = 0; h < players.length; h++) {
          const q = players[h] as { alive: boolean; damage: number[] };
          if (q.alive) n += h === seat ? q.damage.length : q.damage.length + 1;
        }
        break;
      }
      case 'flip':
        n = 2;
        break;
      case 'claim': {
        const card = (s.claim as { card: number }).card;
        for (let i = 0; i < p.hand.length; i++) if (identical(p.hand[i] as number, card)) n++;
        n++;
        break;
      }
    }
  }
  if (canReveal(s, seat)) {
    const m = matchingDamageCount(s, seat);
    n += m === 0 ? 1 : m;
  }
  return n;
}

/**
 * The decision `legalAt` returned last, with the request it answers (the state object, its request, step and decision
 * count, and the seat), as `LAST` for `legalNow`. All decisions `legalAt` returns are frozen, so while these match,
 * that very object is still legal: `apply` takes it without checking it again (`wasPicked`).
 */
const PICKED: {
  s: ShajisifuState | null;
  req: number;
  step: string;
  decisions: number;
  seat: number;
  d: ShajisifuDecision | null;
} = { s: null, req: -1, step: '', decisions: -1, seat: -1, d: null };

/**
 * The `i`-th legal decision of `seat` now (0 ≤ i < `legalCount(s, seat)`): `legalDecisions(s, seat)[i]`, the same
 * shared object where the list holds one (otherwise an equal one, frozen), without building the list. Undefined
 * outside that range.
 */
export function legalAt(s: ShajisifuState, seat: number, i: number): ShajisifuDecision | undefined {
  const d = decisionAt(s, seat, i);
  if (d !== undefined) {
    const m = PICKED;
    m.s = s;
    m.req = s.req;
    m.step = s.step;
    m.decisions = s.decisions;
    m.seat = seat;
    m.d = d;
  }
  return d;
}

/**
 * Whether `d` is the very object `legalAt` returned last for `seat` and this very request of `s` (nothing applied
 * since): then it is legal, and `apply` skips its shape and legality checks. Code that edits a state by hand between
 * `legalAt` and `apply` must apply to a fresh state or a clone (as for `legalNow`).
 */
export function wasPicked(s: ShajisifuState, seat: number, d: unknown): boolean {
  const m = PICKED;
  return (
    m.d === d && m.s === s && m.decisions === s.decisions && m.seat === seat && m.req === s.req && m.step === s.step
  );
}

/** `legalAt`'s decision, without remembering it. */
function decisionAt(s: ShajisifuState, seat: number, i: number): ShajisifuDecision | undefined {
  if (s.result || i < 0) return undefined;
  const p = s.players[seat];
  if (!p) return undefined;
  let k = i;
  if (isPendingSeat(s, seat)) {
    switch (s.step) {
      case 'play':
      case 'continue':
        if (k < p.hand.length) return playOf(p.hand[k] as number);
        k -= p.hand.length;
        if (s.step === 'continue') {
          if (k === 0) return STOP;
          k--;
        }
        break;
      case 'selfHeal':
        if (k < p.damage.length) return healOf(seat, p.damage[k] as number);
        if (k === p.damage.length) return PASS;
        k -= p.damage.length + 1;
        break;
      case 'noHand': {
        const players = s.players;
        const n = players.length;
        // The attacks first: the other alive seats in seat order after `seat` (as `buildLegal`).
        let t = seat;
        for (let j = 1; j < n; j++) {
          t = t + 1 === n ? 0 : t + 1;
          if ((players[t] as { alive: boolean }).alive) {
            if (k === 0) return attackOf(t);
            k--;
          }
        }
        // Then the heals: every alive seat's damage cards, in seat order.
        for (let h = 0; h < n; h++) {
          const q = players[h] as { alive: boolean; damage: number[] };
          if (!q.alive) continue;
          if (k < q.damage.length) return healOf(h, q.damage[k] as number);
          k -= q.damage.length;
        }
        break;
      }
      case 'flip':
        if (k < 2) return k === 0 ? FLIP : STOP;
        k -= 2;
        break;
      case 'claim': {
        const card = (s.claim as { card: number }).card;
        for (let j = 0; j < p.hand.length; j++) {
          const c = p.hand[j] as number;
          if (!identical(c, card)) continue;
          if (k === 0) return pongOf(c);
          k--;
        }
        if (k === 0) return PASS;
        k--;
        break;
      }
    }
  }
  return revealAt(s, seat, k);
}

/** The `k`-th reveal decision of `seat` (as `pushRevealOptions` lists them), or undefined. */
function revealAt(s: ShajisifuState, seat: number, k: number): ShajisifuDecision | undefined {
  if (!canReveal(s, seat)) return undefined;
  const count = matchingDamageCount(s, seat);
  if (count === 0) return k === 0 ? REVEAL_NONE : undefined;
  if (k >= count) return undefined;
  const m = matchingDamage(s, seat);
  if (count === 1) return revealOf(m[0] as number);
  const order: number[] = [];
  for (let j = 0; j < m.length; j++) if (j !== k) order.push(m[j] as number);
  order.push(m[k] as number);
  // Frozen like the shared decisions: `apply` trusts the object `legalAt` returned (`wasPicked`).
  return Object.freeze({ t: 'reveal', order: Object.freeze(order) });
}

/**
 * The `illegal` refusal of `seat`'s decision. A module function rather than a closure inside `checkLegal`: under the
 * tsx loader every named closure costs a `__name` call (an `Object.defineProperty`) each time it is created, and
 * `checkLegal` runs on every decision (docs/performance.md).
 */
function illegal(seat: number, msg: string): IllegalDecisionError {
  return new IllegalDecisionError('illegal', seat, msg);
}

/**
 * Checks a shaped decision against the rules; throws `IllegalDecisionError` (`not_pending` or `illegal`) when it is not
 * legal now. Pure: reads the state only.
 */
export function checkLegal(s: ShajisifuState, seat: number, d: ShajisifuDecision): void {
  const p = s.players[seat] as ShajisifuState['players'][number];
  if (d.t === 'reveal') {
    if (!p.alive) throw illegal(seat, 'a dead player cannot reveal');
    if (p.revealed) throw illegal(seat, 'your identity is already public');
    const m = matchingDamage(s, seat);
    if (d.order.length !== m.length) throw illegal(seat, `reveal must discard all ${m.length} matching damage cards`);
    const rest = m.slice();
    for (const c of d.order) {
      const i = rest.indexOf(c);
      if (i < 0) throw illegal(seat, `card ${c} is not one of your matching damage cards`);
      rest.splice(i, 1);
    }
    return;
  }
  if (!isPendingSeat(s, seat)) {
    throw new IllegalDecisionError(
      'not_pending',
      seat,
      `it is not this seat's decision (step ${s.step}, turn ${s.turn})`,
    );
  }
  switch (s.step) {
    case 'play':
    case 'continue':
      if (d.t === 'play') {
        if (!p.hand.includes(d.card)) throw illegal(seat, `card ${d.card} is not in your hand`);
        return;
      }
      if (d.t === 'stop' && s.step === 'continue') return;
      throw illegal(seat, s.step === 'play' ? 'you must play a hand card (S-T1)' : 'play a card or stop (S-T2)');
    case 'selfHeal':
      if (d.t === 'pass') return;
      if (d.t === 'heal') {
        if (d.target !== seat) throw illegal(seat, 'after a voluntary stop you may heal only yourself (S-T2)');
        if (!p.damage.includes(d.card)) throw illegal(seat, `card ${d.card} is not among your damage cards`);
        return;
      }
      throw illegal(seat, 'heal yourself or pass (S-T2)');
    case 'noHand': {
      if (d.t === 'attack') {
        const t = s.players[d.target];
        if (!t || d.target === seat || !t.alive) throw illegal(seat, 'attack another alive player (S-A1)');
        return;
      }
      if (d.t === 'heal') {
        const t = s.players[d.target];
        if (!t?.alive) throw illegal(seat, 'heal an alive player (S-H1)');
        if (!t?.damage.includes(d.card)) throw illegal(seat, `card ${d.card} is not among that player's damage cards`);
        return;
      }
      throw illegal(seat, 'with no hand cards, attack or heal (S-T3)');
    }
    case 'flip':
      if (d.t === 'flip' || d.t === 'stop') return;
      throw illegal(seat, 'flip again or stop (S-A1)');
    case 'claim': {
      if (d.t === 'pass') return;
      if (d.t === 'pong') {
        if (!p.hand.includes(d.card)) throw illegal(seat, `card ${d.card} is not in your hand`);
        // S-P1/S-C3: only an identical card may claim (the refusal must be thrown, not just built).
        if (!identical(d.card, (s.claim as { card: number }).card))
          throw illegal(seat, '碰 needs a card identical to the one played (S-C3)');
        return;
      }
      throw illegal(seat, 'claim 碰 or pass (S-P1)');
    }
    default:
      throw illegal(seat, 'nothing to decide');
  }
}
