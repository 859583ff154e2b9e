import { DECK_SIZE, isLegalPlay, matchesIdentity } from '../cards.ts';
import type { ShajisifuEvent } from '../events.ts';
import { penaltyDraw, rulesOf } from '../settings.ts';
import type { ShajisifuState } from '../state.ts';
import { clearList, discardUnderTop, drawCards, removeCard, takeTop } from './piles.ts';
import { checkVictory, endAsDraw } from './victory.ts';

type Ev = ShajisifuEvent[] | undefined;

/**
 * Starts `seat`'s turn: with hand cards they must play (S-T1), without they attack or heal (S-T3).
 * Past `maxTurns` turns the game ends as a draw (S-V2).
 */
export function startTurn(s: ShajisifuState, seat: number, ev: Ev): void {
  if (s.turns >= s.config.maxTurns) {
    endAsDraw(s, ev);
    return;
  }
  s.turn = seat;
  s.turns++;
  s.req++;
  s.target = -1;
  clearList(s.flips);
  ev?.push({ t: 'turn', seat, turn: s.turns });
  s.step = (s.players[seat] as { hand: number[] }).hand.length > 0 ? 'play' : 'noHand';
}

/** Ends the current turn; the next alive player in seat order starts (seed: 由下家开始行动). */
export function endTurn(s: ShajisifuState, ev: Ev): void {
  if (s.result) return;
  const n = s.players.length;
  // Seats after the current one, wrapping round to it (a counter rather than `%`, a division, on every turn).
  let seat = s.turn;
  for (let i = 0; i < n; i++) {
    seat = seat + 1 === n ? 0 : seat + 1;
    if ((s.players[seat] as { alive: boolean }).alive) {
      startTurn(s, seat, ev);
      return;
    }
  }
}

/**
 * `seat` plays `card` from hand onto the discard pile (S-T1). Returns whether it was a legal play.
 * Opens the 碰 window when the variant is on (S-P1); otherwise continues the turn at once.
 */
export function playCard(s: ShajisifuState, seat: number, card: number, ev: Ev): void {
  const p = s.players[seat] as { hand: number[] };
  const top = s.discard.length > 0 ? (s.discard[s.discard.length - 1] as number) : -1;
  const legal = isLegalPlay(card, top);
  removeCard(p.hand, card);
  s.discard.push(card);
  ev?.push({ t: 'play', seat, card, legal });
  if (s.config.pong && openClaim(s, seat, card, legal, ev)) return;
  afterPlay(s, seat, legal, ev);
}

/** After a play (and its 碰 window): an illegal play ends the turn; a legal one lets the player go on (S-T1, S-T2). */
export function afterPlay(s: ShajisifuState, seat: number, legal: boolean, ev: Ev): void {
  if (!legal) {
    endTurn(s, ev);
    return;
  }
  s.req++;
  if ((s.players[seat] as { hand: number[] }).hand.length === 0) voluntaryStop(s, seat, ev);
  else s.step = 'continue';
}

/** S-T2: stopping (or emptying the hand with a legal play) allows one optional self-heal, then the turn ends. */
export function voluntaryStop(s: ShajisifuState, seat: number, ev: Ev): void {
  ev?.push({ t: 'stop', seat });
  if ((s.players[seat] as { damage: number[] }).damage.length > 0) {
    s.step = 'selfHeal';
    s.req++;
  } else endTurn(s, ev);
}

/** S-H1: moves one damage card of `target` to the top of the discard pile. */
export function heal(s: ShajisifuState, seat: number, target: number, card: number, ev: Ev): void {
  const d = (s.players[target] as { damage: number[] }).damage;
  removeCard(d, card);
  s.discard.push(card);
  ev?.push({ t: 'heal', seat, target, card });
}

/** S-A1: starts an attack on `target` and flips the first card at once. */
export function startAttack(s: ShajisifuState, seat: number, target: number, ev: Ev): void {
  ev?.push({ t: 'attack', seat, target });
  s.target = target;
  clearList(s.flips);
  s.step = 'flip';
  s.req++;
  flip(s, ev);
}

/**
 * S-A1: flips the next card. A card lower than the one before forces the attack to stop (S-A3). If nothing can be
 * flipped (both piles exhausted), the attack resolves with what was flipped (product choice, docs/rules).
 */
export function flip(s: ShajisifuState, ev: Ev): void {
  const c = takeTop(s, ev);
  if (c < 0) {
    resolveAttack(s, false, ev);
    return;
  }
  const prev = s.flips.length > 0 ? (s.flips[s.flips.length - 1] as number) : -1;
  s.flips.push(c);
  const values = rulesOf(s.config).values;
  const value = values[c % DECK_SIZE] as number;
  ev?.push({ t: 'flip', seat: s.turn, card: c, value });
  if (prev >= 0 && value < (values[prev % DECK_SIZE] as number)) resolveAttack(s, true, ev);
  // A new flip decision is a new request: a repeated (stale) flip must not be taken for the next one.
  else s.req++;
}

/**
 * S-A2, S-A3, S-D1: the flipped cards become the target's damage cards (immune ones discarded at once in flip order,
 * S-R1); the target may die; victory is checked; if the attacker was forced to stop they draw the penalty (the last
 * card's value, or what option `penalty` says) and victory is checked again (not when the penalty is no card); the
 * turn ends.
 */
export function resolveAttack(s: ShajisifuState, forced: boolean, ev: Ev): void {
  const seat = s.turn;
  const target = s.target;
  const flips = s.flips;
  s.target = -1;
  if (flips.length > 0) {
    const last = flips[flips.length - 1] as number;
    const t = s.players[target] as ShajisifuState['players'][number];
    // The lists of the damage event are built only when events are collected.
    const immune: number[] | null = ev ? [] : null;
    const kept: number[] | null = ev ? [] : null;
    for (const c of flips) {
      if (t.revealed && matchesIdentity(c, t.identity)) {
        immune?.push(c);
        s.discard.push(c);
      } else {
        kept?.push(c);
        t.damage.push(c);
      }
    }
    clearList(flips);
    if (ev) {
      const values = rulesOf(s.config).values;
      let total = 0;
      for (const c of kept as number[]) total += values[c % DECK_SIZE] as number;
      ev.push({ t: 'damage', seat: target, source: seat, cards: kept as number[], immune: immune as number[], total });
    }
    checkDeath(s, target, seat, ev);
    if (checkVictory(s, ev)) return;
    if (forced) {
      const rules = rulesOf(s.config);
      const n = penaltyDraw(rules, rules.values[last % DECK_SIZE] as number);
      if (n > 0) {
        drawCards(s, seat, n, true, ev);
        if (checkVictory(s, ev)) return;
      }
    }
  }
  endTurn(s, ev);
}

/**
 * Scratch counts per card value for `checkDeath` (values 1–13 and 20 in the seed; at most 50, the bound of the
 * `value.*` options), cleared up to the configuration's highest value on each use. A count past 255 would wrap, but
 * the same-value death (at most 20 cards) is noticed before.
 */
const valueCounts = new Uint8Array(51);

/**
 * S-D1: a player whose damage totals `deathTotal` (50) or more, or who has `sameValueCount` (3) or more damage cards of
 * one value, dies (S-D2, S-D3).
 */
export function checkDeath(s: ShajisifuState, seat: number, killer: number, ev: Ev): boolean {
  const p = s.players[seat] as ShajisifuState['players'][number];
  if (!p.alive) return false;
  const rules = rulesOf(s.config);
  const values = rules.values;
  const same = rules.sameValueCount;
  let total = 0;
  const counts = valueCounts.fill(0, 0, rules.maxValue + 1);
  let triple = false;
  for (const c of p.damage) {
    const v = values[c % DECK_SIZE] as number;
    total += v;
    counts[v] = (counts[v] as number) + 1;
    if ((counts[v] as number) >= same) triple = true;
  }
  if (total < rules.deathTotal && !triple) return false;
  p.alive = false;
  p.publicAtDeath = p.revealed;
  p.revealed = true;
  s.deaths++;
  p.deathOrder = s.deaths;
  p.killer = killer;
  if (killer >= 0) (s.players[killer] as { kills: number[] }).kills.push(seat);
  const cards = p.hand.concat(p.damage);
  p.hand = [];
  p.damage = [];
  discardUnderTop(s, cards);
  if (ev) {
    const cause = total >= rules.deathTotal ? 'total' : 'triple';
    ev.push({ t: 'death', seat, killer, identity: p.identity, cause, limit: rules.deathTotal, count: same });
  }
  return true;
}

/**
 * S-R1: `seat` reveals their identity; the matching damage cards are discarded in `order` (the last on top).
 * `order` must be a permutation of the matching damage cards (checked by the caller).
 */
export function reveal(s: ShajisifuState, seat: number, order: readonly number[], ev: Ev): void {
  const p = s.players[seat] as ShajisifuState['players'][number];
  p.revealed = true;
  for (const c of order) {
    removeCard(p.damage, c);
    s.discard.push(c);
  }
  ev?.push({ t: 'reveal', seat, identity: p.identity, discarded: order.slice() });
  checkVictory(s, ev);
}

/**
 * S-P1: opens the 碰 window after `from` played `card`: every other alive player is asked, whatever their hand.
 * Returns false when nobody can be asked.
 */
export function openClaim(s: ShajisifuState, from: number, card: number, legal: boolean, ev: Ev): boolean {
  const n = s.players.length;
  const asked: number[] = [];
  const answers: number[] = new Array(n).fill(-2);
  for (let i = 1; i < n; i++) {
    const seat = (from + i) % n;
    if ((s.players[seat] as { alive: boolean }).alive) {
      asked.push(seat);
      answers[seat] = -1;
    }
  }
  if (asked.length === 0) return false;
  s.claim = { from, card, legal, asked, answers };
  s.step = 'claim';
  s.req++;
  ev?.push({ t: 'claimOpen', from, card });
  return true;
}

/**
 * Records one seat's answer in the open 碰 window (`card` = the identical card claimed, or -3 for a pass). When every
 * asked seat has answered, the first claimant in seat order after the player wins (S-P1): they play the card, the
 * interrupted turn ends, and the claimant goes on as after a legal play, in a new window (S-P2, S-P3).
 */
export function answerClaim(s: ShajisifuState, seat: number, card: number, ev: Ev): void {
  const w = s.claim as NonNullable<ShajisifuState['claim']>;
  w.answers[seat] = card;
  for (const a of w.asked) if (w.answers[a] === -1) return;
  s.claim = null;
  let winner = -1;
  for (const a of w.asked) {
    if ((w.answers[a] as number) >= 0) {
      winner = a;
      break;
    }
  }
  ev?.push({ t: 'claimClose', winner });
  if (winner < 0) {
    afterPlay(s, w.from, w.legal, ev);
    return;
  }
  const claimed = w.answers[winner] as number;
  const p = s.players[winner] as { hand: number[] };
  removeCard(p.hand, claimed);
  s.discard.push(claimed);
  ev?.push({ t: 'pong', seat: winner, card: claimed, from: w.from });
  // The claimant's continuation is a turn of its own (S-P2; counted for maxTurns).
  if (s.turns >= s.config.maxTurns) {
    endAsDraw(s, ev);
    return;
  }
  s.turn = winner;
  s.turns++;
  ev?.push({ t: 'turn', seat: winner, turn: s.turns });
  if (openClaim(s, winner, claimed, true, ev)) return;
  afterPlay(s, winner, true, ev);
}
