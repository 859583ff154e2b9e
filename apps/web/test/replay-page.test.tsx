/**
 * The replay page in happy-dom: loading, not found, a failed load and its retry, the controls (buttons, keys, slider,
 * viewer, play), the result at the end, and the hash warning. The table is a stand-in that shows the props it got.
 */
import type { AnyGameModule } from '@shaju/engine';
import { shajisifu } from '@shaju/shajisifu';
import type { TableProps } from '@shaju/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import ReplayPage from '../src/pages/ReplayPage.tsx';
import { playLive } from './live.ts';

vi.mock('../../../games/shajisifu/table/index.tsx', () => ({
  default: (p: TableProps<{ seat: number | null }>) => (
    <pre data-testid="table">
      {JSON.stringify({
        seat: p.view.seat,
        batches: p.log.length,
        pending: p.pending,
        decide: typeof p.decide,
        names: p.names,
      })}
    </pre>
  ),
}));

const live = playLive(shajisifu as AnyGameModule, { players: 4 }, 5);
const total = live.record.log.length;
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Serves `body` with `status` for `/api/games/ROOM1`, and counts the calls. */
function serve(status: number, body: unknown): { calls: string[] } {
  const calls: string[] = [];
  globalThis.fetch = (async (url: string) => {
    calls.push(String(url));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls };
}

const tableProps = () => JSON.parse(screen.getByTestId('table').textContent ?? '{}');
const count = () => screen.getByTestId('replay-count').textContent;

test('replays a finished game read-only: step, keys, seek, viewer, play, and the result at the end', async () => {
  const { calls } = serve(200, live.record);
  render(<ReplayPage id="ROOM1" />);
  expect(screen.getByTestId('replay-loading').textContent).toBe('正在载入回放…');
  await screen.findByTestId('table');
  expect(calls).toEqual(['/api/games/ROOM1']);
  expect(count()).toBe(`第 0 / ${total} 步`);
  expect(tableProps()).toEqual({
    seat: null,
    batches: 1,
    pending: null,
    decide: 'undefined',
    names: ['P0', 'P1', 'P2', 'P3'],
  });
  expect(screen.getByTestId('replay-hash-ok')).toBeTruthy();

  fireEvent.click(screen.getByTestId('replay-next'));
  expect(count()).toBe(`第 1 / ${total} 步`);
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  expect(count()).toBe(`第 2 / ${total} 步`);
  fireEvent.keyDown(window, { key: 'ArrowLeft' });
  expect(count()).toBe(`第 1 / ${total} 步`);
  fireEvent.change(screen.getByTestId('replay-seek'), { target: { value: '7' } });
  expect(count()).toBe(`第 7 / ${total} 步`);
  expect(screen.getByTestId('replay-who').textContent).toMatch(/^P(\d)（\1号）作出决定$/);

  fireEvent.change(screen.getByTestId('replay-viewer'), { target: { value: '2' } });
  expect(tableProps().seat).toBe(2);

  expect(screen.queryByTestId('replay-result')).toBeNull();
  fireEvent.keyDown(window, { key: 'End' });
  expect(count()).toBe(`第 ${total} / ${total} 步`);
  expect((screen.getByTestId('replay-next') as HTMLButtonElement).disabled).toBe(true);
  const winners = live.record.result?.winners.map((w) => `P${w}`).join('、');
  expect(screen.getByTestId('replay-winners').textContent).toBe(`获胜：${winners}`);

  fireEvent.keyDown(window, { key: 'Home' });
  expect(count()).toBe(`第 0 / ${total} 步`);
  fireEvent.change(screen.getByTestId('replay-speed'), { target: { value: '16' } });
  fireEvent.keyDown(window, { key: ' ' });
  expect(screen.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('true');
  await waitFor(() => expect(Number(screen.getByTestId('replay').dataset.step)).toBeGreaterThanOrEqual(2));
  fireEvent.click(screen.getByTestId('replay-play'));
  expect(screen.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('false');
  const at = screen.getByTestId('replay').dataset.step;
  await act(() => new Promise((r) => setTimeout(r, 150)));
  expect(screen.getByTestId('replay').dataset.step).toBe(at);
});

test('a game that is not finished (404) says so', async () => {
  serve(404, { code: 'wrong_phase', message: 'no finished game with that id' });
  render(<ReplayPage id="NOPE" />);
  expect((await screen.findByTestId('replay-notFound')).textContent).toContain('找不到这局游戏');
});

test('a failed load offers a retry', async () => {
  serve(500, {});
  render(<ReplayPage id="ROOM1" />);
  expect((await screen.findByTestId('replay-failed')).textContent).toContain('HTTP 500');
  serve(200, live.record);
  fireEvent.click(screen.getByText('重试'));
  await screen.findByTestId('table');
});

test('a record that does not match its final hash is shown with a warning; an unknown game is refused', async () => {
  serve(200, { ...live.record, finalHash: 'ffffffffffffff' });
  const { unmount } = render(<ReplayPage id="ROOM1" />);
  expect((await screen.findByTestId('replay-hash-bad')).textContent).toContain('ffffffffffffff');
  unmount();
  serve(200, { ...live.record, game: 'chess' });
  render(<ReplayPage id="ROOM1" />);
  expect((await screen.findByTestId('replay-invalid')).textContent).toContain('chess');
});

test('the end of a replay states the winners, read only (visually hidden) when the table below says them itself', async () => {
  const { kitOf } = await import('@shaju/games/loaded');
  const { ReplayResult } = await import('../src/pages/ReplayResult.tsx');
  const { parseRecord, Replay } = await import('../src/replay/replay.ts');
  const replay = new Replay(shajisifu as AnyGameModule, parseRecord(live.record));
  const names = ['P0', 'P1', 'P2', 'P3'];
  const props = { replay, game: kitOf('shajisifu'), names, seat: null, lang: 'zh' } as const;
  const { unmount } = render(<ReplayResult {...props} />);
  expect(screen.getByTestId('replay-winners').className).toBe('winners');
  unmount();
  render(<ReplayResult {...props} tableSaysWinners />);
  const hidden = screen.getByTestId('replay-winners');
  expect(hidden.className).toContain('visually-hidden');
  expect(hidden.textContent).toMatch(/^获胜：/);
});
