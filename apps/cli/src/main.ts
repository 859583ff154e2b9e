/**
 * The `shaju` command: parses the command line and dispatches to play, simulate, lab, replay or help.
 * Exit status: 0 success, 1 a failure while running (missing file, corrupt record, hash mismatch), 2 a usage error.
 */
import { basename } from 'node:path';
import { redisRunner } from '@shaju/lab';
import pc from 'picocolors';
import { type Command, detectLang, parseCommandLine } from './args.ts';
import { resolveBots } from './bots.ts';
import { compareReports, formatComparison } from './compare.ts';
import { connectIO, runConnect } from './connect.ts';
import { contentLines, contentOf } from './content.ts';
import { CliError, UsageError } from './errors.ts';
import { usage } from './help.ts';
import { msg } from './i18n.ts';
import { streamPrompter } from './io.ts';
import { runLab } from './lab/command.ts';
import { labWorkerArgv, labWorkerMain } from './lab/worker-cli.ts';
import { optionsJson, optionsLines } from './options.ts';
import { painter } from './paint.ts';
import { defaultSaveDir, runPlay } from './play.ts';
import { runReplay } from './replay.ts';
import { armProgress } from './sim-progress.ts';
import { formatSimulation, runSimulation, simulationJson } from './simulate.ts';

export { usage } from './help.ts';

/** The streams and environment `main` uses (the process's by default; tests pass their own). */
export interface MainEnv {
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly env: Readonly<Record<string, string | undefined>>;
}

let epipeGuard = false;
function processEnv(): MainEnv {
  // `shaju … | head`: a closed pipe is not an error worth a stack trace.
  if (!epipeGuard) {
    epipeGuard = true;
    process.stdout.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw err;
    });
  }
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env };
}

/** Whether to colour output on `stream`: not with `--no-color` or NO_COLOR; with FORCE_COLOR or a terminal. */
export function useColor(noColor: boolean, env: MainEnv['env'], stream: { isTTY?: boolean }): boolean {
  if (noColor || env.NO_COLOR) return false;
  return Boolean(env.FORCE_COLOR) || stream.isTTY === true;
}

async function simulateCommand(c0: Extract<Command, { cmd: 'simulate' }>, e: MainEnv): Promise<number> {
  const color = useColor(c0.noColor, e.env, e.stdout);
  const m = msg(c0.lang).sim;
  const bots = resolveBots(c0.entry, c0.bots);
  if (bots.missing.length > 0)
    e.stderr.write(`${msg(c0.lang).misc.botFallback(c0.entry.title[c0.lang], bots.missing.join(', '))}\n`);
  const c = { ...c0, bots: bots.kinds };
  // A preset other than the default one, or a preset file (`shaju lab --search`'s winner): the same games under the
  // default rules too, for a side-by-side view.
  const compare = (c.preset !== undefined && c.preset !== c.entry.options.presets[0]?.id) || c.presetFile !== undefined;
  const spec = {
    entry: c.entry,
    games: c.games,
    minPlayers: c.minPlayers,
    maxPlayers: c.maxPlayers,
    bots: c.bots,
    seed: c.seed,
    decks: c.decks,
    pong: c.pong,
    mode: c.mode,
    by: c.by,
    characters: c.characters,
    set: c.set,
    preset: c.preset,
    packs: c.packs,
  };
  // Each arm has its own progress display, named when there are two.
  const chosenArm = !compare
    ? undefined
    : c.presetFile !== undefined
      ? basename(c.presetFile)
      : m.presetArm(c.preset ?? '');
  const arm = (label: string | undefined, rules: typeof spec) => {
    const p = armProgress(e.stderr, c.games, label, c.lang);
    try {
      return runSimulation(rules, (done, total) => p.update(done, total));
    } finally {
      p.stop();
    }
  };
  const report = arm(chosenArm, spec);
  const base = compare ? arm(m.defaultRules, { ...spec, preset: undefined, set: undefined }) : null;
  const comparison = base ? compareReports(report, base, c.entry.options, c.presetFile) : null;
  if (c.json) {
    const data = { ...simulationJson(report), ...(comparison ? { comparison } : {}) };
    e.stdout.write(`${JSON.stringify(data, null, 2)}\n`);
  } else {
    const lines = formatSimulation(report, c.entry, { lang: c.lang, paint: painter(color) });
    if (comparison) lines.push(...formatComparison(comparison, c.lang));
    for (const l of lines) e.stdout.write(`${l}\n`);
  }
  return 0;
}

/**
 * Runs `shaju` with `argv` (the arguments after the command name). Resolves with the exit status; never throws for
 * usage or run-time errors (they are printed on stderr), only for bugs.
 */
export async function main(argv: readonly string[], e: MainEnv = processEnv()): Promise<number> {
  const out = (line: string): void => {
    e.stdout.write(`${line}\n`);
  };
  // `shaju lab worker …` has its own command line (lab/worker-cli.ts).
  const worker = labWorkerArgv(argv);
  if (worker) return labWorkerMain(worker, { ...e, color: useColor(false, e.env, e.stderr) });
  let c: Command;
  try {
    c = parseCommandLine(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    const lang = detectLang(argv);
    const m = msg(lang).err;
    const k = pc.createColors(useColor(false, e.env, e.stderr));
    e.stderr.write(`${k.red(m.prefix + err.message)}\n${err.command ? m.hint(err.command) : m.hintMain}\n`);
    return 2;
  }
  const warn = pc.createColors(useColor(c.noColor, e.env, e.stderr));
  for (const w of c.warnings ?? []) e.stderr.write(`${warn.yellow(w)}\n`);
  try {
    switch (c.cmd) {
      case 'help':
        for (const l of usage(c.topic, c.lang)) out(l);
        return 0;
      case 'play': {
        const bots = resolveBots(c.entry, c.bots);
        if (bots.missing.length > 0) out(msg(c.lang).misc.botFallback(c.entry.title[c.lang], bots.missing.join(', ')));
        const prompter = streamPrompter(e.stdin, e.stdout);
        try {
          await runPlay(
            { ...c, bots: bots.kinds },
            {
              prompter,
              write: out,
              saveDir: defaultSaveDir(),
              now: () => new Date(),
              color: useColor(c.noColor, e.env, e.stdout),
            },
          );
        } finally {
          prompter.close();
        }
        return 0;
      }
      case 'simulate':
        return await simulateCommand(c, e);
      case 'lab': {
        const redis = c.redis;
        const place = { ...(c.prefix ? { prefix: c.prefix } : {}), ...(c.queue ? { queue: c.queue } : {}) };
        const runner = redis ? { runner: () => redisRunner(redis, place) } : {};
        return await runLab(c, { out, stderr: e.stderr, ...runner });
      }
      case 'options':
        if (c.json) out(JSON.stringify(optionsJson(c.entry), null, 2));
        else for (const l of optionsLines(c.entry, c.lang)) out(l);
        return 0;
      case 'content':
        for (const l of contentLines(c.entry, c.how, c.lang)) out(l);
        return contentOf(c.entry) ? 0 : 2;
      case 'connect':
        return await runConnect(
          c,
          connectIO(e.stdin, e.stdout, useColor(c.noColor, e.env, e.stdout), defaultSaveDir()),
        );
      case 'replay': {
        const prompter = c.step && e.stdin.isTTY ? streamPrompter(e.stdin, e.stdout) : null;
        try {
          return await runReplay(c, { write: out, prompter, color: useColor(c.noColor, e.env, e.stdout) });
        } finally {
          prompter?.close();
        }
      }
    }
  } catch (err) {
    const k = pc.createColors(useColor(false, e.env, e.stderr));
    if (err instanceof UsageError) {
      const m = msg(c.lang).err;
      e.stderr.write(`${k.red(m.prefix + err.message)}\n${err.command ? m.hint(err.command) : m.hintMain}\n`);
      return 2;
    }
    if (err instanceof CliError) {
      e.stderr.write(`${k.red(msg(c.lang).err.prefix + err.message)}\n`);
      return 1;
    }
    throw err;
  }
}
