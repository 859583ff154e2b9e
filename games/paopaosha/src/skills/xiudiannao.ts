/**
 * 修电脑 (小葱) — 修电脑：弃掉1张【闪】自己+1滴血。只能用3次。
 * Ruling: in your play phase, discard a 闪 to heal 1; three times per game (`xiudiannaoUses`, P-G2). Product reading 10:
 * limited by the per-game count only, not also once per turn.
 */

import { kindOf } from '../cardinfo.ts';
import { opt } from '../data/option-values.ts';
import { heal } from '../rules/effects.ts';
import { removeCard } from '../rules/piles.ts';
import { announce, injured, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';
import { countUse, usesOf } from './uses.ts';

/**
 * 修电脑: an active use `{t:'skill', id:'xiudiannao', cards:[闪], targets:[]}` per 闪 in hand (a real 闪: 杀闪之交
 * counts as 闪 only when one is used or played), offered while the seat is injured (as 水, healing at full HP is not
 * offered) and has used it fewer than `xiudiannaoUses` times this game. Resolves at once: discard, heal 1.
 */
export const xiudiannao: SkillDef = {
  id: 'xiudiannao',
  actions: (s, seat) => {
    if (usesOf(s, seat, 'xiudiannao') >= s.config.xiudiannaoUses || !injured(s, seat)) return [];
    return seatOf(s, seat)
      .hand.filter((c) => kindOf(c) === 'shan')
      .map((c) => ({ t: 'skill', id: 'xiudiannao', cards: [c], targets: [] }));
  },
  perform: (s, seat, d, ev) => {
    const card = d.cards[0] as number;
    countUse(s, seat, 'xiudiannao');
    announce(ev, seat, 'xiudiannao', [], [card]);
    removeCard(seatOf(s, seat).hand, card);
    s.discard.push(card);
    ev?.push({ t: 'discard', seat, cards: [card], reason: 'xiudiannao' });
    heal(s, seat, opt(s.config, 'xiudiannaoHeal'), seat, ev);
  },
};
