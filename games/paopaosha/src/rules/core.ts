/**
 * The core resolutions of 跑跑杀: judgement (P-G4), damage (P-W1), dying and rescue (P-W2), death, rewards and penalties
 * (P-W3), victory (P-W4), the 无懈可击 chain (P-G5, P-G6) and the response requests for 闪 and 杀.
 */

import { cardModule, moduleOfCard } from '../cards/index.ts';
import type { Handlers, ShanFrame } from '../cards/types.ts';
import { ALWAYS_DODGES } from '../content/roles.ts';
import type { CardKindId } from '../data/card-types.ts';
import { opt } from '../data/option-values.ts';
import type { Ev } from '../events.ts';
import { pushTriggers, recordSkillUse } from '../skills/hooks.ts';
import { type PaopaoshaState, setEquip } from '../state.ts';
import { aliveFrom, answer, ask, popFrame, pushFrame } from './ask.ts';
import { bossOutcome } from './boss.ts';
import { releaseControlOnDeath } from './control.ts';
import { DAMAGE_STEP, type DamageFrame, heal, SLOTS, seatOf } from './effects.ts';
import { drawCards, removeCard, tableToDiscard, takeFromSeat, takeTop } from './piles.ts';
import { judgementHits } from './queries.ts';

export { giveCard, heal, killOutright, pushDamage, seatPair } from './effects.ts';
export type { DamageFrame, ShanFrame };

/** Frame: judge for `seat` (P-G4): flip the draw pile's top card; it goes to the discard pile; `ret` = its id (-1: none). */
interface JudgeFrame {
  k: 'judge';
  pc: number;
  seat: number;
  reason: string;
}

/** Frame: `seat` is dying (P-W2): rescue asked in seat order from the current player. */
interface DyingFrame {
  k: 'dying';
  pc: number;
  seat: number;
  source: number;
  order: number[];
  i: number;
  /** The kind a nullifiable rescue was played as, while its 无懈可击 window runs (生死簿). */
  as?: string;
}

/**
 * Frame: `seat` dies (P-W2, P-S3, P-W3, P-W4). `lordWin`: an outright death (`killOutright`) that, when it is the
 * 国主's, always gives the 强盗 the win (永恒之火, P-W4).
 */
interface DeathFrame {
  k: 'death';
  pc: number;
  seat: number;
  source: number;
  lordWin?: boolean;
}

/**
 * Frame: the 无懈可击 window for a trick about to take effect on `target` (P-G5, P-G6). Every alive player is asked, in
 * seat order from `from`; the first who plays 无懈可击 cancels the effect unless a further 无懈可击 cancels theirs (a
 * nested window); after a cancelled 无懈可击 the window opens again. `ret` = true when the effect is cancelled.
 */
interface NullifyFrame {
  k: 'nullify';
  pc: number;
  from: number;
  target: number;
  kind: CardKindId;
  card: number;
  /** The 无懈可击 played in this window and its player (while its own window runs). */
  wuxie: number;
  by: number;
}

/** Frame: ask `seat` for one 杀 (单挑, 强盗入侵, 恐怖分子). `ret` = true when played. */
interface ShaAskFrame {
  k: 'askSha';
  pc: number;
  seat: number;
  source: number;
  card: number;
  reason: CardKindId;
  /** The player the 杀 would be used on (借刀杀人's victim), or -1. */
  target: number;
  /** How many 杀 are still needed (shown in the request; 斗鸡眼's 单挑). */
  count: number;
}

/**
 * The identity outcome when the game ends now (P-W4), or null. Winners are seats. `lordByFire`: the 国主 was just killed
 * by 永恒之火, which always gives the 强盗 the win (P-W4), even when a 小贼 is the only player left.
 */
export function checkVictory(s: PaopaoshaState, ev: Ev, lordByFire = false): boolean {
  if (s.result) return true;
  const lord = seatOf(s, s.lord);
  const alive = s.seats.filter((p) => p.alive);
  const scores = s.seats.map((p) => p.score);
  let winners: number[] | null = null;
  let reason = '';
  if (s.config.mode === 'boss') {
    // P-B1 (rules/boss.ts): the team wins when the boss dies; the boss wins when every 跑跑 is dead.
    ({ winners, reason } = bossOutcome(s));
  } else if (!lord.alive) {
    if (!lordByFire && alive.length === 1 && alive[0]?.identity === 'xiaozei') {
      winners = s.seats.flatMap((p, i) => (p.alive && p.identity === 'xiaozei' ? [i] : []));
      reason = 'xiaozei';
    } else {
      winners = s.seats.flatMap((p, i) => (p.identity === 'qiangdao' ? [i] : []));
      reason = 'qiangdao';
    }
  } else if (!s.seats.some((p) => p.alive && (p.identity === 'qiangdao' || p.identity === 'xiaozei'))) {
    winners = s.seats.flatMap((p, i) => (p.identity === 'guozhu' || p.identity === 'dachen' ? [i] : []));
    reason = 'guozhu';
  }
  if (winners === null) return false;
  const why: Record<number, string[]> = {};
  for (const w of winners) why[w] = [reason];
  s.result = { winners, draw: false, reason, why, scores };
  endGame(s, ev);
  return true;
}

/** Ends the game: clears the stack and any request, reveals every identity. */
export function endGame(s: PaopaoshaState, ev: Ev): void {
  s.stack.length = 0;
  s.ask = null;
  s.phase = 'over';
  s.req++;
  for (const p of s.seats) p.identityPublic = true;
  if (s.result) ev?.push({ t: 'end', result: s.result });
}

/** The HP a rescue gives `seat` (`CardModule.rescue`): a number of points, or `full` (back to max HP). */
function rescueHeal(s: PaopaoshaState, seat: number, heal: ((s: PaopaoshaState) => number) | 'full' | number): number {
  if (heal === 'full') return seatOf(s, seat).maxHp - seatOf(s, seat).hp;
  return typeof heal === 'number' ? heal : heal(s);
}

/** Named steps (`pc`) of the core frames (the damage frame's: rules/effects.ts). */
const DYING_STEP = Object.freeze({ start: 0, next: 1, answer: 2, dead: 3, afterBook: 4 } as const);
const NULLIFY_STEP = Object.freeze({ ask: 0, answer: 1, counter: 2 } as const);
const SHAN_STEP = Object.freeze({ ask: 0, answer: 1, alternative: 2 } as const);

export const coreHandlers: Handlers = {
  judge(s, f: JudgeFrame, ev) {
    const c = takeTop(s, ev);
    if (c >= 0) s.discard.push(c);
    ev?.push({ t: 'judge', seat: f.seat, card: c, reason: f.reason, hit: judgementHits(f.reason, c) });
    popFrame(s, c);
  },

  damage(s, f: DamageFrame, ev) {
    const p = seatOf(s, f.seat);
    if (f.pc === DAMAGE_STEP.start) {
      if (!p.alive || f.amount <= 0) return popFrame(s, 0);
      // beforeDamage (timings.ts): skills may prevent or reduce this damage (they change `amount`).
      f.pc = DAMAGE_STEP.hurt;
      pushTriggers(s, 'beforeDamage', [f.seat], s.stack.length - 1);
      return;
    }
    if (f.pc === DAMAGE_STEP.hurt) {
      if (!p.alive || f.amount <= 0) return popFrame(s, 0);
      p.hp -= f.amount;
      // 天使之泪: damage removes the shield first (the shield is part of the HP shown).
      p.shield = Math.max(0, p.shield - f.amount);
      ev?.push({
        t: 'damage',
        seat: f.seat,
        amount: f.amount,
        source: f.source,
        card: f.card,
        hp: p.hp,
        ...(p.shield > 0 ? { shield: p.shield } : {}),
      });
      f.pc = DAMAGE_STEP.done;
      if (p.hp <= 0) pushFrame(s, { pc: 0, k: 'dying', seat: f.seat, source: f.source, order: [], i: 0 });
      return;
    }
    popFrame(s, f.amount);
  },

  dying(s, f: DyingFrame, ev) {
    const p = seatOf(s, f.seat);
    if (f.pc === DYING_STEP.start) {
      ev?.push({ t: 'dying', seat: f.seat, hp: p.hp });
      // P-W2: starting with the player whose turn it is, in seat order.
      f.order = aliveFrom(s, s.turn, true);
      f.i = 0;
      f.pc = DYING_STEP.next;
    }
    if (f.pc === DYING_STEP.next) {
      if (p.hp >= 1) return popFrame(s, false);
      if (f.i >= f.order.length) {
        f.pc = DYING_STEP.dead;
        pushFrame(s, { pc: 0, k: 'death', seat: f.seat, source: f.source });
        return;
      }
      const asker = f.order[f.i] as number;
      if (!seatOf(s, asker).alive && asker !== f.seat) {
        f.i++;
        return;
      }
      f.pc = DYING_STEP.answer;
      ask(s, { kind: 'rescue', seats: [asker], target: f.seat, source: f.source, reason: 'dying' });
      return;
    }
    if (f.pc === DYING_STEP.answer) {
      const a = answer(s);
      if (a === null || a.d.t === 'pass') {
        ev?.push({ t: 'pass', seat: f.order[f.i] as number, reason: 'rescue' });
        f.i++;
      } else if (a.d.t === 'play') {
        const d = a.d;
        const rescuer = a.seat;
        if (d.via) recordSkillUse(s, rescuer, d.via);
        const eq = moduleOfCard(d.card).equip;
        if (eq?.keepsSlotAs?.includes(d.as) && eq.usedInPlace) {
          // 死神冥刀 used as 生死簿: it stays equipped (once per turn; discarded after its last use).
          eq.usedInPlace(s, rescuer, ev);
        } else {
          // A hand card, or an equipment card 豆浆/杂技 use as 水 (product reading 11).
          takeFromSeat(s, rescuer, d.card);
          s.discard.push(d.card);
        }
        ev?.push({ t: 'respond', seat: rescuer, card: d.card, as: d.as, with: [] });
        const rescue = cardModule(d.as).rescue;
        if (rescue?.nullifiable) {
          // A trick card (生死簿): it may be cancelled by 无懈可击 first (P-G5).
          f.pc = DYING_STEP.afterBook;
          f.as = d.as;
          pushFrame(s, {
            pc: 0,
            k: 'nullify',
            from: rescuer,
            target: f.seat,
            kind: d.as,
            card: d.card,
            wuxie: -1,
            by: -1,
          });
          return;
        }
        heal(s, f.seat, rescueHeal(s, f.seat, rescue?.heal ?? 1), rescuer, ev);
        // The same player is asked again while the dying player still needs saving.
      }
      f.pc = DYING_STEP.next;
      return;
    }
    if (f.pc === DYING_STEP.afterBook) {
      // 生死簿: back to full HP unless cancelled.
      const rescue = cardModule(f.as as CardKindId).rescue;
      if (s.ret !== true) heal(s, f.seat, rescueHeal(s, f.seat, rescue?.heal ?? 'full'), -1, ev);
      f.pc = DYING_STEP.next;
      return;
    }
    popFrame(s, true);
  },

  death(s, f: DeathFrame, ev) {
    const p = seatOf(s, f.seat);
    p.alive = false;
    p.identityPublic = true;
    s.deaths++;
    p.deathOrder = s.deaths;
    // Product reading 15: dying by your own card or damage has no killer.
    const killer = f.source >= 0 && f.source !== f.seat ? f.source : -1;
    p.killer = killer;
    // P-S3: the killer takes every score card of the dead player; no killer: they are removed. A killer who is already
    // dead (killed by their own 恐怖分子 still resolving) takes nothing: the cards are removed too.
    const score = p.score;
    if (killer >= 0 && killer !== f.seat && seatOf(s, killer).alive) {
      seatOf(s, killer).score += score;
    }
    p.score = 0;
    ev?.push({ t: 'death', seat: f.seat, killer, identity: p.identity, score });
    // 海洋公主 and 司令部 end when the controller dies, and with the controlled seat (rules/control.ts).
    releaseControlOnDeath(s, f.seat, ev);
    // All their cards are discarded.
    const cards = [...p.hand, ...p.judging];
    for (const slot of SLOTS) {
      if (p.equip[slot] >= 0) cards.push(p.equip[slot]);
      setEquip(p, slot, -1);
    }
    p.hand = [];
    p.judging = [];
    for (const c of cards) s.discard.push(c);
    if (cards.length > 0) ev?.push({ t: 'discard', seat: f.seat, cards, reason: 'death' });
    popFrame(s, null);
    if (checkVictory(s, ev, f.lordWin === true && f.seat === s.lord)) return;
    // afterDeath (timings.ts): every alive player's skills, in seat order from the current player.
    pushTriggers(s, 'afterDeath', aliveFrom(s, s.turn, true), -1, f.seat);
    // P-W3 rewards and penalties (standard 三国杀); none in boss mode (product reading 17).
    if (
      s.config.rewardsAndPenalties &&
      s.config.mode !== 'boss' &&
      killer >= 0 &&
      killer !== f.seat &&
      seatOf(s, killer).alive
    ) {
      const k = seatOf(s, killer);
      if (p.identity === 'qiangdao') {
        drawCards(s, killer, s.config.qiangdaoKillDraw, ev);
        ev?.push({ t: 'reward', seat: killer, what: 'draw', count: s.config.qiangdaoKillDraw });
      } else if (p.identity === 'dachen' && k.identity === 'guozhu' && opt(s.config, 'lordKillsDachenPenalty')) {
        const all = [...k.hand];
        for (const slot of SLOTS) if (k.equip[slot] >= 0) all.push(k.equip[slot]);
        for (const slot of SLOTS) setEquip(k, slot, -1);
        k.hand = [];
        for (const c of all) s.discard.push(c);
        ev?.push({ t: 'reward', seat: killer, what: 'discardAll', count: all.length });
        if (all.length > 0) ev?.push({ t: 'discard', seat: killer, cards: all, reason: 'penalty' });
      }
    }
  },

  nullify(s, f: NullifyFrame, ev) {
    if (f.pc === NULLIFY_STEP.ask) {
      const seats = aliveFrom(s, f.from, true);
      f.pc = NULLIFY_STEP.answer;
      ask(s, {
        kind: 'wuxie',
        seats,
        target: f.target,
        cardKind: f.kind,
        card: f.card,
        source: f.from,
        reason: 'wuxie',
      });
      return;
    }
    if (f.pc === NULLIFY_STEP.answer) {
      const a = answer(s);
      if (a === null) return popFrame(s, false);
      // The first in seat order who plays 无懈可击 (P-G6). Its own window: can it be cancelled?
      removeCard(seatOf(s, a.seat).hand, a.d.t === 'play' ? a.d.card : -1);
      const card = a.d.t === 'play' ? a.d.card : -1;
      s.table.push(card);
      ev?.push({ t: 'respond', seat: a.seat, card, as: 'wuxiekeji', with: [] });
      f.wuxie = card;
      f.by = a.seat;
      f.pc = NULLIFY_STEP.counter;
      pushFrame(s, {
        pc: 0,
        k: 'nullify',
        from: a.seat,
        target: f.target,
        kind: 'wuxiekeji',
        card,
        wuxie: -1,
        by: -1,
      });
      return;
    }
    // NULLIFY_STEP.counter: the 无懈可击 played here was itself cancelled (true) or stands (false).
    const cancelled = s.ret as boolean;
    tableToDiscard(s, f.wuxie);
    if (!cancelled) {
      ev?.push({ t: 'nullified', kind: f.kind, target: f.target });
      return popFrame(s, true);
    }
    // Cancelled: the original effect is about to take effect again; the window reopens.
    f.pc = NULLIFY_STEP.ask;
  },

  /**
   * Steps (`SHAN_STEP`): `ask` (or finish: dead, or no 闪 needed any more), `answer` — 躲 ends the attack, 闪 counts
   * one, an equipped card's alternative starts (`alt`) — then `alternative`: its result.
   */
  askShan(s, f: ShanFrame, ev, r) {
    const p = seatOf(s, f.seat);
    if (f.pc === SHAN_STEP.ask) {
      if (!p.alive) return popFrame(s, { dodged: false, sure: false });
      if (f.need <= 0) return popFrame(s, { dodged: true, sure: false });
      f.pc = SHAN_STEP.answer;
      ask(s, {
        kind: 'shan',
        seats: [f.seat],
        source: f.source,
        card: f.card,
        cardKind: f.reason,
        reason: f.reason,
        count: f.need,
        allowShan: f.allowShan,
        allowEquip: f.allowEquip && !f.equipTried,
      });
      return;
    }
    if (f.pc === SHAN_STEP.answer) {
      const a = answer(s);
      if (a === null || a.d.t === 'pass') {
        ev?.push({ t: 'pass', seat: f.seat, reason: 'shan' });
        return popFrame(s, { dodged: false, sure: false });
      }
      if (a.d.t === 'play') {
        removeCard(p.hand, a.d.card);
        s.discard.push(a.d.card);
        ev?.push({ t: 'respond', seat: f.seat, card: a.d.card, as: a.d.as, with: [] });
        if (ALWAYS_DODGES.has(a.d.as)) return popFrame(s, { dodged: true, sure: true });
        f.need--;
        f.equipTried = false;
        f.pc = SHAN_STEP.ask;
        return;
      }
      // An equipped card's alternative to 闪 (the decision it listed, legal.ts).
      f.alt = equippedAlternative(s, f.seat, a.d.t);
      if (f.alt < 0) return;
      f.equipTried = true;
      f.pc = SHAN_STEP.alternative;
      moduleOfCard(f.alt).equip?.shanAlternative?.start(s, f.seat);
      return;
    }
    // SHAN_STEP.alternative: the alternative counted as one 闪 or not.
    if (moduleOfCard(f.alt).equip?.shanAlternative?.succeeded(s.ret, r)) {
      f.need--;
      f.equipTried = false;
    }
    f.pc = SHAN_STEP.ask;
  },

  askSha(s, f: ShaAskFrame, ev) {
    const p = seatOf(s, f.seat);
    if (f.pc === SHAN_STEP.ask) {
      if (!p.alive) return popFrame(s, false);
      f.pc = SHAN_STEP.answer;
      ask(s, {
        kind: 'sha',
        target: f.target ?? -1,
        seats: [f.seat],
        source: f.source,
        card: f.card,
        cardKind: f.reason,
        reason: f.reason,
        // 单挑 against 斗鸡眼: how many 杀 are still needed this time.
        count: f.count ?? 1,
      });
      return;
    }
    const a = answer(s);
    if (a === null || a.d.t !== 'play') {
      ev?.push({ t: 'pass', seat: f.seat, reason: 'sha' });
      return popFrame(s, false);
    }
    removeCard(p.hand, a.d.card);
    s.discard.push(a.d.card);
    for (const w of a.d.with) {
      removeCard(p.hand, w);
      s.discard.push(w);
    }
    ev?.push({ t: 'respond', seat: f.seat, card: a.d.card, as: a.d.as, with: a.d.with });
    popFrame(s, true);
  },
};

/** The equipped card of `seat` whose alternative to 闪 is the decision `t`, or -1. */
function equippedAlternative(s: PaopaoshaState, seat: number, t: string): number {
  const e = seatOf(s, seat).equip;
  for (const slot of SLOTS) {
    const c = e[slot];
    if (c >= 0 && moduleOfCard(c).equip?.shanAlternative?.decision.t === t) return c;
  }
  return -1;
}
