/**
 * Single-target trick cards (技能牌; all cancellable by 无懈可击, void against 盾牌):
 * 本来就有 (×4) — 出牌阶段使用，可再摸两张牌。
 * 过路拆路 (×4) — 出牌阶段对除自己外任意一名玩家使用，随机抽取对方一张手牌，或挑选一张桌面上的装备牌或判定牌，放入弃牌堆。
 * 顺手牵狗 (×4) — 使用此牌，可抽取一名距离为1的玩家的一张手牌或装备牌，收入自己的手牌。
 * 借刀杀人 (×3) — 控制装备有武器的玩家，令其出一张【杀】攻击(必须是对方攻击范围内的)另一名玩家，否则该玩家需将当前装备
 *   的一张武器牌交给自己（此牌收入自己手牌）。
 * 控制 (×1) — 控制一人【杀】、【闪】、【水】，或者那他一张牌（可以看对方的牌和身份）. Ruling: (a) until the end of this turn
 *   the target cannot use or play 杀, 闪 or 水; or (b) look at the target's hand and identity, then take one hand card.
 * 收获子弹 (×3) — 每人选一张牌堆里的牌，使用者先。 Ruling: reveal as many cards as alive players; each picks one.
 * 诅咒 (×1, = 衰神诅咒, P-G3) — 如判定结果为【武器】，对方减3血，并且弃掉所有手牌，不包括装备！
 */
import { withRng } from '@shaju/engine';
import { isWeaponCard } from '../cardinfo.ts';
import { answer, ask, type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { giveCard, pushDamage, seatPair, sink } from '../rules/core.ts';
import { inShaRange } from '../rules/distance.ts';
import { drawCards, removeCard } from '../rules/piles.ts';
import type { ChoiceOption, PaopaoshaState } from '../state.ts';
import type { FxFrame } from './aoe.ts';

type Seat = PaopaoshaState['seats'][number];

/** The cards of `seat` another player may pick: its hand (as one random pick), equipment, and (if `judging`) delayed cards. */
export function pickOptions(s: PaopaoshaState, seat: number, judging: boolean): ChoiceOption[] {
  const p = s.seats[seat] as Seat;
  const out: ChoiceOption[] = [];
  if (p.hand.length > 0) out.push({ o: 'hand', card: -1 });
  for (const slot of ['weapon', 'armor', 'mount', 'book'] as const)
    if (p.equip[slot] >= 0) out.push({ o: 'card', card: p.equip[slot] });
  if (judging) for (const c of p.judging) out.push({ o: 'card', card: c });
  return out;
}

/** Takes the card an option names from `seat` (a random hand card for `hand`). Returns the card and its zone. */
function takePicked(s: PaopaoshaState, seat: number, o: ChoiceOption): { card: number; zone: 'hand' | 'equip' } {
  const p = s.seats[seat] as Seat;
  if (o.o === 'hand') {
    const i = withRng(s, (r) => r.int(p.hand.length));
    const card = p.hand[i] as number;
    p.hand.splice(i, 1);
    return { card, zone: 'hand' };
  }
  for (const slot of ['weapon', 'armor', 'mount', 'book'] as const) {
    if (p.equip[slot] === o.card) {
      p.equip[slot] = -1;
      return { card: o.card, zone: 'equip' };
    }
  }
  removeCard(p.judging, o.card);
  return { card: o.card, zone: 'equip' };
}

/**
 * 过路拆路 / 顺手牵狗: the user picks one of the target's cards (a random hand card, an equipment card, and with
 * `judging` a delayed card) through a `choose` request; the picked card is taken from the target and handed to `then`.
 * Nothing happens when the target has nothing to pick.
 */
function pickFromTarget(
  s: PaopaoshaState,
  f: FxFrame,
  judging: boolean,
  reason: string,
  then: (card: number, zone: 'hand' | 'equip') => void,
): void {
  if (f.pc === 0) {
    const options = pickOptions(s, f.target, judging);
    if (options.length === 0) {
      popFrame(s, null);
      return;
    }
    f.pc = 1;
    ask(s, { kind: 'choose', seats: [f.user], reason, target: f.target, options });
    return;
  }
  const a = answer(s);
  const o = a && a.d.t === 'choose' ? pickOptions(s, f.target, judging)[a.d.i] : undefined;
  if (o) {
    const { card, zone } = takePicked(s, f.target, o);
    then(card, zone);
  }
  popFrame(s, null);
}

export const trickHandlers: Handlers = {
  'fx:benlaijiuyou'(s, f: FxFrame) {
    drawCards(s, f.target, s.config.benlaijiuyouDraw, sink.ev);
    popFrame(s, null);
  },

  'fx:guoluchailu'(s, f: FxFrame) {
    pickFromTarget(s, f, true, 'guoluchailu', (card) => {
      s.discard.push(card);
      sink.ev?.push({ t: 'discard', seat: f.target, cards: [card], reason: 'guoluchailu' });
    });
  },

  'fx:shunshouqiangou'(s, f: FxFrame) {
    pickFromTarget(s, f, false, 'shunshouqiangou', (card, zone) => {
      (s.seats[f.user] as Seat).hand.push(card);
      sink.ev?.push({
        t: 'move',
        from: f.target,
        to: f.user,
        cards: [card],
        count: 1,
        zone,
        see: zone === 'hand' ? seatPair(f.user, f.target) : [],
      });
    });
  },

  'fx:jiedaosharen'(s, f: FxFrame) {
    // f.target = A (holds a weapon), f.victim = B.
    const a = s.seats[f.target] as Seat;
    if (f.pc === 0) {
      if (a.equip.weapon < 0) return popFrame(s, null);
      const victimOk = (s.seats[f.victim] as Seat).alive && inShaRange(s, f.target, f.victim);
      if (!victimOk || a.noBasic) {
        f.pc = 2;
        return;
      }
      f.pc = 1;
      pushFrame(s, {
        k: 'askSha',
        seat: f.target,
        source: f.user,
        card: f.card,
        reason: 'jiedaosharen',
        target: f.victim,
      });
      return;
    }
    if (f.pc === 1) {
      if (s.ret === true) {
        // A's 杀 on B: it is A's 杀 (A's weapon applies), not counted against A's limit.
        f.pc = 3;
        pushFrame(s, {
          k: 'shaHit',
          user: f.target,
          target: f.victim,
          card: s.discard[s.discard.length - 1] ?? -1,
          dodged: false,
          left: 0,
        });
        return;
      }
      f.pc = 2;
    }
    if (f.pc === 2) {
      const w = a.equip.weapon;
      if (w >= 0) {
        a.equip.weapon = -1;
        (s.seats[f.user] as Seat).hand.push(w);
        sink.ev?.push({ t: 'move', from: f.target, to: f.user, cards: [w], count: 1, zone: 'equip', see: [] });
      }
    }
    popFrame(s, null);
  },

  'fx:kongzhi'(s, f: FxFrame) {
    const t = s.seats[f.target] as Seat;
    if (f.pc === 0) {
      f.pc = 1;
      ask(s, {
        kind: 'choose',
        seats: [f.user],
        reason: 'kongzhi',
        target: f.target,
        options: [
          { o: 'mode-a', card: -1 },
          { o: 'mode-b', card: -1 },
        ],
      });
      return;
    }
    if (f.pc === 1) {
      const a = answer(s);
      if (a && a.d.t === 'choose' && a.d.i === 0) {
        t.noBasic = true;
        sink.ev?.push({ t: 'restrict', seat: f.target, by: f.user });
        return popFrame(s, null);
      }
      // (b): look at the target's hand and identity (a visibility grant to the user), then take one hand card.
      (s.seats[f.user] as Seat).knows |= 1 << f.target;
      sink.ev?.push({ t: 'look', seat: f.user, target: f.target, hand: t.hand.slice(), identity: t.identity });
      if (t.hand.length === 0) return popFrame(s, null);
      f.pc = 2;
      ask(s, {
        kind: 'choose',
        seats: [f.user],
        reason: 'kongzhi-take',
        target: f.target,
        options: t.hand.map((c) => ({ o: 'card', card: c })),
      });
      return;
    }
    const a = answer(s);
    const card = a && a.d.t === 'choose' ? (t.hand[a.d.i] ?? -1) : -1;
    if (card >= 0) giveCard(s, f.target, f.user, card);
    popFrame(s, null);
  },

  'fx:shouhuozidan'(s, f: FxFrame) {
    if (f.pc === 0) {
      if (s.harvest.length === 0) return popFrame(s, null);
      f.pc = 1;
      ask(s, {
        kind: 'choose',
        seats: [f.target],
        reason: 'shouhuozidan',
        options: s.harvest.map((c) => ({ o: 'card', card: c })),
      });
      return;
    }
    const a = answer(s);
    const card = a && a.d.t === 'choose' ? s.harvest[a.d.i] : undefined;
    if (card !== undefined) {
      removeCard(s.harvest, card);
      removeCard(s.table, card);
      (s.seats[f.target] as Seat).hand.push(card);
      sink.ev?.push({ t: 'move', from: -1, to: f.target, cards: [card], count: 1, zone: 'hand', see: [] });
    }
    popFrame(s, null);
  },

  'fx:zuzhou'(s, f: FxFrame) {
    if (f.pc === 0) {
      f.pc = 1;
      pushFrame(s, { k: 'judge', seat: f.target, reason: 'zuzhou' });
      return;
    }
    if (f.pc === 1) {
      const c = s.ret as number;
      if (c < 0 || !isWeaponCard(c)) return popFrame(s, null);
      f.pc = 2;
      pushDamage(s, f.target, s.config.zuzhouDamage, f.user, f.card);
      return;
    }
    // …and they discard every hand card (not equipment).
    const t = s.seats[f.target] as Seat;
    if (t.alive && t.hand.length > 0) {
      const cards = t.hand;
      t.hand = [];
      for (const c of cards) s.discard.push(c);
      sink.ev?.push({ t: 'discard', seat: f.target, cards, reason: 'zuzhou' });
    }
    popFrame(s, null);
  },
};
