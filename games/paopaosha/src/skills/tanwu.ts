/**
 * 贪污 (皮官小钱) — 贪污：每次回合开始时，你可以抽取每位玩家的牌1张
 * Ruling: at your turn start you may take one random hand card from each other player.
 */
import { withRng } from '@shaju/engine';
import { ASK_STEP, popFrame, pushFrame } from '../rules/ask.ts';
import { giveCard } from '../rules/effects.ts';
import type { PaopaoshaState } from '../state.ts';
import { announce, askYesNo, othersFrom, saidYes, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';

/** Frame: ask whether to use 贪污, then take the cards. */
interface TanwuFrame {
  k: 'skill:tanwu';
  pc: number;
  seat: number;
}

/** The other alive players with a hand card, in seat order from the next. */
function victims(s: PaopaoshaState, seat: number): number[] {
  return othersFrom(s, seat).filter((t) => seatOf(s, t).hand.length > 0);
}

/**
 * 贪污: at turn start, when some other player holds a hand card, a yes/no `choose` request (reason `tanwu`). Yes takes
 * one random hand card (seeded PRNG) from each other alive player, in seat order from the next; each move is seen by
 * the two players concerned only.
 */
export const tanwu: SkillDef = {
  id: 'tanwu',
  triggers: {
    turnStart: (s, ctx) => {
      if (victims(s, ctx.seat).length === 0) return false;
      pushFrame(s, { k: 'skill:tanwu', seat: ctx.seat });
      return true;
    },
  },
  frames: {
    'skill:tanwu'(s, f: TanwuFrame, ev) {
      if (f.pc === ASK_STEP.ask) {
        f.pc = ASK_STEP.answer;
        askYesNo(s, f.seat, 'tanwu');
        return;
      }
      if (saidYes(s)) {
        const from = victims(s, f.seat);
        announce(ev, f.seat, 'tanwu', from);
        const _me = seatOf(s, f.seat);
        for (const t of from) {
          const q = seatOf(s, t);
          const i = withRng(s, (r) => r.int(q.hand.length));
          giveCard(s, t, f.seat, q.hand[i] as number, ev);
        }
      }
      popFrame(s, null);
    },
  },
};
