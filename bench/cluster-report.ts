/**
 * `npm run bench:server -- --processes N`: the same load against 1 server process and then against N (each a fresh
 * child of bench/server.bench.ts with `--servers` and `--json`), printed side by side: rooms held (and per process),
 * decisions/s, decision→views p50/p99, memory per room, Redis commands and storage writes per decision.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** The part of a run's JSON (bench/server.bench.ts `out`) compared here. */
export interface RunSummary {
  target: { rooms: number; seatsPerRoom: number; ratePerRoom: number };
  processes: number;
  roomsHeld: { atEnd: number; minPlayingDuringWindow: number; clients: number; perProcess: number[] };
  perDecision: {
    decisions: number;
    games: number;
    redisPerGame: number;
    redisCommands: number;
    redisByCommand: Record<string, number>;
    storageWrites: number;
    storageByMethod: Record<string, number>;
    /** Server CPU time (user + system, every process) per decision of the window, in µs. */
    serverCpuUs: number;
  };
  /** Load generators' CPU time per decision they made in the window, in µs (all generators). */
  generatorCpuUs: number;
  openRoomsListMs: number;
  decisionsPerSec: number;
  decisionToViewMs: { p50: number; p99: number; max: number; n: number };
  serverLoopDelayMs: { p50: number; p99: number; max: number };
  memory: { heapPerRoomKB: number; rssPerRoomKB: number; serverRssMB: number };
  failures: number;
}

/** Runs `script` once per entry of `counts` (as `--servers n --json`, other arguments kept) and prints the table. */
export async function compareRuns(script: string, args: readonly string[], counts: readonly number[]): Promise<void> {
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--processes') i++;
    else if (args[i] !== '--json') rest.push(args[i] as string);
  }
  const runs: RunSummary[] = [];
  for (const n of counts) {
    console.error(`— run on ${n} server process${n === 1 ? '' : 'es'}${n > 1 ? ' (Redis)' : ' (no Redis)'} —`);
    runs.push(await runChild(script, [...rest, '--servers', String(n), '--json']));
  }
  if (args.includes('--json')) console.log(JSON.stringify(runs, null, 2));
  else printComparison(runs);
}

function runChild(script: string, args: readonly string[]): Promise<RunSummary> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (b: Buffer) => {
      out += b.toString();
    });
    p.once('exit', (code) => {
      const start = out.indexOf('\n{') >= 0 ? out.indexOf('\n{') + 1 : out.indexOf('{');
      try {
        resolve(JSON.parse(out.slice(start)) as RunSummary);
      } catch {
        reject(new Error(`bench run exited (${code}) without its JSON:\n${out}`));
      }
    });
  });
}

/** The per-decision counts of one run, as printed (also under a single run). */
export function scaleLines(r: RunSummary): string[] {
  const top = (o: Record<string, number>) =>
    Object.entries(o)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(3)}`)
      .join(', ');
  const d = r.perDecision;
  return [
    `  CPU per decision      server ${d.serverCpuUs.toFixed(0)} µs, load generators ${r.generatorCpuUs.toFixed(0)} µs (user + system; this machine's ${availableParallelism()} cores could serve ${((availableParallelism() * 1e6) / (d.serverCpuUs + r.generatorCpuUs)).toFixed(0)} decisions/s at most)`,
    `  processes             ${r.processes}; rooms per process ${r.roomsHeld.perProcess.join(' / ')}`,
    `  per game              ${d.redisPerGame.toFixed(1)} Redis commands (room created, 6 joins, played, closed; ${d.games} games started in the window); GET /api/rooms ${r.openRoomsListMs.toFixed(1)} ms with ${r.roomsHeld.atEnd} rooms`,
    `  per decision          ${d.redisCommands.toFixed(3)} Redis commands${d.redisCommands > 0 ? ` (${top(d.redisByCommand)})` : ''}; ${d.storageWrites.toFixed(3)} storage writes (${top(d.storageByMethod)}) — over ${d.decisions} decisions`,
  ];
}

function printComparison(runs: readonly RunSummary[]): void {
  const f = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
  const t = runs[0]?.target;
  console.log(
    `shaju server bench — ${t?.rooms} six-seat rooms at ${t?.ratePerRoom} decision/room/s, 1 vs more processes`,
  );
  const rows: [string, (r: RunSummary) => string][] = [
    ['server processes', (r) => `${r.processes}${r.processes > 1 ? ' + Redis' : ''}`],
    ['rooms held (at end)', (r) => `${r.roomsHeld.atEnd} (${r.roomsHeld.perProcess.join('/')})`],
    ['rooms playing (min)', (r) => `${r.roomsHeld.minPlayingDuringWindow}`],
    ['decisions/s', (r) => f(r.decisionsPerSec, 0)],
    ['decision→views p50 ms', (r) => f(r.decisionToViewMs.p50)],
    ['decision→views p99 ms', (r) => f(r.decisionToViewMs.p99)],
    ['decision→views max ms', (r) => f(r.decisionToViewMs.max)],
    ['server loop p99 ms', (r) => f(r.serverLoopDelayMs.p99)],
    ['server CPU/decision µs', (r) => f(r.perDecision.serverCpuUs, 0)],
    ['generator CPU/decision µs', (r) => f(r.generatorCpuUs, 0)],
    ['heap per room KB', (r) => f(r.memory.heapPerRoomKB, 1)],
    ['rss per room KB', (r) => f(r.memory.rssPerRoomKB, 1)],
    ['Redis commands/decision', (r) => f(r.perDecision.redisCommands, 3)],
    ['storage writes/decision', (r) => f(r.perDecision.storageWrites, 3)],
    ['Redis commands/game', (r) => f(r.perDecision.redisPerGame, 1)],
    ['GET /api/rooms ms', (r) => f(r.openRoomsListMs, 1)],
    ['failures', (r) => `${r.failures}`],
  ];
  for (const [name, get] of rows) console.log(`  ${name.padEnd(26)}${runs.map((r) => get(r).padStart(18)).join('')}`);
  for (const r of runs) for (const l of scaleLines(r)) console.log(l);
}
