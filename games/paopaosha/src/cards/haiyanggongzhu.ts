/**
 * 海洋公主 (god card, 神卡) — 控制对方的角色，他出什么牌都让你决定。（有效期：5回合）
 * Ruling: for the target's next 5 turns (`haiyanggongzhuTurns`) you make every decision for them (their turn and their
 * responses) and see their hand. Ends early if you die. Product reading 7: from its use until the end of the target's
 * 5th following turn, responses in other players' turns included.
 *
 * A god card, not a trick card: no 无懈可击 window, and 盾牌 does not stop it. Used in the play phase on another alive
 * player (`legal.ts`); the `use` frame puts it on the table and pushes `god:haiyanggongzhu` (cards/gods.ts `pushGod`),
 * which hands the control over (rules/control.ts); the card then goes to the discard pile.
 */
import { type Handlers, popFrame } from '../rules/ask.ts';
import { grantControl } from '../rules/control.ts';
import { sink } from '../rules/core.ts';
import type { PaopaoshaState } from '../state.ts';

/** Frame of the card's effect, as `pushGod` builds it: `user` used `card` on `targets` (one other player). */
interface HaiyangFrame {
  k: 'god:haiyanggongzhu';
  pc: number;
  user: number;
  card: number;
  targets: number[];
}

export const haiyanggongzhuHandlers: Handlers = {
  'god:haiyanggongzhu'(s: PaopaoshaState, f: HaiyangFrame) {
    const t = f.targets[0];
    popFrame(s, null);
    if (t === undefined || t === f.user) return;
    const target = s.seats[t];
    const user = s.seats[f.user];
    if (!target?.alive || !user?.alive) return;
    grantControl(s, t, f.user, s.config.haiyanggongzhuTurns, sink.ev);
  },
};
