/**
 * 海洋公主 (god card, 神卡) — 控制对方的角色，他出什么牌都让你决定。（有效期：5回合）
 * Ruling: for the target's next 5 turns (`haiyanggongzhuTurns`) you make every decision for them (their turn and their
 * responses) and see their hand. Ends early if you die. Product reading 7: from its use until the end of the target's
 * 5th following turn, responses in other players' turns included.
 *
 * A god card, not a trick card: no 无懈可击 window, and 盾牌 does not stop it. Used in the play phase on another alive
 * player; the `use` frame (rules/use.ts) puts it on the table and pushes `god:haiyanggongzhu`,
 * which hands the control over (rules/control.ts); the card then goes to the discard pile.
 */
import { useOf } from '../decision-kinds.ts';
import { popFrame } from '../rules/ask.ts';
import { grantControl } from '../rules/control.ts';
import { others } from '../rules/effects.ts';
import { defineCard, type GodFrame, type Handlers } from './types.ts';

/** The effect, as rules/use.ts pushes it: `user` used `card` on `targets` (one other player). */
const frames: Handlers = {
  'god:haiyanggongzhu'(s, f: GodFrame, ev) {
    const t = f.targets[0];
    popFrame(s, null);
    if (t === undefined || t === f.user) return;
    const target = s.seats[t];
    const user = s.seats[f.user];
    if (!target?.alive || !user?.alive) return;
    grantControl(s, t, f.user, s.config.haiyanggongzhuTurns, ev);
  },
};

/** 海洋公主: data entry and rules. */
export const haiyanggongzhu = defineCard({
  data: {
    id: 'haiyanggongzhu',
    zh: '海洋公主',
    en: 'Ocean Princess',
    type: 'god',
    copies: 1,
    deck: [[84, 'D', 1]],
    textZh: '控制对方的角色，他出什么牌都让你决定。（有效期：5回合）',
    textEn:
      'Play phase: another player. For their next 5 turns you make every decision for them (in their turns and their responses) and see their hand. Ends early if you die.',
    params: ['haiyanggongzhuTurns'],
    hint: 9,
    art: { icon: 'mermaid' },
    words: {
      zh: {
        controlled: '{who} 由 {by} 控制（海洋公主，还剩 {turns} 个回合）',
      },
      en: {
        controlled: '{Who} is controlled by {by} (Ocean Princess, {turns} more turns)',
      },
    },
    bot: { use: { policy: 'control', score: 60 } },
  },
  play(s, seat, card, out) {
    // Any other alive player; no 无懈可击, no 盾牌.
    for (const t of others(s, seat)) out.push(useOf(card, 'haiyanggongzhu', [t]));
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    haiyanggongzhu: true;
  }
}
