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

/** Room codes the home page's join form was sent with: the person chose the room and their nickname there. */
const confirmed = new Set<string>();

/** Notes that the home page's join form sent this browser to room `code` (its nickname is already stored). */
export function confirmJoin(code: string): void {
  confirmed.add(code);
}

/** Whether the home page's join form sent this browser to `code` (in this page's life; a reload forgets it). */
export function confirmedJoin(code: string): boolean {
  return confirmed.has(code);
}
