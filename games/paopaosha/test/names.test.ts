import { describe, expect, test } from 'vitest';
import { CARD_KINDS, CHARACTER_POOL, CHARACTERS, IDENTITIES, paopaosha } from '../src/index.ts';

describe('P-G3 names', () => {
  test('P-G3: 单挑 = 决斗 (Duel), 衰神诅咒 = 诅咒 (Curse), 主公 = 国主 (Lord)', () => {
    expect(CARD_KINDS.dantiao).toMatchObject({ zh: '单挑', en: 'Duel', type: 'trick' });
    expect(CARD_KINDS.zuzhou).toMatchObject({ zh: '诅咒', en: 'Curse', type: 'trick' });
    expect(IDENTITIES.guozhu).toMatchObject({ zh: '国主', en: 'Lord' });
  });

  test('P-G3: 锦囊 = 技能牌: every trick card is typed `trick` (cancellable by 无懈可击), god cards are not', () => {
    const tricks = Object.values(CARD_KINDS).filter((k) => k.type === 'trick');
    expect(tricks.reduce((n, k) => n + k.copies, 0)).toBe(36); // P-D1: the trick cards as the seed lists them
    for (const god of [
      'yonghengzhihuo',
      'tianshizhilei',
      'jiaolazhihua',
      'haiyanggongzhu',
      'guangmingzhiyan',
    ] as const) {
      expect(CARD_KINDS[god].type).toBe('god');
    }
  });

  test('P-G3: 真经牌 = 积分牌: every player starts with one score card; 唐僧 is no character of this game', () => {
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 6 }), 5);
    expect(s.seats.map((p) => p.score)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(Object.values(CHARACTERS).some((c) => c.zh === '唐僧')).toBe(false);
    expect(CHARACTER_POOL).toHaveLength(11);
  });
});
