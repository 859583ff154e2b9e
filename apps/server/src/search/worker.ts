/**
 * One search decision in a worker thread of the search pool (pool.ts): the task carries the game, the seat's view and
 * the budget (`SearchTask`, packages/runtime/src/search.ts); the answer is the search's outcome. Loads every game's
 * kit once per thread, and runs at the lowest CPU priority.
 */
import { constants, setPriority } from 'node:os';
import { runSearch } from '@shaju/bots';
import { kitOf } from '@shaju/games/loaded';
import type { SearchOutcome, SearchTask } from '@shaju/runtime';

const now = (): number => performance.now();

// The search threads yield the CPU to the I/O loop: on Linux a thread's nice value is its own (setpriority(2), "the
// nice value is a per-thread attribute"), so this lowers this worker thread only, never the server's event loop.
try {
  setPriority(constants.priority.PRIORITY_LOW);
} catch {
  // not permitted here: the threads keep the process's priority
}

/** Runs `task` (see `runSearch`). Throws `Error` for a game without a search bot. */
export default function search(task: SearchTask): SearchOutcome {
  const kit = kitOf(task.game);
  if (!kit.search) throw new Error(`${task.game} has no search bot`);
  return runSearch(kit.module, kit.search, task, now);
}
