/**
 * Auto-pass's one notion (the runtime's `autoAnswer`, used by the web client): the kit's forced answer, else the
 * decline when nothing else is a real choice, else a lone legal decision that is not a free action.
 */
import { kitOf } from '@shaju/games/loaded';
import { autoAnswer } from '@shaju/runtime';
import { expect, test } from 'vitest';

test('autoAnswer: a pass when only passes (and free actions) are legal, a lone forced answer, else ask', () => {
  const s = kitOf('shajisifu');
  const p = kitOf('paopaosha');
  const pass = { t: 'pass' };
  // 杀机四伏's 碰 window without an identical card: pass, even with the free reveal offered (S-P1, S-R1).
  expect(autoAnswer(s, [pass, { t: 'reveal', order: [3] }], 'claim')).toEqual(pass);
  expect(autoAnswer(s, [pass, { t: 'pong', card: 7 }], 'claim')).toBeNull();
  // A lone free action is never taken for the player.
  expect(autoAnswer(s, [{ t: 'reveal', order: [3] }], 'play')).toBeNull();
  // 跑跑杀: a 无懈可击 window with nothing to play, a dying seat with nothing to give.
  expect(autoAnswer(p, [pass], 'wuxie')).toEqual(pass);
  expect(autoAnswer(p, [{ t: 'play', card: 1, as: 'wuxiekeji', with: [] }, pass], 'wuxie')).toBeNull();
  expect(autoAnswer(p, [{ t: 'choose', i: 0 }], 'choose')).toEqual({ t: 'choose', i: 0 });
  const two = [
    { t: 'choose', i: 0 },
    { t: 'choose', i: 1 },
  ];
  expect(autoAnswer(p, two, 'choose')).toBeNull();
  expect(autoAnswer(p, [], 'wuxie')).toBeNull();
});
