/**
 * 豆囊 (大大豆) — 豆囊：任何一张武器都能给别人加2滴血（一回合只限一次）
 * Ruling: once per turn, discard a weapon card: another player heals 2. Product reading 11: the weapon may come from
 * the hand or the weapon slot.
 */

import { isWeaponCard } from '../cardinfo.ts';
import { opt } from '../data/option-values.ts';
import { heal } from '../rules/effects.ts';
import { discardFromSeat } from '../rules/piles.ts';
import { announce, othersFrom, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';
import { countUse, turnUsesOf } from './uses.ts';

/**
 * 豆囊: an active use `{t:'skill', id:'dounang', cards:[weapon], targets:[t]}` for every weapon card in hand or equipped
 * and every other alive player `t`, once per turn (P-T6). Resolves at once: the weapon is discarded, `t` heals 2.
 */
export const dounang: SkillDef = {
  id: 'dounang',
  actions: (s, seat) => {
    if (turnUsesOf(s, seat, 'dounang') >= opt(s.config, 'dounangPerTurn')) return [];
    const p = seatOf(s, seat);
    const weapons = p.hand.filter(isWeaponCard);
    if (p.equip.weapon >= 0) weapons.push(p.equip.weapon);
    const targets = othersFrom(s, seat).sort((a, b) => a - b);
    return weapons.flatMap((w) =>
      targets.map((t) => ({ t: 'skill' as const, id: 'dounang', cards: [w], targets: [t] })),
    );
  },
  perform: (s, seat, d, ev) => {
    const w = d.cards[0] as number;
    const t = d.targets[0] as number;
    countUse(s, seat, 'dounang');
    announce(ev, seat, 'dounang', [t], [w]);
    discardFromSeat(s, seat, [w], 'dounang', ev);
    heal(s, t, opt(s.config, 'dounangHeal'), seat, ev);
  },
};
