/**
 * 万刀齐发 (×1) — 所有玩家必须出一张【闪】或【躲】，否则减一点体力。 Ruling: every other player, in seat order from the
 * user's next, plays 闪 (or 躲) or takes 1 damage.
 * 强盗入侵 (×2) — 除自己外，所有玩家需要出一张杀，否则减一点体力。
 * 恐怖分子 (×1) — 所有玩家出【杀】一张，否则减一点体力！ Ruling: every player including the user, starting with the user.
 * 单挑 (×2, = 决斗, P-G3) — 与任意一名玩家进行单挑。由对方开始，双方轮流出杀，直到有一方没有杀为止。战败的玩家减一点体力。
 * 注：轮流出攻时，每名玩家一次只能出一张[杀]。
 */

import { type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { pushDamage } from '../rules/core.ts';
import { dantiaoShaNeeded } from '../skills/hooks.ts';
import type { PaopaoshaState } from '../state.ts';
import { hasBagua } from './sha.ts';

/** Frame of a trick effect on one target (`fx:<kind>`). `cur`/`left` are scratch fields. */
export interface FxFrame {
  k: string;
  pc: number;
  user: number;
  target: number;
  card: number;
  victim: number;
  cur: number;
  left: number;
}

export const aoeHandlers: Handlers = {
  'fx:wandaoqifa'(s, f: FxFrame) {
    if (f.pc === 0) {
      f.pc = 1;
      pushFrame(s, {
        k: 'askShan',
        seat: f.target,
        source: f.user,
        card: f.card,
        reason: 'wandaoqifa',
        need: 1,
        allowShan: true,
        allowBagua: hasBagua(s, f.target),
        baguaTried: false,
      });
      return;
    }
    if (f.pc === 1) {
      f.pc = 2;
      if (!(s.ret as { dodged: boolean }).dodged) pushDamage(s, f.target, 1, f.user, f.card);
      return;
    }
    popFrame(s, null);
  },

  'fx:qiangdaoruqin'(s, f: FxFrame) {
    shaOrDamage(s, f, 'qiangdaoruqin');
  },

  'fx:kongbufenzi'(s, f: FxFrame) {
    shaOrDamage(s, f, 'kongbufenzi');
  },

  'fx:dantiao'(s, f: FxFrame) {
    // f.cur: whose turn to play 杀 (the target first).
    if (f.pc === 0) {
      f.cur = f.target;
      f.pc = 1;
    }
    if (f.pc === 1) {
      // 斗鸡眼: the other side of its owner's 单挑 must play two 杀 each time (f.left counts them down).
      const other = f.cur === f.target ? f.user : f.target;
      // Only in the user's own 单挑 (seed: 你出【单挑】同样的道理): the target answers the user's 斗鸡眼.
      if (f.left <= 0) f.left = f.cur === f.target ? dantiaoShaNeeded(s, f.user) : 1;
      f.pc = 2;
      pushFrame(s, { k: 'askSha', seat: f.cur, source: other, card: f.card, reason: 'dantiao', count: f.left });
      return;
    }
    if (f.pc === 2) {
      if (s.ret === true && --f.left > 0) {
        f.pc = 1;
        return;
      }
      f.left = 0;
      if (s.ret === true) {
        f.cur = f.cur === f.target ? f.user : f.target;
        const other = f.cur === f.target ? f.user : f.target;
        if (!(s.seats[f.cur] as { alive: boolean }).alive || !(s.seats[other] as { alive: boolean }).alive) {
          return popFrame(s, null);
        }
        f.pc = 1;
        return;
      }
      const winner = f.cur === f.target ? f.user : f.target;
      f.pc = 3;
      pushDamage(s, f.cur, 1, winner, f.card);
      return;
    }
    popFrame(s, null);
  },
};

function shaOrDamage(s: PaopaoshaState, f: FxFrame, reason: 'qiangdaoruqin' | 'kongbufenzi'): void {
  if (f.pc === 0) {
    f.pc = 1;
    pushFrame(s, { k: 'askSha', seat: f.target, source: f.user, card: f.card, reason });
    return;
  }
  if (f.pc === 1) {
    f.pc = 2;
    if (s.ret !== true) pushDamage(s, f.target, 1, f.user, f.card);
    return;
  }
  popFrame(s, null);
}
