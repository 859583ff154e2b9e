import type { GameSession } from './session.ts';

/**
 * Live sessions by room code, so that the home page can create a room and hand its connection to the room page
 * (no second join). A reload starts empty: the room page then joins with the stored token.
 */
const live = new Map<string, GameSession>();

/** Registers a session under its room code. */
export function keepSession(code: string, s: GameSession): void {
  live.set(code, s);
}

/** The live session of `code`, if any. */
export function liveSession(code: string): GameSession | undefined {
  return live.get(code);
}

/** Forgets a session (after `leave`). */
export function dropSession(code: string): void {
  live.delete(code);
}
