/**
 * The lab's worker-thread task (pool.ts): one `BatchSpec` in, its `BatchResult` out. Loaded in each worker through
 * `worker.mjs` (tsx's `tsImport`: on Node 20 tsx's hooks do not reach a worker thread's imports).
 */
import { runBatch } from './batch.ts';
import type { BatchResult, BatchSpec } from './contract.ts';

/** Runs one batch (see batch.ts `runBatch`). */
export default function task(spec: BatchSpec): BatchResult {
  return runBatch(spec);
}
