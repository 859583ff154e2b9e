/**
 * The games the CLI can run, by id. To add a game: write its `GameEntry` (module, bots, renderer, tally) under
 * src/games/ and list it in `GAMES`; move it out of `PLANNED`.
 */
import { paopaoshaEntry } from './games/paopaosha.ts';
import { shajisifuEntry } from './games/shajisifu.ts';
import type { GameEntry, Lang, PlannedGame } from './types.ts';

/** Playable games by id. */
export const GAMES: Readonly<Record<string, GameEntry>> = Object.freeze({
  [shajisifuEntry.id]: shajisifuEntry,
  [paopaoshaEntry.id]: paopaoshaEntry,
});

/** Games being built, named so the CLI can say they are not available yet. */
export const PLANNED: Readonly<Record<string, PlannedGame>> = Object.freeze({});

/** The result of looking a game id up. */
export type GameLookup =
  | { readonly ok: true; readonly entry: GameEntry }
  | { readonly ok: false; readonly reason: 'planned' | 'unknown'; readonly title?: Readonly<Record<Lang, string>> };

/** Looks a game id up (case-insensitive). Never throws. */
export function findGame(id: string): GameLookup {
  const key = id.toLowerCase();
  const entry = GAMES[key];
  if (entry) return { ok: true, entry };
  const planned = PLANNED[key];
  if (planned) return { ok: false, reason: 'planned', title: planned.title };
  return { ok: false, reason: 'unknown' };
}
