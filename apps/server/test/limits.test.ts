/**
 * The limit keepers on their own: the creation rate buckets, the admission rule of a room (a seat's token always, free
 * seats for newcomers, spectators within their caps, reservations expiring), and the kinds the log sampler groups by.
 */
import { PROTOCOL_VERSION } from '@shaju/protocol';
import { expect, test } from 'vitest';
import { RateLimiter } from '../src/http/gate.ts';
import { errorKind } from '../src/ops/log-sampler.ts';
import { Admission, type AdmissionRoom, MAX_PENDING_PER_SEAT, parseJoin } from '../src/rooms/admission.ts';
import { hashToken } from '../src/rooms/context.ts';

test('a rate limiter bucket holds perMinute tokens per key and refills evenly over a minute', () => {
  const r = new RateLimiter(6);
  for (let i = 0; i < 6; i++) expect(r.take('a', 0)).toBe(0);
  expect(r.take('a', 0)).toBe(10);
  expect(r.take('b', 0)).toBe(0);
  expect(r.take('a', 9_999)).toBeGreaterThan(0);
  expect(r.take('a', 10_000)).toBe(0);
});

const TOKEN = 'T'.repeat(32);

function room(spectators = 0, free = 0): AdmissionRoom {
  return {
    hasSeat: (h) => h === hashToken(TOKEN),
    freeSeats: () => free,
    spectators: (address) => (address === undefined || address === '1.1.1.1' ? spectators : 0),
    people: () => [],
  };
}

const join = (extra: object = {}) => parseJoin({ v: PROTOCOL_VERSION, name: 'x', ...extra });

test('admission: a seat token always, free seats for newcomers, spectators within the caps', () => {
  const full = new Admission(room(4), { maxSpectators: 4, maxSpectatorsPerAddress: 4 }, 15_000);
  expect(() => full.admit(join({ spectate: true }), '2.2.2.2', 0)).toThrow(/its 4 spectators/);
  // The token of a seat gets in with the spectators full, a few times waiting at once, then it must wait.
  for (let i = 0; i < MAX_PENDING_PER_SEAT; i++)
    expect(full.admit(join({ token: TOKEN }), '1.1.1.1', 0).kind).toBe('owner');
  expect(() => full.admit(join({ token: TOKEN }), '1.1.1.1', 0)).toThrow(/waiting for this seat/);
  // Reservations expire with Colyseus' (15 s here, and a second's margin).
  expect(full.admit(join({ token: TOKEN }), '1.1.1.1', 16_001).kind).toBe('owner');

  const lobby = new Admission(room(1, 2), { maxSpectators: 4, maxSpectatorsPerAddress: 2 }, 15_000);
  expect(lobby.admit(join(), '9.9.9.9', 0).kind).toBe('seat');
  const seat2 = lobby.admit(join(), '9.9.9.9', 0);
  expect(seat2.kind).toBe('seat');
  // Two free seats, two newcomers waiting: the third watches.
  expect(lobby.admit(join(), '9.9.9.9', 0).kind).toBe('spectator');
  lobby.consume(seat2.ticket);
  expect(lobby.admit(join(), '9.9.9.9', 0).kind).toBe('seat');
  // Per address: one connected from 1.1.1.1, one waiting from it, then no more.
  expect(lobby.admit(join({ spectate: true }), '1.1.1.1', 0).kind).toBe('spectator');
  expect(() => lobby.admit(join({ spectate: true }), '1.1.1.1', 0)).toThrow(/from your address/);
  // Per room: 1 connected + 3 waiting = 4.
  expect(lobby.admit(join({ spectate: true }), '8.8.8.8', 0).kind).toBe('spectator');
  expect(() => lobby.admit(join({ spectate: true }), '7.7.7.7', 0)).toThrow(/its 4 spectators/);
});

test('bad join options are refused naming the problem', () => {
  expect(() => parseJoin({ v: 99, name: 'x' })).toThrow(/protocol version 1 expected/);
  expect(() => parseJoin({ v: PROTOCOL_VERSION, name: 'x\ud800' })).toThrow(/name: .*lone surrogate/);
});

test('log kinds: the first line, digits folded', () => {
  expect(errorKind('Invalid WebSocket frame: invalid opcode 3\nRangeError: …\n    at x')).toBe(
    'Invalid WebSocket frame: invalid opcode #',
  );
  expect(errorKind('a 12 b 345')).toBe('a # b #');
});
