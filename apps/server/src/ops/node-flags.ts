/**
 * The Node options the game server runs with — in `npm start`, `npm run server` (package.json), the systemd unit of
 * docs/deploy.md, and every server process that test/proc.ts starts (the process tests, `npm run bench:server`). A test
 * (test/node-flags.test.ts) checks that each of those places names every flag here.
 *
 * `--v8-pool-size=1`: V8's platform pool (by default four threads a process) runs the garbage collector's concurrent
 * marking and parallel scavenges. On a small machine the server shares its cores with other processes (a second server
 * process, Redis, Postgres; in the bench, the load generators): four GC threads a process then take every core for the
 * few hundred milliseconds of a major collection, and decisions arriving meanwhile wait. With one helper thread, GC
 * work runs beside the event loop instead of crowding it out. Measured by `npm run bench:server` on the project's
 * 2-core machine (docs/deploy.md, "The GC threads, and memory per room"): decision→views p99 at 1,000 rooms at
 * 1 decision/s 36–117 ms with the default pool, 15–20 ms with this flag on 60 s windows; the server's CPU per decision
 * unchanged.
 */
export const SERVER_NODE_FLAGS: readonly string[] = Object.freeze(['--v8-pool-size=1']);
