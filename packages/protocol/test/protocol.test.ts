import { describe, expect, test } from 'vitest';
import {
  CLIENT_MESSAGE_TYPES,
  CreateRoomOptions,
  ERROR_CODES,
  JoinOptions,
  PROTOCOL_VERSION,
  parseClientMessage,
  ServerMessages,
} from '../src/index.ts';

describe('client messages', () => {
  test('good messages parse', () => {
    expect(parseClientMessage('decide', { requestId: 3, decision: { t: 'pass' } })).toEqual({
      ok: true,
      value: { type: 'decide', msg: { requestId: 3, decision: { t: 'pass' } } },
    });
    expect(parseClientMessage('start', undefined).ok).toBe(true);
    expect(parseClientMessage('addBot', { kind: 'random' }).ok).toBe(true);
    expect(parseClientMessage('seat', { seat: 11 }).ok).toBe(true);
  });

  test.each([
    ['hack', {}, 'unknown_type'],
    [42, {}, 'unknown_type'],
    ['__proto__', {}, 'unknown_type'],
    ['toString', {}, 'unknown_type'],
    ['decide', {}, 'bad_message'],
    ['decide', { requestId: -1, decision: 1 }, 'bad_message'],
    ['decide', { requestId: 1, decision: 1, extra: 1 }, 'bad_message'],
    ['seat', { seat: 12 }, 'bad_message'],
    ['seat', { seat: '1' }, 'bad_message'],
    ['ready', null, 'bad_message'],
    // Which bot kinds exist is the game's manifest (refused by the server: apps/server/test/seats.test.ts); the
    // protocol refuses what is not an id at all.
    ['addBot', { kind: 'Genius!' }, 'bad_message'],
    ['start', [], 'bad_message'],
  ])('%s %j is refused as %s', (type, payload, code) => {
    const r = parseClientMessage(type, payload);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.code).toBe(code);
      expect(r.message.length).toBeGreaterThan(0);
    }
  });

  test('every client message type has a schema that accepts its minimal payload or refuses a string', () => {
    for (const t of CLIENT_MESSAGE_TYPES) expect(parseClientMessage(t, 'nope').ok).toBe(false);
  });
});

describe('join and create options', () => {
  test('defaults fill the room options', () => {
    const o = CreateRoomOptions.parse({ game: 'shajisifu', players: 5 });
    // No kind: the server takes the game's default bot (its manifest's `defaultBot`; apps/server/test/seats.test.ts).
    expect(o.bots).toEqual({ count: 0, fill: true });
    expect(o.timer).toEqual({
      turnSeconds: 30,
      responseSeconds: 15,
      minResponseMs: 1000,
      pace: 'normal',
      graceSeconds: 60,
    });
    expect(o.private).toBe(false);
  });
  test('version, names and tokens are checked', () => {
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'a' }).success).toBe(true);
    expect(JoinOptions.safeParse({ v: 999, name: 'a' }).success).toBe(false);
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: '' }).success).toBe(false);
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'x'.repeat(25) }).success).toBe(false);
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'a\u0007' }).success).toBe(false);
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'a', token: 'short' }).success).toBe(false);
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'a', token: 'A'.repeat(32) }).success).toBe(true);
    expect(
      JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'a', create: { game: 'Chess!', players: 4 } }).success,
    ).toBe(false);
    // A well-formed id of a game the server does not have is refused by the server's catalogue
    // (apps/server/test/seats.test.ts), not by the protocol.
    expect(
      JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'a', create: { game: 'chess', players: 4 } }).success,
    ).toBe(true);
  });
});

describe('server messages', () => {
  test('a step and an error validate', () => {
    expect(
      ServerMessages.step.safeParse({
        seq: 1,
        snapshot: false,
        mine: null,
        events: [],
        view: {},
        pending: { id: 1, kind: 'play', deadline: null, span: null, you: true, for: [0] },
      }).success,
    ).toBe(true);
    for (const code of ERROR_CODES) expect(ServerMessages.error.safeParse({ code, message: 'm' }).success).toBe(true);
    expect(ServerMessages.error.safeParse({ code: 'nope', message: 'm' }).success).toBe(false);
  });
});

describe('free text is well-formed UTF-16', () => {
  test('a nickname with a lone surrogate is refused with a clear message; a surrogate pair is fine', () => {
    for (const name of ['x\ud800', '\udc00x', 'a\ud83d', '\ud800\ud800']) {
      const r = JoinOptions.safeParse({ v: PROTOCOL_VERSION, name });
      expect(r.success, JSON.stringify(name)).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/lone surrogate/);
    }
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'x😀' }).success).toBe(true);
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: '杀局' }).success).toBe(true);
  });
});

describe('nicknames a person could not tell from nothing or from a bot', () => {
  test('names made only of invisible characters are refused', () => {
    for (const name of [
      '\u200b',
      '\u200b\u200c\u200d',
      '\u202e\u202d',
      '\u2066\u2069',
      '\ufeff',
      '\u00ad\u2060',
      '\u3164',
      '\u2800',
      ' \u200b ',
      '\u180e',
    ]) {
      const r = JoinOptions.safeParse({ v: PROTOCOL_VERSION, name });
      expect(r.success, JSON.stringify(name)).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/invisible|direction/);
    }
    // A direction override anywhere would turn the rest of the name around.
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'alice\u202egnp.exe' }).success).toBe(false);
    // Joiners inside visible text are fine (emoji sequences, scripts that need them).
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: '👩\u200d💻' }).success).toBe(true);
    expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name: 'a b' }).success).toBe(true);
  });

  test("names in a bot's name pattern are refused", () => {
    for (const name of ['bot-3', 'Bot-0', 'BOT-11', 'bot3', 'bot 3', 'bot_3', 'ｂｏｔ－３', 'bot\u200b-3']) {
      const r = JoinOptions.safeParse({ v: PROTOCOL_VERSION, name });
      expect(r.success, JSON.stringify(name)).toBe(false);
      expect(r.error?.issues[0]?.message).toMatch(/bot/);
    }
    for (const name of ['bot', 'robot-3', 'bot-3x', 'botany', 'my bot-3']) {
      expect(JoinOptions.safeParse({ v: PROTOCOL_VERSION, name }).success, name).toBe(true);
    }
  });
});
