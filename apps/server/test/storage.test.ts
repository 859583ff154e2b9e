import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { servedGame } from '../src/games.ts';
import { GameSession } from '../src/session.ts';
import { RefusedError } from '../src/session-parts.ts';
import { SqliteStorage, type StoredSettings } from '../src/storage.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

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

test('SQLite storage: games, the append-only log, results and player records survive a reopen', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shaju-st-'));
  dirs.push(dir);
  const file = join(dir, 'db', 'shaju.sqlite');
  const st = new SqliteStorage(file);
  st.createGame({
    id: 'G1',
    game: 'shajisifu',
    version: 1,
    config: { players: 4 },
    seed: 7,
    settings: SETTINGS,
    seats: SEATS,
    createdAt: 1,
  });
  expect(st.hasGame('G1')).toBe(true);
  expect(() =>
    st.createGame({
      id: 'G1',
      game: 'shajisifu',
      version: 1,
      config: {},
      seed: 7,
      settings: SETTINGS,
      seats: SEATS,
      createdAt: 1,
    }),
  ).toThrow();
  st.appendDecision('G1', 1, 0, { t: 'play', card: 3 }, 'human');
  st.appendDecision('G1', 2, 1, { t: 'stop' }, 'bot');
  expect(() => st.appendDecision('G1', 4, 1, { t: 'stop' }, 'bot')).toThrow(/expected 3/);
  expect(() => st.appendDecision('G1', 2, 1, { t: 'stop' }, 'bot')).toThrow();
  expect(st.unfinishedIds()).toEqual(['G1']);
  st.close();
  const st2 = new SqliteStorage(file);
  // The next number is read back from the database after a restart.
  expect(() => st2.appendDecision('G1', 2, 1, { t: 'pass' }, 'timeout')).toThrow(/expected 3/);
  st2.appendDecision('G1', 3, 2, { t: 'pass' }, 'timeout');
  const g = st2.loadGame('G1');
  expect(g?.log).toEqual([
    { seat: 0, d: { t: 'play', card: 3 }, source: 'human' },
    { seat: 1, d: { t: 'stop' }, source: 'bot' },
    { seat: 2, d: { t: 'pass' }, source: 'timeout' },
  ]);
  st2.finishGame('G1', { winners: [0], draw: false, reason: 'victory', why: { 0: ['X'] } }, 'abc', [
    { tokenHash: 'h0', name: 'p0', seat: 0, identity: 'spades', won: true, score: null },
    { tokenHash: 'h1', name: 'p1', seat: 1, identity: 'hearts', won: false, score: 2 },
  ]);
  expect(st2.unfinishedIds()).toEqual([]);
  expect(st2.loadGame('G1')?.status).toBe('finished');
  expect(st2.loadGame('G1')?.finalHash).toBe('abc');
  const r = st2.playerRecord('h0');
  expect(r.games).toBe(1);
  expect(r.wins).toBe(1);
  expect(r.byIdentity).toEqual({ shajisifu: { spades: { games: 1, wins: 1 } } });
  expect(st2.playerRecord('h1').score).toBe(2);
  expect(st2.playerRecord('nobody').games).toBe(0);
  st2.close();
});

test('a decision the storage cannot append is refused and the state is rolled back', () => {
  const st = new SqliteStorage(':memory:');
  let fail = false;
  const flaky = Object.create(st) as SqliteStorage;
  flaky.appendDecision = (...a: Parameters<SqliteStorage['appendDecision']>) => {
    if (fail) throw new Error('disk full');
    st.appendDecision(...a);
  };
  const steps: number[] = [];
  const s = GameSession.start({
    id: 'R1',
    served: servedGame('shajisifu'),
    config: { players: 4 },
    seed: 3,
    seats: SEATS,
    settings: SETTINGS,
    storage: flaky,
    host: { ...host, onStep: () => steps.push(1) },
  });
  s.begin();
  const p = s.pending();
  if (!p) throw new Error('no request');
  const seat = p.seats[0] as number;
  const before = JSON.stringify(s.stepFor(seat, [], true));
  const legal = (s.stepFor(seat, [], true).view as { legal: unknown[] }).legal;
  fail = true;
  const n = steps.length;
  expect(() => s.submit(seat, p.id, legal[0])).toThrow(RefusedError);
  expect(steps.length).toBe(n);
  expect(JSON.stringify(s.stepFor(seat, [], true))).toBe(before);
  fail = false;
  s.submit(seat, p.id, legal[0]);
  expect(s.seq).toBe(1);
  expect(st.loadGame('R1')?.log).toHaveLength(1);
  s.dispose();
  st.close();
});
