import { useSyncExternalStore } from 'react';
import type { GameSession, SessionSnapshot } from './session.ts';

/** The session's current snapshot; the component re-renders on every change. */
export function useSession(s: GameSession): SessionSnapshot {
  return useSyncExternalStore(s.subscribe, s.getSnapshot, s.getSnapshot);
}
