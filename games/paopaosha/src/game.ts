import { type GameModule, IllegalDecisionError, type Pending, Rng, seedRng } from '@shaju/engine';

import { deckCards } from './cards/index.ts';
import type { Handler } from './cards/types.ts';
import { enterContent } from './content/packs.ts';
import { defaultConfig, type PaopaoshaConfig, validateConfig } from './data/config.ts';
import { identityCards } from './data/identities.ts';
import { isDecisionShape, type PaopaoshaDecision, sameDecision } from './decisions.ts';
import { dropStaleArmed } from './effects/armed.ts';
import type { PaopaoshaEvent } from './events.ts';
import { legalDecisions, legalNow } from './legal.ts';
import type { Answer } from './rules/ask.ts';
import { BOSS_SEAT, bossIdentities } from './rules/boss.ts';
import { controllerOf } from './rules/control.ts';
import { HANDLER_OF } from './rules/handlers.ts';
import { RULES } from './rules/queries.ts';
import { characterHp } from './rules/turn.ts';
import { newSeat, type PaopaoshaState, type SeatState } from './state.ts';
import { observationOf, type PaopaoshaObservation, type PaopaoshaView, redactEvent, viewOf } from './view.ts';

/** Version of the state and log format. */
export const PAOPAOSHA_VERSION = 1;

/** Handler calls without a request after which resolution is taken for a rules loop (an `Error`). */
const STEP_LIMIT = 1_000_000;

/**
 * Runs the resolution stack until the next request or the end, handing each frame handler the event sink `ev` and the
 * rules' query table. Before every step an armed 永恒之火 that left its holder's hand loses its armed state (product
 * reading 5, cards/yonghengzhihuo.ts), and once more when the game just ended. Throws `Error` for an unknown frame kind
 * or after `STEP_LIMIT` steps without a request.
 */
function run(s: PaopaoshaState, ev: PaopaoshaEvent[] | undefined): void {
  let n = 0;
  for (;;) {
    dropStaleArmed(s);
    if (s.stack.length === 0 || s.ask !== null || s.result !== null) break;
    const f = s.stack[s.stack.length - 1] as { k: string };
    const h: Handler | undefined = HANDLER_OF.get(f.k);
    if (!h) throw new Error(`no handler for frame kind ${f.k}`);
    h(s, f, ev, RULES);
    if (++n > STEP_LIMIT) throw new Error(`resolution did not suspend after ${STEP_LIMIT} steps (top frame ${f.k})`);
  }
}

/**
 * Runs the resolution stack of a hand-built state (see `buildScenario` in scenario.ts) until its first request or the
 * end, appending events to `ev`. `setup` and `apply` run the stack themselves; this is only for states built from
 * frames by tools and tests.
 */
export function resume(s: PaopaoshaState, ev?: PaopaoshaEvent[]): void {
  run(s, ev);
}

/**
 * P-S1…P-S4: deals identities by the seed's table (the 国主 public), one score card each, shuffles the configured
 * deck (`deckCards`: the seed's 110 cards by default), then asks for characters (the 国主 first). Boss mode (P-B1, rules/boss.ts): the 海盗王 at seat 0 with his fixed character
 * and HP, the 跑跑 at the other seats, every identity public; the 跑跑 choose characters in seat order. Throws
 * `ConfigError` for a bad configuration.
 */
export function setup(configIn: PaopaoshaConfig, seed: number, ev?: PaopaoshaEvent[]): PaopaoshaState {
  const config = validateConfig(configIn);
  enterContent(config);
  const boss = config.mode === 'boss';
  const rng = new Rng(seedRng(seed));
  const ids = boss ? bossIdentities(config.players) : identityCards(config.players).slice();
  if (!boss) rng.shuffle(ids);
  // P-D1, P-G2: the configured deck (`deck.<card>` options; the seed's 110 cards by default, ids 0–109 in order).
  const draw = deckCards(config);
  rng.shuffle(draw);
  const seats: SeatState[] = ids.map((identity, i) =>
    newSeat(i, identity, boss || identity === 'guozhu', boss ? (i === BOSS_SEAT ? 'boss' : 'paopao') : null),
  );
  const lord = ids.indexOf('guozhu');
  const s: PaopaoshaState = {
    game: 'paopaosha',
    config,
    rng: rng.save(),
    draw,
    discard: [],
    table: [],
    harvest: [],
    seats,
    lord,
    turn: lord,
    round: 0,
    turns: 0,
    phase: 'choose',
    mingdaoUses: 0,
    mingdaoTurn: -1,
    armed: [],
    stack: [],
    ret: null,
    ask: null,
    req: 0,
    decisions: 0,
    deaths: 0,
    result: null,
  };
  if (ev)
    for (let i = 0; i < seats.length; i++)
      ev.push({ t: 'identity', seat: i, identity: ids[i] ?? 'dachen', public: boss || i === lord });
  const order: number[] = [];
  for (let k = 0; k < seats.length; k++) order.push((lord + k) % seats.length);
  if (boss) {
    // P-B1: the boss is the 海盗王 (public at once, HP from the configuration); only the 跑跑 choose.
    const p = seats[lord] as SeatState;
    p.character = 'haidaowang';
    p.maxHp = characterHp(s.config, 'haidaowang');
    p.hp = p.maxHp;
    ev?.push({ t: 'character', seat: lord, character: 'haidaowang', hp: p.hp });
    order.shift();
  }
  s.stack.push({ k: 'chooseCharacters', pc: 0, order, i: 0, chosen: [] } as never);
  run(s, ev);
  return s;
}

/**
 * The last request `pending` returned and the request it describes (state object, `ask`, `req`, decision count): one
 * object while nothing changes, as drivers ask again between the answers of a window.
 */
const PENDING: { s: PaopaoshaState | null; ask: unknown; req: number; decisions: number; p: Pending | null } = {
  s: null,
  ask: null,
  req: -1,
  decisions: -1,
  p: null,
};

/** The current request: the seats still to answer (ascending), its kind and id; null when the game is over. */
export function pending(s: PaopaoshaState): Pending | null {
  if (s.result || !s.ask) return null;
  const m = PENDING;
  if (m.s === s && m.ask === s.ask && m.req === s.req && m.decisions === s.decisions) return m.p;
  const a = s.ask;
  if (a.seats.length === 1 && a.answers[0] === -1)
    return remember(s, { seats: [a.seats[0] as number], kind: a.kind, id: s.req });
  // The asked seats are in resolution order, from the acting player: ascending from there on, then from seat 0. So
  // start at the lowest seat still to answer and go round; sort only if that is not ascending.
  const n = a.seats.length;
  let low = -1;
  for (let i = 0; i < n; i++) {
    if (a.answers[i] === -1 && (low < 0 || (a.seats[i] as number) < (a.seats[low] as number))) low = i;
  }
  const seats: number[] = [];
  let sorted = true;
  for (let k = 0; k < n && low >= 0; k++) {
    const i = low + k < n ? low + k : low + k - n;
    if (a.answers[i] !== -1) continue;
    const seat = a.seats[i] as number;
    if (seats.length > 0 && seat < (seats[seats.length - 1] as number)) sorted = false;
    seats.push(seat);
  }
  if (!sorted) seats.sort(ascending);
  return remember(s, { seats, kind: a.kind, id: s.req });
}

/** Stores `p` in `PENDING` as the request of `s` now, and returns it. */
function remember(s: PaopaoshaState, p: Pending): Pending {
  const m = PENDING;
  m.s = s;
  m.ask = s.ask;
  m.req = s.req;
  m.decisions = s.decisions;
  m.p = p;
  return p;
}

function ascending(x: number, y: number): number {
  return x - y;
}

/**
 * Applies `seat`'s decision. It must be one of `legal(state, seat)`; otherwise throws `IllegalDecisionError` (`bad_seat`,
 * `game_over`, `malformed`, `not_pending` or `illegal`) and changes nothing. When every asked seat has answered, the
 * request resolves (a window by seat order from the acting player, P-G6) and resolution runs to the next request.
 */
export function apply(s: PaopaoshaState, seat: number, d: unknown, ev?: PaopaoshaEvent[]): void {
  enterContent(s.config);
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats.length) {
    throw new IllegalDecisionError('bad_seat', seat, `no seat ${seat} in a ${s.seats.length}-player game`);
  }
  if (s.result) throw new IllegalDecisionError('game_over', seat, 'the game is over');
  if (!isDecisionShape(d)) throw new IllegalDecisionError('malformed', seat, 'not a decision of this game');
  const a = s.ask;
  const idx = a ? a.seats.indexOf(seat) : -1;
  if (!a || idx < 0 || a.answers[idx] !== -1) {
    throw new IllegalDecisionError('not_pending', seat, 'this seat has nothing to decide now');
  }
  const legal = legalNow(s, seat);
  let chosen: PaopaoshaDecision | undefined;
  // A bot hands back one of the listed objects themselves: look for it first, then compare field by field.
  for (let i = 0; i < legal.length; i++) {
    if (legal[i] === d) {
      chosen = legal[i];
      break;
    }
  }
  if (!chosen) {
    for (const l of legal) {
      if (sameDecision(d, l)) {
        chosen = l;
        break;
      }
    }
  }
  if (!chosen) throw new IllegalDecisionError('illegal', seat, `not a legal ${a.kind} decision now`);
  s.decisions++;
  a.answers[idx] = chosen.t === 'pass' ? 0 : 1;
  a.picks[idx] = chosen as unknown as Record<string, unknown>;
  for (const x of a.answers) if (x === -1) return;
  // Everyone asked has answered: resolve by seat order (a.seats is already in resolution order).
  let ret: Answer | null = null;
  // A 无懈可击 window resolves as a window even when only one seat is asked: a pass there means nobody played.
  if (a.seats.length === 1 && a.kind !== 'wuxie') ret = { seat: a.seats[0] as number, d: chosen as Answer['d'] };
  else {
    for (let i = 0; i < a.seats.length; i++) {
      if (a.answers[i] === 1) {
        ret = { seat: a.seats[i] as number, d: a.picks[i] as unknown as Answer['d'] };
        break;
      }
    }
  }
  s.ask = null;
  s.ret = ret;
  run(s, ev);
}

/**
 * A deep copy; the frozen configuration is shared, and so are each seat's equipment and use-count records (`equip`,
 * `uses`, `turnUses`), which the rules replace rather than change (`setEquip`, state.ts; `countUse`, skills/uses.ts).
 */
export function clone(s: PaopaoshaState): PaopaoshaState {
  return {
    ...s,
    rng: s.rng.slice(),
    draw: s.draw.slice(),
    discard: s.discard.slice(),
    table: s.table.slice(),
    harvest: s.harvest.slice(),
    armed: s.armed.map((a) => ({ ...a })),
    seats: s.seats.map((p) => ({
      ...p,
      hand: p.hand.slice(),
      judging: p.judging.slice(),
    })),
    stack: s.stack.map((f) => cloneFrame(f)),
    ret: cloneValue(s.ret),
    ask: s.ask
      ? {
          ...s.ask,
          seats: s.ask.seats.slice(),
          answers: s.ask.answers.slice(),
          picks: s.ask.picks.slice(),
          characters: s.ask.characters.slice(),
          options: s.ask.options.slice(),
        }
      : null,
  };
}

function cloneFrame<F extends object>(f: F): F {
  const o = spreadByKind(f as unknown as { k?: unknown }) as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    if (Array.isArray(v)) o[k] = v.slice();
  }
  return o as F;
}

/**
 * `{ ...f }`, from one of eight copies of that spread chosen by the frame kind's length: V8 copies an object fast only
 * at a site that has seen at most four shapes, and a stack holds frames of some ninety kinds (docs/performance.md).
 */
function spreadByKind(f: { k?: unknown }): object {
  switch (typeof f.k === 'string' ? f.k.length & 7 : 0) {
    case 0:
      return { ...f };
    case 1:
      return { ...f };
    case 2:
      return { ...f };
    case 3:
      return { ...f };
    case 4:
      return { ...f };
    case 5:
      return { ...f };
    case 6:
      return { ...f };
    default:
      return { ...f };
  }
}

function cloneValue(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  return cloneFrame(v as object);
}

/** The 跑跑杀 game module: setup, pending, legal, apply, view and result over one plain state (README "How a game runs"). */
export const paopaosha: GameModule<
  PaopaoshaState,
  PaopaoshaDecision,
  PaopaoshaConfig,
  PaopaoshaView,
  PaopaoshaEvent,
  PaopaoshaObservation
> = Object.freeze({
  id: 'paopaosha',
  version: PAOPAOSHA_VERSION,
  minPlayers: 3,
  maxPlayers: 12,
  defaultConfig: (players: number) => defaultConfig(players),
  validateConfig,
  setup,
  pending,
  legal: (s: PaopaoshaState, seat: number) => {
    enterContent(s.config);
    return legalDecisions(s, seat);
  },
  apply,
  view: (s: PaopaoshaState, seat: number | null) => {
    enterContent(s.config);
    return viewOf(s, seat);
  },
  observation: (s: PaopaoshaState, seat: number) => {
    enterContent(s.config);
    return observationOf(s, seat);
  },
  redactEvent,
  result: (s: PaopaoshaState) => s.result,
  clone,
  seatCount: (s: PaopaoshaState) => s.seats.length,
  controllerOf,
});
