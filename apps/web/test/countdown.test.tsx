/**
 * The tables' countdown (@shaju/ui `Countdown`): its bar is the time left over the request's whole time as the server
 * set it, so a page that comes in late (a reload) shows it as far gone as the others; it shrinks with the clock; it is
 * the only clock the games' table packages use.
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

test('the bar is the time left over the request’s whole time: a late page sees it part gone, and it shrinks', () => {
  // A 12 s request opened 3 s before this page saw it (a reload mid-request): a quarter gone already.
  const view = render(<Countdown deadline={1_000_000 + 9000} span={12_000} />);
  expect(bar()).toBe('75%');
  expect(text()).toMatch(/剩余 9 秒/);
  act(() => {
    vi.advanceTimersByTime(6000);
  });
  expect(bar()).toBe('25%');
  expect(text()).toMatch(/剩余 3 秒/);
  // A new request of 20 s, just opened: full.
  view.rerender(<Countdown deadline={1_006_000 + 20_000} span={20_000} />);
  expect(bar()).toBe('100%');
  expect(text()).toMatch(/剩余 20 秒/);
  // The server's clock a second ahead of this one: never more than the request's length, never past full.
  view.rerender(<Countdown deadline={1_006_000 + 21_000} span={20_000} />);
  expect(bar()).toBe('100%');
  expect(text()).toMatch(/剩余 20 秒/);
  // Past the deadline (the server's answer on its way): empty, 0 s.
  act(() => {
    vi.advanceTimersByTime(25_000);
  });
  expect(bar()).toBe('0%');
  expect(text()).toMatch(/剩余 0 秒/);
  view.rerender(<Countdown deadline={null} span={null} />);
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
