import { type GameModule, IllegalDecisionError, type Pending, Rng, seedRng } from '@shaju/engine';
import { DECK_SIZE } from './cards.ts';
import { defaultConfig, type ShajisifuConfig, validateConfig } from './config.ts';
import { internDecision, isDecisionShape, type ShajisifuDecision } from './decisions.ts';
import type { ShajisifuEvent } from './events.ts';
import { checkLegal, legalAt, legalCount, legalDecisions, wasPicked } from './legal.ts';
import {
  answerClaim,
  endTurn,
  flip,
  heal,
  playCard,
  resolveAttack,
  reveal,
  startAttack,
  startTurn,
  voluntaryStop,
} from './rules/turn.ts';
import { checkVictory } from './rules/victory.ts';
import { rulesOf } from './settings.ts';
import type { PlayerState, ShajisifuState } from './state.ts';
import { redactEvent, type ShajisifuView, viewOf } from './view.ts';

/** Version of the state and log format. */
export const SHAJISIFU_VERSION = 1;

/**
 * S-S1: shuffles `decks` decks, deals each player one face-down identity card and `startHand` (3) hand cards, turns one
 * card face up to start the discard pile, and picks a random first player, whose turn starts — unless a win
 * condition already holds (S-V2). Throws `ConfigError` for a bad configuration.
 */
export function setup(configIn: ShajisifuConfig, seed: number, ev?: ShajisifuEvent[]): ShajisifuState {
  const config = validateConfig(configIn);
  const rng = new Rng(seedRng(seed));
  const draw = rng.shuffle(orderedCards(config.decks));
  const players: PlayerState[] = [];
  for (let i = 0; i < config.players; i++) {
    players.push({
      identity: draw.pop() as number,
      hand: [],
      damage: [],
      alive: true,
      revealed: false,
      kills: [],
      deathOrder: 0,
      killer: -1,
      publicAtDeath: false,
    });
  }
  const hand = rulesOf(config).startHand;
  for (let r = 0; r < hand; r++) for (const p of players) p.hand.push(draw.pop() as number);
  const discard = [draw.pop() as number];
  const first = rng.int(config.players);
  const s: ShajisifuState = {
    game: 'shajisifu',
    config,
    rng: rng.save(),
    draw,
    discard,
    players,
    turn: first,
    turns: 0,
    req: 0,
    decisions: 0,
    step: 'play',
    target: -1,
    flips: [],
    claim: null,
    deaths: 0,
    result: null,
  };
  if (ev) {
    for (let seat = 0; seat < players.length; seat++) {
      const p = players[seat] as PlayerState;
      ev.push({ t: 'deal', seat, identity: p.identity, hand: p.hand.slice(), count: p.hand.length });
    }
    ev.push({ t: 'start', first, top: discard[0] as number });
  }
  // S-V2: a condition may hold at the deal already: only D-A can (no one is dead or revealed yet), when a ♦ is dealt
  // `diamondHand` cards or more; never in the seed game.
  const rules = rulesOf(config);
  if (rules.startHand >= rules.diamondHand && checkVictory(s, ev)) return s;
  startTurn(s, first, ev);
  return s;
}

/** By number of decks: the card ids `[0, 1, …, decks × 54 − 1]` in order, built when first asked (`orderedCards`). */
const ORDERED = new Map<number, number[]>();

/**
 * The card ids of `decks` decks (S-C1) in order, a new array: a copy of a shared template (one `slice`, a block copy,
 * rather than 216 pushes that grow the array five times, at every setup: docs/performance.md).
 */
function orderedCards(decks: number): number[] {
  let t = ORDERED.get(decks);
  if (t === undefined) {
    t = [];
    for (let c = 0; c < decks * DECK_SIZE; c++) t.push(c);
    ORDERED.set(decks, t);
  }
  return t.slice();
}

/**
 * The last request `pending` returned and what it describes (the state object, its request id and step, its decision
 * count): one object while nothing changes, since a driver asks again after offering a free action (runtime playout).
 * The rules change a state only in `apply` (which counts a decision) or at setup (a new object).
 */
const PENDING: { s: ShajisifuState | null; req: number; step: string; decisions: number; p: Pending | null } = {
  s: null,
  req: -1,
  step: '',
  decisions: -1,
  p: null,
};

/** The current request: the seat whose turn it is, or every seat still to answer an open 碰 window. */
export function pending(s: ShajisifuState): Pending | null {
  if (s.result) return null;
  const m = PENDING;
  if (m.s === s && m.req === s.req && m.step === s.step && m.decisions === s.decisions) return m.p;
  let p: Pending;
  if (s.step === 'claim' && s.claim) {
    // Gathered in seat order, hence ascending.
    const seats: number[] = [];
    for (let i = 0; i < s.claim.answers.length; i++) if (s.claim.answers[i] === -1) seats.push(i);
    p = { seats, kind: 'claim', id: s.req };
  } else p = { seats: [s.turn], kind: s.step, id: s.req };
  m.s = s;
  m.req = s.req;
  m.step = s.step;
  m.decisions = s.decisions;
  m.p = p;
  return p;
}

/**
 * Applies `seat`'s decision (see decisions.ts). Throws `IllegalDecisionError` — `bad_seat`, `game_over`, `malformed`,
 * `not_pending` or `illegal` — before changing anything. The very object `legalAt` returned for this request and seat
 * is legal by construction and taken without these checks (`wasPicked`, legal.ts).
 */
export function apply(s: ShajisifuState, seat: number, d: unknown, ev?: ShajisifuEvent[]): void {
  // The decision `legalAt` just gave for this very request is legal as it is (a random bot's pick): no check.
  if (!wasPicked(s, seat, d)) check(s, seat, d);
  step(s, seat, d as ShajisifuDecision, ev);
}

/** `apply`'s checks: throws `IllegalDecisionError` (`bad_seat`, `game_over`, `malformed`, `not_pending`, `illegal`). */
function check(s: ShajisifuState, seat: number, d: unknown): asserts d is ShajisifuDecision {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) {
    throw new IllegalDecisionError('bad_seat', seat, `no seat ${seat} in a ${s.players.length}-player game`);
  }
  if (s.result) throw new IllegalDecisionError('game_over', seat, 'the game is over');
  if (!isDecisionShape(d)) throw new IllegalDecisionError('malformed', seat, `not a decision: ${safeJson(d)}`);
  checkLegal(s, seat, d);
}

/** Applies a checked decision. */
function step(s: ShajisifuState, seat: number, d: ShajisifuDecision, ev: ShajisifuEvent[] | undefined): void {
  s.decisions++;
  switch (d.t) {
    case 'reveal':
      reveal(s, seat, d.order, ev);
      return;
    case 'play':
      playCard(s, seat, d.card, ev);
      return;
    case 'stop':
      if (s.step === 'flip') resolveAttack(s, false, ev);
      else voluntaryStop(s, seat, ev);
      return;
    case 'flip':
      flip(s, ev);
      return;
    case 'attack':
      startAttack(s, seat, d.target, ev);
      return;
    case 'heal':
      heal(s, seat, d.target, d.card, ev);
      endTurn(s, ev);
      return;
    case 'pass':
      if (s.step === 'claim') answerClaim(s, seat, -3, ev);
      else endTurn(s, ev);
      return;
    case 'pong':
      answerClaim(s, seat, d.card, ev);
      return;
  }
}

function safeJson(d: unknown): string {
  try {
    const t = JSON.stringify(d);
    return t === undefined ? String(d) : t.length > 120 ? `${t.slice(0, 120)}…` : t;
  } catch {
    return String(d);
  }
}

/** A deep copy of the state; the frozen configuration is shared (docs/architecture.md, principle 13). */
export function clone(s: ShajisifuState): ShajisifuState {
  const players: PlayerState[] = new Array(s.players.length);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as PlayerState;
    players[i] = {
      identity: p.identity,
      hand: p.hand.slice(),
      damage: p.damage.slice(),
      alive: p.alive,
      revealed: p.revealed,
      kills: p.kills.slice(),
      deathOrder: p.deathOrder,
      killer: p.killer,
      publicAtDeath: p.publicAtDeath,
    };
  }
  const w = s.claim;
  return {
    game: 'shajisifu',
    config: s.config,
    rng: s.rng.slice(),
    draw: s.draw.slice(),
    discard: s.discard.slice(),
    players,
    turn: s.turn,
    turns: s.turns,
    req: s.req,
    decisions: s.decisions,
    step: s.step,
    target: s.target,
    flips: s.flips.slice(),
    claim: w
      ? { from: w.from, card: w.card, legal: w.legal, asked: w.asked.slice(), answers: w.answers.slice() }
      : null,
    deaths: s.deaths,
    result: s.result,
  };
}

/** The 杀机四伏 game module. */
export const shajisifu: GameModule<ShajisifuState, ShajisifuDecision, ShajisifuConfig, ShajisifuView, ShajisifuEvent> =
  Object.freeze({
    id: 'shajisifu',
    version: SHAJISIFU_VERSION,
    minPlayers: 4,
    maxPlayers: 10,
    defaultConfig,
    validateConfig,
    setup,
    pending,
    legal: legalDecisions,
    legalCount,
    legalAt,
    apply,
    view: viewOf,
    redactEvent,
    result: (s: ShajisifuState) => s.result,
    clone,
    seatCount: (s: ShajisifuState) => s.players.length,
    offers,
    intern: internDecision,
  });

const NO_SEATS: readonly number[] = Object.freeze([]);
/** S-R1: while an attack is in flight its target, if hidden, is offered the chance to reveal before the damage lands. */
export function offers(s: ShajisifuState): readonly number[] {
  if (s.step !== 'flip' || s.target < 0) return NO_SEATS;
  const t = s.players[s.target];
  return t?.alive && !t.revealed ? [s.target] : NO_SEATS;
}
