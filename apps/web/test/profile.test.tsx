/**
 * The profile page: the record of this browser's profile token (history with replay links, statistics per game and
 * identity, ratings), the transfer code that carries the token and nickname to another browser, and the leaderboard.
 */
import type { Leaderboard, PlayerRecord } from '@shaju/protocol';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { exportCode, importCode, profileToken, profileTokenFor } from '../src/net/profile.ts';

const real = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = real;
  localStorage.clear();
});

const RECORD: PlayerRecord = {
  tag: '3f0a',
  games: 2,
  wins: 1,
  score: 0,
  recent: [],
  byIdentity: { paopaosha: { guozhu: { games: 1, wins: 1, draws: 0 }, qiangdao: { games: 1, wins: 0, draws: 0 } } },
  byGame: { paopaosha: { games: 2, wins: 1, draws: 0 } },
  ratings: { paopaosha: { mu: 26.1, sigma: 7.9, ordinal: 2.4, games: 2 } },
  history: [
    {
      gameId: 'ROOM1-2',
      game: 'paopaosha',
      seat: 1,
      identity: 'qiangdao',
      result: 'lost',
      score: null,
      rules: { preset: 'seed', presetVersion: 1, options: { dileiDamage: 4 } },
      at: Date.UTC(2026, 11, 1, 12),
      rating: { before: 3.1, after: 2.4 },
    },
    {
      gameId: 'ROOM1',
      game: 'paopaosha',
      seat: 0,
      identity: 'guozhu',
      result: 'won',
      score: null,
      rules: null,
      at: Date.UTC(2026, 11, 1, 11),
      rating: { before: 0, after: 3.1 },
    },
  ],
};

function serve(body: unknown, asked: { url: string; auth: string | null }[]): void {
  globalThis.fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

test('the profile shows the history with replay links, statistics per identity and the rating, asked with the token', async () => {
  localStorage.setItem('shaju:name', '小明');
  const asked: { url: string; auth: string | null }[] = [];
  serve(RECORD, asked);
  const { default: ProfilePage } = await import('../src/pages/ProfilePage.tsx');
  render(<ProfilePage />);
  expect(screen.getByTestId('profile-name').textContent).toBe('小明');
  const history = await screen.findByTestId('profile-history');
  expect(asked).toEqual([{ url: '/api/record', auth: `Bearer ${profileToken()}` }]);
  const links = screen.getAllByTestId('profile-replay').map((a) => a.getAttribute('href'));
  expect(links).toEqual(['/replay/ROOM1-2', '/replay/ROOM1']);
  // Identities in words once the game's kit has loaded (the record names them by id).
  await vi.waitFor(() => expect(screen.getAllByTestId('profile-game')[0]?.textContent).toContain('强盗'), {
    timeout: 15_000,
  });
  const rows = screen.getAllByTestId('profile-game').map((r) => r.textContent ?? '');
  expect(rows[0]).not.toContain('qiangdao');
  // Seats are numbered from 0, as on the table, in the result and in the replay.
  expect(rows[0]).toContain('1号');
  expect(rows[1]).toContain('0号');
  expect(rows[0]).toContain('负');
  // The preset by its title and the options by their words, not their ids.
  expect(rows[0]).toMatch(/原版[^·]* · 地雷伤害: 4/);
  expect(rows[0]).not.toContain('seed');
  expect(rows[0]).not.toContain('dileiDamage');
  // The rating change said once: the change, then the rating it left.
  expect(rows[0]).toContain('−0.7，变为 2.4');
  expect(rows[0]).not.toContain('(');
  expect(rows[1]).toContain('+3.1，变为 3.1');
  expect(rows[1]).toContain('胜');
  expect(rows[1]).toContain('默认规则');
  expect(history.textContent).toContain('跑跑杀');
  const stats = screen.getByTestId('profile-stats').textContent ?? '';
  expect(stats).toContain('国主');
  expect(stats).not.toContain('guozhu');
  expect(stats).toContain('100%');
  // Two rated games: the rating shown is provisional (5 games settle it); OpenSkill's figures one click away.
  expect(screen.getByTestId('profile-ordinal').textContent).toBe('2.4 定级中，还差 3 局');
  const ratings = screen.getByTestId('profile-ratings');
  expect(ratings.textContent).not.toContain('26.1');
  fireEvent.click(screen.getByTestId('raw'));
  expect(ratings.textContent).toContain('26.1');
  expect(ratings.textContent).toContain('7.9');
  // The public tag the leaderboards show, beside the nickname.
  expect(screen.getByTestId('profile-tag').textContent).toBe('#3f0a');
});

test('the statistics table has no empty cell: the game heads its rows, the totals say "all identities", draws per identity', async () => {
  serve(RECORD, []);
  const { default: ProfilePage } = await import('../src/pages/ProfilePage.tsx');
  render(<ProfilePage />);
  const stats = await screen.findByTestId('profile-stats');
  const cells = [...stats.querySelectorAll('tbody th, tbody td')].map((c) => c.textContent ?? '');
  expect(cells.length).toBe(6 + 5 * 2);
  expect(cells.filter((c) => c.trim() === '')).toEqual([]);
  const group = screen.getByTestId('profile-stats-paopaosha');
  const head = group.querySelector('th[scope=rowgroup]');
  expect(head?.textContent).toBe('跑跑杀');
  expect(head?.getAttribute('rowspan')).toBe('3');
  expect(group.querySelector('.profile-total')?.textContent).toContain('全部身份');
  const ids = screen.getAllByTestId('profile-stats-identity').map((r) => [...r.children].map((c) => c.textContent));
  // identity, games, wins, draws, win rate (the identity in words once the kit loads).
  expect(ids.map((r) => r.slice(1))).toEqual([
    ['1', '1', '0', '100%'],
    ['1', '0', '0', '0%'],
  ]);
});

test('a record without draws per identity (an older server) shows a dash that says why; a first rated game reads once', async () => {
  const old: PlayerRecord = {
    ...RECORD,
    tag: undefined,
    byIdentity: { paopaosha: { guozhu: { games: 1, wins: 1 } } },
    history: [{ ...(RECORD.history[1] as PlayerRecord['history'][number]), rating: { before: 0, after: -6.7 } }],
  };
  serve(old, []);
  const { default: ProfilePage } = await import('../src/pages/ProfilePage.tsx');
  render(<ProfilePage />);
  await screen.findByTestId('profile-stats');
  const row = screen.getByTestId('profile-stats-identity');
  const draws = row.children[3] as HTMLElement;
  expect(draws.textContent).toBe('—');
  expect(draws.getAttribute('title')).toBe('服务器未按身份记录平局');
  expect(screen.queryByTestId('profile-tag')).toBeNull();
  // A newcomer's first loss: never shown below 0 (OpenSkill's own −6.7 is in the title), the change said once.
  const game = screen.getByTestId('profile-game');
  expect(game.textContent).toContain('±0.0，变为 0.0');
  expect(game.textContent).not.toContain('−');
  expect(game.querySelector('[title]')?.getAttribute('title')).toBe('OpenSkill μ − 3σ：0.0 → −6.7');
});

test('no finished game yet: the page says so', async () => {
  serve({ ...RECORD, history: [], byGame: {}, byIdentity: {}, ratings: {}, games: 0, wins: 0 }, []);
  const { default: ProfilePage } = await import('../src/pages/ProfilePage.tsx');
  render(<ProfilePage />);
  expect(await screen.findByTestId('profile-no-games')).toBeTruthy();
  expect(screen.queryByTestId('profile-ratings')).toBeNull();
});

test('no nickname saved: the field shows the default nickname in use, the one the header shows', async () => {
  localStorage.removeItem('shaju:name');
  serve({ ...RECORD, history: [], byGame: {}, byIdentity: {}, ratings: {}, games: 0, wins: 0 }, []);
  const { default: ProfilePage } = await import('../src/pages/ProfilePage.tsx');
  render(<ProfilePage />);
  const shown = screen.getByTestId('profile-name').textContent ?? '';
  expect(shown).toMatch(/^玩家\d+$/);
  const field = screen.getByTestId('name') as HTMLInputElement;
  expect(field.value).toBe('');
  expect(field.placeholder).toBe(shown);
});

test('a transfer code carries token and nickname; a bad code changes nothing', () => {
  const token = profileToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(profileToken()).toBe(token);
  const code = exportCode('小明');
  localStorage.clear();
  expect(profileToken()).not.toBe(token);
  const other = profileToken();
  expect(importCode('nonsense')).toEqual({ failure: 'format' });
  expect(importCode('SHAJU1.short.eA')).toEqual({ failure: 'token' });
  expect(profileToken()).toBe(other);
  expect(importCode(`  ${code}\n`)).toEqual({ name: '小明' });
  expect(profileToken()).toBe(token);
  // A second session of this page in the same room gets no profile token (it would take the first one's seat).
  expect(profileTokenFor('ROOMX')).toBe(token);
  expect(profileTokenFor('ROOMX')).toBeUndefined();
});

test('importing on the page switches the record and the nickname', async () => {
  const code = exportCode('Alice');
  const token = profileToken();
  localStorage.clear();
  const asked: { url: string; auth: string | null }[] = [];
  serve(RECORD, asked);
  const { default: ProfilePage } = await import('../src/pages/ProfilePage.tsx');
  render(<ProfilePage />);
  await screen.findByTestId('profile-history');
  fireEvent.change(screen.getByTestId('profile-import-code'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('profile-import'));
  });
  expect(screen.getByTestId('profile-import-message').textContent).toContain('已导入');
  expect(screen.getByTestId('profile-name').textContent).toBe('Alice');
  await screen.findByTestId('profile-history');
  expect(asked.at(-1)?.auth).toBe(`Bearer ${token}`);
  fireEvent.click(screen.getByTestId('profile-export'));
  expect((screen.getByTestId('profile-code') as HTMLInputElement).value).toBe(code);
});

test("the leaderboard lists the best ratings of a game, names apart by their tags, the asker's own line marked", async () => {
  const board: Leaderboard = {
    game: 'paopaosha',
    entries: [
      { rank: 1, name: 'Alice', tag: '3f0a', mu: 30, sigma: 5, ordinal: 15, games: 4 },
      { rank: 2, name: 'Alice', tag: 'b71c', mu: 24, sigma: 6, ordinal: 6, games: 3, you: true },
    ],
  };
  const token = profileToken();
  const asked: { url: string; auth: string | null }[] = [];
  serve(board, asked);
  const { default: LeaderboardPage } = await import('../src/pages/LeaderboardPage.tsx');
  render(<LeaderboardPage game="paopaosha" />);
  const table = await screen.findByTestId('leaderboard-table');
  expect(asked[0]).toEqual({ url: '/api/leaderboard/paopaosha', auth: `Bearer ${token}` });
  const rows = [...table.querySelectorAll('tbody tr')];
  // The rating as shown and the games; a provisional one says so; OpenSkill's figures one click away.
  expect(rows.map((r) => r.textContent)).toEqual([
    '1Alice #3f0a15.0 定级中，还差 1 局4',
    '2Alice #b71c · 你6.0 定级中，还差 2 局3',
  ]);
  fireEvent.click(screen.getByTestId('raw'));
  expect(table.querySelector('tbody tr')?.textContent).toBe('1Alice #3f0a15.0 定级中，还差 1 局415.030.05.0');
  expect(rows.map((r) => r.getAttribute('data-you'))).toEqual([null, 'true']);
});
