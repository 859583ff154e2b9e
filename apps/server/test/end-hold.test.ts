/**
 * The hold of a finished game's room (rooms/end-hold.ts) on a fake room and clock: who is away at the end, the room's
 * `autoDispose` while someone is and after, a person coming back (or into the rematch lobby), a drop after the end,
 * the window's end, and a new game.
 */
import type { Delayed } from '@colyseus/core';
import { expect, test } from 'vitest';
import { EndHold } from '../src/rooms/end-hold.ts';
import type { LiveGame } from '../src/session/live-game.ts';

/** A room whose clock runs only when told (`fire`). */
function fakeRoom() {
  const timers: { f: () => void; ms: number; cleared: boolean }[] = [];
  const room = {
    autoDispose: false,
    clock: {
      setTimeout(f: () => void, ms: number): Delayed {
        const t = { f, ms, cleared: false };
        timers.push(t);
        return { clear: () => (t.cleared = true) } as unknown as Delayed;
      },
    },
  };
  const live = () => timers.filter((t) => !t.cleared);
  const fire = () => {
    for (const t of live()) {
      t.cleared = true;
      t.f();
    }
  };
  return { room, live, fire };
}

/** A finished game's seats: `h` a person connected, `a` a person away, `b` a bot. */
const game = (seats: string) =>
  ({
    seats: [...seats].map((k, i) => ({ tokenHash: k === 'b' ? null : `t${i}`, connected: k === 'h' })),
  }) as unknown as LiveGame;

test('nobody away: the room closes once empty, as before; a drop in the window holds it again', () => {
  const { room, live } = fakeRoom();
  const hold = new EndHold(room);
  const g = game('hbb');
  hold.ended(g, 5000, 1000);
  expect(room.autoDispose).toBe(true);
  expect(hold.holding).toBe(false);
  expect(hold.endFor('t0', true)).toBe(g);
  // A spectator (no seat) in the finished room gets the end too; in the lobby after it, nobody who was not away.
  expect(hold.endFor('someone', true)).toBe(g);
  expect(hold.endFor('t0', false)).toBeNull();
  hold.dropped(0, 3000);
  expect(room.autoDispose).toBe(false);
  expect(hold.awaySeats()).toEqual([0]);
  expect(live().map((t) => t.ms)).toEqual([3000]);
  // Past the window a drop holds nothing.
  const late = new EndHold(fakeRoom().room);
  late.ended(g, 5000, 1000);
  late.dropped(0, 6000);
  expect(late.holding).toBe(false);
});

test('away at the end: held for the window; back, the end once, and the room closes once empty', () => {
  const { room, live } = fakeRoom();
  const hold = new EndHold(room);
  const g = game('hab');
  room.autoDispose = false;
  hold.ended(g, 300_000, 0);
  expect(hold.awaySeats()).toEqual([1]);
  expect(room.autoDispose).toBe(false);
  expect(live().map((t) => t.ms)).toEqual([300_000]);
  // Back in the rematch lobby the others opened: the end, once.
  expect(hold.endFor('t1', false)).toBe(g);
  expect(hold.endFor('t1', false)).toBeNull();
  expect(hold.awaySeats()).toEqual([]);
  expect(room.autoDispose).toBe(true);
  expect(live()).toEqual([]);
});

test('the window ends: nobody is held any more; a new game forgets the last one', () => {
  const { room, fire, live } = fakeRoom();
  const hold = new EndHold(room);
  const g = game('aab');
  hold.ended(g, 2000, 0);
  expect(hold.awaySeats()).toEqual([0, 1]);
  fire();
  expect(room.autoDispose).toBe(true);
  expect(hold.holding).toBe(false);
  expect(hold.awaySeats()).toEqual([]);
  // After the window the finished room still shows its end to whoever comes, but the lobby after it does not.
  expect(hold.endFor('t0', true)).toBe(g);
  expect(hold.endFor('t1', false)).toBeNull();
  hold.ended(g, 2000, 10_000);
  room.autoDispose = false;
  hold.cancel();
  expect(live()).toEqual([]);
  expect(room.autoDispose).toBe(false);
  expect(hold.endFor('t0', true)).toBeNull();
});
