/**
 * Delayed trick cards, placed in front of a player and resolved at that player's turn start, newest placed first (P-T1).
 * Each asks for 无懈可击 when it is about to take effect (P-G5); 盾牌 makes its holder immune.
 * 地雷 (×1) — 横置在任意一名玩家面前。面前有此牌的玩家需在回合开始阶段进行判定，若判定结果为红桃，则减三点体力，否则将此牌
 *   横置到下家面前。 Ruling: ♥ → 3 damage (no source) and discard; otherwise it moves to the next player in seat order who
 *   has no card of the same name (if every other alive player has one, it stays).
 * 水雷 (×1) — the same, 2 damage.
 * 画圈圈 (×1) — 该玩家在其回合开始阶段需进行判定，若花色不是草花，则跳过出牌阶段。此牌丢入弃牌堆。
 * 一不留神 (×1) — 令对方回合时先弃掉2张牌，再摸牌（如牌数不够，放弃摸牌阶段）. Ruling: no judgement; in the next draw phase.
 * 时间前进 (×1) — 可以让对方直接跳过此回合。 Ruling: placed on any other player; they skip their whole next turn.
 */
import { kindOf, suitOfCard } from '../cardinfo.ts';
import { type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { hasDunpai, pushDamage, sink } from '../rules/core.ts';
import { removeCard } from '../rules/piles.ts';
import type { DelayedFrame } from '../rules/turn.ts';
import type { PaopaoshaState } from '../state.ts';

type Seat = PaopaoshaState['seats'][number];

/** 地雷/水雷 move on: to the next alive player in seat order without a card of the same name; else it stays. */
function moveMine(s: PaopaoshaState, from: number, card: number): void {
  const n = s.seats.length;
  const kind = kindOf(card);
  for (let i = 1; i < n; i++) {
    const seat = (from + i) % n;
    const p = s.seats[seat] as Seat;
    if (!p.alive || p.judging.some((c) => kindOf(c) === kind)) continue;
    removeCard((s.seats[from] as Seat).judging, card);
    p.judging.push(card);
    sink.ev?.push({ t: 'place', seat, card, from });
    return;
  }
}

export const delayedHandlers: Handlers = {
  delayed(s, f: DelayedFrame) {
    const p = s.seats[f.seat] as Seat;
    const kind = kindOf(f.card);
    const mine = kind === 'dilei' || kind === 'shuilei';
    if (f.pc === 0) {
      if (!p.judging.includes(f.card)) return popFrame(s, null);
      if (hasDunpai(s, f.seat)) {
        sink.ev?.push({ t: 'immune', seat: f.seat, kind, by: 'dunpai' });
        if (mine) moveMine(s, f.seat, f.card);
        else {
          removeCard(p.judging, f.card);
          s.discard.push(f.card);
        }
        return popFrame(s, null);
      }
      f.pc = 1;
      pushFrame(s, { k: 'nullify', from: f.seat, target: f.seat, kind, card: f.card, wuxie: -1, by: -1 });
      return;
    }
    if (f.pc === 1) {
      if (s.ret === true) {
        // Cancelled: a mine moves on (as 闪电 does); any other delayed card is discarded.
        if (mine) moveMine(s, f.seat, f.card);
        else {
          removeCard(p.judging, f.card);
          s.discard.push(f.card);
        }
        return popFrame(s, null);
      }
      if (kind === 'yibuliushen' || kind === 'shijianqianjin') {
        removeCard(p.judging, f.card);
        s.discard.push(f.card);
        if (kind === 'yibuliushen') p.yibu = true;
        else p.skipTurn = true;
        return popFrame(s, null);
      }
      f.pc = 2;
      pushFrame(s, { k: 'judge', seat: f.seat, reason: kind });
      return;
    }
    if (f.pc === 2) {
      const c = s.ret as number;
      const suit = c >= 0 ? suitOfCard(c) : '';
      if (mine) {
        if (suit === 'H') {
          removeCard(p.judging, f.card);
          s.discard.push(f.card);
          f.pc = 3;
          pushDamage(s, f.seat, kind === 'dilei' ? s.config.dileiDamage : s.config.shuileiDamage, -1, f.card);
          return;
        }
        moveMine(s, f.seat, f.card);
        return popFrame(s, null);
      }
      // 画圈圈: not ♣ → skip the play phase. Then discarded.
      removeCard(p.judging, f.card);
      s.discard.push(f.card);
      if (suit !== 'C') p.skipPlay = true;
      return popFrame(s, null);
    }
    popFrame(s, null);
  },
};
