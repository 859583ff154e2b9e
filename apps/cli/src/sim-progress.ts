/**
 * `shaju simulate`'s progress on standard error, one display per arm of the run (the chosen rules, then the default
 * rules when they are compared): a bar with the time left on a terminal (cli-progress), else a line every 10%. With
 * two arms each display names its arm (`default rules`, the preset file's name), and each is shown once.
 */
import cliProgress from 'cli-progress';
import { msg } from './i18n.ts';
import type { Lang } from './types.ts';

/** One arm's progress: `update(done, total)` after each game, `stop()` when the arm is over. */
export interface ArmProgress {
  update(done: number, total: number): void;
  stop(): void;
}

/**
 * A progress display for an arm of `games` games on `stderr`, labelled `arm` (undefined: a run of one arm, no label).
 * On a terminal a bar, cleared when the arm is over; else a line at every 10% reached.
 */
export function armProgress(
  stderr: NodeJS.WritableStream & { isTTY?: boolean },
  games: number,
  arm: string | undefined,
  lang: Lang,
): ArmProgress {
  const m = msg(lang).sim;
  if (stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      {
        stream: stderr,
        format: `${m.running(games, arm)} [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}`,
        hideCursor: true,
        clearOnComplete: true,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(games, 0);
    const every = Math.max(1, Math.floor(games / 500));
    return {
      update: (done) => {
        if (done % every === 0 || done === games) bar.update(done);
      },
      stop: () => bar.stop(),
    };
  }
  let next = 10;
  return {
    update: (done, total) => {
      const p = Math.floor((done * 100) / total);
      if (p < next) return;
      while (next <= p) next += 10;
      stderr.write(`${m.progress(next - 10, done, total, arm)}\n`);
    },
    stop: () => {},
  };
}
