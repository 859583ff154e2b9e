/**
 * Delayed trick cards, placed in front of a player and resolved at that player's turn start, newest placed first (P-T1).
 * Each asks for 无懈可击 when it is about to take effect (P-G5); 盾牌 makes its holder immune. What each card does is its
 * card module's `delayed` hooks (cards/types.ts `DelayedHooks`): a judgement and its effect (地雷, 水雷, 画圈圈), or an
 * effect with no judgement (一不留神, 时间前进); a mine that is cancelled, blocked or missed moves on to the next player
 * in seat order who has no card of the same name (if every other alive player has one, it stays).
 */

import { kindOf } from '../cardinfo.ts';
import { moduleOfCard } from '../cards/index.ts';
import type { DelayedHooks, Handlers } from '../cards/types.ts';
import type { Ev } from '../events.ts';
import type { PaopaoshaState } from '../state.ts';
import { popFrame, pushFrame } from './ask.ts';
import { seatOf } from './effects.ts';
import { removeCard } from './piles.ts';
import { tricksBlocked } from './queries.ts';

/** Frame: resolve one delayed card from `seat`'s judging area. */
export interface DelayedFrame {
  k: 'delayed';
  pc: number;
  seat: number;
  card: number;
}

/** 地雷/水雷 move on: to the next alive player in seat order without a card of the same name; else it stays. */
function moveMine(s: PaopaoshaState, from: number, card: number, ev: Ev): void {
  const n = s.seats.length;
  const kind = kindOf(card);
  for (let i = 1; i < n; i++) {
    const seat = (from + i) % n;
    const p = seatOf(s, seat);
    if (!p.alive || p.judging.some((c) => kindOf(c) === kind)) continue;
    removeCard(seatOf(s, from).judging, card);
    p.judging.push(card);
    ev?.push({ t: 'place', seat, card, from });
    return;
  }
}

/** The card leaves play without taking effect: a mine moves on, any other delayed card is discarded. */
function setAside(s: PaopaoshaState, seat: number, card: number, d: DelayedHooks, ev: Ev): void {
  if (d.movesOn) moveMine(s, seat, card, ev);
  else discardDelayed(s, seat, card);
}

function discardDelayed(s: PaopaoshaState, seat: number, card: number): void {
  removeCard(seatOf(s, seat).judging, card);
  s.discard.push(card);
}

/** Named steps (`pc`) of a `delayed` frame. */
const DELAYED_STEP = Object.freeze({ start: 0, effect: 1, result: 2, done: 3 } as const);

/** Steps (`DELAYED_STEP`): `start` (盾牌 or the 无懈可击 window), the `effect` or the judgement, its `result`, `done`. */
export const delayedHandlers: Handlers = {
  delayed(s, f: DelayedFrame, ev, r) {
    const p = seatOf(s, f.seat);
    const d = moduleOfCard(f.card).delayed as DelayedHooks;
    const kind = kindOf(f.card);
    if (f.pc === DELAYED_STEP.start) {
      if (!p.judging.includes(f.card)) return popFrame(s, null);
      if (tricksBlocked(s, f.seat)) {
        ev?.push({ t: 'immune', seat: f.seat, kind, by: 'dunpai' });
        setAside(s, f.seat, f.card, d, ev);
        return popFrame(s, null);
      }
      f.pc = DELAYED_STEP.effect;
      pushFrame(s, { pc: 0, k: 'nullify', from: f.seat, target: f.seat, kind, card: f.card, wuxie: -1, by: -1 });
      return;
    }
    if (f.pc === DELAYED_STEP.effect) {
      // Cancelled: a mine moves on (as 闪电 does); any other delayed card is discarded.
      if (s.ret === true) {
        setAside(s, f.seat, f.card, d, ev);
        return popFrame(s, null);
      }
      if (d.noJudge) {
        discardDelayed(s, f.seat, f.card);
        d.noJudge(s, f.seat, ev, r);
        return popFrame(s, null);
      }
      f.pc = DELAYED_STEP.result;
      pushFrame(s, { pc: 0, k: 'judge', seat: f.seat, reason: kind });
      return;
    }
    if (f.pc === DELAYED_STEP.result) {
      if (d.hits?.(s.ret as number, r)) {
        discardDelayed(s, f.seat, f.card);
        f.pc = DELAYED_STEP.done;
        d.onHit?.(s, f.seat, f.card, ev);
        return;
      }
      setAside(s, f.seat, f.card, d, ev);
      return popFrame(s, null);
    }
    popFrame(s, null);
  },
};
