/**
 * God cards (神卡, ×5): not trick cards — no 无懈可击 window, and 盾牌 does not stop them; used in your play phase (god
 * cards ruling). 海洋公主 (control of another seat) is in cards/haiyanggongzhu.ts.
 *
 * 永恒之火 — 特效：只能用一次：从自己开始判定，谁判定结果为草花，就是他的了。本卡可以直接秒杀一位玩家，不能使用【水】、【闪】、
 *   【躲】来躲避。【如果死亡者是主公，游戏结束，强盗胜利！】 Ruling: starting with you, each player in seat order judges until
 *   one judges ♣; that player takes it into their hand armed (nobody in one full round: discarded). Armed, it kills one
 *   chosen player outright; the 国主 killed so → the 强盗 win (P-W4). Product readings 4, 5, 14.
 * 天使之泪 — 让自己血量变成10滴，一直别人打会你以前的血量才消失！ Ruling: your HP becomes 10; the part above your HP before is a
 *   shield that damage removes first and healing never restores (rules/core.ts). Product reading 6.
 * 吉奥拉之花 — 可以把一位玩家"吃掉"，除非他丢弃2张水，给花的主人。 Ruling: another player dies unless they give you two 水.
 *   Product reading 4: outright death, killer = the user; only real 水 cards.
 * 光明之眼 — 看所有玩家的手牌，并让他们都从中丢弃一张给你！ Ruling: you see every player's hand, then take one card of your
 *   choice from each other player's hand.
 */
import { kindOf, suitOfCard } from '../cardinfo.ts';
import { aliveFrom, answer, ask, type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { giveCard, killOutright, sink } from '../rules/core.ts';
import { removeCard } from '../rules/piles.ts';
import type { PaopaoshaState } from '../state.ts';

type Seat = PaopaoshaState['seats'][number];

/** Frame of a god card's effect (`god:<kind>`): `user` used `card` on `targets`; `order`/`i`/`left` are scratch. */
interface GodFrame {
  k: string;
  pc: number;
  user: number;
  card: number;
  targets: number[];
  order: number[];
  i: number;
  left: number;
}

/** Pushes the effect of a god card just used (called by the `use` frame: the card lies on the table). */
export function pushGod(s: PaopaoshaState, user: number, card: number, targets: readonly number[]): void {
  pushFrame(s, { k: `god:${kindOf(card)}`, user, card, targets: targets.slice(), order: [], i: 0, left: 0 });
}

/** Whether `card` in `seat`'s hand is an armed 永恒之火 (product reading 5). */
export function isArmed(s: PaopaoshaState, seat: number, card: number): boolean {
  for (const a of s.armed) if (a.card === card && a.seat === seat) return (s.seats[seat] as Seat).hand.includes(card);
  return false;
}

/**
 * Product reading 5: an armed 永恒之火 that left its holder's hand (discarded, taken, given, swapped, used) is no longer
 * armed. Called between every two resolution steps (game.ts), so a card that leaves a hand and comes back is unarmed.
 */
export function dropStaleArmed(s: PaopaoshaState): void {
  if (s.armed.length === 0) return;
  s.armed = s.armed.filter((a) => (s.seats[a.seat] as Seat | undefined)?.hand.includes(a.card) === true);
}

export const godHandlers: Handlers = {
  'god:yonghengzhihuo'(s, f: GodFrame) {
    // Armed: the chosen player dies outright; killer = the user (product reading 4).
    if (f.targets.length > 0) {
      s.armed = s.armed.filter((a) => a.card !== f.card);
      popFrame(s, null);
      killOutright(s, f.targets[0] as number, f.user, 'yonghengzhihuo');
      return;
    }
    // Unarmed: starting with the user, each player in seat order judges until one judges ♣.
    if (f.pc === 0) {
      f.order = aliveFrom(s, f.user, true);
      f.i = 0;
      f.pc = 1;
    }
    if (f.pc === 1) {
      if (f.i >= f.order.length) return popFrame(s, null); // nobody: the `use` frame discards it
      const seat = f.order[f.i] as number;
      if (!(s.seats[seat] as Seat).alive) {
        f.i++;
        return;
      }
      f.pc = 2;
      pushFrame(s, { k: 'judge', seat, reason: 'yonghengzhihuo' });
      return;
    }
    // pc 2: a ♣ takes the card armed (product reading 14: no card to flip matches nothing).
    const c = s.ret as number;
    const seat = f.order[f.i] as number;
    if (c >= 0 && suitOfCard(c) === 'C') {
      removeCard(s.table, f.card);
      (s.seats[seat] as Seat).hand.push(f.card);
      s.armed.push({ card: f.card, seat });
      sink.ev?.push({ t: 'move', from: -1, to: seat, cards: [f.card], count: 1, zone: 'hand', see: [] });
      return popFrame(s, null);
    }
    f.i++;
    f.pc = 1;
  },

  'god:tianshizhilei'(s, f: GodFrame) {
    const p = s.seats[f.user] as Seat;
    const to = s.config.tianshizhileiHp;
    // Product reading 6: no effect at HP ≥ 10; otherwise the part above the HP before becomes shield.
    if (p.hp < to) {
      const gain = to - p.hp;
      p.shield += gain;
      p.hp = to;
      sink.ev?.push({ t: 'heal', seat: f.user, amount: gain, hp: p.hp, by: f.user });
    }
    popFrame(s, null);
  },

  'god:jiaolazhihua'(s, f: GodFrame) {
    const t = f.targets[0] as number;
    const tp = s.seats[t] as Seat;
    const need = s.config.jiaolazhihuaShui;
    const shui = () => tp.hand.filter((c) => kindOf(c) === 'shui');
    if (f.pc === 0) {
      if (!tp.alive) return popFrame(s, null);
      // The target chooses (asked even without the 水, so the request tells nothing about their hand, P-G6).
      f.pc = 1;
      const options = [{ o: 'die', card: -1 }];
      if (shui().length >= need) options.unshift({ o: 'give', card: -1 });
      ask(s, { kind: 'choose', seats: [t], reason: 'jiaolazhihua', source: f.user, target: t, options });
      return;
    }
    if (f.pc === 1) {
      // Option 0 is `give` exactly when it was offered (the hand has not changed since).
      const a = answer(s);
      const give = a !== null && a.d.t === 'choose' && a.d.i === 0 && shui().length >= need;
      if (!give) {
        popFrame(s, null);
        killOutright(s, t, f.user, 'jiaolazhihua');
        return;
      }
      f.left = need;
      f.pc = 2;
    }
    if (f.pc === 2) {
      // Give the 水 one at a time; the target picks which when they hold more than they owe.
      const have = shui();
      if (f.left <= 0 || !(s.seats[f.user] as Seat).alive) return popFrame(s, null);
      if (have.length <= f.left) {
        for (const c of have) giveCard(s, t, f.user, c);
        return popFrame(s, null);
      }
      f.pc = 3;
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
    if (card !== undefined) giveCard(s, t, f.user, card);
    f.left--;
    f.pc = 2;
  },

  'god:guangmingzhiyan'(s, f: GodFrame) {
    if (f.pc === 0) {
      // You see every player's hand (a look only you receive), then take one card from each other player's hand.
      f.order = aliveFrom(s, f.user, false);
      for (const t of f.order) {
        const hand = (s.seats[t] as Seat).hand.slice();
        sink.ev?.push({ t: 'look', seat: f.user, target: t, hand, identity: null });
      }
      f.i = 0;
      f.pc = 1;
    }
    if (f.pc === 1) {
      if (!(s.seats[f.user] as Seat).alive) return popFrame(s, null);
      while (f.i < f.order.length) {
        const t = f.order[f.i] as number;
        const tp = s.seats[t] as Seat;
        if (!tp.alive || tp.hand.length === 0) {
          f.i++;
          continue;
        }
        f.pc = 2;
        ask(s, {
          kind: 'choose',
          seats: [f.user],
          reason: 'guangmingzhiyan',
          target: t,
          options: tp.hand.map((c) => ({ o: 'card', card: c })),
        });
        return;
      }
      return popFrame(s, null);
    }
    // pc 2: the card chosen from f.order[f.i]'s hand.
    const t = f.order[f.i] as number;
    const hand = (s.seats[t] as Seat).hand;
    const a = answer(s);
    const card = a && a.d.t === 'choose' ? hand[a.d.i] : undefined;
    if (card !== undefined) giveCard(s, t, f.user, card);
    f.i++;
    f.pc = 1;
  },
};
