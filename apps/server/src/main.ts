/**
 * `npm run server`: the game server on localhost. Environment: `PORT` (default 2567), `HOST` (default 127.0.0.1),
 * `SHAJU_DATA` (directory of the SQLite database, default ./data), `SHAJU_DATABASE` (a `postgres://…` URL: Postgres
 * instead of SQLite, its migrations run at start, apps/server/migrations/README.md), `SHAJU_STATS=1` (serve /api/stats for the
 * benchmark), `SHAJU_RATE` (messages per second per connection, default 20; load tests raise it), `SHAJU_WEB` (the
 * built web client to serve, default apps/web/dist; `npm start` builds it first). Abuse limits (apps/server/README.md):
 * `SHAJU_CORS` (comma-separated origins allowed besides the server's own), `SHAJU_CSP_CONNECT` (comma-separated
 * origins the web client may connect to besides its own, for the Content-Security-Policy: other processes' addresses), `SHAJU_TRUST_PROXY=1` (client addresses from
 * `X-Forwarded-For`), `SHAJU_CREATES_PER_MINUTE` and `SHAJU_CREATES_PER_MINUTE_PER_ADDRESS` (HTTP room creation),
 * `SHAJU_MAX_SPECTATORS` and `SHAJU_MAX_SPECTATORS_PER_ADDRESS` (per room), `SHAJU_ENDED_ROOM_SECONDS` (how long a
 * finished game's room waits for a player away, default 300). Scale-out (docs/deploy.md): `SHAJU_REDIS`
 * (a `redis://` URL shared by every process), `SHAJU_PUBLIC_ADDRESS` (how clients reach this process, `host:port`
 * without a scheme; default HOST:PORT), `SHAJU_NODE_ID` (default the public address), `SHAJU_TAKEOVER_MS` (default
 * 30000), `SHAJU_REDIS_PREFIX`. `SHAJU_METRICS` (`1`, or a bearer token) serves `/metrics`. `SHAJU_TEST_HOOKS=1` serves
 * the hooks of the server's own tests (test-hooks.ts; never in a deployment). `SHAJU_SEARCH_WARM=0`: the search bots'
 * threads load at the first room of search bots instead of at start.
 * Prints the address it listens on and the page to open, then `restored N` for the games it rebuilt and `lobbies
 * restored M` for the stored lobbies (rooms that had not started) it rebuilt.
 */
import './websocket-global.ts';
import './ops/pm2-io.ts';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { GAMES } from '@shaju/games';
import { warmPool } from './search/pool.ts';
import { startServer } from './server.ts';

const webRoot = process.env.SHAJU_WEB ?? fileURLToPath(new URL('../../web/dist', import.meta.url));

const port = Number(process.env.PORT ?? 2567);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(2);
}
/** A non-negative number from the environment variable `name`, or undefined when unset; exits on a bad value. */
function numberEnv(name: string): number | undefined {
  const v = process.env[name];
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`${name} must be a non-negative number, got ${v}`);
    process.exit(2);
  }
  return n;
}

const limits = {
  createsPerMinute: numberEnv('SHAJU_CREATES_PER_MINUTE'),
  createsPerMinutePerAddress: numberEnv('SHAJU_CREATES_PER_MINUTE_PER_ADDRESS'),
  maxSpectators: numberEnv('SHAJU_MAX_SPECTATORS'),
  maxSpectatorsPerAddress: numberEnv('SHAJU_MAX_SPECTATORS_PER_ADDRESS'),
  endedRoomSeconds: numberEnv('SHAJU_ENDED_ROOM_SECONDS'),
};
/** The scale-out and metrics settings from the environment (main.ts's docstring). */
function scaleEnv() {
  const e = process.env;
  const takeoverMs = numberEnv('SHAJU_TAKEOVER_MS');
  return {
    ...(e.SHAJU_REDIS ? { redis: e.SHAJU_REDIS } : {}),
    ...(e.SHAJU_REDIS_PREFIX ? { redisPrefix: e.SHAJU_REDIS_PREFIX } : {}),
    ...(e.SHAJU_PUBLIC_ADDRESS ? { publicAddress: e.SHAJU_PUBLIC_ADDRESS } : {}),
    ...(e.SHAJU_NODE_ID ? { nodeId: e.SHAJU_NODE_ID } : {}),
    ...(takeoverMs !== undefined ? { takeoverMs } : {}),
    ...(e.SHAJU_METRICS && e.SHAJU_METRICS !== '0'
      ? { metrics: e.SHAJU_METRICS === '1' ? true : e.SHAJU_METRICS }
      : {}),
  };
}
/**
 * Why the server could not start, in one line for the person who ran it: a port in use or not allowed, else the
 * error's own message.
 */
function startFailure(e: unknown, host: string): string {
  const code = (e as { code?: string }).code;
  if (code === 'EADDRINUSE')
    return `port ${port} on ${host} is already in use (another shaju server?): stop it, or start with another port, e.g. PORT=${port + 1} npm start`;
  if (code === 'EACCES') return `port ${port} on ${host} is not allowed for this user: start with PORT=2567 or above`;
  if (code === 'EADDRNOTAVAIL') return `HOST ${host} is not an address of this machine`;
  return e instanceof Error ? e.message : String(e);
}

const host = process.env.HOST ?? '127.0.0.1';

/**
 * Resolves once `port` on `host` could be bound (and is released again), or rejects with the bind error: checked
 * before anything is opened, so that a port in use costs one line, not the transport's stack trace. (A port taken in
 * between is still refused by `startServer`.)
 */
function tryBind(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

if (port !== 0) {
  await tryBind().catch((e: unknown) => {
    console.error(`shaju server could not start: ${startFailure(e, host)}`);
    process.exit(1);
  });
}
const srv = await startServer({
  port,
  host,
  dataDir: process.env.SHAJU_DATA ?? './data',
  ...(process.env.SHAJU_DATABASE ? { database: process.env.SHAJU_DATABASE } : {}),
  stats: process.env.SHAJU_STATS === '1',
  ...(process.env.SHAJU_RATE ? { messagesPerSecond: Number(process.env.SHAJU_RATE) } : {}),
  handleSignals: true,
  webRoot,
  ...Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
  ...(process.env.SHAJU_CORS ? { corsOrigins: process.env.SHAJU_CORS.split(',').map((x) => x.trim()) } : {}),
  ...(process.env.SHAJU_CSP_CONNECT
    ? { connectSources: process.env.SHAJU_CSP_CONNECT.split(',').map((x) => x.trim()) }
    : {}),
  trustProxy: process.env.SHAJU_TRUST_PROXY === '1',
  testHooks: process.env.SHAJU_TEST_HOOKS === '1',
  ...scaleEnv(),
}).catch((e: unknown) => {
  // Storage, Redis and their timers may already be open: exit rather than hang.
  console.error(`shaju server could not start: ${startFailure(e, host)}`);
  process.exit(1);
});
// The search bots' threads load now, not at the first hard bot's decision (issue 29, point 10); SHAJU_SEARCH_WARM=0
// leaves them to the first room of search bots.
if (process.env.SHAJU_SEARCH_WARM !== '0') void warmPool();
const where = process.env.SHAJU_DATABASE ? 'Postgres (SHAJU_DATABASE)' : (process.env.SHAJU_DATA ?? './data');
console.log(`shaju server listening on ${srv.url} (ws://${srv.host}:${srv.port}), data in ${where}`);
const page = `http://${srv.host === '0.0.0.0' ? 'localhost' : srv.host}:${srv.port}/`;
console.log(
  existsSync(`${webRoot}/index.html`)
    ? `打开浏览器 / Open in a browser: ${page}`
    : `no web client built in ${webRoot} (npm run build:web), terminal clients only`,
);
console.log(`restored ${srv.restored.length}${srv.restored.length ? `: ${srv.restored.join(' ')}` : ''}`);
const lobbies = srv.restoredLobbies;
console.log(`lobbies restored ${lobbies.length}${lobbies.length ? `: ${lobbies.join(' ')}` : ''}`);
if (process.stdout.isTTY) {
  const url = srv.port === 2567 && srv.host === '127.0.0.1' ? '' : ` ws://${srv.host}:${srv.port}`;
  console.log(
    [
      '',
      'Or play in a terminal:',
      ...GAMES.map(
        (g) =>
          `  npx shaju connect${url} --create ${g.id} --players ${g.players.default} --bots ${g.players.default - 1}`.padEnd(
            70,
          ) + `# ${g.title.zh} with ${g.players.default - 1} bots`,
      ),
      `  npx shaju connect${url} --join CODE`.padEnd(70) + '# a friend joins your room',
      `  npx shaju play ${GAMES[0]?.id} --players ${GAMES[0]?.players.default}`.padEnd(70) +
        '# offline, no server needed',
      'Ctrl+C stops the server; unfinished games are kept in the database and resume on the next start.',
    ].join('\n'),
  );
}
