/**
 * A room that is gone (pages/RoomGone.tsx): when its last game ended while this player was away, the page shows that
 * game's result from the server (`GET /api/rooms/:code/ended`, asked with this browser's token for the room) — the
 * player's outcome, the result panel and the replay link — instead of a bare "no such room"; a room without a finished
 * game, or another failure, says why.
 */
import type { AnyGameModule } from '@shaju/engine';
import type { EndedGame } from '@shaju/protocol';
import { shajisifu } from '@shaju/shajisifu';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { MissedGame, RoomGone } from '../src/pages/RoomGone.tsx';
import { playLive } from './live.ts';

const live = playLive(shajisifu as AnyGameModule, { players: 4 }, 5);
const real = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = real;
  localStorage.clear();
});

/** Answers every request with `status` and `body`, and keeps what was asked (address and authorization). */
function serve(status: number, body: unknown): { url: string; auth: string | null }[] {
  const asked: { url: string; auth: string | null }[] = [];
  globalThis.fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

const result = live.record.result as unknown as { winners: number[]; draw: boolean; reason: string };
const ended = (seat: number | null): EndedGame => ({
  gameId: 'GONE1-2',
  seat,
  result: { winners: result.winners, draw: result.draw, reason: result.reason, why: {} },
  record: { ...live.record, players: ['Ann', 'Bob', 'Cat', 'Dan'] } as unknown as EndedGame['record'],
});

test("the last game's result, for this player, when the room closed after it ended while they were away", async () => {
  localStorage.setItem('shaju:token:GONE1', 'tok-abcdefghijklmnopqrstuvwx');
  const loser = [0, 1, 2, 3].find((s) => !result.winners.includes(s)) ?? 0;
  const asked = serve(200, ended(loser));
  render(<RoomGone code="GONE1" failure="room 'GONE1' not found" />);
  const title = await screen.findByTestId('ended-away-title');
  expect(title.textContent).toBe('这个房间的上一局已经结束：你输了。');
  expect(asked).toEqual([{ url: '/api/rooms/GONE1/ended', auth: 'Bearer tok-abcdefghijklmnopqrstuvwx' }]);
  expect(screen.getByTestId('winners').textContent).toContain(['Ann', 'Bob', 'Cat', 'Dan'][result.winners[0] ?? 0]);
  expect(screen.getByTestId('replay-link').getAttribute('href')).toBe('/replay/GONE1-2');
  // The room is closed: home, no 再来一局.
  expect(screen.queryByTestId('again')).toBeNull();
  expect(screen.getByTestId('home')).toBeTruthy();
  expect(screen.queryByTestId('room-failed')).toBeNull();
});

test('a winner is told so; someone with no seat in it is told who won', async () => {
  serve(200, ended(result.winners[0] ?? 0));
  const { unmount } = render(<RoomGone code="GONE1" failure="not found" />);
  expect((await screen.findByTestId('ended-away-title')).textContent).toBe('这个房间的上一局已经结束：你赢了。');
  unmount();
  const asked = serve(200, ended(null));
  render(<RoomGone code="GONE1" failure="not found" />);
  expect((await screen.findByTestId('ended-away-title')).textContent).toMatch(/：胜者：/);
  expect(asked[0]?.auth).toBeNull();
});

test('no finished game in the room: no such room, with the links; another failure is told as it is', async () => {
  serve(404, { code: 'not_found', message: 'no finished game in that room' });
  const { unmount } = render(<RoomGone code="GONE2" failure="not found" />);
  expect((await screen.findByTestId('room-failed')).textContent).toContain('没有房间号为 GONE2 的进行中的房间');
  unmount();
  const asked = serve(200, ended(0));
  render(<RoomGone code="GONE3" failure="seat reservation expired" />);
  expect(screen.getByTestId('room-failed').textContent).toContain('seat reservation expired');
  expect(asked).toEqual([]);
});

test('watching a rematch that started without this player: how their game went, with its replay', async () => {
  const none = serve(200, ended(0));
  const { unmount } = render(<MissedGame code="GONE1" gameId="GONE1-3" />);
  // No token for the room: this browser never sat there, nothing is asked.
  await new Promise((r) => setTimeout(r, 20));
  expect(none).toEqual([]);
  unmount();
  localStorage.setItem('shaju:token:GONE1', 'tok-abcdefghijklmnopqrstuvwx');
  const winner = result.winners[0] ?? 0;
  serve(200, ended(winner));
  const view = render(<MissedGame code="GONE1" gameId="GONE1-3" />);
  const line = await screen.findByTestId('missed-game');
  expect(line.textContent).toContain('你的上一局在你离开时已经结束：你赢了');
  expect(line.querySelector('a')?.getAttribute('href')).toBe('/replay/GONE1-2');
  view.unmount();
  // The game it names is the one being watched (it is not over), or this browser had no seat in it: nothing.
  serve(200, ended(winner));
  const same = render(<MissedGame code="GONE1" gameId="GONE1-2" />);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('missed-game')).toBeNull();
  same.unmount();
  // Watching the room's first game (its id is the code) or no game yet: nothing earlier to tell, nothing is asked.
  const first = serve(200, ended(winner));
  const firstView = render(<MissedGame code="GONE1" gameId="GONE1" />);
  const lobby = render(<MissedGame code="GONE1" gameId="" />);
  await new Promise((r) => setTimeout(r, 50));
  expect(first).toEqual([]);
  firstView.unmount();
  lobby.unmount();
  serve(200, ended(null));
  render(<MissedGame code="GONE1" gameId="GONE1-3" />);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByTestId('missed-game')).toBeNull();
});
