import type { GameSession } from './session.ts';

/**
 * Live sessions by room code, so that the home page can create a room and hand its connection to the room page
 * (no second join). A reload starts empty: the room page then joins with the stored token.
 */
const live = new Map<string, GameSession>();
const listeners = new Set<() => void>();

/** Tells the listeners (after the current render) that the registry changed. */
function changed(): void {
  queueMicrotask(() => {
    for (const f of listeners) f();
  });
}

/** Calls `f` whenever a session is kept or dropped; returns the unsubscribe function. */
export function onSessionsChange(f: () => void): () => void {
  listeners.add(f);
  return () => {
    listeners.delete(f);
  };
}

/** Registers a session under its room code. */
export function keepSession(code: string, s: GameSession): void {
  live.set(code, s);
  changed();
}

/** The live session of `code`, if any. */
export function liveSession(code: string): GameSession | undefined {
  return live.get(code);
}

/** Forgets a session (after `leave`). */
export function dropSession(code: string): void {
  live.delete(code);
  changed();
}
