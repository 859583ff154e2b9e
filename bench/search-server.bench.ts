/**
 * `npm run bench:server:search` — does a search bot slow the other rooms? Runs `npm run bench:server` twice with the
 * same load (`--rooms`, `--rate`, `--seconds`, `--warmup`; defaults 200 rooms at 1 decision/room/s), first alone, then
 * with `--hard-rooms` (default 10) rooms of search bots beside them (bench/hard-rooms.ts), and prints the decision→all
 * views latency of the measured rooms in both runs. Target: p99 with the search bots within 10 ms of p99 without.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
function opt(name: string, dflt: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] as string) : dflt;
}
const BENCH = fileURLToPath(new URL('./server.bench.ts', import.meta.url));
const common = ['--rooms', opt('rooms', '200'), '--rate', opt('rate', '1'), '--seconds', opt('seconds', '20')];
common.push('--warmup', opt('warmup', '8'), '--reconnects', '0', '--json');

interface Run {
  decisionToViewMs: { p50: number; p99: number; max: number; n: number };
  serverLoopDelayMs: { p50: number; p99: number; max: number };
  hardRooms: { rooms: number; gamesFinished: number };
}

function run(extra: string[]): Run {
  const out = execFileSync(process.execPath, ['--import', 'tsx', BENCH, ...common, ...extra], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 2 ** 20,
  });
  return JSON.parse(out.slice(out.indexOf('{'))) as Run;
}

const alone = run([]);
const beside = run(['--hard-rooms', opt('hard-rooms', '10')]);
const f = (x: number) => x.toFixed(2);
console.log(`search bots beside the load — ${common.slice(0, 6).join(' ')}`);
for (const [name, r] of [
  ['without', alone],
  [`with ${beside.hardRooms.rooms} hard rooms`, beside],
] as const) {
  const d = r.decisionToViewMs;
  console.log(
    `  ${name.padEnd(20)} decision→all views p50 ${f(d.p50)} ms  p99 ${f(d.p99)} ms  max ${f(d.max)} ms  (n ${d.n}); ` +
      `server loop delay p99 ${f(r.serverLoopDelayMs.p99)} ms; hard games finished ${r.hardRooms.gamesFinished}`,
  );
}
const diff = beside.decisionToViewMs.p99 - alone.decisionToViewMs.p99;
console.log(`  p99 difference       ${f(diff)} ms (target ≤ 10 ms)`);
