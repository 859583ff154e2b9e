/**
 * The seats of a game session and what the session needs of its room: who sits where (a person by token hash, or a
 * bot), whether a bot covers a person's seat and why, their timeouts in a row, and each person's outcome at the end.
 */
import type { GameResult } from '@shaju/engine';
import type { GameKit } from '@shaju/runtime';
import type { ServedGame } from '../games.ts';
import type { DecisionSource, PlayerOutcome, Storage, StoredSeat, StoredSettings } from '../storage/api.ts';

/**
 * Why a bot plays a human seat: 3 timeouts in a row (until the player acts or asks it back), the player is gone
 * (until back), or the player asked for it (`auto`, 托管: until the player asks it back).
 */
export type CoverReason = 'timeouts' | 'gone' | 'auto' | null;

/** One seat of a running game. */
export interface SessionSeat {
  readonly name: string;
  /** SHA-256 of the player's token; null for a bot seat. */
  readonly tokenHash: string | null;
  /** Bot kind for a bot seat (and for the bot that covers a human seat). */
  readonly botKind: string;
  /** Whether the seat's player has a live connection (always false for a bot seat). */
  connected: boolean;
  /** Whether a bot currently plays this human seat, and why. */
  cover: CoverReason;
  /** Timeouts in a row. */
  timeouts: number;
}

/** What a session needs from its room: delivery of steps and results, and notice of seat changes. */
export interface SessionHost {
  /**
   * After every applied decision (and once after setup): deliver these raw events to every client, redacted. `seat`
   * and `source` say whose decision it was (`seat` -1 for setup), and `by` who decided (the controller of a
   * controlled seat).
   */
  onStep(events: readonly unknown[], seat: number, source: DecisionSource | 'setup', by: number): void;
  /** The game ended (already persisted). */
  onFinished(result: GameResult): void;
  /** A seat's cover or timeout count changed (to update the public room state). */
  onSeatsChanged(): void;
  /** A decision held for the minimum response time was dropped as stale: tell that seat. */
  onHeldDropped(seat: number, requestId: number): void;
  /** Whether the bots are held now (tests only, test-hooks.ts); if so `wake` is called when the hold ends. */
  botsHeld?(wake: () => void): boolean;
}

/** Options to start a new session. */
export interface StartOptions {
  readonly id: string;
  readonly served: ServedGame;
  readonly config: unknown;
  readonly seed: number;
  readonly seats: readonly StoredSeat[];
  readonly settings: StoredSettings;
  readonly storage: Storage;
  readonly host: SessionHost;
}

/** The session's seat records of a game's stored seats: nobody connected, no cover, no timeouts. */
export function sessionSeats(seats: readonly StoredSeat[], botKind: string): SessionSeat[] {
  return seats.map((s) => ({
    name: s.name,
    tokenHash: s.tokenHash,
    botKind: s.bot ?? botKind,
    connected: false,
    cover: null,
    timeouts: 0,
  }));
}

/**
 * A player's own decision for seat record `s`: its timeouts start over, and a cover ends unless it is 托管 asked for
 * (`auto`, ended by `autoplay` off or `back`). Returns whether the record changed.
 */
export function tookOwnDecision(s: SessionSeat): boolean {
  let changed = s.timeouts !== 0;
  s.timeouts = 0;
  if (s.cover !== null && s.cover !== 'auto') {
    s.cover = null;
    changed = true;
  }
  return changed;
}

/** Each player's outcome of a finished game (bot seats have none): identity, win and score, for the record. */
export function outcomesOf(
  kit: GameKit,
  seats: readonly SessionSeat[],
  state: unknown,
  result: GameResult,
): PlayerOutcome[] {
  const outcomes: PlayerOutcome[] = [];
  seats.forEach((s, seat) => {
    if (s.tokenHash === null) return;
    outcomes.push({
      tokenHash: s.tokenHash,
      name: s.name,
      seat,
      identity: kit.identityOf(state, seat),
      won: result.winners.includes(seat),
      score: kit.scoreOf(result, seat),
    });
  });
  return outcomes;
}
