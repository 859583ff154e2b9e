import { kitOf } from '@shaju/games/loaded';
import { hasRealChoice } from '@shaju/runtime';
import { expect, test } from 'vitest';

test('a window the player can only pass (or reveal in) does not count as a timeout; a real choice does', () => {
  const s = kitOf('shajisifu');
  const p = kitOf('paopaosha');
  expect(hasRealChoice(s, [{ t: 'pass' }])).toBe(false);
  expect(hasRealChoice(s, [{ t: 'pass' }, { t: 'reveal', order: [3] }])).toBe(false);
  expect(hasRealChoice(s, [{ t: 'pass' }, { t: 'pong', card: 7 }])).toBe(true);
  expect(hasRealChoice(p, [{ t: 'play', card: 1, as: 'wuxiekeji', with: [] }, { t: 'pass' }])).toBe(true);
  expect(hasRealChoice(p, [{ t: 'end' }])).toBe(true);
  expect(hasRealChoice(s, [])).toBe(false);
  expect(hasRealChoice(p, [])).toBe(false);
});
