/**
 * `startServer`: one game server process — Colyseus on a WebSocket transport with the `game` room type, the HTTP API,
 * storage, scale-out over Redis when asked, and the rebuilding of stored games and lobbies at start.
 */
import './websocket-global.ts';
import './ops/pm2-io.ts';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { LIMITS, ROOM_NAME } from '@shaju/protocol';
import type { Application } from 'express';
import { installHttpGate } from './http/gate.ts';
import { securityHeaders } from './http/headers.ts';
import { apiRoutes, LOOP_RESOLUTION_MS } from './http/routes.ts';
import { serveWeb } from './http/web.ts';
import { sampledLogger } from './ops/log-sampler.ts';
import { metricsAccess, ServerMetrics, serveMetrics } from './ops/metrics.ts';
import { type RoomContext, setRoomContext } from './rooms/context.ts';
import { DEFAULT_ENDED_ROOM_SECONDS } from './rooms/end-hold.ts';
import { GameRoom } from './rooms/room.ts';
import { LocalRooms, OpenRooms, redisRemoteRooms, SnapshotCache } from './scale/room-list.ts';
import { redisConnection, scaleOutOptions } from './scale/scale-out.ts';
import { Ownership } from './scale/takeover.ts';
import { closePool } from './search/pool.ts';
import type { Storage, SyncStorage } from './storage/api.ts';
import { hookStorage } from './storage/hooks.ts';
import { openStorage } from './storage/open.ts';
import { testRoutes } from './test-hooks.ts';

/**
 * The line a server prints on the way out (a graceful stop), so that an operator reading the log sees that nothing was
 * lost: with Redis (`handedOver`) its games move to the other processes at once (scale/takeover.ts), else they and the
 * waiting lobbies are stored and rebuilt at the next start.
 */
function shutdownNote(handedOver: boolean): string {
  return handedOver
    ? "shutting down: this process's games are handed to the other processes"
    : 'shutting down: unfinished games and waiting lobbies are stored and come back at the next start';
}

/** Defaults of the abuse limits of `StartServerOptions`. */
export const DEFAULTS = Object.freeze({
  createsPerMinutePerAddress: 20,
  createsPerMinute: 300,
  seatReservationSeconds: 15,
  maxSpectators: 32,
  maxSpectatorsPerAddress: 8,
  endedRoomSeconds: DEFAULT_ENDED_ROOM_SECONDS,
});

/** Options of `startServer`. */
export interface StartServerOptions {
  /** TCP port; 0 picks a free one (default 2567). */
  readonly port?: number;
  /** Address to listen on (default `127.0.0.1`). */
  readonly host?: string;
  /** Directory of the SQLite database `shaju.sqlite` (default `./data`). Ignored when `storage` or `database` is given. */
  readonly dataDir?: string;
  /**
   * A Postgres database instead of SQLite: `postgres://user:password@host:port/db` (apps/server/src/storage/postgres.ts; its
   * migrations run at start). Ignored when `storage` is given.
   */
  readonly database?: string;
  /** A storage to use instead of SQLite in `dataDir` (a synchronous one, e.g. `SqliteStorage`, is wrapped). */
  readonly storage?: Storage | SyncStorage;
  /** Collect handler-time samples and serve `/api/stats` (benchmark). */
  readonly stats?: boolean;
  /** Install Colyseus' SIGINT/SIGTERM handler that shuts down and exits (default false). */
  readonly handleSignals?: boolean;
  /** Keep-alive ping interval in ms, per room at its own phase (0: off; default 5000). */
  readonly heartbeatMs?: number;
  /** Messages a connection may send per second (default `LIMITS.messagesPerSecond`); load tests raise it. */
  readonly messagesPerSecond?: number;
  /**
   * Colyseus' log messages of one kind (level and first line, digits folded) are printed in full at most once per this
   * many ms; the others are counted and one line per interval gives their number (default 60000). A malformed frame
   * would otherwise print a stack trace each.
   */
  readonly logSampleMs?: number;
  /**
   * Origins besides the server's own that may call its HTTP API from a browser (CORS), e.g.
   * `['https://play.example']`; `'*'` allows any origin without credentials. Default: none (own origin only).
   */
  readonly corsOrigins?: readonly string[];
  /**
   * Behind a reverse proxy: take the client's address from `X-Forwarded-For` (its last entry) or `X-Real-IP` for the
   * per-address limits. Default false: the socket's address (a client could forge the headers).
   */
  readonly trustProxy?: boolean;
  /** Rooms one address may create per minute over HTTP (a bucket refilled evenly; default 20). */
  readonly createsPerMinutePerAddress?: number;
  /** Rooms all addresses together may create per minute (default 300). */
  readonly createsPerMinute?: number;
  /**
   * Seconds a seat reservation (the answer to `create` or `joinById`) waits for its WebSocket (default 15, Colyseus'
   * own). A room whose creator never connects is disposed when it expires; it is never listed in `/api/rooms`.
   */
  readonly seatReservationSeconds?: number;
  /**
   * Spectators one room takes at most, connected or with a reservation not used yet (default 32). Seats and their
   * tokens always have room besides.
   */
  readonly maxSpectators?: number;
  /** Spectators one room takes at most from one address (default 8). */
  readonly maxSpectatorsPerAddress?: number;
  /**
   * Seconds a room stays open after its game ended while one of its players is away, so that they come back to the
   * result and 再来一局 (rooms/end-hold.ts): at least the room's reconnection grace (default 300).
   */
  readonly endedRoomSeconds?: number;
  /**
   * A directory of the built web client (apps/web/dist) to serve at `/`, with `index.html` for every other path that
   * is not `/api/…` or `/matchmake/…` (the client routes by path). Absent or missing: no web client.
   */
  readonly webRoot?: string;
  /**
   * Scale-out (scale/scale-out.ts, scale/takeover.ts): a `redis://` URL shared by every server process. Rooms of every process are
   * listed and joinable through any of them, and a process's unfinished games move to another when it dies. Default:
   * none (one process, no Redis).
   */
  readonly redis?: string;
  /** Prefix of this deployment's Redis keys (default none; tests use their own). */
  readonly redisPrefix?: string;
  /**
   * With `redis`: how clients reach this process, `host:port` or `host/path` without a scheme (Colyseus'
   * `publicAddress`; default `host:port`, which needs a fixed port).
   */
  readonly publicAddress?: string;
  /** With `redis`: this process's stable name for its game claims (default: its public address). */
  readonly nodeId?: string;
  /** With `redis`: ms a silent process keeps its games before another takes them over (default 30000). */
  readonly takeoverMs?: number;
  /** Serve `GET /metrics` (Prometheus): `true` for anyone, a string for that bearer token only (default off). */
  readonly metrics?: boolean | string;
  /**
   * Origins besides the page's own that the web client may connect to, for the Content-Security-Policy's
   * `connect-src` (http/headers.ts): with several processes whose public addresses are other origins, their
   * `wss://host:port` (default none: the page's own origin, as behind one proxy).
   */
  readonly connectSources?: readonly string[];
  /** Serve the hooks of the server's own tests (test-hooks.ts; `SHAJU_TEST_HOOKS=1`). Never in a deployment. */
  readonly testHooks?: boolean;
}

/** A running game server. */
export interface RunningServer {
  readonly port: number;
  readonly host: string;
  /** `http://host:port`, what a Colyseus client connects to. */
  readonly url: string;
  readonly storage: Storage;
  /** Ids of the unfinished games rebuilt from storage on start. */
  readonly restored: readonly string[];
  /** Codes of the stored lobbies (rooms that had not started) rebuilt on start. */
  readonly restoredLobbies: readonly string[];
  /** Changes the per-connection message rate limit (messages per second) for messages from now on. */
  setMessagesPerSecond(n: number): void;
  /** Disposes every room, closes the listener and the database. */
  close(): Promise<void>;
}

/**
 * The storage as the server uses it: `raw` itself, or, with metrics or Redis on, seen through hooks (storage/hooks.ts)
 * that time every write and tell the game claims (scale/takeover.ts) of `owner()`.
 */
function watchedStorage(
  raw: Storage,
  redis: boolean,
  metrics: ServerMetrics | undefined,
  owner: () => Ownership | null,
): Storage {
  if (!metrics && !redis) return raw;
  return hookStorage(raw, {
    beforeWrite: () => owner()?.checkLease(),
    onWrite: (method, ms, failed) => metrics?.write(method, ms, failed),
    onGameCreated: (id) => owner()?.claim(id),
    onGameFinished: (id) => owner()?.release(id),
  });
}

/**
 * Starts the game server: Colyseus on a WebSocket transport (frames above `LIMITS.maxMessageBytes` close the
 * connection), the `game` room type, a small HTTP API, and storage (SQLite, or Postgres with `database`); then rebuilds
 * every unfinished game and every stored lobby from storage so their players can come back with their tokens. Only one server per process (the matchmaker is global).
 *
 * HTTP API: `GET /api/health`; `GET /api/rooms` (open lobby rooms); `GET /api/rooms/:code` (one room, for an invite
 * page: game, configuration, seats, phase); `GET /api/record` with
 * `Authorization: Bearer <token>` (the player's record: history, statistics, ratings); `GET /api/leaderboard/:game`
 * (the best ratings of a game); `GET /api/games/:id` (a finished game's record and chat); `GET /api/rooms/:code/ended`
 * (the last game of a closed room, for a player coming back: rooms/ended-game.ts);
 * `GET /api/stats` (with `stats`: rooms, clients, handler times, event-loop delay, memory).
 * Rejects if the port is taken or the database cannot be opened.
 */
export async function startServer(o: StartServerOptions = {}): Promise<RunningServer> {
  const host = o.host ?? '127.0.0.1';
  const access = o.metrics === true ? { token: null } : metricsAccess(o.metrics || undefined);
  const metrics = access ? new ServerMetrics() : undefined;
  let ownership: Ownership | null = null;
  const storage = watchedStorage(await openStorage(o), o.redis !== undefined, metrics, () => ownership);
  const redis = o.redis ? redisConnection(o.redis, o.redisPrefix ?? '') : null;
  const publicAddress = o.publicAddress ?? (o.port ? `${host}:${o.port}` : '');
  if (redis && !publicAddress) throw new Error('with redis, give the server a publicAddress or a fixed port');
  const scale = redis ? scaleOutOptions(redis, publicAddress) : {};
  const local = new LocalRooms();
  const remote = redis ? redisRemoteRooms(redis) : null;
  const openRooms = new OpenRooms(local, remote ? new SnapshotCache(remote.source) : null);
  const samples: number[] = [];
  const snapshotSamples: number[] = [];
  const context: RoomContext = {
    storage,
    stats: o.stats === true,
    samples,
    snapshotSamples,
    messagesPerSecond: o.messagesPerSecond ?? LIMITS.messagesPerSecond,
    heartbeatMs: o.heartbeatMs ?? 5000,
    seatReservationSeconds: o.seatReservationSeconds ?? DEFAULTS.seatReservationSeconds,
    maxSpectators: o.maxSpectators ?? DEFAULTS.maxSpectators,
    maxSpectatorsPerAddress: o.maxSpectatorsPerAddress ?? DEFAULTS.maxSpectatorsPerAddress,
    endedRoomSeconds: o.endedRoomSeconds ?? DEFAULTS.endedRoomSeconds,
    metrics,
  };
  setRoomContext(context);
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  if (o.stats) loop.enable();
  const transport = new WebSocketTransport({
    maxPayload: LIMITS.maxMessageBytes,
    // The transport's own ping pings every connection in one timer tick (a latency spike with thousands of them);
    // the rooms ping their clients instead (`heartbeatMs`).
    pingInterval: 0,
  });
  const logger = sampledLogger(o.logSampleMs ?? 60_000);
  const server = new Server({
    transport,
    logger,
    greet: false,
    gracefullyShutdown: o.handleSignals === true,
    ...scale,
    express: (app: Application) => {
      securityHeaders(app, o.connectSources ?? []);
      if (metrics && access) serveMetrics(app, metrics, access.token);
      apiRoutes(app, storage, o.stats === true, context, loop, openRooms);
      if (o.testHooks) testRoutes(app);
      if (o.webRoot) serveWeb(app, o.webRoot);
    },
  });
  local.follow(server.define(ROOM_NAME, GameRoom));
  server.onShutdown(async () => {
    console.log(shutdownNote(ownership !== null));
    // A graceful stop hands this process's games over at once (scale/takeover.ts).
    await ownership?.stop(true);
    logger.close();
    remote?.close();
    loop.disable();
    storage.close().catch((e: Error) => console.error(`closing storage: ${e.message}`));
    // The search bots' worker threads (apps/server/src/search/pool.ts).
    void closePool();
  });
  await listenOrFail(server, transport, o.port ?? 2567, host);
  const address = transport.server?.address() as AddressInfo | null | undefined;
  if (!address || !transport.server) throw new Error('the server did not bind an address');
  installHttpGate(transport.server, {
    corsOrigins: o.corsOrigins ?? [],
    trustProxy: o.trustProxy === true,
    createsPerMinutePerAddress: o.createsPerMinutePerAddress ?? DEFAULTS.createsPerMinutePerAddress,
    createsPerMinute: o.createsPerMinute ?? DEFAULTS.createsPerMinute,
  });
  const port = address.port;
  const restored: string[] = [];
  if (redis) {
    const nodeId = o.nodeId ?? publicAddress;
    ownership = new Ownership({ redis, nodeId, address: publicAddress, takeoverMs: o.takeoverMs ?? 30_000, storage });
    const own = ownership;
    context.codes = own.codes;
    restored.push(...(await own.start()));
  }
  for (const id of redis ? [] : await storage.unfinishedIds()) {
    try {
      await matchMaker.createRoom(ROOM_NAME, { restore: id });
      restored.push(id);
    } catch (e) {
      console.error(`could not rebuild game ${id}: ${(e as Error).message}`);
    }
  }
  const restoredLobbies: string[] = [];
  for (const l of await storage.lobbies()) {
    try {
      if (ownership && !(await ownership.claimLobby(l.code))) continue;
      if (matchMaker.getLocalRoomById(l.code)) throw new Error('a room with that code is open');
      await matchMaker.createRoom(ROOM_NAME, { restoreLobby: l });
      restoredLobbies.push(l.code);
    } catch (e) {
      console.error(`could not rebuild lobby ${l.code}: ${(e as Error).message}`);
    }
  }
  let closed = false;
  return {
    port,
    host,
    url: `http://${host}:${port}`,
    storage,
    restored,
    restoredLobbies,
    setMessagesPerSecond(n: number) {
      context.messagesPerSecond = n;
    },
    async close() {
      if (closed) return;
      closed = true;
      await server.gracefullyShutdown(false);
      setRoomContext(null);
    },
  };
}

/**
 * `server.listen`, rejected with the bind error (`EADDRINUSE`, `EACCES`, …) when the port cannot be had: Colyseus' own
 * promise never settles then (the transport only prints the error), and a server that cannot start must say so.
 */
function listenOrFail(server: Server, transport: WebSocketTransport, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (e: Error): void => reject(e);
    transport.server?.once('error', failed);
    server.listen(port, host).then(() => {
      transport.server?.off('error', failed);
      resolve();
    }, reject);
  });
}
