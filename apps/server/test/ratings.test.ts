import { shownRating } from '@shaju/protocol';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashToken } from '../src/rooms/context.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { BOT_RATINGS, NEW_RATING, ordinalOf, rateGame } from '../src/social/ratings.ts';
import { SqliteStorage, type StoredSeat, type StoredSettings } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

const SETTINGS: StoredSettings = {
  turnSeconds: 600,
  responseSeconds: 600,
  minResponseMs: 0,
  botDelayMs: 0,
  graceSeconds: 60,
  botKind: 'random',
  private: false,
  rules: { preset: 'standard', presetVersion: 1, options: { dileiDamage: 4 } },
};
const TOKEN_A = 'profile-token-aaaaaaaaaaaa';
const TOKEN_B = 'profile-token-bbbbbbbbbbbb';
const A = hashToken(TOKEN_A);
const B = hashToken(TOKEN_B);

function play(
  st: SqliteStorage,
  id: string,
  seats: StoredSeat[],
  result: { winners: number[]; draw: boolean },
  game = 'paopaosha',
): void {
  st.createGame({
    id,
    game,
    version: 1,
    config: { players: seats.length },
    seed: 1,
    settings: SETTINGS,
    seats,
    createdAt: 1,
  });
  st.finishGame(id, { ...result, reason: result.draw ? 'maxTurns' : 'victory', why: {} }, 'hash', [
    ...seats.flatMap((s, seat) =>
      s.tokenHash === null
        ? []
        : [
            {
              tokenHash: s.tokenHash,
              name: s.name,
              seat,
              identity: `id${seat}`,
              won: result.winners.includes(seat),
              score: null,
            },
          ],
    ),
  ]);
}

const human = (name: string, tokenHash: string): StoredSeat => ({ name, tokenHash, bot: null });
const bot = (kind: string): StoredSeat => ({ name: kind, tokenHash: null, bot: kind });

test('rateGame: winners rise, losers fall, bots stay fixed; a draw between equals changes no mean', () => {
  const seats = [
    { kind: 'player' as const, rating: NEW_RATING },
    { kind: 'bot' as const, rating: BOT_RATINGS.search ?? NEW_RATING },
    { kind: 'player' as const, rating: NEW_RATING },
  ];
  const [a, b, c] = rateGame(seats, { winners: [0, 1], draw: false, reason: 'victory', why: {} });
  expect(b).toBeNull();
  expect(a?.mu).toBeGreaterThan(NEW_RATING.mu);
  expect(c?.mu).toBeLessThan(NEW_RATING.mu);
  expect(a?.sigma).toBeLessThan(NEW_RATING.sigma);
  const draw = rateGame(
    [
      { kind: 'player', rating: NEW_RATING },
      { kind: 'player', rating: NEW_RATING },
    ],
    { winners: [], draw: true, reason: 'maxTurns', why: {} },
  );
  expect(draw[0]?.mu).toBeCloseTo(NEW_RATING.mu, 6);
  expect(draw[1]?.mu).toBeCloseTo(NEW_RATING.mu, 6);
  expect(draw[0]?.sigma).toBeLessThan(NEW_RATING.sigma);
});

test('a finished game enters every seated person’s history with result, rules and the rating change', () => {
  const st = new SqliteStorage(':memory:');
  play(st, 'G1', [human('ann', A), bot('random'), human('bob', B), bot('search')], { winners: [0, 3], draw: false });
  play(st, 'G2', [human('ann', A), bot('heuristic')], { winners: [], draw: true });
  play(st, 'G3', [human('ann', A), bot('heuristic'), bot('heuristic')], { winners: [1], draw: false }, 'shajisifu');
  const r = st.playerRecord(A);
  expect(r.games).toBe(3);
  expect(r.history.map((h) => [h.gameId, h.game, h.seat, h.identity, h.result])).toEqual([
    ['G3', 'shajisifu', 0, 'id0', 'lost'],
    ['G2', 'paopaosha', 0, 'id0', 'draw'],
    ['G1', 'paopaosha', 0, 'id0', 'won'],
  ]);
  expect(r.history[2]?.rules).toEqual(SETTINGS.rules);
  expect(r.byGame).toEqual({
    paopaosha: { games: 2, wins: 1, draws: 1 },
    shajisifu: { games: 1, wins: 0, draws: 0 },
  });
  // G2 was a draw: counted per identity too.
  expect(r.byIdentity.paopaosha).toEqual({ id0: { games: 2, wins: 1, draws: 1 } });
  // G1 won from the new rating: the ordinal rose; G3 lost: it fell.
  const g1 = r.history[2]?.rating;
  expect(g1?.before).toBeCloseTo(ordinalOf(NEW_RATING), 6);
  expect(g1?.after).toBeGreaterThan(g1?.before ?? 0);
  const g3 = r.history[0]?.rating;
  expect(g3?.after).toBeLessThan(g3?.before ?? 0);
  // One rating per game, counting the games rated.
  expect(r.ratings.paopaosha?.games).toBe(2);
  expect(r.ratings.shajisifu?.games).toBe(1);
  expect(r.ratings.paopaosha?.ordinal).toBeCloseTo(g1 ? (r.history[1]?.rating?.after ?? 0) : 0, 6);
  // Bob lost G1 to ann and a bot.
  const rb = st.playerRecord(B);
  expect(rb.history[0]?.result).toBe('lost');
  expect(rb.ratings.paopaosha?.mu).toBeLessThan(NEW_RATING.mu);
  st.close();
});

test('bots’ ratings never change and never enter the leaderboard; the leaderboard ranks by ordinal', () => {
  const st = new SqliteStorage(':memory:');
  for (let i = 0; i < 3; i++) {
    play(st, `B${i}`, [human('ann', A), bot('search'), human('bob', B), bot('random')], { winners: [0], draw: false });
  }
  const board = st.leaderboard('paopaosha', 10);
  expect(board.map((e) => [e.rank, e.name, e.games])).toEqual([
    [1, 'ann', 3],
    [2, 'bob', 3],
  ]);
  expect(board[0]?.ordinal).toBeGreaterThan(board[1]?.ordinal ?? Number.POSITIVE_INFINITY);
  // The bots' figures are constants: the same before and after three games.
  expect(BOT_RATINGS).toEqual({
    random: { mu: 15, sigma: 1 },
    heuristic: { mu: 25, sigma: 1 },
    search: { mu: 30, sigma: 1 },
  });
  expect(st.leaderboard('shajisifu', 10)).toEqual([]);
  st.close();
});

let srv: RunningServer;
const storage = new SqliteStorage(':memory:');
beforeAll(async () => {
  srv = await startServer({ port: 0, storage, heartbeatMs: 0 });
});
afterAll(async () => {
  await srv?.close();
});

test('GET /api/record gives the history and ratings; GET /api/leaderboard/:game the board', async () => {
  play(storage, 'H1', [human('ann', A), bot('random')], { winners: [0], draw: false });
  const rec = (await (
    await fetch(`${srv.url}/api/record`, { headers: { authorization: `Bearer ${TOKEN_A}` } })
  ).json()) as {
    history: { gameId: string; result: string; rating: { before: number; after: number } }[];
    ratings: Record<string, { ordinal: number }>;
  };
  expect(rec.history.map((h) => [h.gameId, h.result])).toEqual([['H1', 'won']]);
  expect(rec.history[0]?.rating.after).toBeGreaterThan(rec.history[0]?.rating.before ?? 0);
  expect(rec.ratings.paopaosha?.ordinal).toBeCloseTo(rec.history[0]?.rating.after ?? 0, 6);
  const board = (await (await fetch(`${srv.url}/api/leaderboard/paopaosha`)).json()) as {
    entries: { name: string; rank: number }[];
  };
  expect(board.entries.map((e) => [e.rank, e.name])).toEqual([[1, 'ann']]);
  // No token hash leaves the server: a tag of four hex digits, not a piece of the hash.
  expect(JSON.stringify(board)).not.toContain(A);
  const tag = (board.entries[0] as { tag?: string }).tag ?? '';
  expect(tag).toMatch(/^[0-9a-f]{4}$/);
  // Asked with ann's token, her line is marked as hers; with another token or none, it is not.
  const as = async (token: string | null) =>
    (await (
      await fetch(`${srv.url}/api/leaderboard/paopaosha`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    ).json()) as { entries: { you?: boolean; tag: string }[] };
  expect((await as(TOKEN_A)).entries[0]).toMatchObject({ you: true, tag });
  expect((await as(TOKEN_B)).entries[0]?.you).toBeUndefined();
  expect((await as('not a token')).entries[0]?.you).toBeUndefined();
  expect((await fetch(`${srv.url}/api/leaderboard/NO%20SUCH`)).status).toBe(400);
});

test('the lobby shows each seated person’s rating in that game and the bots’ fixed ones', async () => {
  // ann (TOKEN_A) has a 跑跑杀 rating from the test above; in a new room she sits with her token beside a bot.
  const entry = storage.ratingOf(A, 'paopaosha');
  if (!entry) throw new Error('ann has no rating');
  // As players see it (shownRating): never below 0, provisional for the first rated games.
  const shown = shownRating(entry.ordinal, entry.games);
  const expected = shown.value.toFixed(1);
  const p = new TestPlayer(srv.url, 'ann');
  try {
    await p.create({ game: 'paopaosha', players: 3 }, { token: TOKEN_A });
    p.sendRaw('addBot', { seat: 1, kind: 'search' });
    await p.waitFor(() => p.room.state.seats?.[1]?.kind === 'bot', 5000, 'the bot seat');
    expect(p.room.state.seats?.[0]?.rating).toBe(expected);
    expect(p.room.state.seats?.[0]?.ratingLeft).toBe(shown.left);
    expect(shown.left).toBeGreaterThan(0);
    expect(p.room.state.seats?.[1]?.rating).toBe(Math.max(0, ordinalOf(BOT_RATINGS.search ?? NEW_RATING)).toFixed(1));
    expect(p.room.state.seats?.[1]?.ratingLeft).toBe(0);
    expect(p.room.state.seats?.[2]?.rating).toBe('');
  } finally {
    await p.leave();
  }
});
