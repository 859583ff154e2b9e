/**
 * 杀 (basic card 基本牌, ×26) — 出牌阶段使用，攻击一名在攻击距离内的玩家，若攻击成功（对方没有【闪】或其他刻意躲避的手牌）被攻击的
 * 玩家减1点血。未装备武器和坐骑时，玩家【杀】的攻击距离为1。 (seed)
 * 闪 — 在别的玩家对你出[杀]或[万刀齐发]时，可以打出闪。 躲 — 可当一次[闪]使用，或完全抵御一次[杀]。
 * Ruling: play phase, once per play phase (P-T2): one other player within your range (P-T3). They avoid it with 闪 (or
 * anything that counts as 闪, P-G6: asked even with none); otherwise they take 1 damage from you (P-W1), more with the
 * equipment's 杀 damage bonus (rules/queries.ts `shaDamage`). What equipment and skills change about a 杀 comes in
 * through their hooks: 闪 that cannot stop it, armour ignored, the number of 闪 needed, what happens after a dodge.
 */
import { playOf, useOf } from '../decision-kinds.ts';
import { popFrame, pushFrame } from '../rules/ask.ts';
import { pushAskShan, pushDamage, seatOf, seatOrderFrom } from '../rules/effects.ts';
import type { PaopaoshaState } from '../state.ts';
import { defineCard, type Handlers, type Rules, type ShaHitFrame } from './types.ts';

/** Pushes one 杀 of `user` on `target` with `card` (the `use` frame per target; 借刀杀人 for A's 杀). */
export function pushShaHit(s: PaopaoshaState, user: number, target: number, card: number): void {
  pushFrame(s, { pc: 0, k: 'shaHit', user, target, card, dodged: false, left: 0 });
}

/** Named steps (`pc`) of a `shaHit` frame. */
const SHA_STEP = Object.freeze({ ask: 0, dodge: 1, damage: 4, done: 5, duel: 6, afterWeapon: 7 } as const);

/**
 * Steps of a `shaHit` frame (`SHA_STEP`): `ask` for 闪, read the `dodge`, deal the `damage`, `done`; `duel` for
 * 公山子无影脚; `afterWeapon`: after the weapon's answer to a dodge.
 */
const frames: Handlers = {
  shaHit(s, f: ShaHitFrame, _ev, r: Rules) {
    switch (f.pc) {
      case SHA_STEP.ask: {
        if (!seatOf(s, f.target).alive) return popFrame(s, null);
        if (r.shaIsDuel(s, f.user)) {
          // 公山子无影脚 (product reading 8): no 闪 asked — only 躲 cancels the 杀 — then a 单挑 from the target.
          f.pc = SHA_STEP.duel;
          pushAskShan(s, f.target, f.user, f.card, 'sha', 1, false, false);
          return;
        }
        f.pc = SHA_STEP.dodge;
        pushAskShan(
          s,
          f.target,
          f.user,
          f.card,
          'sha',
          r.shanNeeded(s, f.user),
          r.shanStopsSha(s, f.user),
          r.armourAlternative(s, f.user, f.target),
        );
        return;
      }
      case SHA_STEP.dodge: {
        const res = s.ret as { dodged: boolean; duo: boolean };
        if (res.duo) return popFrame(s, null);
        if (!res.dodged) {
          f.pc = SHA_STEP.damage;
          return;
        }
        f.pc = SHA_STEP.afterWeapon;
        if (!r.afterShaDodged(s, f)) popFrame(s, null);
        return;
      }
      case SHA_STEP.afterWeapon:
        // The weapon's answer to the dodge: true → the 杀 hits anyway.
        if (s.ret !== true) return popFrame(s, null);
        f.pc = SHA_STEP.done;
        pushDamage(s, f.target, r.shaDamage(s, f.user), f.user, f.card);
        return;
      case SHA_STEP.damage:
        f.pc = SHA_STEP.done;
        pushDamage(s, f.target, r.shaDamage(s, f.user), f.user, f.card);
        return;
      case SHA_STEP.duel:
        // 公山子无影脚: 躲 ends it; otherwise a 单挑 (1 damage, no equipment bonus; not a trick: no 无懈可击, no 盾牌).
        if ((s.ret as { duo: boolean }).duo) return popFrame(s, null);
        f.pc = SHA_STEP.done;
        pushFrame(s, { k: 'fx:dantiao', user: f.user, target: f.target, card: f.card, victim: -1, cur: -1, left: 0 });
        return;
      default:
        popFrame(s, null);
    }
  },
};

/** 杀: data entry and rules. */
export const sha = defineCard({
  data: {
    id: 'sha',
    zh: '杀',
    en: 'Kill',
    type: 'basic',
    copies: 26,
    deck: [
      [13, 'S', 7],
      [14, 'S', 7],
      [15, 'S', 8],
      [16, 'S', 8],
      [17, 'S', 9],
      [18, 'S', 9],
      [19, 'S', 10],
      [20, 'S', 10],
      [22, 'S', 11],
      [46, 'H', 10],
      [47, 'H', 10],
      [60, 'C', 3],
      [61, 'C', 3],
      [62, 'C', 4],
      [63, 'C', 4],
      [70, 'C', 8],
      [71, 'C', 8],
      [72, 'C', 9],
      [73, 'C', 9],
      [74, 'C', 10],
      [75, 'C', 10],
      [78, 'C', 11],
      [93, 'D', 6],
      [95, 'D', 7],
      [97, 'D', 8],
      [99, 'D', 9],
    ],
    textZh:
      '出牌阶段使用，攻击一名在攻击距离内的玩家，若攻击成功（对方没有【闪】或其他刻意躲避的手牌）被攻击的玩家减1点血。未装备武器和坐骑时，玩家【杀】的攻击距离为1。',
    textEn:
      'Play phase, once per play phase: one other player within your range. They avoid it with Dodge (or anything that counts as Dodge); otherwise they take 1 damage from you.',
    ruling: 'P-T2, P-T3, P-G6',
    hint: 6,
  },
  play(s, seat, card, out, r) {
    if (!r.canUseSha(s, seat)) return;
    for (const t of r.shaTargets(s, seat, seatOf(s, seat).hand.length === 1)) out.push(useOf(card, 'sha', t));
  },
  answers: ['sha'],
  countsAsSha: true,

  respond(s, seat, card, a, out) {
    if (a.kind === 'sha' && !seatOf(s, seat).noBasic) out.push(playOf(card, 'sha'));
  },
  start(s, f) {
    seatOf(s, f.user).shaUsed++;
    f.targets = seatOrderFrom(s, f.user, f.targets);
  },
  hit(s, f, t) {
    pushShaHit(s, f.user, t, f.card);
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    sha: true;
  }
}
