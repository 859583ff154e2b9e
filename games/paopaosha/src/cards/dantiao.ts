/**
 * 单挑 (trick card 技能牌, ×2) — 出牌阶段使用，与任意一名玩家进行单挑。由对方开始，双方轮流出杀，直到有一方没有杀为止。战败的玩家减一点体力。注：轮流出攻时，每名玩家一次只能出一张[杀]。
 * Ruling: Play phase: any other player (no distance limit). Starting with the target, the two of you alternately play one 杀; the first who does not takes 1 damage from the other. 单挑 = 决斗. Rulings: P-G3.
 */
import { opt } from '../data/option-values.ts';
import { useOf } from '../decision-kinds.ts';
import { popFrame } from '../rules/ask.ts';
import { others, pushAskSha, pushDamage, seatOf } from '../rules/effects.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/** Named steps (`pc`) of the 单挑 effect. */
const DUEL_STEP = Object.freeze({ start: 0, ask: 1, answer: 2, done: 3 } as const);

/**
 * Steps (`DUEL_STEP`): `ask` `cur` for a 杀 (the target first), read the `answer` (the other side's turn, or damage to
 * `cur`), `done`.
 * 斗鸡眼: the other side of its owner's 单挑 must play two 杀 each time (`left` counts them down). Also the duel of
 * 公山子无影脚 (cards/sha.ts).
 */
const frames: Handlers = {
  'fx:dantiao'(s, f: FxFrame, _ev, r) {
    if (f.pc === DUEL_STEP.start) {
      f.cur = f.target;
      f.pc = DUEL_STEP.ask;
    }
    if (f.pc === DUEL_STEP.ask) {
      const other = f.cur === f.target ? f.user : f.target;
      // Only in the user's own 单挑 (seed: 你出【单挑】同样的道理): the target answers the user's 斗鸡眼.
      if (f.left <= 0) f.left = f.cur === f.target ? r.dantiaoShaNeeded(s, f.user) : 1;
      f.pc = DUEL_STEP.answer;
      pushAskSha(s, f.cur, other, f.card, 'dantiao', -1, f.left);
      return;
    }
    if (f.pc === DUEL_STEP.answer) {
      if (s.ret === true && --f.left > 0) {
        f.pc = DUEL_STEP.ask;
        return;
      }
      f.left = 0;
      if (s.ret === true) {
        f.cur = f.cur === f.target ? f.user : f.target;
        const other = f.cur === f.target ? f.user : f.target;
        if (!seatOf(s, f.cur).alive || !seatOf(s, other).alive) return popFrame(s, null);
        f.pc = DUEL_STEP.ask;
        return;
      }
      const winner = f.cur === f.target ? f.user : f.target;
      f.pc = DUEL_STEP.done;
      // Option `dantiaoDamage` (seed: 战败的玩家减一点体力).
      pushDamage(s, f.cur, opt(s.config, 'dantiaoDamage'), winner, f.card);
      return;
    }
    popFrame(s, null);
  },
};

/** 单挑: data entry and rules. */
export const dantiao = defineCard({
  data: {
    id: 'dantiao',
    zh: '单挑',
    en: 'Duel',
    type: 'trick',
    copies: 2,
    deck: [
      [1, 'S', 1],
      [83, 'D', 1],
    ],
    textZh:
      '出牌阶段使用，与任意一名玩家进行单挑。由对方开始，双方轮流出杀，直到有一方没有杀为止。战败的玩家减一点体力。注：轮流出攻时，每名玩家一次只能出一张[杀]。',
    textEn:
      'Play phase: any other player (no distance limit). Starting with the target, the two of you alternately play one Kill; the first who does not takes 1 damage from the other.',
    ruling: 'P-G3',
    hint: 6,
    art: { icon: 'sword-clash' },
    words: {
      zh: {
        ask: {
          sha: '单挑：{you}与 {source} 轮流出杀，轮到{you}——不出杀就受到 1 点伤害。{more}',
        },
      },
      en: {
        ask: {
          sha: 'Duel with {source}: {whose} turn to play a Kill — without one, 1 damage.{more}',
        },
      },
    },
    bot: { harm: 1.2, damage: true, askedSha: 'duel', use: { policy: 'duel', score: 45 } },
  },
  play(s, seat, card, out, r) {
    // Any other player (no distance limit), but not one protected from your 单挑 (公山子无影八卦阵).
    for (const t of others(s, seat)) if (!r.shaProtected(s, seat, t)) out.push(useOf(card, 'dantiao', [t]));
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    dantiao: true;
  }
}
