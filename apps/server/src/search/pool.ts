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

/** The task that warms a thread (worker.ts): it loads the search and every game, and answers what it found. */
export interface WarmTask {
  readonly warm: true;
}

/** A warm thread's answer: its thread id and whether it had loaded the search before this task. */
export interface WarmOutcome {
  readonly threadId: number;
  readonly wasLoaded: boolean;
}

let pool: Piscina | null = null;
let warming: Promise<readonly WarmOutcome[]> | null = null;
let warmed = false;
let tasks = 0;

/** Search tasks handed to the pool since the process started (tests, statistics). */
export function searchesRun(): number {
  return tasks;
}

function thePool(): Piscina {
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
  return pool;
}

/** Runs one search in the pool. Rejects with the worker's error (the caller then takes the base bot's answer). */
export function runInPool(task: SearchTask): Promise<SearchOutcome> {
  tasks++;
  return thePool().run(task) as Promise<SearchOutcome>;
}

/**
 * Warms the pool (issue 29, point 10): starts its threads and has each load the search and every game (through tsx,
 * 1–6 s on a loaded 2-core machine), so that the first search decision thinks within its budget instead of waiting
 * for a thread to load. One warm task per thread, all at once (a thread takes one task at a time, so each thread gets
 * one). Idempotent: later calls get the same promise until the pool is closed. Resolves with each thread's answer;
 * never rejects (a thread that fails to load is reported by the first search it is given).
 */
export function warmPool(): Promise<readonly WarmOutcome[]> {
  // SHAJU_SEARCH_WARM=0: never warmed, a thread loads at its first search (bench/search-first.bench.ts's "cold").
  if (process.env.SHAJU_SEARCH_WARM === '0') return Promise.resolve([]);
  if (warming === null) {
    const p = thePool();
    const runs = Array.from({ length: p.options.maxThreads }, () => p.run({ warm: true } satisfies WarmTask));
    const w: Promise<readonly WarmOutcome[]> = Promise.all(runs as Promise<WarmOutcome>[]).catch((e: unknown) => {
      // A pool closed while it warmed (the server stopped) is no fault.
      if (warming === w) console.error(`search pool: a thread could not load: ${(e as Error)?.message ?? e}`);
      return [];
    });
    warming = w;
    void w.then(() => {
      if (warming === w) warmed = true;
    });
  }
  return warming;
}

/**
 * Whether a search may be handed to the pool without waiting for a thread to load: its warming is over, or warming
 * is off (`SHAJU_SEARCH_WARM=0`: searches wait for the load, as before warming).
 */
export function poolReady(): boolean {
  return warmed || process.env.SHAJU_SEARCH_WARM === '0';
}

/** Whether the pool has been warmed or is warming (`warmPool` called since it was last closed). */
export function warmStarted(): boolean {
  return warming !== null;
}

/** Stops the pool's threads (when the server closes). Resolves once they are gone; a no-op without a pool. */
export async function closePool(): Promise<void> {
  const p = pool;
  pool = null;
  warming = null;
  warmed = false;
  if (p) await p.destroy();
}
