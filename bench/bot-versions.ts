/**
 * One bot kind against its own past (a benchmark, not a test): the bot of a game as it is now against the same bot as
 * it was at an older commit, on the same deals, played by today's rules. Game g (seed `--seed` + g) is played three
 * times: every seat the old bot (A), seat g mod players the new bot and the others the old one (B), every seat the new
 * bot (C). The figures are the new seat's win rate in B against the old bot's in the same seat of A, with Wilson 95%
 * intervals, and their paired difference with Newcombe's 95% interval for paired data (runtime `pairedDifference`) and
 * the deals it turned (won by the new seat and lost by the old one: +, the reverse: −); and how many deals the two
 * bots play decision for decision alike: B's decision log and final state equal A's, and C's equal A's (the whole
 * table new). A refactoring that must not change play shows every deal alike.
 *
 * The old bot is the game's `bot/` folder at `--old` (any commit or ref), copied beside today's (games/<game>/.bot-<ref>,
 * removed at the end) so that its imports of the game's rules and of the workspace packages resolve to today's: it
 * must still compile against them. Deterministic for its arguments. CPU time (this process's user + system) is printed.
 *
 *   node --import tsx bench/bot-versions.ts --game paopaosha --old <commit> --players 5 --games 2000 [--seed 1]
 *     [--kind heuristic] [--mode identity|boss] [--json]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashState } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import { type Decider, pairedDifference, playout, wilson } from '@shaju/runtime';

const args = process.argv.slice(2);
function opt(name: string, dflt: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] as string) : dflt;
}
const GAME = opt('game', 'paopaosha');
const OLD = opt('old', '');
const KIND = opt('kind', 'heuristic');
const PLAYERS = Number(opt('players', '5'));
const GAMES = Number(opt('games', '200'));
const SEED = Number(opt('seed', '1'));
const MODE = opt('mode', '');
if (!/^[\w./-]+$/.test(OLD)) throw new Error('--old <commit or ref> is required');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const kit = kitOf(GAME);
const m = kit.module;
const config = m.validateConfig(MODE ? { players: PLAYERS, mode: MODE } : { players: PLAYERS });

/** Today's bot module path and the copy of the old one (named by the commit the ref points at). */
const sha = execFileSync('git', ['rev-parse', '--short=12', `${OLD}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
const oldDir = join(ROOT, 'games', GAME, `.bot-${sha}`);

/** Copies `games/<game>/bot` at `sha` to `oldDir` (git archive, so the work tree is untouched). */
function extractOld(): void {
  rmSync(oldDir, { recursive: true, force: true });
  mkdirSync(oldDir, { recursive: true });
  const tar = execFileSync('git', ['archive', sha, `games/${GAME}/bot`], { cwd: ROOT, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '--strip-components=3', '-C', oldDir], { input: tar });
  if (!existsSync(join(oldDir, 'index.ts'))) throw new Error(`games/${GAME}/bot/index.ts does not exist at ${sha}`);
}

type MakeBot = (kind: string, seed: number) => Decider;

/** One deal played with `makeAt(i)` deciding seat i: the log and final state's fingerprint, and who won. */
function play(seed: number, makeAt: (i: number) => Decider): { key: string; winners: readonly number[] } {
  const s = m.setup(config, seed);
  const bots: Decider[] = [];
  for (let i = 0; i < PLAYERS; i++) bots.push(makeAt(i));
  const r = playout(m, s, bots);
  return { key: `${r.log.length}:${hashState(r.log)}:${hashState(s)}`, winners: r.result?.winners ?? [] };
}

async function main(): Promise<void> {
  extractOld();
  try {
    const mod = (await import(pathToFileURL(join(oldDir, 'index.ts')).href)) as { makeBot: MakeBot };
    const oldBot: MakeBot = mod.makeBot;
    const newBot: MakeBot = (kind, seed) => kit.makeBot(kind, seed) as Decider;
    const cpu0 = process.cpuUsage();
    let both = 0;
    let up = 0;
    let down = 0;
    let newWins = 0;
    let oldWins = 0;
    let sameSeat = 0;
    let sameTable = 0;
    for (let g = 0; g < GAMES; g++) {
      const seed = SEED + g;
      const seat = g % PLAYERS;
      const a = play(seed, (i) => oldBot(KIND, seed * 31 + i));
      const b = play(seed, (i) => (i === seat ? newBot : oldBot)(KIND, seed * 31 + i));
      const c = play(seed, (i) => newBot(KIND, seed * 31 + i));
      const wonNew = b.winners.includes(seat);
      const wonOld = a.winners.includes(seat);
      if (wonNew) newWins++;
      if (wonOld) oldWins++;
      if (wonNew && wonOld) both++;
      else if (wonNew) up++;
      else if (wonOld) down++;
      if (b.key === a.key) sameSeat++;
      if (c.key === a.key) sameTable++;
      if ((g + 1) % 200 === 0) console.error(`${g + 1}/${GAMES} deals`);
    }
    const cpu = process.cpuUsage(cpu0);
    const d = pairedDifference(both, up, down, GAMES - both - up - down);
    const wn = wilson(newWins, GAMES);
    const wo = wilson(oldWins, GAMES);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    const pts = (x: number) => (100 * x).toFixed(2);
    console.log(
      `${GAME} ${PLAYERS}p${MODE ? ` ${MODE}` : ''}, ${GAMES} deals (seed ${SEED}…), ${KIND}: now against ${sha}, one ` +
        'seat rotating',
    );
    console.log(
      `  new seat ${pct(wn.p)} [${pct(wn.lo)}, ${pct(wn.hi)}], old seat ${pct(wo.p)} [${pct(wo.lo)}, ${pct(wo.hi)}]`,
    );
    console.log(`  difference ${pts(d.d)} points [${pts(d.lo)}, ${pts(d.hi)}], turned +${up} −${down}`);
    console.log(`  deals played alike: one new seat ${sameSeat}/${GAMES}, every seat new ${sameTable}/${GAMES}`);
    console.log(`  (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`);
    if (args.includes('--json')) {
      console.log(
        JSON.stringify({
          games: GAMES,
          players: PLAYERS,
          old: sha,
          diff: d.d,
          lo: d.lo,
          hi: d.hi,
          up,
          down,
          sameSeat,
          sameTable,
        }),
      );
    }
  } finally {
    rmSync(oldDir, { recursive: true, force: true });
  }
}

await main();
