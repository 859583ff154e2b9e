/**
 * One search decision in a worker thread of the search pool (pool.ts): the task carries the game, the seat's view and
 * the budget (`SearchTask`, packages/runtime/src/search.ts); the answer is the search's outcome. Loads every game's
 * kit once per thread, and runs at the lowest CPU priority.
 */
import { constants, setPriority } from 'node:os';
import { threadId } from 'node:worker_threads';
import { runSearch } from '@shaju/bots';
import { GAMES } from '@shaju/games';
import { kitOf } from '@shaju/games/loaded';
import type { SearchOutcome, SearchTask } from '@shaju/runtime';
import type { WarmOutcome, WarmTask } from './pool.ts';

const now = (): number => performance.now();

// The search threads yield the CPU to the I/O loop: on Linux a thread's nice value is its own (setpriority(2), "the
// nice value is a per-thread attribute"), so this lowers this worker thread only, never the server's event loop.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // not permitted here: the threads keep the process's priority
}

let loaded = false;

/**
 * Runs `task` (see `runSearch`), or warms this thread (`WarmTask`, pool.ts `warmPool`: the games' kits are loaded
 * and the thread's id answered). Throws `Error` for a game without a search bot.
 */
export default function search(task: SearchTask | WarmTask): SearchOutcome | WarmOutcome {
  if ('warm' in task) {
    const wasLoaded = loaded;
    for (const game of GAMES) kitOf(game.id);
    loaded = true;
    return { threadId, wasLoaded };
  }
  loaded = true;
  const kit = kitOf(task.game);
  if (!kit.search) throw new Error(`${task.game} has no search bot`);
  return runSearch(kit.module, kit.search, task, now);
}
