/**
 * 电脑奇才 (skill book 技能书, ×1) — 特效：与别人交换一张或所有手牌。
 * Ruling: Once per play phase, with another player who has hand cards: swap one random hand card each, or swap your whole hands. Rulings: P-T4.
 * Not 小葱's skill of the same name, which is `diannaoqicai` (skills/diannaoqicai.ts).
 *
 * Decisions: `{t:'skill', id:'diannaoqicaishu', cards: [], targets: [t]}` for each other alive player with hand cards,
 * then a `choose` (reason `diannaoqicaishu`) between `swap-one` (offered when you hold a hand card too) and `swap-all`.
 * Random cards are drawn with the game's PRNG; each side sees what it gave and got, the others only the counts.
 */

import { withRng } from '@shaju/engine';
import { opt } from '../data/option-values.ts';
import type { CoreDecision } from '../decision-kinds.ts';
import { ASK_STEP, answer, ask, popFrame, pushFrame } from '../rules/ask.ts';
import { equipPlay, seatOf, seatPair } from '../rules/effects.ts';
import type { ChoiceOption, PaopaoshaState } from '../state.ts';
import { defineCard, type Handlers, type SkillDef } from './types.ts';

interface SwapFrame {
  k: 'book:diannaoqicaishu';
  pc: number;
  user: number;
  target: number;
}

/** Takes one random hand card of `seat` (the game's PRNG). */
function randomHandCard(s: PaopaoshaState, seat: number): number {
  const hand = seatOf(s, seat).hand;
  const i = withRng(s, (r) => r.int(hand.length));
  return hand.splice(i, 1)[0] as number;
}

const frames: Handlers = {
  'book:diannaoqicaishu'(s, f: SwapFrame, ev) {
    const u = seatOf(s, f.user);
    const t = seatOf(s, f.target);
    if (f.pc === ASK_STEP.ask) {
      if (!t.alive || t.hand.length === 0) return popFrame(s, null);
      f.pc = ASK_STEP.answer;
      const options: ChoiceOption[] = u.hand.length > 0 ? [{ o: 'swap-one', card: -1 }] : [];
      options.push({ o: 'swap-all', card: -1 });
      ask(s, { kind: 'choose', seats: [f.user], reason: 'diannaoqicaishu', target: f.target, options });
      return;
    }
    const a = answer(s);
    const i = a && a.d.t === 'choose' ? a.d.i : 0;
    const one = u.hand.length > 0 && i === 0;
    if (one) {
      const mine = randomHandCard(s, f.user);
      const theirs = randomHandCard(s, f.target);
      t.hand.push(mine);
      u.hand.push(theirs);
      const see = seatPair(f.user, f.target);
      ev?.push({ t: 'move', from: f.user, to: f.target, cards: [mine], count: 1, zone: 'hand', see });
      ev?.push({ t: 'move', from: f.target, to: f.user, cards: [theirs], count: 1, zone: 'hand', see });
    } else {
      const mine = u.hand;
      const theirs = t.hand;
      u.hand = theirs;
      t.hand = mine;
      const see = seatPair(f.user, f.target);
      ev?.push({
        t: 'move',
        from: f.user,
        to: f.target,
        cards: mine.slice(),
        count: mine.length,
        zone: 'hand',
        see,
      });
      ev?.push({
        t: 'move',
        from: f.target,
        to: f.user,
        cards: theirs.slice(),
        count: theirs.length,
        zone: 'hand',
        see,
      });
    }
    popFrame(s, null);
  },
};

/** 电脑奇才 (book): swap with another player once per play phase. */
const skill: SkillDef = {
  id: 'diannaoqicaishu',
  frames,
  actions(s, seat, r) {
    const out: CoreDecision[] = [];
    if (r.turnUsesOf(s, seat, 'diannaoqicaishu') >= opt(s.config, 'diannaoqicaishuPerTurn')) return out;
    for (let t = 0; t < s.seats.length; t++) {
      const q = seatOf(s, t);
      if (t !== seat && q.alive && q.hand.length > 0)
        out.push({ t: 'skill', id: 'diannaoqicaishu', cards: [], targets: [t] });
    }
    return out;
  },
  perform(s, seat, d, _ev, r) {
    r.countUse(s, seat, 'diannaoqicaishu');
    pushFrame(s, { k: 'book:diannaoqicaishu', user: seat, target: d.targets[0] as number });
  },
};

/** 电脑奇才: data entry and rules. */
export const diannaoqicaishu = defineCard({
  data: {
    id: 'diannaoqicaishu',
    zh: '电脑奇才',
    en: 'Computer Whiz (book)',
    type: 'equipment',
    subtype: 'book',
    copies: 1,
    deck: [[104, 'D', 11]],
    textZh: '特效：与别人交换一张或所有手牌。',
    textEn:
      'Once per play phase, with another player who has hand cards: swap one random hand card each, or swap your whole hands.',
    ruling: 'P-T4',
    hint: 5,
    equippedHint: 3,
    art: { icon: 'computing' },
    words: {
      zh: {
        ask: {
          choose: '电脑奇才（技能书）：与 {target} 怎样交换手牌？',
        },
        options: {
          'swap-one': '各随机交换一张手牌',
          'swap-all': '交换全部手牌',
        },
      },
      en: {
        ask: {
          choose: 'Computer Whiz (book): how to swap hands with {target}?',
        },
        options: {
          'swap-one': 'Swap one random hand card each',
          'swap-all': 'Swap whole hands',
        },
      },
    },
    bot: { skill: { policy: 'swapHands', all: 20, one: 12 }, choices: { '': { policy: 'swapPlan' } } },
  },
  play: equipPlay,
  skill,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    diannaoqicaishu: true;
  }
}
