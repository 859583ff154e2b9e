/**
 * The tables' countdown (@shaju/ui `Countdown`): its bar starts full at the time left when the client first saw the
 * request, shrinks with the clock, and starts full again for a new request or a new deadline; it is the only clock the
 * games' table packages use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Countdown } from '@shaju/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => (screen.getByTestId('countdown').firstElementChild as HTMLElement).style.width;
const text = () => screen.getByTestId('countdown').textContent;

test('full at first sight, shrinking with the clock, full again for a new request or deadline', () => {
  const view = render(<Countdown deadline={1_000_000 + 12_000} request={4} />);
  expect(bar()).toBe('100%');
  expect(text()).toMatch(/剩余 12 秒/);
  act(() => {
    vi.advanceTimersByTime(6000);
  });
  expect(bar()).toBe('50%');
  expect(text()).toMatch(/剩余 6 秒/);
  // The same request with a fresh deadline (the server gave more time): full again, at its new length.
  view.rerender(<Countdown deadline={1_006_000 + 20_000} request={4} />);
  expect(bar()).toBe('100%');
  expect(text()).toMatch(/剩余 20 秒/);
  // Another request, seen with 8 s left: full at 8 s.
  act(() => {
    vi.advanceTimersByTime(4000);
  });
  view.rerender(<Countdown deadline={1_010_000 + 8000} request={5} />);
  expect(bar()).toBe('100%');
  expect(text()).toMatch(/剩余 8 秒/);
  view.rerender(<Countdown deadline={null} request={null} />);
  expect(screen.queryByTestId('countdown')).toBeNull();
});

test('the games’ table packages read no clock and set no timer (the countdown and the hold are @shaju/ui’s)', () => {
  const root = process.cwd();
  const files = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
  const reads = ['games/paopaosha/table', 'games/shajisifu/table']
    .flatMap(files)
    .filter((f) =>
      /Date\.now\(|performance\.now\(|new Date\(|setTimeout\(|setInterval\(/.test(readFileSync(join(root, f), 'utf8')),
    );
  expect(reads).toEqual([]);
});
