import { describe, expect, test } from 'vitest';
import {
  CHAT_LIMITS,
  ChatText,
  CreateRoomOptions,
  EMOTE_IDS,
  PHRASE_IDS,
  parseClientMessage,
  QUICK_PHRASES,
  ServerMessages,
} from '../src/index.ts';

describe('chat messages', () => {
  test('free text: trimmed, 1–textMax visible characters, no control characters or reordering', () => {
    expect(ChatText.parse('  你好  ')).toBe('你好');
    expect(ChatText.safeParse('杀'.repeat(CHAT_LIMITS.textMax)).success).toBe(true);
    for (const bad of ['', '   ', '\u200b\u2060', 'x'.repeat(CHAT_LIMITS.textMax + 1), 'a\nb', 'a\u202eb', 'x\ud800']) {
      expect(ChatText.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(parseClientMessage('chat', { text: 'hi', seat: 1 }).ok).toBe(false);
  });

  test('phrases and emotes by id only; an emote names a seat', () => {
    expect(QUICK_PHRASES.every((p) => p.zh && p.en)).toBe(true);
    expect(new Set(PHRASE_IDS).size).toBe(PHRASE_IDS.length);
    expect(parseClientMessage('phrase', { id: PHRASE_IDS[0] }).ok).toBe(true);
    expect(parseClientMessage('phrase', { id: 'free text' }).ok).toBe(false);
    expect(parseClientMessage('emote', { emote: EMOTE_IDS[0], seat: 3 }).ok).toBe(true);
    expect(parseClientMessage('emote', { emote: EMOTE_IDS[0] }).ok).toBe(false);
    expect(parseClientMessage('emote', { emote: EMOTE_IDS[0], seat: 12 }).ok).toBe(false);
    expect(parseClientMessage('emote', { emote: 'bomb', seat: 1 }).ok).toBe(false);
  });

  test('rematch takes no fields; a chat line and newGame parse', () => {
    expect(parseClientMessage('rematch', {}).ok).toBe(true);
    expect(parseClientMessage('rematch', { seed: 1 }).ok).toBe(false);
    const line = {
      n: 1,
      at: 5,
      seq: null,
      name: 'a',
      seat: null,
      spectator: true,
      kind: 'emote',
      body: 'egg',
      target: 2,
    };
    expect(ServerMessages.chat.safeParse({ lines: [line], history: false }).success).toBe(true);
    expect(ServerMessages.chat.safeParse({ lines: [{ ...line, kind: 'system' }], history: false }).success).toBe(false);
    expect(ServerMessages.newGame.safeParse({ gameId: 'ABCDEF-2' }).success).toBe(true);
  });

  test('quick start is off unless asked', () => {
    expect(CreateRoomOptions.parse({ game: 'g', players: 4 }).start).toBe(false);
    expect(CreateRoomOptions.parse({ game: 'g', players: 4, start: true }).start).toBe(true);
  });
});
