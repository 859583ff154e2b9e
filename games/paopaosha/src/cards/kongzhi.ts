/**
 * 控制 (trick card 技能牌, ×1) — 控制一人【杀】、【闪】、【水】，或者那他一张牌（可以看对方的牌和身份）
 * Ruling: Play phase: any other player; choose one: (a) until the end of this turn they cannot use or play 杀, 闪 or 水; or (b) you look at their hand and identity, then take one hand card of your choice.
 */
import { useOf } from '../decision-kinds.ts';
import { answer, ask, popFrame } from '../rules/ask.ts';
import { giveCard, others, seatOf } from '../rules/effects.ts';
import type { ChoiceOption } from '../state.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/**
 * Named steps (`pc`): the user `choose`s (a) or (b); the `mode`: (a) restricts the target until the end of this turn,
 * or (b) the user sees the target's hand and identity (a visibility grant) and chooses a hand card; `take`: it is taken.
 */
const STEP = Object.freeze({ choose: 0, mode: 1, take: 2 } as const);

const frames: Handlers = {
  'fx:kongzhi'(s, f: FxFrame, ev) {
    const t = seatOf(s, f.target);
    if (f.pc === STEP.choose) {
      f.pc = STEP.mode;
      const options: ChoiceOption[] = [
        { o: 'mode-a', card: -1 },
        { o: 'mode-b', card: -1 },
      ];
      ask(s, { kind: 'choose', seats: [f.user], reason: 'kongzhi', target: f.target, options });
      return;
    }
    if (f.pc === STEP.mode) {
      const a = answer(s);
      if (a && a.d.t === 'choose' && a.d.i === 0) {
        t.noBasic = true;
        ev?.push({ t: 'restrict', seat: f.target, by: f.user });
        return popFrame(s, null);
      }
      seatOf(s, f.user).knows |= 1 << f.target;
      ev?.push({ t: 'look', seat: f.user, target: f.target, hand: t.hand.slice(), identity: t.identity });
      if (t.hand.length === 0) return popFrame(s, null);
      f.pc = STEP.take;
      const options = t.hand.map((c): ChoiceOption => ({ o: 'card', card: c }));
      ask(s, { kind: 'choose', seats: [f.user], reason: 'kongzhi-take', target: f.target, options });
      return;
    }
    const a = answer(s);
    const card = a && a.d.t === 'choose' ? (t.hand[a.d.i] ?? -1) : -1;
    if (card >= 0) giveCard(s, f.target, f.user, card, ev);
    popFrame(s, null);
  },
};

/** 控制: data entry and rules. */
export const kongzhi = defineCard({
  data: {
    id: 'kongzhi',
    zh: '控制',
    en: 'Control',
    type: 'trick',
    copies: 1,
    deck: [[26, 'S', 13]],
    textZh: '控制一人【杀】、【闪】、【水】，或者那他一张牌（可以看对方的牌和身份）',
    textEn:
      'Play phase: any other player; choose one: (a) until the end of this turn they cannot use or play Kill, Dodge or Water; or (b) you look at their hand and identity, then take one hand card of your choice.',
    hint: 6,
    art: { icon: 'puppet' },
    words: {
      zh: {
        ask: {
          choose: '控制 {target}：选择模式。',
        },
        options: {
          'mode-a': '模式 a：本回合内其不能使用或打出杀、闪、水',
          'mode-b': '模式 b：观看其手牌和身份，并拿走一张手牌',
        },
        steps: {
          take: {
            ask: {
              choose: '控制：拿走 {target} 的一张手牌。',
            },
          },
        },
        restrict: '{by} 的控制：{who} 本回合不能使用或打出 杀、闪、水',
        notPlayable: {
          noBasic: '受控制影响，本回合不能使用基本牌',
        },
      },
      en: {
        ask: {
          choose: 'Control {target}: choose a mode.',
        },
        options: {
          'mode-a': 'Mode a: this turn they cannot use or play Kill, Dodge or Water',
          'mode-b': 'Mode b: look at their hand and identity, and take a hand card',
        },
        steps: {
          take: {
            ask: {
              choose: "Control: take one of {target}'s hand cards.",
            },
          },
        },
        restrict: '{byWhose} Control: {who} cannot use or play Kill, Dodge or Water this turn',
        notPlayable: {
          noBasic: 'Controlled: no basic cards this turn',
        },
      },
    },
    bot: {
      harm: 1,
      use: { policy: 'hostile', score: 58 },
      choices: { '': { policy: 'thenSha', yes: 'mode-a', no: 'mode-b' }, take: { policy: 'takeBest' } },
    },
  },
  play(s, seat, card, out) {
    for (const t of others(s, seat)) out.push(useOf(card, 'kongzhi', [t]));
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    kongzhi: true;
  }
}
