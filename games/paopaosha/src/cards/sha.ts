/**
 * 杀 — 出牌阶段使用，攻击一名在攻击距离内的玩家，若攻击成功（对方没有【闪】或其他刻意躲避的手牌）被攻击的玩家减1点血。
 * 未装备武器和坐骑时，玩家【杀】的攻击距离为1。 (seed)
 * 闪 — 在别的玩家对你出[杀]或[万刀齐发]时，可以打出闪。 躲 — 可当一次[闪]使用，或完全抵御一次[杀]。
 * Weapons that change a 杀: 木槌 (不可闪避: only 躲), 大炮 (+1), 狼狗 (+1), M-16 (ignores armor: no 八卦阵),
 * 泡泡加特林 (stopped by 闪 → discard two cards to hit anyway). Rulings: basic cards, weapons, P-T2, P-T3, P-W1, P-G6.
 */

import { kindOf } from '../cardinfo.ts';
import { answer, ask, type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { mountKind, pushDamage, sink, weaponKind } from '../rules/core.ts';
import { takeFromSeat } from '../rules/piles.ts';
import { hasSkill, onlyDuoStopsSha, shanNeeded } from '../skills/hooks.ts';
import type { PaopaoshaState } from '../state.ts';

/** Frame: one 杀 of `user` against `target`. */
export interface ShaHitFrame {
  k: 'shaHit';
  pc: number;
  user: number;
  target: number;
  card: number;
  dodged: boolean;
  left: number;
}

/** Whether `seat` wears 八卦阵. */
export function hasBagua(s: PaopaoshaState, seat: number): boolean {
  const a = (s.seats[seat] as { equip: { armor: number } }).equip.armor;
  return a >= 0 && kindOf(a) === 'baguazhen';
}

/** Damage of `user`'s 杀: 1, +1 with 大炮, +1 with 狼狗. */
export function shaDamage(s: PaopaoshaState, user: number): number {
  return 1 + (weaponKind(s, user) === 'dapao' ? 1 : 0) + (mountKind(s, user) === 'langgou' ? 1 : 0);
}

export const shaHandlers: Handlers = {
  shaHit(s, f: ShaHitFrame) {
    const u = s.seats[f.user] as PaopaoshaState['seats'][number];
    switch (f.pc) {
      case 0: {
        if (!(s.seats[f.target] as { alive: boolean }).alive) return popFrame(s, null);
        const w = weaponKind(s, f.user);
        if (hasSkill(s, f.user, 'gongshanziwuyingjiao')) {
          // 公山子无影脚 (product reading 8): no 闪 asked — only 躲 cancels the 杀 — then a 单挑 from the target.
          f.pc = 6;
          pushFrame(s, {
            k: 'askShan',
            seat: f.target,
            source: f.user,
            card: f.card,
            reason: 'sha',
            need: 1,
            allowShan: false,
            allowBagua: false,
            baguaTried: false,
          });
          return;
        }
        f.pc = 1;
        pushFrame(s, {
          k: 'askShan',
          seat: f.target,
          source: f.user,
          card: f.card,
          reason: 'sha',
          // 美术, 斗鸡眼: two 闪; 魅力: only 躲 (skills/hooks.ts).
          need: shanNeeded(s, f.user),
          allowShan: w !== 'muchui' && !onlyDuoStopsSha(s, f.user),
          // M-16 and 公山子无影八卦阵 ignore armor.
          allowBagua: w !== 'm16' && !hasSkill(s, f.user, 'gongshanziwuyingbaguazhen') && hasBagua(s, f.target),
          baguaTried: false,
        });
        return;
      }
      case 1: {
        const r = s.ret as { dodged: boolean; duo: boolean };
        if (r.duo) return popFrame(s, null);
        if (!r.dodged) {
          f.pc = 4;
          return;
        }
        // 泡泡加特林: when your 杀 is stopped by 闪 you may discard two cards to make it hit anyway.
        const spare =
          u.hand.length + (u.equip.armor >= 0 ? 1 : 0) + (u.equip.mount >= 0 ? 1 : 0) + (u.equip.book >= 0 ? 1 : 0);
        if (weaponKind(s, f.user) === 'paopaojiatelin' && u.alive && spare >= 2) {
          f.pc = 2;
          ask(s, {
            kind: 'choose',
            seats: [f.user],
            reason: 'paopaojiatelin',
            target: f.target,
            options: [
              { o: 'discard2', card: -1 },
              { o: 'no', card: -1 },
            ],
          });
          return;
        }
        return popFrame(s, null);
      }
      case 2: {
        const a = answer(s);
        if (a?.d.t !== 'choose') return popFrame(s, null);
        if (a.d.i !== 0) return popFrame(s, null);
        f.left = 2;
        f.pc = 3;
        ask(s, { kind: 'discard', seats: [f.user], count: 2, reason: 'paopaojiatelin' });
        return;
      }
      case 3: {
        const a = answer(s);
        if (a && a.d.t === 'discard') {
          takeFromSeat(s, f.user, a.d.card);
          s.discard.push(a.d.card);
          sink.ev?.push({ t: 'discard', seat: f.user, cards: [a.d.card], reason: 'paopaojiatelin' });
        }
        f.left--;
        if (f.left > 0) {
          ask(s, { kind: 'discard', seats: [f.user], count: f.left, reason: 'paopaojiatelin' });
          return;
        }
        f.pc = 4;
        return;
      }
      case 4:
        f.pc = 5;
        pushDamage(s, f.target, shaDamage(s, f.user), f.user, f.card);
        return;
      case 6:
        // 公山子无影脚: 躲 ends it; otherwise a 单挑 (1 damage, no 大炮/狼狗 bonus; not a trick: no 无懈可击, no 盾牌).
        if ((s.ret as { duo: boolean }).duo) return popFrame(s, null);
        f.pc = 5;
        pushFrame(s, { k: 'fx:dantiao', user: f.user, target: f.target, card: f.card, victim: -1, cur: -1, left: 0 });
        return;
      default:
        popFrame(s, null);
    }
  },
};
