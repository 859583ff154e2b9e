/**
 * 杀闪之交 (trick card 技能牌, ×1) — 可当一张【杀】，也可以当【闪】使用。
 * Ruling: Counts as a 杀 or as a 闪, wherever either is asked for or may be used.
 */
import { playOf, useOf } from '../decision-kinds.ts';
import { seatOf } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 杀闪之交: data entry and rules. */
export const shashanzhijiao = defineCard({
  data: {
    id: 'shashanzhijiao',
    zh: '杀闪之交',
    en: 'Kill-or-Dodge',
    type: 'trick',
    copies: 1,
    deck: [[102, 'D', 10]],
    textZh: '可当一张【杀】，也可以当【闪】使用。',
    textEn: 'Counts as a Kill or as a Dodge, wherever either is asked for or may be used.',
    hint: 8,
  },
  answers: ['shan', 'sha'],
  countsAsSha: true,

  play(s, seat, card, out, r) {
    if (!r.canUseSha(s, seat)) return;
    for (const t of r.shaTargets(s, seat, seatOf(s, seat).hand.length === 1)) out.push(useOf(card, 'sha', t));
  },
  respond(s, seat, card, a, out) {
    if (seatOf(s, seat).noBasic) return;
    if (a.kind === 'shan' && a.allowShan) out.push(playOf(card, 'shan'));
    else if (a.kind === 'sha') out.push(playOf(card, 'sha'));
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shashanzhijiao: true;
  }
}
