/**
 * 水 (basic card 基本牌, ×8) — 出牌阶段使用，为自己加一点体力。任何时候体力值不得超过体力上限。水可以复活一名即将死亡但还未公布身份的玩家，并恢复一点体力。
 * Ruling: Play phase: you heal 1 (never above your max HP). When any player is dying: they gain 1 HP. Rulings: P-W2.
 */
import { opt } from '../data/option-values.ts';
import { playOf, useOf } from '../decision-kinds.ts';
import { heal, seatOf } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 水: data entry and rules. */
export const shui = defineCard({
  data: {
    id: 'shui',
    zh: '水',
    en: 'Water',
    type: 'basic',
    copies: 8,
    deck: [
      [33, 'H', 3],
      [35, 'H', 4],
      [38, 'H', 6],
      [39, 'H', 6],
      [41, 'H', 7],
      [43, 'H', 8],
      [107, 'D', 12],
      [109, 'D', 13],
    ],
    textZh:
      '出牌阶段使用，为自己加一点体力。任何时候体力值不得超过体力上限。水可以复活一名即将死亡但还未公布身份的玩家，并恢复一点体力。',
    textEn: 'Play phase: you heal 1 (never above your max HP). When any player is dying: they gain 1 HP.',
    ruling: 'P-W2',
    hint: 9,
  },
  answers: ['rescue'],

  play(s, seat, card, out, r) {
    // Heal yourself: not under 控制 (a), only when injured (天使之泪's shield aside), not with QQ飞车.
    const p = seatOf(s, seat);
    if (!p.noBasic && p.hp - p.shield < p.maxHp && !r.noSelfShui(s, seat)) out.push(useOf(card, 'shui', []));
  },
  respond(s, seat, card, a, out, r) {
    // Rescue (P-W2): +1 HP to the dying player; QQ飞车: not on yourself.
    if (a.kind !== 'rescue' || seatOf(s, seat).noBasic) return;
    if (seat === a.target && r.noSelfShui(s, seat)) return;
    out.push(playOf(card, 'shui'));
  },
  start(s, f, ev) {
    heal(s, f.user, opt(s.config, 'shuiHeal'), f.user, ev);
    f.targets = [];
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shui: true;
  }
}
