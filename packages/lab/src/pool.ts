/**
 * Local batch runners (contract.ts `BatchRunner`): worker threads through piscina, one batch per task, or the calling
 * thread for one worker. Results come back in the specs' order whatever order they finish in, and since a batch's
 * tally depends only on its spec, the merged figures are the same for any number of workers.
 */
import { Piscina } from 'piscina';
import { runBatch } from './batch.ts';
import type { BatchResult, BatchRunner, BatchSpec } from './contract.ts';

/** How many times a failed batch is tried again before the run fails with its error. */
export const RETRIES = 1;

/** Runs `once` and, when it throws, again up to `RETRIES` times; rethrows the last error. */
async function withRetry<T>(once: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await once();
    } catch (e) {
      if (attempt >= RETRIES) throw e;
    }
  }
}

/** Runs every batch in the calling thread, one after another, yielding to the event loop between batches. */
class InThreadRunner implements BatchRunner {
  async run(
    specs: readonly BatchSpec[],
    onDone?: (index: number, result: BatchResult) => void,
  ): Promise<BatchResult[]> {
    const out: BatchResult[] = [];
    for (let i = 0; i < specs.length; i++) {
      const spec = specs[i] as BatchSpec;
      const r = await withRetry(async () => runBatch(spec));
      out.push(r);
      onDone?.(i, r);
      // Let a progress bar draw.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return out;
  }
  async close(): Promise<void> {}
}

/** Runs the batches on a piscina pool of `workers` threads (worker.mjs → worker.ts). */
class ThreadRunner implements BatchRunner {
  private readonly pool: Piscina;
  constructor(workers: number) {
    this.pool = new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: workers,
      maxThreads: workers,
      idleTimeout: 60_000,
    });
  }
  run(specs: readonly BatchSpec[], onDone?: (index: number, result: BatchResult) => void): Promise<BatchResult[]> {
    return Promise.all(
      specs.map((spec, i) =>
        withRetry(() => this.pool.run(spec) as Promise<BatchResult>).then((r) => {
          onDone?.(i, r);
          return r;
        }),
      ),
    );
  }
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/**
 * A local runner with `workers` threads (at least 1): worker threads through piscina, or the calling thread when
 * `workers` is 1. Close it when done (`close`).
 */
export function localRunner(workers: number): BatchRunner {
  return workers <= 1 ? new InThreadRunner() : new ThreadRunner(Math.floor(workers));
}
