/**
 * A timed-out discard of several cards: 跑跑杀 asks discards card by card (manifest `oneByOneKinds`), and the server
 * answers the rest of the same seat's discards with the default at once, under the one timer and the one timeout
 * (apps/server/src/session/live-game.ts `finishOneByOne`). Before, each card waited out a timer of its own (3 cards, 3 timers)
 * and counted as a timeout of its own (a 3-card discard put the seat under the 3-timeout cover).
 */
import type { PaopaoshaState } from '@shaju/paopaosha';
import { expect, test } from 'vitest';
import { servedGame } from '../src/games.ts';
import { LiveGame } from '../src/session/live-game.ts';
import type { SessionHost } from '../src/session/seats.ts';
import { asyncStorage, type StoredSettings } from '../src/storage/api.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';

const served = servedGame('paopaosha');
const m = served.module;

/**
 * Decisions from the setup of game `seed` (5 players) until seat 0 is asked to discard at least `least` cards: every
 * seat declines where it may (as a timeout would), else takes the first legal decision. Null when no such point comes.
 */
function upToDiscard(
  config: unknown,
  seed: number,
  least: number,
): { log: { seat: number; d: unknown }[]; count: number } | null {
  const s = m.setup(config, seed, []) as PaopaoshaState;
  const log: { seat: number; d: unknown }[] = [];
  for (let i = 0; i < 2000; i++) {
    const p = m.pending(s);
    if (p === null) return null;
    const seat = p.seats[0] as number;
    const count = s.ask?.count ?? 0;
    if (seat === 0 && p.kind === 'discard' && count >= least) return { log, count };
    const legal = m.legal(s, seat);
    const d = legal.find((x) => served.kit.isDecline(x)) ?? legal[0];
    m.apply(s, seat, d, []);
    log.push({ seat, d });
  }
  return null;
}

test('a timed-out discard of 3 or more cards is made at the one deadline, and counts as one timeout', async () => {
  const config = m.validateConfig({ players: 5 });
  let seed = 1;
  let found = upToDiscard(config, seed, 3);
  while (found === null && seed < 200) found = upToDiscard(config, ++seed, 3);
  if (found === null) throw new Error('no seed in 1–200 asks seat 0 to discard 3 cards');
  const { log, count } = found;

  const sql = new SqliteStorage(':memory:');
  const storage = asyncStorage(sql);
  // Bots wait a minute: only the timer moves the game during the test.
  const settings: StoredSettings = {
    turnSeconds: 1,
    responseSeconds: 1,
    minResponseMs: 0,
    botDelayMs: 60_000,
    graceSeconds: 60,
    botKind: 'heuristic',
    private: true,
  };
  const seats = [0, 1, 2, 3, 4].map((i) => ({
    name: i === 0 ? 'ann' : `bot${i}`,
    tokenHash: i === 0 ? 'h' : null,
    bot: i === 0 ? null : 'heuristic',
  }));
  await storage.createGame({
    id: 'G1',
    game: 'paopaosha',
    version: m.version,
    config,
    seed,
    settings,
    seats,
    createdAt: 0,
  });
  for (const [i, e] of log.entries()) await storage.appendDecision('G1', i + 1, e.seat, e.d, 'bot');
  const stored = await storage.loadGame('G1');
  if (!stored) throw new Error('the game was not stored');
  const host: SessionHost = {
    onStep: () => {},
    onFinished: () => {},
    onSeatsChanged: () => {},
    onHeldDropped: () => {},
  };
  const session = LiveGame.restore(stored, served, storage, host);
  try {
    await session.begin();
    const t0 = Date.now();
    while (Date.now() - t0 < 10_000) {
      const p = session.pending();
      if (p === null || !(p.kind === 'discard' && p.seats.length === 1 && p.seats[0] === 0)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await session.idle();
    const after = (await storage.loadGame('G1'))?.log.slice(log.length) ?? [];
    const mine = after.filter((e) => e.seat === 0);
    expect(mine.map((e) => [(e.d as { t: string }).t, e.source])).toEqual(
      Array.from({ length: count }, () => ['discard', 'timeout']),
    );
    expect(session.seats[0]?.timeouts).toBe(1);
    expect(session.seats[0]?.cover).toBeNull();
  } finally {
    session.dispose();
    sql.close();
  }
});
