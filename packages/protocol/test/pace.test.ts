/**
 * A room's bot pace (@shaju/protocol `BOT_PACES`, `botDelayOf`): a human-like delay drawn in the pace's range, a fixed
 * delay when a room sets one (tests, benchmarks), and `normal` for a new room.
 */

import { expect, test } from 'vitest';
import { BOT_PACES, botDelayOf, PACES, TimerSettings } from '../src/index.ts';

test('a bot waits a delay drawn in its pace’s range; a fixed delay stands in for the pace; a new room is normal', () => {
  for (const pace of PACES) {
    const [lo, hi] = BOT_PACES[pace];
    expect(botDelayOf(pace, undefined, 0)).toBe(lo);
    expect(botDelayOf(pace, undefined, 0.999_999)).toBe(hi);
    const mid = botDelayOf(pace, undefined, 0.5);
    expect(mid).toBeGreaterThan(lo);
    expect(mid).toBeLessThan(hi);
  }
  expect(BOT_PACES.normal).toEqual([600, 1200]);
  expect(BOT_PACES.fast[1]).toBeLessThan(BOT_PACES.normal[0]);
  expect(BOT_PACES.slow[0]).toBeGreaterThanOrEqual(BOT_PACES.normal[1]);
  expect(botDelayOf('slow', 10, 0.5)).toBe(10);
  const room = TimerSettings.parse({});
  expect(room.pace).toBe('normal');
  expect(room.botDelayMs).toBeUndefined();
  expect(() => TimerSettings.parse({ pace: 'ludicrous' })).toThrow();
});
