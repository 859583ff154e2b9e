/**
 * The search pool: search-bot decisions (`SearchTask`) run in worker threads (piscina), never on the server's event
 * loop, so a room whose bot thinks waits for it while every other room goes on. The pool starts on the first task and
 * has `SHAJU_SEARCH_THREADS` threads, by default one less than the machine's cores (at least one), leaving the I/O loop
 * a core. The workers run the same TypeScript as the server (through tsx, worker.mjs).
 */
import { availableParallelism } from 'node:os';
import type { SearchOutcome, SearchTask } from '@shaju/runtime';
import { Piscina } from 'piscina';

/** Threads of the pool: `SHAJU_SEARCH_THREADS` when it is a positive integer, else cores − 1 (at least 1). */
export function searchThreads(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SHAJU_SEARCH_THREADS);
  if (Number.isInteger(n) && n > 0) return n;
  return Math.max(1, availableParallelism() - 1);
}

let pool: Piscina | null = null;
let tasks = 0;

/** Search tasks handed to the pool since the process started (tests, statistics). */
export function searchesRun(): number {
  return tasks;
}

/** Runs one search in the pool. Rejects with the worker's error (the caller then takes the base bot's answer). */
export function runInPool(task: SearchTask): Promise<SearchOutcome> {
  if (pool === null) {
    const threads = searchThreads();
    pool = new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      // A thread thinks about one decision at a time; the others wait in the queue.
      concurrentTasksPerWorker: 1,
    });
  }
  tasks++;
  return pool.run(task) as Promise<SearchOutcome>;
}

/** Stops the pool's threads (when the server closes). Resolves once they are gone; a no-op without a pool. */
export async function closePool(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.destroy();
}
