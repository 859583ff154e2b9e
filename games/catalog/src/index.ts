/**
 * @shaju/games — the catalogue: every game the platform plays, one line per game. The server, the command line, the
 * web client and the benchmarks read this list and nothing else of a game; adding a game is its folder under `games/`
 * and one line here.
 */
import { manifest as paopaosha } from '@shaju/paopaosha/manifest';
import type { GameKit, GameManifest } from '@shaju/runtime';
import { manifest as shajisifu } from '@shaju/shajisifu/manifest';

/** Every game, in the order a menu lists them. */
export const GAMES: readonly GameManifest[] = Object.freeze([shajisifu, paopaosha]);

/** Every game id, in `GAMES` order. */
export const GAME_IDS: readonly string[] = Object.freeze(GAMES.map((g) => g.id));

/** The manifest of game `id` (exact, lower-case id), or undefined. */
export function findManifest(id: string): GameManifest | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The manifest of game `id`. Throws `Error` naming the known games for an unknown id. */
export function manifestOf(id: string): GameManifest {
  const m = findManifest(id);
  if (!m) throw new Error(`unknown game ${JSON.stringify(id)} (known: ${GAME_IDS.join(', ')})`);
  return m;
}

/** Loads the kit of game `id`. Rejects with `Error` for an unknown id. */
export async function loadKit(id: string): Promise<GameKit> {
  return manifestOf(id).load();
}

const loaded = new Map<string, GameKit>();

/**
 * Loads every game's kit, so that `kitOf` can answer synchronously afterwards (servers, the command line and
 * benchmarks call it once at start). Resolves to the kits in `GAMES` order.
 */
export async function loadAllKits(): Promise<readonly GameKit[]> {
  const kits = await Promise.all(GAMES.map((g) => g.load()));
  for (const k of kits) loaded.set(k.module.id, k);
  return kits;
}

/** The kit of game `id`, once `loadAllKits` has resolved. Throws `Error` for an unknown id or before loading. */
export function kitOf(id: string): GameKit {
  const k = loaded.get(id);
  if (k) return k;
  manifestOf(id);
  throw new Error(`game ${JSON.stringify(id)} is not loaded yet: await loadAllKits() first`);
}
