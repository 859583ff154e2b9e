/**
 * 天使之泪 (god card 神卡, ×1) — 让自己血量变成10滴，一直别人打会你以前的血量才消失！
 * Ruling: Play phase: your HP becomes 10. The part above your HP before the card is a shield: damage removes it first and healing never restores it. Shown as HP.
 *
 * Product reading 6: no effect at HP ≥ 10; the shield is removed first by damage and never restored by healing
 * (rules/core.ts `damage`, rules/effects.ts `heal`).
 */
import { useOf } from '../decision-kinds.ts';
import { popFrame } from '../rules/ask.ts';
import { seatOf } from '../rules/effects.ts';
import { defineCard, type GodFrame, type Handlers } from './types.ts';

const frames: Handlers = {
  'god:tianshizhilei'(s, f: GodFrame, ev) {
    const p = seatOf(s, f.user);
    const to = s.config.tianshizhileiHp;
    // Product reading 6: no effect at HP ≥ 10; otherwise the part above the HP before becomes shield.
    if (p.hp < to) {
      const gain = to - p.hp;
      p.shield += gain;
      p.hp = to;
      ev?.push({ t: 'heal', seat: f.user, amount: gain, hp: p.hp, by: f.user, shield: p.shield });
    }
    popFrame(s, null);
  },
};

/** 天使之泪: data entry and rules. */
export const tianshizhilei = defineCard({
  data: {
    id: 'tianshizhilei',
    zh: '天使之泪',
    en: "Angel's Tear",
    type: 'god',
    copies: 1,
    deck: [[37, 'H', 5]],
    textZh: '让自己血量变成10滴，一直别人打会你以前的血量才消失！',
    textEn:
      'Play phase: your HP becomes 10. The part above your HP before the card is a shield: damage removes it first and healing never restores it. Shown as HP.',
    params: ['tianshizhileiHp'],
    hint: 9,
    art: { icon: 'angel-wings' },
    words: {
      zh: {
        heal: '天使之泪：{who} 的体力变为 {hp}（其中护盾 {shield}）',
      },
      en: {
        heal: "Angel's Tear: {whose} HP becomes {hp} ({shield} of it a shield)",
      },
    },
    bot: { use: { policy: 'shield', score: 85, hp: 'tianshizhileiHp' } },
  },
  play(_s, seat, card, out) {
    out.push(useOf(card, 'tianshizhilei', [seat]));
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    tianshizhilei: true;
  }
}
