import { describe, expect, test } from 'vitest';
import { CARD_KINDS, CHARACTER_POOL, CHARACTERS, defaultConfig, IDENTITIES, paopaosha, SKILLS } from '../src/index.ts';
import { entryWords, say, subjectVars } from '../words/content.ts';
import { messages } from '../words/messages.ts';

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

describe('English texts a player reads', () => {
  test('cards, skills and identities are named in English (Chinese only in parentheses), no ruling ids', () => {
    const texts = [
      ...Object.values(CARD_KINDS).map((k) => k.textEn),
      ...Object.values(SKILLS).map((k) => k.textEn),
      ...Object.values(IDENTITIES).map((i) => i.goalEn),
    ];
    for (const t of texts) {
      const outside = t.replace(/\([^)]*\)/g, '');
      expect(outside, t).not.toMatch(/[\u4e00-\u9fff]/);
      expect(t, t).not.toMatch(/\(P-[A-Z]+\d+\)/);
    }
  });

  test('a seat phrase takes its possessive as English does: "Your Control", not "You\'s"', () => {
    const en = messages('en');
    // 控制's and 司令部's words are their entries' (words/content.ts), filled as the log and the table fill them.
    const restrict = (by: string, who: string) =>
      say('restrict', entryWords('kongzhi', 'en').restrict ?? '', { by, byWhose: en.possessive(by, false), who });
    const commanded = (who: string, by: string) =>
      say(
        'controlled',
        entryWords('silingbu', 'en').commanded ?? '',
        { ...subjectVars(who, false, 'en'), by, turns: 0 },
        defaultConfig(),
      );
    expect(restrict('You', 'seat 1')).toBe('Your Control: seat 1 cannot use or play Kill, Dodge or Water this turn');
    expect(restrict('seat 2', 'you')).toBe("seat 2's Control: you cannot use or play Kill, Dodge or Water this turn");
    expect(commanded('you', 'seat 3')).toBe('Your next turn is commanded by seat 3 (Headquarters)');
    expect(en.possessive('you', true)).toBe('your');
  });
});
