/**
 * The games the CLI can run, by id: every game of the catalogue (@shaju/games), with its kit loaded. The CLI names no
 * game itself.
 */
import { kitOf, GAMES as MANIFESTS } from '@shaju/games/loaded';
import type { GameManifest } from '@shaju/runtime';
import type { GameEntry } from './types.ts';

/** The registry entry of a catalogued game: its kit, its id, its title and its manifest. */
function entryOf(manifest: GameManifest): GameEntry {
  const t = manifest.title;
  return Object.freeze({
    ...kitOf(manifest.id),
    id: manifest.id,
    title: { zh: t.zh, en: `${t.en} (${t.zh})` },
    manifest,
  });
}

/** Playable games by id, in the catalogue's order. */
export const GAMES: Readonly<Record<string, GameEntry>> = Object.freeze(
  Object.fromEntries(MANIFESTS.map((m) => [m.id, entryOf(m)])),
);

/** The games in the catalogue's order. */
export const GAME_LIST: readonly GameEntry[] = Object.freeze(Object.values(GAMES));

/** The result of looking a game id up. */
export type GameLookup = { readonly ok: true; readonly entry: GameEntry } | { readonly ok: false };

/** Looks a game id up (case-insensitive). Never throws. */
export function findGame(id: string): GameLookup {
  const entry = GAMES[id.toLowerCase()];
  return entry ? { ok: true, entry } : { ok: false };
}

/** The bot kinds of a game, its default first (then the manifest's order). */
export function botKinds(entry: GameEntry): string[] {
  const m = entry.manifest;
  return [m.defaultBot, ...m.bots.map((b) => b.id).filter((id) => id !== m.defaultBot)];
}

/** The strength levels of a game's bots (`easy`, `normal`, `hard`) and the kind each names (the manifest's `level`). */
export function botLevels(entry: GameEntry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of entry.manifest.bots) if (b.level) out[b.level] = b.id;
  return out;
}

/** The modes `--mode` may name for a game: its manifest's mode ids, or none for a game with a single mode. */
export function modeIds(entry: GameEntry): string[] {
  const modes = entry.manifest.modes;
  return modes.length > 1 ? modes.map((m) => m.id) : [];
}

/** The player counts a game allows in `mode` (undefined: its default mode), from its manifest. */
export function playerRange(entry: GameEntry, mode: string | undefined): readonly [number, number] {
  const m = entry.manifest;
  const found = (mode === undefined ? m.modes[0] : m.modes.find((x) => x.id === mode)) ?? m.modes[0];
  return found ? found.players : [m.players.min, m.players.max];
}
