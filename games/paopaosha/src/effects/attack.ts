/**
 * The attack (杀) of 跑跑杀, a primitive of the effect library (the kernel; docs/content.md, "The attack"): one 杀 of a
 * user against a target — the 闪 request (P-G6: asked even with none), the dodge, what the weapon does after a dodge,
 * the damage (P-W1) with the equipment's bonus — and its duel form (公山子无影脚, product reading 8). What equipment and
 * skills change about a 杀 comes in through the rules' queries (`Rules`). A card whose `use.targets` is `attack` is
 * used as this (杀; 杀闪之交 as 杀).
 */

import type { Handlers, Rules, ShaHitFrame } from '../cards/types.ts';
import { popFrame, pushFrame } from '../rules/ask.ts';
import { pushAskShan, pushDamage, seatOf } from '../rules/effects.ts';
import type { PaopaoshaState } from '../state.ts';

/** Pushes one 杀 of `user` on `target` with `card` (the `use` frame per target; 借刀杀人 for A's 杀). */
export function pushShaHit(s: PaopaoshaState, user: number, target: number, card: number): void {
  pushFrame(s, { pc: 0, k: 'shaHit', user, target, card, dodged: false, left: 0 });
}

/** Named steps (`pc`) of a `shaHit` frame. */
const SHA_STEP = Object.freeze({ ask: 0, dodge: 1, damage: 4, done: 5, duel: 6, afterWeapon: 7 } as const);

/**
 * Steps of a `shaHit` frame (`SHA_STEP`): `ask` for 闪, read the `dodge`, deal the `damage`, `done`; `duel` for
 * 公山子无影脚; `afterWeapon`: after the weapon's answer to a dodge.
 */
export const attackHandlers: Handlers = {
  shaHit(s, f: ShaHitFrame, _ev, r: Rules) {
    switch (f.pc) {
      case SHA_STEP.ask: {
        if (!seatOf(s, f.target).alive) return popFrame(s, null);
        if (r.shaIsDuel(s, f.user)) {
          // 公山子无影脚 (product reading 8): no 闪 asked — only 躲 cancels the 杀 — then a 单挑 from the target.
          f.pc = SHA_STEP.duel;
          pushAskShan(s, f.target, f.user, f.card, 'sha', 1, false, false);
          return;
        }
        f.pc = SHA_STEP.dodge;
        pushAskShan(
          s,
          f.target,
          f.user,
          f.card,
          'sha',
          r.shanNeeded(s, f.user),
          r.shanStopsSha(s, f.user),
          r.armourAlternative(s, f.user, f.target),
        );
        return;
      }
      case SHA_STEP.dodge: {
        const res = s.ret as { dodged: boolean; sure: boolean };
        if (res.sure) return popFrame(s, null);
        if (!res.dodged) {
          f.pc = SHA_STEP.damage;
          return;
        }
        f.pc = SHA_STEP.afterWeapon;
        if (!r.afterShaDodged(s, f)) popFrame(s, null);
        return;
      }
      case SHA_STEP.afterWeapon:
        // The weapon's answer to the dodge: true → the 杀 hits anyway.
        if (s.ret !== true) return popFrame(s, null);
        f.pc = SHA_STEP.done;
        pushDamage(s, f.target, r.shaDamage(s, f.user), f.user, f.card);
        return;
      case SHA_STEP.damage:
        f.pc = SHA_STEP.done;
        pushDamage(s, f.target, r.shaDamage(s, f.user), f.user, f.card);
        return;
      case SHA_STEP.duel:
        // 公山子无影脚: 躲 ends it; otherwise a 单挑 (1 damage, no equipment bonus; not a trick: no 无懈可击, no 盾牌).
        if ((s.ret as { sure: boolean }).sure) return popFrame(s, null);
        f.pc = SHA_STEP.done;
        pushFrame(s, {
          k: `fx:${r.duelKind}`,
          user: f.user,
          target: f.target,
          card: f.card,
          victim: -1,
          cur: -1,
          left: 0,
        });
        return;
      default:
        popFrame(s, null);
    }
  },
};
