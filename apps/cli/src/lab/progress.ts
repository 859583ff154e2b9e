/**
 * The lab's progress display and what a run writes to (`LabIO`): a bar with the time left on a terminal
 * (cli-progress), else a line every 10%; batches weighted by their cost (a search subject's game counts as many).
 */

import type { BatchResult, BatchRunner, BatchSpec } from '@shaju/lab';
import cliProgress from 'cli-progress';

/** Where `runLab` writes and how it makes its runner (tests and other runners pass their own). */
export interface LabIO {
  /** Prints a line on standard output. */
  out(line: string): void;
  /** Standard error: the progress bar when it is a terminal, else a line every 10%. */
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** The runner for `workers` (default: `localRunner`). */
  runner?(workers: number): BatchRunner;
  /** Seconds since some fixed time, for the timing (default: `performance.now() / 1000`). */
  clock?(): number;
}

/** The cost of a batch for the progress bar: a search subject's game counts as many heuristic games. */
export function costOf(spec: BatchSpec): number {
  return spec.subject?.bot === 'search' ? spec.count * 4 * (spec.searchIterations ?? 8) : spec.count;
}

/** A progress display over batches, named by `label`: a bar with time left on a terminal, else a line every 10%. */
export class Progress {
  private done = 0;
  private next = 10;
  private readonly bar: cliProgress.SingleBar | null;
  constructor(
    private readonly stderr: LabIO['stderr'],
    private readonly total: number,
    private readonly label: string,
  ) {
    this.bar = stderr.isTTY
      ? new cliProgress.SingleBar(
          {
            stream: stderr,
            format: `${label} [{bar}] {percentage}% | ETA {eta_formatted}`,
            hideCursor: true,
            clearOnComplete: true,
            etaBuffer: 40,
          },
          cliProgress.Presets.shades_classic,
        )
      : null;
    this.bar?.start(Math.max(1, total), 0);
  }
  /** Counts a finished batch of `cost`. */
  add(cost: number): void {
    this.done += cost;
    if (this.bar) {
      this.bar.update(this.done);
      return;
    }
    const p = Math.floor((this.done * 100) / Math.max(1, this.total));
    if (p < this.next) return;
    while (this.next <= p) this.next += 10;
    this.stderr.write(`${this.label} ${this.next - 10}%\n`);
  }
  stop(): void {
    this.bar?.stop();
  }
}

/** Runs `specs` on `runner` with a progress display. */
export async function runWithProgress(
  runner: BatchRunner,
  specs: readonly BatchSpec[],
  io: LabIO,
  label: string,
): Promise<BatchResult[]> {
  const progress = new Progress(
    io.stderr,
    specs.reduce((n, s) => n + costOf(s), 0),
    label,
  );
  try {
    return await runner.run(specs, (i) => progress.add(costOf(specs[i] as BatchSpec)));
  } finally {
    progress.stop();
  }
}
