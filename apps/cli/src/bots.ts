/**
 * Which bot kinds can play a game right now. A game's heuristic bot may not exist yet (`makeBot` throws for it): the
 * commands then fall back to the random bot and say so in one line, instead of failing.
 */
import { kitOf } from '@shaju/games/loaded';
import type { GameEntry } from './types.ts';

/** The kind every game has: the generic random-legal bot of @shaju/bots. */
const RANDOM = 'random';

/** The bot kinds to use and the kinds that were replaced by `random` because `makeBot` has no such bot for the game. */
export interface ResolvedBots {
  readonly kinds: readonly string[];
  readonly missing: readonly string[];
}

/** Whether `makeBot` can make a `kind` bot for the game (tried once, with seed 0). */
export function botAvailable(entry: GameEntry, kind: string): boolean {
  try {
    kitOf(entry.id).makeBot(kind, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `kinds` with every kind `makeBot` cannot make for `entry` replaced by `random` (duplicates then dropped, order
 * kept), and the kinds that were replaced.
 */
export function resolveBots(entry: GameEntry, kinds: readonly string[]): ResolvedBots {
  const missing = kinds.filter((k, i) => kinds.indexOf(k) === i && k !== RANDOM && !botAvailable(entry, k));
  if (missing.length === 0) return { kinds, missing };
  const out: string[] = [];
  for (const k of kinds) {
    const r = missing.includes(k) ? RANDOM : k;
    if (!out.includes(r)) out.push(r);
  }
  return { kinds: out, missing };
}
