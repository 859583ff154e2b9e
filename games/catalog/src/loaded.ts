/**
 * The catalogue with every game's kit already loaded (top-level await), for Node programs (the server, the command
 * line, benchmarks): after importing this module, `kitOf(id)` answers synchronously. The web client imports the
 * catalogue itself (`@shaju/games`) and loads a game's kit only when it shows that game.
 */
import type { GameKit } from '@shaju/runtime';
import { loadAllKits } from './index.ts';

export * from './index.ts';

/** Every game's kit, in `GAMES` order. */
export const KITS: readonly GameKit[] = await loadAllKits();
