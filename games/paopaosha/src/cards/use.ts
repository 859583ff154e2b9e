/**
 * Using a card in the play phase (seed: 出牌阶段，可以执行以下几种行动中的一种或多种): the card goes from the hand to
 * the table (or into an equipment slot, or in front of a target), then its effect resolves on each target in seat
 * order from the user. Trick cards (技能牌) ask for 无懈可击 on every target first, and do nothing to a 盾牌 holder.
 */

import { isWeaponCard, kindOf, subtypeOf, typeOf } from '../cardinfo.ts';
import type { CardKindId } from '../data/cards.ts';
import { CARD_KINDS } from '../data/cards.ts';
import { aliveFrom, type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { hasDunpai, heal, sink, useMingdao } from '../rules/core.ts';
import { removeCard, tableToDiscard, takeFromSeat, takeTop } from '../rules/piles.ts';
import { immuneTo } from '../skills/hooks.ts';
import type { PaopaoshaState } from '../state.ts';
import { pushGod } from './gods.ts';

/** Frame: `user` uses `card` as `as` (with `with` for a 炒锅 pair) on `targets`. */
export interface UseFrame {
  k: 'use';
  pc: number;
  user: number;
  card: number;
  as: CardKindId;
  with: number[];
  targets: number[];
  i: number;
}

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

/** Trick kinds that hit every other player (万刀齐发, 强盗入侵) or everyone (恐怖分子, 收获子弹). */
const AOE_OTHERS: readonly CardKindId[] = ['wandaoqifa', 'qiangdaoruqin'];
const AOE_ALL: readonly CardKindId[] = ['kongbufenzi', 'shouhuozidan'];

/** Sorts target seats in seat order starting after `from` (the user comes last when targeted). */
export function seatOrderFrom(s: PaopaoshaState, from: number, targets: readonly number[]): number[] {
  const n = s.seats.length;
  return targets.slice().sort((a, b) => ((a - from - 1 + n) % n) - ((b - from - 1 + n) % n));
}

/** Pushes the per-target trick frame. */
export function pushTrickOn(
  s: PaopaoshaState,
  user: number,
  target: number,
  card: number,
  kind: CardKindId,
  victim = -1,
): void {
  pushFrame(s, { k: 'trickOn', user, target, card, kind, victim });
}

export const useHandlers: Handlers = {
  use(s, f: UseFrame) {
    const u = s.seats[f.user] as PaopaoshaState['seats'][number];
    if (f.pc === 0) {
      f.pc = 1;
      const physicalKind = kindOf(f.card);
      // 死神冥刀 used as 诅咒: the weapon stays equipped (weapons ruling).
      if (isWeaponCard(f.card) && physicalKind === 'sishenmingdao' && f.as === 'zuzhou') {
        sink.ev?.push({ t: 'use', seat: f.user, card: f.card, as: f.as, with: [], targets: f.targets });
        useMingdao(s, f.user);
        pushTrickOn(s, f.user, f.targets[0] as number, f.card, 'zuzhou');
        f.targets = [];
        return;
      }
      // Usually a hand card; 豆浆 and 杂技 may use an equipment card as 水 (product reading 11).
      takeFromSeat(s, f.user, f.card);
      for (const w of f.with) removeCard(u.hand, w);
      sink.ev?.push({ t: 'use', seat: f.user, card: f.card, as: f.as, with: f.with, targets: f.targets });
      const sub = subtypeOf(f.card);
      if (f.as === physicalKind && (sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book')) {
        equip(s, f.user, f.card);
        f.targets = [];
        return;
      }
      if (f.as === physicalKind && sub === 'delayed') {
        const t = f.targets[0] as number;
        (s.seats[t] as { judging: number[] }).judging.push(f.card);
        sink.ev?.push({ t: 'place', seat: t, card: f.card, from: f.user });
        f.targets = [];
        return;
      }
      s.table.push(f.card);
      for (const w of f.with) s.table.push(w);
      if (typeOf(f.card) === 'god' && f.as === physicalKind) {
        // God cards are not trick cards: no 无懈可击 window, no 盾牌 (cards/gods.ts).
        pushGod(s, f.user, f.card, f.targets);
        f.targets = [];
        return;
      }
      if (f.as === 'sha') {
        u.shaUsed++;
        f.targets = seatOrderFrom(s, f.user, f.targets);
      } else if (f.as === 'shui') {
        heal(s, f.user, 1, f.user);
        f.targets = [];
      } else if (AOE_OTHERS.includes(f.as)) {
        f.targets = aliveFrom(s, f.user, false);
      } else if (AOE_ALL.includes(f.as)) {
        f.targets = aliveFrom(s, f.user, true);
        if (f.as === 'shouhuozidan') {
          // 收获子弹: reveal as many cards as there are alive players.
          const n = f.targets.length;
          for (let i = 0; i < n; i++) {
            const c = takeTop(s, sink.ev);
            if (c < 0) break;
            s.harvest.push(c);
            s.table.push(c);
          }
          sink.ev?.push({ t: 'reveal', cards: s.harvest.slice(), reason: 'shouhuozidan' });
        }
      } else if (f.as === 'benlaijiuyou') {
        f.targets = [f.user];
      }
      return;
    }
    if (f.pc === 1) {
      if (f.i < f.targets.length) {
        const t = f.targets[f.i++] as number;
        if (!(s.seats[t] as { alive: boolean }).alive) return;
        if (f.as === 'sha') {
          pushFrame(s, { k: 'shaHit', user: f.user, target: t, card: f.card, dodged: false, left: 0 });
        } else if (f.as === 'jiedaosharen') {
          // 借刀杀人: targets [A, B]: the effect is on A only.
          pushTrickOn(s, f.user, t, f.card, f.as, f.targets[1] as number);
          f.i = f.targets.length;
        } else {
          pushTrickOn(s, f.user, t, f.card, f.as);
        }
        return;
      }
      // Done: the used cards and any unpicked 收获子弹 cards go to the discard pile.
      tableToDiscard(s, f.card);
      for (const w of f.with) tableToDiscard(s, w);
      if (f.as === 'shouhuozidan') {
        for (const c of s.harvest) tableToDiscard(s, c);
        s.harvest = [];
      }
      popFrame(s, null);
    }
  },

  trickOn(s, f: TrickOnFrame) {
    if (f.pc === 0) {
      if (!(s.seats[f.target] as { alive: boolean }).alive) return popFrame(s, null);
      if ((f.user !== f.target && hasDunpai(s, f.target)) || immuneTo(s, f.target, f.kind)) {
        // 盾牌: other players' trick cards (技能牌) have no effect on you.
        const byShield = f.user !== f.target && hasDunpai(s, f.target);
        sink.ev?.push({ t: 'immune', seat: f.target, kind: f.kind, by: byShield ? 'dunpai' : 'heiniu_niu' });
        return popFrame(s, null);
      }
      f.pc = 1;
      pushFrame(s, { k: 'nullify', from: f.user, target: f.target, kind: f.kind, card: f.card, wuxie: -1, by: -1 });
      return;
    }
    if (f.pc === 1) {
      if (s.ret === true) return popFrame(s, null);
      if (!(s.seats[f.target] as { alive: boolean }).alive) return popFrame(s, null);
      f.pc = 2;
      pushFrame(s, {
        k: `fx:${f.kind}`,
        user: f.user,
        target: f.target,
        card: f.card,
        victim: f.victim,
        cur: -1,
        left: 0,
      });
      return;
    }
    popFrame(s, null);
  },
};

/** Equips `card` for `seat` into its slot; a card already there is discarded (P-T4). */
export function equip(s: PaopaoshaState, seat: number, card: number): void {
  const p = s.seats[seat] as PaopaoshaState['seats'][number];
  const slot = CARD_KINDS[kindOf(card)].subtype as 'weapon' | 'armor' | 'mount' | 'book';
  const old = p.equip[slot];
  if (old >= 0) s.discard.push(old);
  p.equip[slot] = card;
  sink.ev?.push({ t: 'equip', seat, card, replaced: old });
}
