/**
 * The web client's reconnection when its server process died (docs/deploy.md): a game in progress whose room is "not
 * found" for a while (another process is taking it over) is asked for again by its code until it is back; a lobby
 * that is not found any more is given up at once, as before.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

/** A fake Colyseus room: the hooks the session registers, called by the test. */
class FakeRoom {
  roomId = 'ABCDEF';
  reconnectionToken = 'ABCDEF:tok';
  reconnection = { enabled: true };
  state?: (s: unknown) => void;
  left?: (code: number) => void;
  onMessage(): void {}
  onStateChange(f: (s: unknown) => void): void {
    this.state = f;
  }
  onLeave(f: (code: number) => void): void {
    this.left = f;
  }
  send(): void {}
  leave(): void {}
}

const sdk = vi.hoisted(() => ({ joins: 0, notFound: 0, rooms: [] as unknown[] }));

vi.mock('@colyseus/sdk', () => ({
  Client: class {
    async joinById(code: string) {
      sdk.joins++;
      if (sdk.notFound > 0) {
        sdk.notFound--;
        throw new Error(`room "${code}" not found`);
      }
      const r = new FakeRoom();
      sdk.rooms.push(r);
      return r;
    }
    async reconnect() {
      throw new Error('room "ABCDEF" not found');
    }
  },
}));

const { GameSession, MOVING_MS } = await import('../src/net/session.ts');

beforeEach(() => {
  vi.useFakeTimers();
  sdk.joins = 0;
  sdk.notFound = 0;
  sdk.rooms = [];
});
afterEach(() => {
  vi.useRealTimers();
});

async function dropped(phase: 'playing' | 'lobby') {
  const s = new GameSession('http://127.0.0.1:1');
  await s.join('alice', 'ABCDEF');
  const room = sdk.rooms[0] as FakeRoom;
  room.state?.({ code: 'ABCDEF', game: 'g', phase, seats: [] });
  expect(s.getSnapshot().status).toBe('open');
  room.left?.(1006);
  return s;
}

test('a game in progress that is not found is asked for again until another process has it', async () => {
  const s = await dropped('playing');
  // 20 s of "not found" (the takeover delay of a dead process), then the room is back.
  sdk.notFound = 8;
  await vi.advanceTimersByTimeAsync(40_000);
  expect(sdk.joins).toBe(1 + 9);
  expect(s.getSnapshot().status).toBe('open');
  expect(sdk.rooms).toHaveLength(2);
});

test('a game in progress is given up after MOVING_MS of "not found"', async () => {
  const s = await dropped('playing');
  sdk.notFound = 1000;
  await vi.advanceTimersByTimeAsync(MOVING_MS + 10_000);
  expect(s.getSnapshot().status).toBe('failed');
  expect(s.getSnapshot().failure).toMatch(/not found/);
});

test('a lobby that is not found is given up at once', async () => {
  const s = await dropped('lobby');
  sdk.notFound = 1000;
  await vi.advanceTimersByTimeAsync(2_000);
  expect(s.getSnapshot().status).toBe('failed');
  expect(sdk.joins).toBe(2);
});
