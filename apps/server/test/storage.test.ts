/**
 * The storage interface, the same tests against SQLite and against a real Postgres (a fresh database per test, created
 * on the test server of `testService('postgres')` and dropped after the run; skipped when none is configured).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { servedGame } from '../src/games.ts';
import { type Decided, joinsPrevious } from '../src/redaction/history.ts';
import { RefusedError } from '../src/refusal.ts';
import { LiveGame } from '../src/session/live-game.ts';
import { PostgresStorage } from '../src/storage/postgres.ts';
import { boardTag } from '../src/storage/rows.ts';
import {
  asyncStorage,
  SqliteStorage,
  type Storage,
  type StoredLobby,
  type StoredSettings,
} from '../src/storage/sqlite.ts';
import { dropDatabases, freshDatabase, POSTGRES } from './pg.ts';

const dirs: string[] = [];
const open: Storage[] = [];
afterAll(async () => {
  for (const s of open.splice(0)) await s.close().catch(() => undefined);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (POSTGRES) await dropDatabases();
});

/** A place to keep data, opened as often as a test likes (every open sees what the previous ones stored). */
type Place = () => Promise<Storage>;

interface Backend {
  readonly name: string;
  readonly skip: boolean;
  /** A new empty place. */
  fresh(): Promise<Place>;
}

const BACKENDS: Backend[] = [
  {
    name: 'SQLite',
    skip: false,
    async fresh() {
      const dir = mkdtempSync(join(tmpdir(), 'shaju-st-'));
      dirs.push(dir);
      const file = join(dir, 'db', 'shaju.sqlite');
      return async () => track(asyncStorage(new SqliteStorage(file)));
    },
  },
  {
    name: 'Postgres',
    skip: !POSTGRES,
    async fresh() {
      const url = await freshDatabase();
      return async () => track(await PostgresStorage.open(url, 4));
    },
  },
];

/** `st` with some methods replaced (the others are `st`'s own). */
function over(st: Storage, methods: Partial<Storage>): Storage {
  return Object.assign(Object.create(st) as Storage, methods);
}

function track(s: Storage): Storage {
  open.push(s);
  return s;
}

async function closeIt(s: Storage): Promise<void> {
  open.splice(open.indexOf(s), 1);
  await s.close();
}

const SETTINGS: StoredSettings = {
  turnSeconds: 600,
  responseSeconds: 600,
  minResponseMs: 0,
  botDelayMs: 0,
  graceSeconds: 60,
  botKind: 'random',
  private: false,
};
const SEATS = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}`, tokenHash: `h${i}`, bot: null }));
const host = { onStep() {}, onFinished() {}, onSeatsChanged() {}, onHeldDropped() {} };
const NEW = { game: 'shajisifu', version: 1, config: { players: 4 }, seed: 7, settings: SETTINGS, seats: SEATS };

/** A session whose next request has a legal decision for its seat: what `submit` needs. */
function nextDecision(s: LiveGame): { seat: number; id: number; d: unknown } {
  const p = s.pending();
  if (!p) throw new Error('no request');
  const seat = p.seats[0] as number;
  const legal = (s.stepFor(seat, [], true).view as { legal: unknown[] }).legal;
  return { seat, id: p.id, d: legal[0] };
}

for (const b of BACKENDS) {
  describe.skipIf(b.skip)(`${b.name} storage`, () => {
    test('games, the append-only log, results and player records survive a reopen', async () => {
      const place = await b.fresh();
      const st = await place();
      await st.createGame({ id: 'G1', ...NEW, createdAt: 1 });
      expect(await st.hasGame('G1')).toBe(true);
      expect(await st.hasGame('G2')).toBe(false);
      await expect(st.createGame({ id: 'G1', ...NEW, config: {}, createdAt: 1 })).rejects.toThrow();
      await st.appendDecision('G1', 1, 0, { t: 'play', card: 3 }, 'human');
      await st.appendDecision('G1', 2, 1, { t: 'stop' }, 'bot', 3);
      await expect(st.appendDecision('G1', 4, 1, { t: 'stop' }, 'bot')).rejects.toThrow(/expected 3/);
      await expect(st.appendDecision('G1', 2, 1, { t: 'stop' }, 'bot')).rejects.toThrow();
      expect(await st.unfinishedIds()).toEqual(['G1']);
      await closeIt(st);
      const st2 = await place();
      // The next number is read back from the database after a restart.
      await expect(st2.appendDecision('G1', 2, 1, { t: 'pass' }, 'timeout')).rejects.toThrow(/expected 3/);
      await st2.appendDecision('G1', 3, 2, { t: 'pass' }, 'timeout');
      const g = await st2.loadGame('G1');
      expect(g?.log).toEqual([
        { seat: 0, d: { t: 'play', card: 3 }, source: 'human' },
        { seat: 1, d: { t: 'stop' }, source: 'bot', by: 3 },
        { seat: 2, d: { t: 'pass' }, source: 'timeout' },
      ]);
      expect(g).toMatchObject({ game: 'shajisifu', version: 1, config: { players: 4 }, seed: 7, createdAt: 1 });
      expect(g?.settings).toEqual(SETTINGS);
      expect(g?.seats).toEqual(SEATS);
      await st2.finishGame('G1', { winners: [0], draw: false, reason: 'victory', why: { 0: ['X'] } }, 'abc', [
        { tokenHash: 'h0', name: 'p0', seat: 0, identity: 'spades', won: true, score: null },
        { tokenHash: 'h1', name: 'p1', seat: 1, identity: 'hearts', won: false, score: 2 },
      ]);
      expect(await st2.unfinishedIds()).toEqual([]);
      const fin = await st2.loadGame('G1');
      expect(fin?.status).toBe('finished');
      expect(fin?.finalHash).toBe('abc');
      expect(fin?.result).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['X'] } });
      expect(typeof fin?.finishedAt).toBe('number');
      const r = await st2.playerRecord('h0');
      expect(r.games).toBe(1);
      expect(r.wins).toBe(1);
      expect(r.byIdentity).toEqual({ shajisifu: { spades: { games: 1, wins: 1, draws: 0 } } });
      // The player's own record carries the tag the leaderboards show for it.
      expect(r.tag).toBe(boardTag('h0'));
      expect(r.history[0]?.rating?.after).toBeGreaterThan(r.history[0]?.rating?.before ?? 0);
      expect((await st2.playerRecord('h1')).score).toBe(2);
      expect((await st2.playerRecord('nobody')).games).toBe(0);
      expect(await st2.loadGame('nope')).toBeNull();
    });

    test('ratings and the leaderboard after finished games; chat lines kept in order', async () => {
      const st = await (await b.fresh())();
      for (const id of ['R1', 'R2']) {
        await st.createGame({ id, ...NEW, createdAt: 2 });
        await st.finishGame(id, { winners: [0], draw: false, reason: 'victory', why: {} }, 'h', [
          { tokenHash: 'h0', name: 'p0', seat: 0, identity: 'a', won: true, score: null },
          { tokenHash: 'h1', name: 'p1', seat: 1, identity: 'b', won: false, score: null },
        ]);
      }
      const winner = await st.ratingOf('h0', 'shajisifu');
      const loser = await st.ratingOf('h1', 'shajisifu');
      expect(winner?.games).toBe(2);
      expect(winner?.ordinal).toBeGreaterThan(loser?.ordinal ?? Number.POSITIVE_INFINITY);
      expect(await st.ratingOf('h0', 'paopaosha')).toBeNull();
      const board = await st.leaderboard('shajisifu', 10);
      expect(board.map((e) => e.name).slice(0, 1)).toEqual(['p0']);
      // Each line has its player's public tag; the viewer's own line is marked.
      expect(board[0]?.tag).toBe(boardTag('h0'));
      expect(board.map((e) => e.tag)).toContain(boardTag('h1'));
      expect(boardTag('h0')).not.toBe(boardTag('h1'));
      const mine = (await st.leaderboard('shajisifu', 10, 'h1')).filter((e) => e.you);
      expect(mine.map((e) => e.tag)).toEqual([boardTag('h1')]);
      expect(board.some((e) => e.you)).toBe(false);
      expect(board.map((e) => e.rank)).toEqual(board.map((_, i) => i + 1));
      expect(await st.leaderboard('shajisifu', 1)).toHaveLength(1);
      expect((await st.playerRecord('h0')).ratings.shajisifu?.games).toBe(2);
      const line = (n: number) =>
        ({ n, at: n, seq: 1, name: 'p0', seat: 0, spectator: false, kind: 'text', body: `hi ${n}` }) as const;
      await st.appendChat('R1', line(2));
      await st.appendChat('R1', line(1));
      await expect(st.appendChat('R1', line(1))).rejects.toThrow();
      expect(await st.chatOf('R1')).toEqual([line(1), line(2)]);
      expect(await st.chatOf('R2')).toEqual([]);
    });

    test('lobbies: stored on every change, the latest kept, removed, and read back after a reopen', async () => {
      const place = await b.fresh();
      const st = await place();
      const lobby = (code: string, at: number, ready: boolean): StoredLobby => ({
        code,
        game: 'paopaosha',
        options: { game: 'paopaosha', players: 3, private: true },
        config: { players: 3, dileiDamage: 4 },
        settings: { ...SETTINGS, private: true, rules: { preset: 'standard', presetVersion: 1, options: {} } },
        seats: [
          { kind: 'human', name: 'ann', tokenHash: 'ha', botKind: 'random', ready },
          { kind: 'bot', name: 'bot-1', tokenHash: null, botKind: 'search', ready: true },
          { kind: 'empty', name: '', tokenHash: null, botKind: 'random', ready: false },
        ],
        hostHash: 'ha',
        games: 0,
        rematch: false,
        updatedAt: at,
      });
      expect(await st.lobbies()).toEqual([]);
      await st.saveLobby(lobby('BBBB', 5, false));
      await st.saveLobby(lobby('AAAA', 6, false));
      await st.saveLobby(lobby('BBBB', 7, true));
      expect(await st.lobbies()).toEqual([lobby('AAAA', 6, false), lobby('BBBB', 7, true)]);
      await st.deleteLobby('AAAA');
      await st.deleteLobby('NONE');
      await closeIt(st);
      const st2 = await place();
      expect(await st2.lobbies()).toEqual([lobby('BBBB', 7, true)]);
      await st2.deleteLobby('BBBB');
      expect(await st2.lobbies()).toEqual([]);
    });

    test('a decision the storage cannot append is refused, nothing is announced, the state is rolled back', async () => {
      const st = await (await b.fresh())();
      let fail = false;
      const flaky = over(st, {
        appendDecision: (...a) => (fail ? Promise.reject(new Error('disk full')) : st.appendDecision(...a)),
      });
      const steps: number[] = [];
      const s = await LiveGame.start({
        id: 'R1',
        served: servedGame('shajisifu'),
        config: { players: 4 },
        seed: 3,
        seats: SEATS,
        settings: SETTINGS,
        storage: flaky,
        host: { ...host, onStep: () => steps.push(1) },
      });
      await s.begin();
      const { seat, id, d } = nextDecision(s);
      const before = JSON.stringify(s.stepFor(seat, [], true));
      fail = true;
      const n = steps.length;
      await expect(s.submit(seat, id, d)).rejects.toThrow(RefusedError);
      expect(steps.length).toBe(n);
      expect(JSON.stringify(s.stepFor(seat, [], true))).toBe(before);
      fail = false;
      await s.submit(seat, id, d);
      expect(s.seq).toBe(1);
      expect(steps.length).toBe(n + 1);
      expect((await st.loadGame('R1'))?.log).toHaveLength(1);
      s.dispose();
    });

    test('decisions are appended one at a time in order, each announced (and any snapshot sent) only once its append resolved', async () => {
      const st = await (await b.fresh())();
      const trace: string[] = [];
      const slow = over(st, {
        async appendDecision(id, n, ...rest) {
          trace.push(`append ${n}`);
          // A player joining now: their snapshot waits for this append (its view has the decision already).
          s?.stored.whenStored(() => trace.push(`snapshot ${s?.seq}`));
          // A slow disk: a later append would overtake an earlier one if they were not chained.
          await new Promise((r) => setTimeout(r, n % 2 === 1 ? 8 : 1));
          await st.appendDecision(id, n, ...rest);
          trace.push(`stored ${n}`);
        },
      });
      let s: LiveGame | null = null;
      const onStep = () => trace.push(`step ${s?.seq}`);
      // Two people and two bots (the bots answer at once, on timers): decisions come from both sides.
      const seats = SEATS.map((x, i) => (i < 2 ? x : { name: `bot-${i}`, tokenHash: null, bot: 'random' }));
      s = await LiveGame.start({
        id: 'O1',
        served: servedGame('paopaosha'),
        config: { players: 4 },
        seed: 5,
        seats,
        settings: SETTINGS,
        storage: slow,
        host: { ...host, onStep },
      });
      await s.begin();
      for (let k = 0; k < 200 && s.seq < 30 && !s.isFinished; k++) {
        const p = s.pending();
        const seat = p?.seats.find((x) => x < 2);
        if (!p || seat === undefined) {
          await new Promise((r) => setTimeout(r, 5));
          continue;
        }
        const legal = (s.stepFor(seat, [], true).view as { legal: unknown[] }).legal;
        // The same answer sent twice at once: the second is refused (stale or not pending), never stored.
        const both = [s.submit(seat, p.id, legal[0]), s.submit(seat, p.id, legal[0])];
        const out = await Promise.allSettled(both);
        expect(out.filter((o) => o.status === 'fulfilled').length).toBeLessThanOrEqual(1);
      }
      await s.idle();
      s.dispose();
      expect(s.seq).toBeGreaterThan(10);
      const log = (await st.loadGame('O1'))?.log ?? [];
      expect(log).toHaveLength(s.seq);
      // A bot's one-by-one answer (a discard of several cards) is one step: its decisions are appended one by one,
      // announced once, and the snapshots waiting on them go out then (redaction/history.ts `joinsPrevious`).
      const expected: string[] = [];
      const game = servedGame('paopaosha');
      const state = game.module.setup(game.module.validateConfig({ players: 4 }), 5);
      let prev: Decided | null = null;
      let group: number[] = [];
      const close = () => {
        const last = group[group.length - 1] as number;
        expected.push(`step ${last}`, ...group.map(() => `snapshot ${last}`));
        group = [];
      };
      log.forEach((e, i) => {
        const p = game.module.pending(state);
        const now: Decided = { seat: e.seat, kind: p?.kind ?? '', single: p?.seats.length === 1, source: e.source };
        if (prev !== null && !joinsPrevious(game.oneByOneKinds, prev, now)) close();
        expected.push(`append ${i + 1}`, `stored ${i + 1}`);
        group.push(i + 1);
        game.module.apply(state, e.seat, e.d);
        prev = now;
      });
      close();
      expect(trace.filter((t) => t !== 'step 0')).toEqual(expected);
    });
  });
}
