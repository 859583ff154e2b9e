import { expect, test } from 'vitest';
import { hadChoice } from '../src/session.ts';

test('a window the player can only pass (or reveal in) does not count as a timeout; a real choice does', () => {
  expect(hadChoice([{ t: 'pass' }])).toBe(false);
  expect(hadChoice([{ t: 'pass' }, { t: 'reveal', order: [3] }])).toBe(false);
  expect(hadChoice([{ t: 'pass' }, { t: 'pong', card: 7 }])).toBe(true);
  expect(hadChoice([{ t: 'play', card: 1, as: 'wuxiekeji', with: [] }, { t: 'pass' }])).toBe(true);
  expect(hadChoice([{ t: 'end' }])).toBe(true);
  expect(hadChoice([])).toBe(false);
});
