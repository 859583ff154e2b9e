/**
 * The skeleton of a name (UTS #39 confusables through the `confusables` package, with the recipe of the project's
 * stack notes): what the server compares names in a room by, what refuses a bot's look-alike, and what the web client
 * mutes by (issue 29, point 5).
 */
import { expect, test } from 'vitest';
import { hasControl, looksLikeBotName, Nickname, nameKey, textSkeleton } from '../src/index.ts';
import { ChatText } from '../src/social.ts';

test('every look-alike spelling of a name has the same key; other names keep theirs', () => {
  const bob = [
    'bob',
    'Bob',
    'bo\u200bb',
    'b\u043eb',
    '\uff42\uff4f\uff42',
    'bob\u00ad',
    'bob\u034f',
    'b0b',
    'BOB\ufe0f',
  ];
  for (const s of bob) expect(nameKey(s), JSON.stringify(s)).toBe('bob');
  expect(nameKey('小明\u200b')).toBe(nameKey('小明'));
  expect(nameKey('rnary')).toBe(nameKey('mary'));
  expect(nameKey('Ian')).toBe(nameKey('lan'));
  expect(new Set(['bob', 'bobby', 'rob', '小明', '小红', 'alice'].map(nameKey)).size).toBe(6);
});

test('the text skeleton folds digits of every script to ASCII, and keeps CJK as it is', () => {
  expect(textSkeleton('bot-\u0663')).toBe('bot-3');
  expect(textSkeleton('\u0299\u1d0f\u1d1b-3')).toBe('bot-3');
  expect(textSkeleton('\u0967\u0968')).toBe('12');
  expect(textSkeleton('杀机四伏')).toBe('杀机四伏');
});

test('a bot’s name and its look-alikes are refused as nicknames; names merely containing “bot” are not', () => {
  for (const s of ['bot-3', 'b\u043et-3', 'b\u03bft-3', 'b0t-3', 'bot-\u0663', '\u0299\u1d0f\u1d1b-3', 'bot-\u0417']) {
    expect(looksLikeBotName(s), JSON.stringify(s)).toBe(true);
    expect(Nickname.safeParse(s).success, JSON.stringify(s)).toBe(false);
  }
  for (const s of ['botany', 'robot-3', 'abbot 2']) expect(looksLikeBotName(s), s).toBe(false);
});

test('C1 controls and line separators are refused in nicknames and chat (U+0085 was accepted)', () => {
  for (const s of ['a\u0085b', 'a\u2028b', 'a\u2029b', 'a\u009bb', 'a\u007fb']) {
    expect(hasControl(s), JSON.stringify(s)).toBe(true);
    expect(ChatText.safeParse(s).success, JSON.stringify(s)).toBe(false);
    expect(Nickname.safeParse(s).success, JSON.stringify(s)).toBe(false);
  }
  expect(ChatText.safeParse('你好 hello').success).toBe(true);
});
