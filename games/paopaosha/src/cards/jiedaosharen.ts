/**
 * 借刀杀人 (trick card 技能牌, ×3) — 出牌阶段，对任意两名角色进行使用。详述：控制装备有武器的玩家，令其出一张【杀】攻击(必须是对方攻击范围内的)另一名玩家，否则该玩家需将当前装备的一张武器牌交给自己（此牌收入自己手牌）。
 * Ruling: Play phase: choose another player A who has a weapon and a player B within A's range (B may be you). A uses a 杀 on B, or else gives you A's weapon (into your hand). Rulings: P-G1.
 */
import { useOf } from '../decision-kinds.ts';
import { pushShaHit } from '../effects/attack.ts';
import { popFrame } from '../rules/ask.ts';
import { others, pushAskSha, pushTrickOn, seatOf } from '../rules/effects.ts';
import { setEquip } from '../state.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/** Named steps (`pc`) of the 借刀杀人 effect. */
const BLADE_STEP = Object.freeze({ start: 0, answer: 1, giveWeapon: 2, done: 3 } as const);

/**
 * Steps (`BLADE_STEP`) of the effect on A (`target`, who holds a weapon) with B (`victim`): `start` asks A for a 杀 on B
 * (only when B is alive and in A's range and A may play 杀); on the `answer` A's 杀 hits B — it is A's 杀 (A's weapon
 * applies), not counted against A's limit — or else `giveWeapon`: A's weapon goes into the user's hand; `done`.
 */
const frames: Handlers = {
  'fx:jiedaosharen'(s, f: FxFrame, ev, r) {
    const a = seatOf(s, f.target);
    if (f.pc === BLADE_STEP.start) {
      if (a.equip.weapon < 0) return popFrame(s, null);
      const victimOk = seatOf(s, f.victim).alive && r.inShaRange(s, f.target, f.victim);
      if (!victimOk || a.noBasic) {
        f.pc = BLADE_STEP.giveWeapon;
        return;
      }
      f.pc = BLADE_STEP.answer;
      pushAskSha(s, f.target, f.user, f.card, 'jiedaosharen', f.victim);
      return;
    }
    if (f.pc === BLADE_STEP.answer) {
      if (s.ret === true) {
        f.pc = BLADE_STEP.done;
        pushShaHit(s, f.target, f.victim, s.discard[s.discard.length - 1] ?? -1);
        return;
      }
      f.pc = BLADE_STEP.giveWeapon;
    }
    if (f.pc === BLADE_STEP.giveWeapon) {
      const w = a.equip.weapon;
      if (w >= 0) {
        setEquip(a, 'weapon', -1);
        seatOf(s, f.user).hand.push(w);
        ev?.push({ t: 'move', from: f.target, to: f.user, cards: [w], count: 1, zone: 'equip', see: [] });
      }
    }
    popFrame(s, null);
  },
};

/** 借刀杀人: data entry and rules. */
export const jiedaosharen = defineCard({
  data: {
    id: 'jiedaosharen',
    zh: '借刀杀人',
    en: 'Borrowed Blade',
    type: 'trick',
    copies: 3,
    deck: [
      [24, 'S', 12],
      [79, 'C', 12],
      [81, 'C', 13],
    ],
    textZh:
      '出牌阶段，对任意两名角色进行使用。详述：控制装备有武器的玩家，令其出一张【杀】攻击(必须是对方攻击范围内的)另一名玩家，否则该玩家需将当前装备的一张武器牌交给自己（此牌收入自己手牌）。',
    textEn:
      "Play phase: choose another player A who has a weapon and a player B within A's range (B may be you). A uses a Kill on B, or else gives you A's weapon (into your hand).",
    ruling: 'P-G1',
    hint: 4,
    art: { icon: 'sword-in-stone' },
    words: {
      zh: {
        use: '使用 {card}：令 {a} 对 {b} 出杀，否则其武器 {weapon} 归你',
        ask: {
          sha: '{source} {toYou}使用了 {card}：对其指定的玩家出杀，否则把武器 {weapon} 交给 {source}。',
        },
        pass: '不出杀（把 {weapon} 交给 {source}）',
        targets: ' → {a}（令其对 {b} 出杀）',
      },
      en: {
        use: 'Use {card}: {a} must use a Kill on {b}, or give you their weapon {weapon}',
        ask: {
          sha: '{Source} used {card} {toYou}: play a Kill on the player they chose, or give them the weapon {weapon}.',
        },
        pass: 'No Kill (give {weapon} to {source})',
        targets: ' → {a} (to use a Kill on {b})',
      },
    },
    display: {
      menu: [4.8, 4.8],
      orderedTargets: true,
    },
    bot: { harm: 0.8, askedSha: 'victim', use: { policy: 'borrow', score: 40 } },
  },
  play(s, seat, card, out, r) {
    // A: another player with a weapon; B: any alive player but A within A's reach (B may be the user).
    for (const a of others(s, seat)) {
      if (seatOf(s, a).equip.weapon < 0) continue;
      for (const b of r.shaReachable(s, a, [])) out.push(useOf(card, 'jiedaosharen', [a, b]));
    }
  },
  hit(s, f, t) {
    // Targets [A, B]: the effect is on A only.
    pushTrickOn(s, f.user, t, f.card, 'jiedaosharen', f.targets[1] as number);
    f.i = f.targets.length;
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    jiedaosharen: true;
  }
}
