/**
 * Using a card in the play phase (seed: 出牌阶段，可以执行以下几种行动中的一种或多种): the card goes from the hand to
 * the table (or into an equipment slot, or in front of a target), then its effect resolves on each target in seat
 * order from the user. Trick cards (技能牌) ask for 无懈可击 on every target first (P-G5), and do nothing to a 盾牌 holder.
 * What a kind does is its card module's (`start`, `hit`, `finish`, its `fx:<id>`/`god:<id>` frames; cards/types.ts).
 */

import { kindOf, subtypeOf, typeOf } from '../cardinfo.ts';
import { cardModule, EQUIP_HOOKS_OF, moduleOfCard } from '../cards/index.ts';
import type { Handlers, UseFrame } from '../cards/types.ts';
import type { CardKindId } from '../data/card-types.ts';
import type { Ev } from '../events.ts';
import { immuneTo } from '../skills/hooks.ts';
import { type PaopaoshaState, setEquip } from '../state.ts';
import { popFrame, pushFrame } from './ask.ts';
import { pushTrickOn, seatOf } from './effects.ts';
import { removeCard, tableToDiscard, takeFromSeat } from './piles.ts';
import { shieldStops } from './queries.ts';

/** Frame: a trick's effect on one target: 盾牌 check, 无懈可击 window, then the effect frame `fx:<kind>`. */
export interface TrickOnFrame {
  k: 'trickOn';
  pc: number;
  user: number;
  target: number;
  card: number;
  kind: CardKindId;
  /** Extra data for the effect (借刀杀人's victim). */
  victim: number;
}

/** Named steps (`pc`) of `use` and `trickOn`. */
const USE_STEP = Object.freeze({ leaveHand: 0, targets: 1 } as const);
const TRICK_STEP = Object.freeze({ shield: 0, effect: 1, done: 2 } as const);

/** Steps of `use` (`USE_STEP`): the card leaves the hand, then the effect reaches each target in turn, then done. */
export const useHandlers: Handlers = {
  use(s, f: UseFrame, ev, r) {
    if (f.pc === USE_STEP.leaveHand) {
      f.pc = USE_STEP.targets;
      const physicalKind = kindOf(f.card);
      const eq = EQUIP_HOOKS_OF[f.card];
      if (eq?.keepsSlotAs?.includes(f.as) && eq.usedInPlace) {
        // 死神冥刀 used as 诅咒: the weapon stays equipped (weapons ruling).
        ev?.push({ t: 'use', seat: f.user, card: f.card, as: f.as, with: [], targets: f.targets });
        eq.usedInPlace(s, f.user, ev);
        pushTrickOn(s, f.user, f.targets[0] as number, f.card, f.as);
        f.targets = [];
        return;
      }
      // Usually a hand card; 豆浆 and 杂技 may use an equipment card as 水 (product reading 11).
      takeFromSeat(s, f.user, f.card);
      for (const w of f.with) removeCard(seatOf(s, f.user).hand, w);
      ev?.push({ t: 'use', seat: f.user, card: f.card, as: f.as, with: f.with, targets: f.targets });
      const sub = subtypeOf(f.card);
      if (f.as === physicalKind && (sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book')) {
        equip(s, f.user, f.card, ev);
        f.targets = [];
        return;
      }
      if (f.as === physicalKind && sub === 'delayed') {
        const t = f.targets[0] as number;
        seatOf(s, t).judging.push(f.card);
        ev?.push({ t: 'place', seat: t, card: f.card, from: f.user });
        f.targets = [];
        return;
      }
      s.table.push(f.card);
      for (const w of f.with) s.table.push(w);
      if (f.as === physicalKind && typeOf(f.card) === 'god') {
        // God cards are not trick cards: no 无懈可击 window, no 盾牌.
        const k: `god:${CardKindId}` = `god:${physicalKind}`;
        pushFrame(s, { k, user: f.user, card: f.card, targets: f.targets.slice(), order: [], i: 0, left: 0 });
        f.targets = [];
        return;
      }
      cardModule(f.as).start?.(s, f, ev, r);
      return;
    }
    if (f.i < f.targets.length) {
      const t = f.targets[f.i++] as number;
      if (!seatOf(s, t).alive) return;
      const as = cardModule(f.as);
      if (as.hit) as.hit(s, f, t);
      else pushTrickOn(s, f.user, t, f.card, f.as);
      return;
    }
    // Done: the used cards go to the discard pile (and what the card leaves on the table, e.g. 收获子弹's).
    tableToDiscard(s, f.card);
    for (const w of f.with) tableToDiscard(s, w);
    cardModule(f.as).finish?.(s, f, ev, r);
    popFrame(s, null);
  },

  /** Steps (`TRICK_STEP`): `shield` (盾牌 or immunity, else the 无懈可击 window), the `effect` unless cancelled, `done`. */
  trickOn(s, f: TrickOnFrame, ev) {
    if (f.pc === TRICK_STEP.shield) {
      if (!seatOf(s, f.target).alive) return popFrame(s, null);
      // 盾牌: other players' trick cards (技能牌) have no effect on you; skills may make a seat immune (黑"牛").
      const byShield = shieldStops(s, f.user, f.target, f.kind);
      if (byShield || immuneTo(s, f.target, f.kind)) {
        ev?.push({ t: 'immune', seat: f.target, kind: f.kind, by: byShield ? 'dunpai' : 'heiniu_niu' });
        return popFrame(s, null);
      }
      f.pc = TRICK_STEP.effect;
      pushFrame(s, {
        pc: 0,
        k: 'nullify',
        from: f.user,
        target: f.target,
        kind: f.kind,
        card: f.card,
        wuxie: -1,
        by: -1,
      });
      return;
    }
    if (f.pc === TRICK_STEP.effect) {
      if (s.ret === true) return popFrame(s, null);
      if (!seatOf(s, f.target).alive) return popFrame(s, null);
      f.pc = TRICK_STEP.done;
      const k: `fx:${CardKindId}` = `fx:${f.kind}`;
      pushFrame(s, { k, user: f.user, target: f.target, card: f.card, victim: f.victim, cur: -1, left: 0 });
      return;
    }
    popFrame(s, null);
  },
};

/** Equips `card` for `seat` into its slot; a card already there is discarded (P-T4). */
export function equip(s: PaopaoshaState, seat: number, card: number, ev: Ev): void {
  const p = seatOf(s, seat);
  const slot = moduleOfCard(card).data.subtype as 'weapon' | 'armor' | 'mount' | 'book';
  const old = p.equip[slot];
  if (old >= 0) s.discard.push(old);
  setEquip(p, slot, card);
  ev?.push({ t: 'equip', seat, card, replaced: old });
}
