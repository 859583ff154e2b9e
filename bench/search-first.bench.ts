/**
 * `npm run bench:search-first` — the first decisions of search bots on a fresh server (issue 29, point 10). Each run
 * is a fresh process (the pool is per process): it starts a server, creates a room of four search bots and a scripted
 * host, starts at once, and times every wait for a bot's decision (the time between a step that left the request to
 * another seat and the next step) over the first `--decisions` (default 150, or the game) of them. Runs alternate cold
 * (`SHAJU_SEARCH_WARM=0`: a thread loads at the first search, as before) and warm (the pool warms as the server
 * starts, as main.ts does; the room is created at once, and its bots answer as their base bot until it has warmed),
 * `--runs` (default 3) each, and print the first wait and the longest against the budget
 * (`SHAJU_SEARCH_MS`, default 900 ms; target: none past it by more than 20%).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
function opt(name: string, dflt: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] as string) : dflt;
}
const DECISIONS = Number(opt('decisions', '150'));

interface Waits {
  readonly first: number;
  readonly max: number;
  readonly n: number;
  /** Waits past the budget by more than 20%. */
  readonly over: number;
  /** Searches the pool ran. */
  readonly searches: number;
}

async function child(): Promise<void> {
  const { TestPlayer, botChooser } = await import('../apps/server/test/client.ts');
  const { startServer } = await import('../apps/server/src/server.ts');
  const { SqliteStorage } = await import('../apps/server/src/storage/sqlite.ts');
  await import('../apps/server/src/websocket-global.ts');
  const { searchesRun, warmPool } = await import('../apps/server/src/search/pool.ts');
  const budget = Number(process.env.SHAJU_SEARCH_MS ?? 900);
  const srv = await startServer({ port: 0, storage: new SqliteStorage(':memory:'), heartbeatMs: 0 });
  // As main.ts does: the pool warms as the server starts (a no-op when cold).
  void warmPool();
  const waits: number[] = [];
  let last = 0;
  let othersTurn = false;
  const host = new TestPlayer(srv.url, 'host', {
    chooser: botChooser('shajisifu', 'heuristic', 7),
    onStep: (s) => {
      const now = performance.now();
      if (othersTurn && last > 0 && s.mine === null && waits.length < DECISIONS) waits.push(now - last);
      last = now;
      othersTurn = s.pending !== null && !s.pending.you;
    },
  });
  const timer = { botDelayMs: 0, turnSeconds: 60, responseSeconds: 30, minResponseMs: 0, graceSeconds: 30 };
  await host.create({ game: 'shajisifu', players: 5, bots: { count: 4, kind: 'search', fill: true }, timer });
  host.sendRaw('start', {});
  await host.waitFor(() => waits.length >= DECISIONS || host.replay !== null, 300_000, 'the bots’ decisions');
  await host.leave();
  await srv.close();
  const over = waits.filter((w) => w > budget * 1.2).length;
  const out: Waits = { first: waits[0] ?? 0, max: Math.max(...waits), n: waits.length, over, searches: searchesRun() };
  console.log(JSON.stringify(out));
  process.exit(0);
}

function run(cold: boolean): Waits {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], {
    encoding: 'utf8',
    env: { ...process.env, SHAJU_SEARCH_WARM: cold ? '0' : '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.slice(out.lastIndexOf('{'))) as Waits;
}

if (args.includes('--child')) {
  await child();
} else {
  const runs = Number(opt('runs', '3'));
  const budget = Number(process.env.SHAJU_SEARCH_MS ?? 900);
  const rows: Record<'cold' | 'warm', Waits[]> = { cold: [], warm: [] };
  for (let i = 0; i < runs; i++) {
    rows.cold.push(run(true));
    rows.warm.push(run(false));
  }
  const f = (x: number) => `${x.toFixed(0)} ms`;
  console.log(
    `search bots' first ${DECISIONS} decisions on a fresh server (budget ${budget} ms, target ≤ ${budget * 1.2})`,
  );
  for (const k of ['cold', 'warm'] as const) {
    const r = rows[k];
    console.log(
      `  ${k}: first wait ${r.map((w) => f(w.first)).join(', ')}; longest ${r.map((w) => f(w.max)).join(', ')}; ` +
        `past the budget +20% ${r.map((w) => `${w.over}/${w.n}`).join(', ')}; searches ${r.map((w) => w.searches).join(', ')}`,
    );
  }
}
