/**
 * 爱国 (葱头) — 爱国：回合开始，多摸1张牌，给别人，也可以选择保留。
 * Ruling: at your turn start draw 1; you may give that card to another player.
 */
import { opt } from '../data/option-values.ts';
import { ASK_STEP, ask, popFrame, pushFrame } from '../rules/ask.ts';
import { giveCard } from '../rules/effects.ts';
import { drawCards } from '../rules/piles.ts';
import type { ChoiceOption } from '../state.ts';
import { announce, chosenIndex, othersFrom, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';

/** Frame: draw the card, then ask whom to give it to. */
interface AiguoFrame {
  k: 'skill:aiguo';
  pc: number;
  seat: number;
  card: number;
  options: ChoiceOption[];
}

/**
 * 爱国: at turn start the seat draws 1 (always), then a `choose` request (reason `aiguo`): option 0 `{o:'keep', card}`
 * keeps it, then one `{o:'give', card, seat: t}` per other alive player in seat order from the next. A gift is seen by
 * the giver and the receiver only.
 */
export const aiguo: SkillDef = {
  id: 'aiguo',
  triggers: {
    turnStart: (s, ctx) => {
      pushFrame(s, { k: 'skill:aiguo', seat: ctx.seat, card: -1, options: [] });
      return true;
    },
  },
  frames: {
    'skill:aiguo'(s, f: AiguoFrame, ev) {
      if (f.pc === ASK_STEP.ask) {
        announce(ev, f.seat, 'aiguo');
        const got = drawCards(s, f.seat, opt(s.config, 'aiguoDraw'), ev);
        if (got.length === 0) return popFrame(s, null);
        f.card = got[0] as number;
        f.options = [
          { o: 'keep', card: f.card },
          ...othersFrom(s, f.seat).map((t): ChoiceOption => ({ o: 'give', card: f.card, seat: t })),
        ];
        f.pc = ASK_STEP.answer;
        // The card is named in the options only (secret to the asked seat), never in the public `card` field.
        ask(s, { kind: 'choose', seats: [f.seat], reason: 'aiguo', options: f.options.slice() });
        return;
      }
      const o = f.options[chosenIndex(s)];
      const me = seatOf(s, f.seat);
      if (o && o.o === 'give' && o.seat !== undefined && me.hand.includes(f.card)) {
        giveCard(s, f.seat, o.seat, f.card, ev);
      }
      popFrame(s, null);
    },
  },
};
