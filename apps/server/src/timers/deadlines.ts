/**
 * The deadlines of a game's requests: how long a request runs (`requestMs`), what a seat whose time ran out answers
 * (`timeoutAnswer`: never its bot's choice), how a timeout counts against its player (three in a row: a bot covers the seat)
 * and what happens at a deadline (`onDeadline`). The timer itself is request-clock.ts.
 */
import { hasRealChoice, type SeatContext, type TimeoutAnswer, timeoutDecision } from '@shaju/runtime';
import type { ServedGame } from '../games.ts';
import type { SessionSeat } from '../session/seats.ts';
import type { StoredSettings } from '../storage/api.ts';

/**
 * What a seat whose time ran out answers (`ctx`: what its decider sees): the manifest's timeout answer for the
 * request's kind (@shaju/runtime `timeoutDecision`) — the decline, a choice's first option, or the least useful cards
 * of a discard by the game's bot valuation. A timeout decides nothing for the player: no bot plays the seat's cards.
 */
export function timeoutAnswer(served: ServedGame, ctx: SeatContext): unknown {
  return timeoutDecision(served.manifest, served.kit, ctx);
}

/** The timeout answer of request kind `kind` as the log says it (`TimeoutAnswer`; `decline` when not named). */
export function timeoutKind(served: ServedGame, kind: string): TimeoutAnswer {
  return served.manifest.timeouts?.[kind] ?? 'decline';
}

/**
 * How long a request of `kind` runs, in ms: the room's response time for a response window (`responseKinds`; at least
 * its minimum open time), else its turn time.
 */
export function requestMs(served: ServedGame, settings: StoredSettings, kind: string): number {
  const responding = served.responseKinds.has(kind);
  const secs = responding ? settings.responseSeconds : settings.turnSeconds;
  return Math.max(secs * 1000, responding ? settings.minResponseMs : 0);
}

/**
 * The id of the request that continues a timed-out one-by-one answer (`ServedGame.oneByOneKinds`): the request now
 * open when it is another request (not `last`) of the same `kind`, asked of `seat` alone; else null.
 */
export function nextOneByOne(
  served: ServedGame,
  state: unknown,
  seat: number,
  kind: string,
  last: number,
): number | null {
  if (!served.oneByOneKinds.has(kind)) return null;
  const p = served.module.pending(state);
  if (p === null || p.id === last || p.kind !== kind || p.seats.length !== 1 || p.seats[0] !== seat) return null;
  return p.id;
}

/**
 * A timeout of the player of seat record `s`, counted when the seat is a player's, no bot covers it and the request
 * left a real choice (`realChoice`, asked only then); the third in a row puts a bot on the seat (cover `timeouts`).
 * Returns whether it was counted.
 */
export function countTimeout(s: SessionSeat | undefined, realChoice: () => boolean): boolean {
  if (!s || s.tokenHash === null || s.cover !== null || !realChoice()) return false;
  s.timeouts++;
  if (s.timeouts >= 3) s.cover = 'timeouts';
  return true;
}

/** What a deadline needs of its session (session/live-game.ts). */
export interface DeadlineTable {
  readonly served: ServedGame;
  readonly seats: readonly SessionSeat[];
  /** The game's live state. */
  readonly state: unknown;
  /** Whether the session is disposed or its game over. */
  readonly over: boolean;
  /** Who makes the decisions of `seat` now. */
  deciderOf(seat: number): number;
  /** Whether `seat`'s answer to the open response window is held already. */
  answered(seat: number): boolean;
  /** Decides for `seat` as a timeout does (its timeout answer, and the rest of a one-by-one answer with it). */
  decideFor(seat: number, kind: string, source: 'timeout'): Promise<void>;
  /** A seat's timeouts or cover changed. */
  seatsChanged(): void;
  /** Gives the request still open a fresh deadline (and asks the bots again). */
  rearm(): Promise<void>;
}

/**
 * The deadline of request `requestId` has come: every asked seat whose answer is not in gets its timeout answer
 * (counted as a timeout of its decider when the request left a real choice); a one-by-one answer is finished at once,
 * with no timer and no further timeout counted; a request still open after that (every answer refused) gets a fresh
 * deadline.
 */
export async function onDeadline(t: DeadlineTable, requestId: number): Promise<void> {
  if (t.over) return;
  const m = t.served.module;
  const p = m.pending(t.state);
  if (p === null || p.id !== requestId) return;
  let changed = false;
  // Seats whose answer is not in get the default; the last one closes the window (held answers with it).
  for (const seat of p.seats) {
    const now = m.pending(t.state);
    if (now === null || now.id !== requestId) break;
    if (!now.seats.includes(seat) || t.answered(seat)) continue;
    // The timeout counts against the player who had to decide (the controller of a controlled seat).
    const s = t.seats[t.deciderOf(seat)];
    if (countTimeout(s, () => hasRealChoice(t.served.kit, m.legal(t.state, seat)))) changed = true;
    // The rest of a one-by-one answer (a discard of several cards) is answered with it (bots.ts `decideFor`).
    await t.decideFor(seat, now.kind, 'timeout');
  }
  if (changed) t.seatsChanged();
  // A request that outlived its deadline without change (every decision refused): give it a fresh one.
  if (m.pending(t.state)?.id === requestId) await t.rearm();
}
