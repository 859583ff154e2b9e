/**
 * 死神冥刀 (weapon 武器, ×1) — 出牌阶段，可以将此牌当作生死簿、衰神诅咒使用。（用了弃掉，只能用三次。每回合只能用一次）
 * Ruling: Once per turn, while equipped, you may use it as 生死簿 or as 诅咒 (the weapon stays equipped); after its third use it is discarded. Rulings: P-G3.
 */
import { opt } from '../data/option-values.ts';
import { playOf, useOf } from '../decision-kinds.ts';
import type { Ev } from '../events.ts';
import { equipPlay, others, seatOf } from '../rules/effects.ts';
import { type PaopaoshaState, setEquip } from '../state.ts';
import { defineCard } from './types.ts';

/**
 * Whether 死神冥刀 cannot be used again this turn by `seat` (P-T6; option `sishenmingdaoPerTurn`, 1 by default: the
 * turn of the last use, `mingdaoTurn`, is this turn). With a limit above 1 the uses of this turn are counted in the
 * user's `turnUses` (only then, so a default game's state is unchanged).
 */
export function mingdaoSpent(s: PaopaoshaState, seat: number): boolean {
  if (s.mingdaoTurn !== s.turns) return false;
  const limit = opt(s.config, 'sishenmingdaoPerTurn');
  return limit === 1 || (seatOf(s, seat).turnUses.sishenmingdao ?? 0) >= limit;
}

/**
 * Records one use of 死神冥刀 by `seat`: the turn of the use (`mingdaoTurn`, and the turn's count when the per-turn
 * limit is above 1); after `sishenmingdaoUses` uses (3) it is discarded and the count starts again.
 */
export function useMingdao(s: PaopaoshaState, seat: number, ev: Ev): void {
  s.mingdaoUses++;
  const p = seatOf(s, seat);
  if (opt(s.config, 'sishenmingdaoPerTurn') !== 1) {
    // A new record: clones share it (countUse, skills/uses.ts).
    const n = (s.mingdaoTurn === s.turns ? (p.turnUses.sishenmingdao ?? 0) : 0) + 1;
    p.turnUses = { ...p.turnUses, sishenmingdao: n };
  }
  s.mingdaoTurn = s.turns;
  if (s.mingdaoUses >= s.config.sishenmingdaoUses && p.equip.weapon >= 0) {
    const w = p.equip.weapon;
    setEquip(p, 'weapon', -1);
    s.discard.push(w);
    s.mingdaoUses = 0;
    ev?.push({ t: 'discard', seat, cards: [w], reason: 'sishenmingdao' });
  }
}

/**
 * What everyone may know of 死神冥刀 (P-T6: use counts are shown): the uses left before it is discarded and whether it
 * cannot be used again this turn by the seat whose turn it is.
 */
export interface MingdaoFacts {
  /** Uses left before it is discarded (option `sishenmingdaoUses` minus the uses so far). */
  readonly left: number;
  /** Whether its per-turn limit is reached this turn (its holder cannot use it again until the next turn). */
  readonly spentThisTurn: boolean;
}

/** 死神冥刀's public counts (P-T6), for the views. */
export function mingdaoFacts(s: PaopaoshaState): MingdaoFacts {
  return {
    left: Math.max(0, s.config.sishenmingdaoUses - s.mingdaoUses),
    spentThisTurn: mingdaoSpent(s, s.turn),
  };
}

/** 死神冥刀: data entry and rules. */
export const sishenmingdao = defineCard({
  data: {
    id: 'sishenmingdao',
    zh: '死神冥刀',
    en: "Reaper's Blade",
    type: 'equipment',
    subtype: 'weapon',
    range: 12,
    copies: 1,
    deck: [[23, 'S', 12]],
    textZh: '出牌阶段，可以将此牌当作生死簿、衰神诅咒使用。（用了弃掉，只能用三次。每回合只能用一次）',
    textEn:
      'Once per turn, while equipped, you may use it as Book of Life and Death or as Curse (the weapon stays equipped); after its third use it is discarded.',
    ruling: 'P-G3',
    params: ['sishenmingdaoUses'],
    hint: 8,
    equippedHint: 8,
    art: { icon: 'scythe' },
    words: {
      zh: {
        discard: '{list} 用满次数，弃置',
        usesLeft: '{card}还可用 {left} 次{spent}',
      },
      en: {
        discard: '{list} is used up and discarded',
        usesLeft: '{card}: {left} {left|=1:use|uses} left{spent}',
      },
    },
    bot: { playUses: false },
  },
  play: equipPlay,
  equip: {
    keepsSlotAs: ['zuzhou', 'shengsibu'],
    usedInPlace: useMingdao,
    ownUses(s, seat, out) {
      // As 诅咒, once per turn (the weapon stays equipped).
      if (mingdaoSpent(s, seat)) return;
      const w = seatOf(s, seat).equip.weapon;
      for (const t of others(s, seat)) out.push(useOf(w, 'zuzhou', [t]));
    },
    rescueUses(s, seat, blocked, out) {
      // As 生死簿, once per turn; product reading 2: not on another player's 盾牌 holder.
      if (!mingdaoSpent(s, seat) && !blocked) out.push(playOf(seatOf(s, seat).equip.weapon, 'shengsibu'));
    },
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    sishenmingdao: true;
  }
}
