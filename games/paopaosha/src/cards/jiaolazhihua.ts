/**
 * 吉奥拉之花 (god card 神卡, ×1) — 可以把一位玩家“吃掉”，除非他丢弃2张水，给花的主人。
 * Ruling: Play phase: another player dies unless they give you two 水.
 *
 * Product reading 4: outright death, killer = the user; only real 水 cards.
 */
import { useOf } from '../decision-kinds.ts';
import { answer, ask, popFrame } from '../rules/ask.ts';
import { giveCard, killOutright, others, seatOf } from '../rules/effects.ts';
import type { ChoiceOption } from '../state.ts';
import { defineCard, type GodFrame, type Handlers } from './types.ts';

/**
 * Named steps (`pc`): `ask` the target to give or die (asked even without the 水, P-G6), read the `answer`, `give` the
 * 水 one at a time, the target's `pick` when they hold more than they owe.
 */
const STEP = Object.freeze({ ask: 0, answer: 1, give: 2, pick: 3 } as const);

const frames: Handlers = {
  'god:jiaolazhihua'(s, f: GodFrame, ev, r) {
    const t = f.targets[0] as number;
    const tp = seatOf(s, t);
    const need = s.config.jiaolazhihuaShui;
    const shui = () => tp.hand.filter((c) => r.kindOf(c) === 'shui');
    if (f.pc === STEP.ask) {
      if (!tp.alive) return popFrame(s, null);
      // The target chooses (asked even without the 水, so the request tells nothing about their hand, P-G6).
      f.pc = STEP.answer;
      const options: ChoiceOption[] = [{ o: 'die', card: -1 }];
      if (shui().length >= need) options.unshift({ o: 'give', card: -1 });
      ask(s, { kind: 'choose', seats: [t], reason: 'jiaolazhihua', source: f.user, target: t, options });
      return;
    }
    if (f.pc === STEP.answer) {
      // Option 0 is `give` exactly when it was offered (the hand has not changed since).
      const a = answer(s);
      const give = a !== null && a.d.t === 'choose' && a.d.i === 0 && shui().length >= need;
      if (!give) {
        popFrame(s, null);
        killOutright(s, t, f.user, 'jiaolazhihua');
        return;
      }
      f.left = need;
      f.pc = STEP.give;
    }
    if (f.pc === STEP.give) {
      // Give the 水 one at a time; the target picks which when they hold more than they owe.
      const have = shui();
      if (f.left <= 0 || !seatOf(s, f.user).alive) return popFrame(s, null);
      if (have.length <= f.left) {
        for (const c of have) giveCard(s, t, f.user, c, ev);
        return popFrame(s, null);
      }
      f.pc = STEP.pick;
      ask(s, {
        kind: 'choose',
        seats: [t],
        reason: 'jiaolazhihua-give',
        source: f.user,
        target: t,
        count: f.left,
        options: have.map((c) => ({ o: 'card', card: c })),
      });
      return;
    }
    // pc 3
    const a = answer(s);
    const have = shui();
    const card = a && a.d.t === 'choose' ? (have[a.d.i] ?? have[0]) : have[0];
    if (card !== undefined) giveCard(s, t, f.user, card, ev);
    f.left--;
    f.pc = STEP.give;
  },
};

/** 吉奥拉之花: data entry and rules. */
export const jiaolazhihua = defineCard({
  data: {
    id: 'jiaolazhihua',
    zh: '吉奥拉之花',
    en: "Jiaola's Flower",
    type: 'god',
    copies: 1,
    deck: [[56, 'C', 1]],
    textZh: '可以把一位玩家“吃掉”，除非他丢弃2张水，给花的主人。',
    textEn: 'Play phase: another player dies unless they give you two Water cards.',
    params: ['jiaolazhihuaShui'],
    hint: 8,
    art: { icon: 'flower-emblem' },
    words: {
      zh: {
        ask: {
          choose: '吉奥拉之花：{source} 要{you}交出 {jiaolazhihuaShui} 张水，否则死亡。',
        },
        options: {
          give: '交出 {jiaolazhihuaShui} 张水',
          die: '不交（死亡）',
        },
        steps: {
          give: {
            ask: {
              choose: '吉奥拉之花：选择交出的水（还需 {n} 张）。',
            },
          },
        },
      },
      en: {
        ask: {
          choose: "Jiaola's Flower: {source} demands {jiaolazhihuaShui} Water from {you}, or death.",
        },
        options: {
          give: 'Give {jiaolazhihuaShui} Water',
          die: 'Refuse (and die)',
        },
        steps: {
          give: {
            ask: {
              choose: "Jiaola's Flower: choose the Water to give ({n} more).",
            },
          },
        },
      },
    },
    bot: {
      use: { policy: 'kill', score: 70 },
      choices: { '': { policy: 'giveOrDie' }, give: { policy: 'giveLeast' } },
    },
  },
  play(s, seat, card, out) {
    for (const t of others(s, seat)) out.push(useOf(card, 'jiaolazhihua', [t]));
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    jiaolazhihua: true;
  }
}
