/**
 * 洛神 (蓝蓝) — 洛神：回合开始时，进行判定。如不是【武器】，这张牌归你，再次进行下一次判定，如是【武器】，这张牌反回牌堆。
 * Ruling: at your turn start you may judge: not a weapon → take the card and you may judge again; a weapon → it is
 * shuffled back into the draw pile and you stop (P-G4).
 */
import { withRng } from '@shaju/engine';
import { isWeaponCard } from '../cardinfo.ts';
import { popFrame, pushFrame } from '../rules/ask.ts';
import { removeCard } from '../rules/piles.ts';
import { announce, askYesNo, saidYes, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';

/** Frame: ask, judge, take or shuffle back, ask again. */
interface LuoshenFrame {
  k: 'skill:luoshen';
  pc: number;
  seat: number;
}

/** Named steps (`pc`): `ask` whether to judge, read the `answer`, the judgement's `result` (then ask again or stop). */
const STEP = Object.freeze({ ask: 0, answer: 1, result: 2 } as const);

/**
 * 洛神: at turn start a yes/no `choose` request (reason `luoshen`); yes judges (P-G4: the judgement card goes to the
 * discard pile first). Not a weapon: the card goes from the discard pile into the hand (a public move) and the question
 * comes again. A weapon: it leaves the discard pile, the draw pile with it is shuffled (seeded PRNG, a public `skill`
 * event naming the card), and 洛神 stops. Nothing to flip (both piles empty, product reading 14): it stops.
 */
export const luoshen: SkillDef = {
  id: 'luoshen',
  // A weapon stops it (the `judge` event's `hit`): "如是【武器】，这张牌反回牌堆".
  judgeHits: (card, r) => card >= 0 && r.isWeapon(card),
  triggers: {
    turnStart: (s, ctx) => {
      pushFrame(s, { k: 'skill:luoshen', seat: ctx.seat });
      return true;
    },
  },
  frames: {
    'skill:luoshen'(s, f: LuoshenFrame, ev) {
      switch (f.pc) {
        case STEP.ask:
          f.pc = STEP.answer;
          askYesNo(s, f.seat, 'luoshen');
          return;
        case STEP.answer:
          if (!saidYes(s)) return popFrame(s, null);
          f.pc = STEP.result;
          pushFrame(s, { k: 'judge', seat: f.seat, reason: 'luoshen' });
          return;
        default: {
          const c = s.ret as number;
          if (c < 0) return popFrame(s, null);
          removeCard(s.discard, c);
          if (isWeaponCard(c)) {
            s.draw.push(c);
            withRng(s, (r) => r.shuffle(s.draw));
            announce(ev, f.seat, 'luoshen', [], [c]);
            return popFrame(s, null);
          }
          seatOf(s, f.seat).hand.push(c);
          ev?.push({ t: 'move', from: -1, to: f.seat, cards: [c], count: 1, zone: 'hand', see: [] });
          f.pc = STEP.answer;
          askYesNo(s, f.seat, 'luoshen');
        }
      }
    },
  },
};
