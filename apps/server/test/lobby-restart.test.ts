/**
 * Lobbies survive a restart, against real server processes: a lobby with two people, options and a bot is stored on
 * every change; after `kill -9` (or SIGTERM) the server restarts on the same data, lists the lobby again with its
 * options, and both people take their seats back with their tokens — on SQLite and on Postgres (`SHAJU_DATABASE`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { TestPlayer } from './client.ts';
import { dropDatabases, freshDatabase, POSTGRES } from './pg.ts';
import { type ServerProcess, spawnServer } from './proc.ts';

const TIMER = { botDelayMs: 0, turnSeconds: 60, responseSeconds: 60, minResponseMs: 0, graceSeconds: 60 };
const procs: ServerProcess[] = [];
const players: TestPlayer[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const p of players.splice(0)) await p.leave();
  for (const p of procs.splice(0)) await p.kill('SIGKILL');
});
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (POSTGRES) await dropDatabases();
});

function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'shaju-lobby-'));
  dirs.push(d);
  return d;
}

interface Listed {
  roomId: string;
  code: string;
  game: string;
  players: number;
  humans: number;
  open: number;
  phase: string;
  config: string | null;
  seats: { kind: string; name: string }[];
}

async function listed(url: string, code: string): Promise<Listed | undefined> {
  const rooms = (await (await fetch(`${url}/api/rooms`)).json()) as Listed[];
  return rooms.find((r) => r.roomId === code);
}

/** Waits until the server process has printed `text`. */
async function printed(srv: ServerProcess, text: string): Promise<void> {
  for (let i = 0; i < 100 && !srv.output().includes(text); i++) await new Promise((r) => setTimeout(r, 50));
}

/** The room's seats as its synced state shows them to `p`. */
function seatsOf(p: TestPlayer) {
  return (p.room.state.seats as { kind: string; name: string; ready: boolean; botKind: string }[]).map((s) => ({
    kind: s.kind,
    name: s.name,
    ready: s.ready,
    botKind: s.botKind,
  }));
}

for (const backend of ['sqlite', 'postgres'] as const) {
  describe.skipIf(backend === 'postgres' && !POSTGRES)(`a lobby survives a restart (${backend})`, () => {
    for (const signal of backend === 'sqlite' ? (['SIGKILL', 'SIGTERM'] as const) : (['SIGKILL'] as const)) {
      test(`${signal}: the lobby is listed again with its options; both tokens take their seats back`, async () => {
        const dir = tmp();
        const env: Record<string, string> = backend === 'postgres' ? { SHAJU_DATABASE: await freshDatabase() } : {};
        const srv1 = await spawnServer(dir, env);
        procs.push(srv1);
        const a = new TestPlayer(srv1.url, 'alice');
        const b = new TestPlayer(srv1.url, 'bob');
        players.push(a, b);
        await a.create({
          game: 'paopaosha',
          players: 5,
          bots: { count: 1, kind: 'random', fill: false },
          timer: TIMER,
          options: { dileiDamage: 4 },
        });
        await b.join(a.roomId, { seat: 2 });
        a.sendRaw('addBot', { seat: 3, kind: 'heuristic' });
        b.sendRaw('ready', { ready: true });
        await a.waitFor(
          () => a.room.state.seats?.[2]?.ready === true && a.room.state.seats?.[3]?.kind === 'bot',
          5000,
          'bob ready and a bot in seat 3',
        );
        const before = await listed(srv1.url, a.roomId);
        expect(before?.humans).toBe(2);
        const seats = seatsOf(a);
        const tokens = [a.token, b.token];
        const rules = (a.room.state as { rules: string }).rules;
        expect(JSON.parse(rules).options).toEqual({ dileiDamage: 4 });
        // The last change (a lobby write is asynchronous) has reached storage.
        await new Promise((r) => setTimeout(r, 300));
        await srv1.kill(signal);
        if (signal === 'SIGTERM')
          expect(srv1.output()).toContain('shutting down: unfinished games and waiting lobbies');

        const srv2 = await spawnServer(dir, env);
        procs.push(srv2);
        await printed(srv2, 'lobbies restored');
        expect(srv2.output()).toContain(`lobbies restored 1: ${a.roomId}`);
        const after = await listed(srv2.url, a.roomId);
        expect(after).toBeDefined();
        expect({ ...after, clients: undefined }).toEqual({ ...before, clients: undefined });
        expect(after?.config).toBe(before?.config);
        // Both reload: each token takes its own seat back, with its name; nobody else is seated.
        await a.rejoin(srv2.url);
        await b.rejoin(srv2.url);
        expect([a.seat, b.seat]).toEqual([0, 2]);
        expect([a.token, b.token]).toEqual(tokens);
        await a.waitFor(() => a.room.state.seats?.[2]?.connected === true, 5000, 'bob connected');
        expect(seatsOf(a)).toEqual(seats);
        expect((a.room.state as { rules: string }).rules).toBe(rules);
        // The host is still the host: alice starts the game (bob is ready; the empty seat is refused without fill).
        a.sendRaw('start', {});
        await a.waitFor(() => a.errors.length > 0, 5000, 'the refusal');
        expect(a.errors.at(-1)?.code).toBe('not_ready');
        a.sendRaw('addBot', { seat: 1 });
        await a.waitFor(() => a.room.state.seats?.[1]?.kind === 'bot', 5000, 'the bot');
        a.sendRaw('start', {});
        await a.waitFor(() => a.last !== null, 10_000, 'the game');
        // A lobby that started a game is no longer stored: after another kill it does not come back as a lobby.
        await new Promise((r) => setTimeout(r, 300));
        await srv2.kill('SIGKILL');
        const srv3 = await spawnServer(dir, env);
        procs.push(srv3);
        await printed(srv3, 'lobbies restored');
        expect(srv3.output()).toContain('lobbies restored 0');
        expect(srv3.output()).toContain(`restored 1: ${a.roomId}`);
      }, 90_000);
    }
  });
}
