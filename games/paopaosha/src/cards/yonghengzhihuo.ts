/**
 * 永恒之火 (god card 神卡, ×1) — 特效：只能用一次：从自己开始判定，谁判定结果为草花，就是他的了。本卡可以直接秒杀一位玩家，不能使用【水】、【闪】、【躲】来躲避。【如果死亡者是主公，游戏结束，强盗胜利！】
 * Ruling: Play phase: starting with you, each player in seat order judges until one judges ♣; that player takes 永恒之火 into their hand armed (if nobody judges ♣ in one full round it is discarded). An armed 永恒之火 kills one chosen player outright: no 水, 闪, 躲 or 生死簿 saves them. If that player is the 国主, the game ends and the 强盗 win. Rulings: P-G4, P-W4.
 *
 * Product readings 4, 5, 14: killer = the user; an armed card that leaves its holder's hand is no longer armed; no card
 * to flip matches nothing.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom, popFrame, pushFrame } from '../rules/ask.ts';
import { killOutright, others, seatOf } from '../rules/effects.ts';
import { removeCard } from '../rules/piles.ts';
import type { ArmedCard, PaopaoshaState } from '../state.ts';
import { defineCard, type GodFrame, type Handlers } from './types.ts';

/** Whether `card` in `seat`'s hand is an armed 永恒之火 (product reading 5). */
export function isArmed(s: PaopaoshaState, seat: number, card: number): boolean {
  for (const a of s.armed) if (a.card === card && a.seat === seat) return seatOf(s, seat).hand.includes(card);
  return false;
}

/**
 * Product reading 5: an armed 永恒之火 that left its holder's hand (discarded, taken, given, swapped, used) is no longer
 * armed. Called between every two resolution steps (game.ts), so a card that leaves a hand and comes back is unarmed.
 */
export function dropStaleArmed(s: PaopaoshaState): void {
  const armed = s.armed;
  for (let i = 0; i < armed.length; i++) {
    const a = armed[i] as ArmedCard;
    // A new list only when one is stale: this runs before every resolution step.
    if (s.seats[a.seat]?.hand.includes(a.card) !== true) {
      s.armed = armed.filter((x) => s.seats[x.seat]?.hand.includes(x.card) === true);
      return;
    }
  }
}

/**
 * Named steps (`pc`) unarmed: `start`, the `next` player in seat order from the user judges, the `result`: a ♣ takes
 * the card armed into their hand (nobody in one full round: the `use` frame discards it). Armed, the chosen player dies
 * outright.
 */
const STEP = Object.freeze({ start: 0, next: 1, result: 2 } as const);

const frames: Handlers = {
  'god:yonghengzhihuo'(s, f: GodFrame, ev, r) {
    // Armed: the chosen player dies outright; killer = the user (product reading 4).
    if (f.targets.length > 0) {
      s.armed = s.armed.filter((a) => a.card !== f.card);
      popFrame(s, null);
      killOutright(s, f.targets[0] as number, f.user, 'yonghengzhihuo');
      return;
    }
    // Unarmed: starting with the user, each player in seat order judges until one judges ♣.
    if (f.pc === STEP.start) {
      f.order = aliveFrom(s, f.user, true);
      f.i = 0;
      f.pc = STEP.next;
    }
    if (f.pc === STEP.next) {
      if (f.i >= f.order.length) return popFrame(s, null); // nobody: the `use` frame discards it
      const seat = f.order[f.i] as number;
      if (!seatOf(s, seat).alive) {
        f.i++;
        return;
      }
      f.pc = STEP.result;
      pushFrame(s, { k: 'judge', seat, reason: 'yonghengzhihuo' });
      return;
    }
    // pc 2: a ♣ takes the card armed (product reading 14: no card to flip matches nothing).
    const c = s.ret as number;
    const seat = f.order[f.i] as number;
    if (c >= 0 && r.suitOf(c) === 'C') {
      removeCard(s.table, f.card);
      seatOf(s, seat).hand.push(f.card);
      s.armed.push({ card: f.card, seat });
      ev?.push({ t: 'move', from: -1, to: seat, cards: [f.card], count: 1, zone: 'hand', see: [] });
      return popFrame(s, null);
    }
    f.i++;
    f.pc = STEP.next;
  },
};

/** 永恒之火: data entry and rules. */
export const yonghengzhihuo = defineCard({
  data: {
    id: 'yonghengzhihuo',
    zh: '永恒之火',
    en: 'Eternal Fire',
    type: 'god',
    copies: 1,
    deck: [[29, 'H', 1]],
    textZh:
      '特效：只能用一次：从自己开始判定，谁判定结果为草花，就是他的了。本卡可以直接秒杀一位玩家，不能使用【水】、【闪】、【躲】来躲避。【如果死亡者是主公，游戏结束，强盗胜利！】',
    textEn:
      'Play phase: starting with you, each player in seat order judges until one judges ♣; that player takes Eternal Fire into their hand armed (if nobody judges ♣ in one full round it is discarded). An armed Eternal Fire kills one chosen player outright: no Water, Dodge, Evade or Book of Life and Death saves them. If that player is the Lord, the game ends and the Bandits win.',
    ruling: 'P-G4, P-W4',
    hint: 10,
    art: { icon: 'fire' },
    words: {
      zh: {
        judge: ['♣，拿到永恒之火！', '不是♣'],
        armed: '已激活的永恒之火：{card} 在 {who} 手中',
      },
      en: {
        judge: ['♣: takes the Eternal Fire!', 'not ♣'],
        armed: 'Armed Eternal Fire: {card}, held by {who}',
      },
    },
    bot: { use: { policy: 'fire', armed: 99, passing: 40, round: 3 } },
  },
  play(s, seat, card, out) {
    // Unarmed: judged around the table (no target); armed (product reading 5): any other player.
    if (isArmed(s, seat, card)) for (const t of others(s, seat)) out.push(useOf(card, 'yonghengzhihuo', [t]));
    else out.push(useOf(card, 'yonghengzhihuo', []));
  },
  judgeHits: (card, r) => card >= 0 && r.suitOf(card) === 'C',
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    yonghengzhihuo: true;
  }
}
