/**
 * The players this browser muted, by nickname, remembered in localStorage (`shaju:muted`, a JSON list), shared by every
 * room: a muted player's chat lines and emotes are not shown. Client side only — the server relays to everyone. A
 * name is muted by its key (`nameKey`: confusables, invisible characters and compatibility forms folded), so that
 * `bob`, `bo\u200bb` and `bоb` with a Cyrillic о are one muted name.
 */
import { nameKey } from '@shaju/protocol/text';
import { useSyncExternalStore } from 'react';

const KEY = 'shaju:muted';
const listeners = new Set<() => void>();
let cache: readonly string[] | null = null;

function read(): readonly string[] {
  if (cache) return cache;
  try {
    const v: unknown = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
    cache = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    cache = [];
  }
  return cache;
}

/** Mutes `name` (`on` true) or unmutes it, remembers the list and tells every `useMuted`. */
export function setMuted(name: string, on: boolean): void {
  const now = read().filter((n) => n !== name);
  if (on) now.push(name);
  cache = now;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(now));
  } catch {
    // private mode: muted for this page only
  }
  for (const f of listeners) f();
}

/** The muted nicknames (a React hook; re-renders when the list changes). */
export function useMuted(): readonly string[] {
  return useSyncExternalStore(
    (f) => {
      listeners.add(f);
      return () => listeners.delete(f);
    },
    read,
    read,
  );
}

/** Whether `name` is muted by `muted` (the list `useMuted` gives): compared by name key, whatever its spelling. */
export function mutedBy(muted: readonly string[]): (name: string) => boolean {
  const keys = new Set(muted.map(nameKey));
  return (name) => keys.has(nameKey(name));
}

/** Forgets the cached list (tests that change localStorage directly). */
export function resetMutedCache(): void {
  cache = null;
}
