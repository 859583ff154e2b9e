/**
 * The legal decisions of a seat (engineering.md principle 9: bots, the CLI, the server and the tests use this one list;
 * `apply` accepts exactly what it lists).
 */

import { kindOf, subtypeOf, typeOf } from './cardinfo.ts';
import { isArmed } from './cards/gods.ts';
import type { CardKindId } from './data/cards.ts';
import { BAGUA, END, PASS, type PaopaoshaDecision, playOf, useOf } from './decisions.ts';
import { hasDunpai, mountKind, weaponKind } from './rules/core.ts';
import { distance, inShaRange } from './rules/distance.ts';
import { hasSkill, shuiConversions, skillActions, unlimitedSha } from './skills/hooks.ts';
import type { Ask, PaopaoshaState } from './state.ts';

type Seat = PaopaoshaState['seats'][number];

/** Whether `seat` is asked by the current request and has not answered yet. */
export function isAsked(s: PaopaoshaState, seat: number): boolean {
  const a = s.ask;
  if (!a || s.result) return false;
  const i = a.seats.indexOf(seat);
  return i >= 0 && a.answers[i] === -1;
}

/** Whether `seat` may use another 杀 this play phase (P-T2; pAK-470: any number). */
export function canUseSha(s: PaopaoshaState, seat: number): boolean {
  const p = s.seats[seat] as Seat;
  return !p.noBasic && (p.shaUsed < 1 || weaponKind(s, seat) === 'pak470' || unlimitedSha(s, seat));
}

/**
 * 公山子无影八卦阵 (skills/gongshanziwuyingbaguazhen.ts): only the 国主 can target its holder with 杀 or 单挑. Whether `to`
 * is out of reach of `from`'s 杀 and 单挑 for that reason.
 */
export function shaProtected(s: PaopaoshaState, from: number, to: number): boolean {
  return from !== s.lord && hasSkill(s, to, 'gongshanziwuyingbaguazhen');
}

/** Whether `from`'s 杀 may target `to`: in range (P-T3) and not protected by 公山子无影八卦阵. */
function shaReaches(s: PaopaoshaState, from: number, to: number): boolean {
  return inShaRange(s, from, to) && !shaProtected(s, from, to);
}

/** Alive seats other than `seat`. */
function others(s: PaopaoshaState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.seats.length; i++) if (i !== seat && (s.seats[i] as Seat).alive) out.push(i);
  return out;
}

/** Alive seats other than `seat`, in seat order from `seat`'s next. */
function othersFrom(s: PaopaoshaState, seat: number): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  for (let i = 1; i < n; i++) if ((s.seats[(seat + i) % n] as Seat).alive) out.push((seat + i) % n);
  return out;
}

function hasSameDelayed(p: Seat, kind: CardKindId): boolean {
  for (const c of p.judging) if (kindOf(c) === kind) return true;
  return false;
}

function hasAnyCard(p: Seat, judging: boolean): boolean {
  return (
    p.hand.length > 0 ||
    p.equip.weapon >= 0 ||
    p.equip.armor >= 0 ||
    p.equip.mount >= 0 ||
    p.equip.book >= 0 ||
    (judging && p.judging.length > 0)
  );
}

/** Target lists for a 杀 of `seat`: each target in range, plus groups of 2–3 with 跑跑散弹枪 on the last hand card. */
function shaTargets(s: PaopaoshaState, seat: number, lastCard: boolean): number[][] {
  const inRange = others(s, seat).filter((t) => shaReaches(s, seat, t));
  const out: number[][] = inRange.map((t) => [t]);
  if (lastCard && weaponKind(s, seat) === 'paopaosandanqiang') {
    const n = s.seats.length;
    const ord = inRange.slice().sort((a, b) => ((a - seat + n) % n) - ((b - seat + n) % n));
    for (let i = 0; i < ord.length; i++) {
      for (let j = i + 1; j < ord.length; j++) {
        out.push([ord[i] as number, ord[j] as number]);
        for (let k = j + 1; k < ord.length; k++) out.push([ord[i] as number, ord[j] as number, ord[k] as number]);
      }
    }
  }
  return out;
}

/** The play-phase options of `seat` (P-T1 出牌阶段). */
function playOptions(s: PaopaoshaState, seat: number): PaopaoshaDecision[] {
  const p = s.seats[seat] as Seat;
  const out: PaopaoshaDecision[] = [];
  const sha = canUseSha(s, seat);
  const weapon = weaponKind(s, seat);
  const hand = p.hand;
  for (const c of hand) {
    const k = kindOf(c);
    const sub = subtypeOf(c);
    if (sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book') {
      out.push(useOf(c, k, []));
      continue;
    }
    switch (k) {
      case 'sha':
      case 'shashanzhijiao':
        if (sha) for (const t of shaTargets(s, seat, hand.length === 1)) out.push(useOf(c, 'sha', t));
        break;
      case 'shui':
        if (!p.noBasic && p.hp - p.shield < p.maxHp && mountKind(s, seat) !== 'qqfeiche')
          out.push(useOf(c, 'shui', []));
        if (sha && weapon === 'shuiqiang')
          for (const t of shaTargets(s, seat, hand.length === 1)) out.push(useOf(c, 'sha', t));
        break;
      case 'wandaoqifa':
      case 'qiangdaoruqin':
      case 'kongbufenzi':
      case 'shouhuozidan':
      case 'benlaijiuyou':
        out.push(useOf(c, k, []));
        break;
      case 'dantiao':
        for (const t of others(s, seat)) if (!shaProtected(s, seat, t)) out.push(useOf(c, k, [t]));
        break;
      case 'kongzhi':
      case 'zuzhou':
        for (const t of others(s, seat)) out.push(useOf(c, k, [t]));
        break;
      case 'huaquanquan':
      case 'shijianqianjin':
      case 'yibuliushen':
        for (const t of others(s, seat)) if (!hasSameDelayed(s.seats[t] as Seat, k)) out.push(useOf(c, k, [t]));
        break;
      case 'dilei':
      case 'shuilei':
        for (let t = 0; t < s.seats.length; t++) {
          const q = s.seats[t] as Seat;
          if (q.alive && !hasSameDelayed(q, k)) out.push(useOf(c, k, [t]));
        }
        break;
      case 'guoluchailu':
        for (const t of others(s, seat)) if (hasAnyCard(s.seats[t] as Seat, true)) out.push(useOf(c, k, [t]));
        break;
      case 'shunshouqiangou':
        for (const t of others(s, seat)) {
          if (distance(s, seat, t) <= 1 && hasAnyCard(s.seats[t] as Seat, false)) out.push(useOf(c, k, [t]));
        }
        break;
      case 'jiedaosharen':
        for (const a of others(s, seat)) {
          if ((s.seats[a] as Seat).equip.weapon < 0) continue;
          for (let b = 0; b < s.seats.length; b++) {
            if (b !== a && (s.seats[b] as Seat).alive && shaReaches(s, a, b)) out.push(useOf(c, k, [a, b]));
          }
        }
        break;
      // God cards (cards/gods.ts): not tricks, so nothing about 盾牌 or 无懈可击 here.
      case 'yonghengzhihuo':
        // Unarmed: judged around the table (no target); armed (product reading 5): any other player.
        if (isArmed(s, seat, c)) for (const t of others(s, seat)) out.push(useOf(c, k, [t]));
        else out.push(useOf(c, k, []));
        break;
      case 'tianshizhilei':
        out.push(useOf(c, k, [seat]));
        break;
      case 'jiaolazhihua':
        for (const t of others(s, seat)) out.push(useOf(c, k, [t]));
        break;
      case 'guangmingzhiyan':
        // Every other player, in seat order from the user's next.
        out.push(useOf(c, k, othersFrom(s, seat)));
        break;
      case 'haiyanggongzhu':
        // God card (cards/haiyanggongzhu.ts): any other alive player; no 无懈可击, no 盾牌.
        for (const t of others(s, seat)) out.push(useOf(c, k, [t]));
        break;
      default:
        // 闪, 无懈可击, 生死簿, 躲 are only played in response.
        break;
    }
  }
  // 炒锅: two hand cards as one 杀.
  if (sha && weapon === 'chaoguo' && hand.length >= 2) {
    const targets = others(s, seat).filter((t) => shaReaches(s, seat, t));
    for (let i = 0; i < hand.length; i++) {
      for (let j = i + 1; j < hand.length; j++) {
        for (const t of targets) out.push(useOf(hand[i] as number, 'sha', [t], [hand[j] as number]));
      }
    }
  }
  // Skills: any card as 水 (豆浆, 杂技), and active uses.
  if (!p.noBasic && p.hp - p.shield < p.maxHp && mountKind(s, seat) !== 'qqfeiche') {
    for (const { card, skill } of shuiConversions(s, seat))
      if (kindOf(card) !== 'shui') out.push(useOf(card, 'shui', [], [], skill));
  }
  for (const d of skillActions(s, seat)) out.push(d);
  // 死神冥刀 as 诅咒, once per turn.
  if (weapon === 'sishenmingdao' && s.mingdaoTurn !== s.turns) {
    for (const t of others(s, seat)) out.push(useOf(p.equip.weapon, 'zuzhou', [t]));
  }
  out.push(END);
  return out;
}

/** Cards of `p` that can be played as a 杀 in response (杀, 杀闪之交, and 炒锅 pairs). */
function shaResponses(s: PaopaoshaState, seat: number): PaopaoshaDecision[] {
  const p = s.seats[seat] as Seat;
  const out: PaopaoshaDecision[] = [];
  if (p.noBasic) return out;
  for (const c of p.hand) {
    const k = kindOf(c);
    if (k === 'sha' || k === 'shashanzhijiao') out.push(playOf(c, 'sha'));
  }
  if (weaponKind(s, seat) === 'chaoguo') {
    for (let i = 0; i < p.hand.length; i++) {
      for (let j = i + 1; j < p.hand.length; j++) out.push(playOf(p.hand[i] as number, 'sha', [p.hand[j] as number]));
    }
  }
  return out;
}

function askOptions(s: PaopaoshaState, seat: number, a: Ask): PaopaoshaDecision[] {
  const p = s.seats[seat] as Seat;
  switch (a.kind) {
    case 'character':
      return a.characters.map((id) => ({ t: 'character', id }));
    case 'play':
      return playOptions(s, seat);
    case 'shan': {
      const out: PaopaoshaDecision[] = [];
      for (const c of p.hand) {
        const k = kindOf(c);
        if (a.allowShan && !p.noBasic && (k === 'shan' || k === 'shashanzhijiao')) out.push(playOf(c, 'shan'));
        // 躲 counts as 闪 and also cancels a 杀 that 闪 cannot stop.
        if (k === 'duo') out.push(playOf(c, 'duo'));
      }
      // 控制 (a): an 八卦阵 judgement counts as playing a 闪, so it is barred too.
      if (a.allowBagua && a.allowShan && !p.noBasic) out.push(BAGUA);
      out.push(PASS);
      return out;
    }
    case 'sha': {
      const out = shaResponses(s, seat);
      out.push(PASS);
      return out;
    }
    case 'wuxie': {
      const out: PaopaoshaDecision[] = [];
      for (const c of p.hand) if (kindOf(c) === 'wuxiekeji') out.push(playOf(c, 'wuxiekeji'));
      out.push(PASS);
      return out;
    }
    case 'rescue': {
      const out: PaopaoshaDecision[] = [];
      const selfQq = seat === a.target && mountKind(s, seat) === 'qqfeiche';
      // Product reading 2: another player's 生死簿 has no effect on a 盾牌 holder.
      const shieldBlocks = seat !== a.target && hasDunpai(s, a.target);
      for (const c of p.hand) {
        const k = kindOf(c);
        if (k === 'shui' && !p.noBasic && !selfQq) out.push(playOf(c, 'shui'));
        if (k === 'shengsibu' && !shieldBlocks) out.push(playOf(c, 'shengsibu'));
      }
      if (!p.noBasic && !selfQq) {
        for (const { card, skill } of shuiConversions(s, seat)) {
          if (kindOf(card) !== 'shui') out.push(playOf(card, 'shui', [], skill));
        }
      }
      if (weaponKind(s, seat) === 'sishenmingdao' && s.mingdaoTurn !== s.turns && !shieldBlocks)
        out.push(playOf(p.equip.weapon, 'shengsibu'));
      out.push(PASS);
      return out;
    }
    case 'discard': {
      const out: PaopaoshaDecision[] = p.hand.map((c) => ({ t: 'discard', card: c }));
      // Product reading 11: 泡泡加特林's two cards may be hand or equipment cards, not the Gatling itself.
      if (a.reason === 'paopaojiatelin') {
        for (const slot of ['armor', 'mount', 'book'] as const)
          if (p.equip[slot] >= 0) out.push({ t: 'discard', card: p.equip[slot] });
      }
      // Product reading 11: 葱汁's two cards may be hand or equipment cards (any slot).
      if (a.reason === 'congzhi') {
        for (const slot of ['weapon', 'armor', 'mount', 'book'] as const)
          if (p.equip[slot] >= 0) out.push({ t: 'discard', card: p.equip[slot] });
      }
      return out;
    }
    case 'choose':
      return a.options.map((_, i) => ({ t: 'choose', i }));
  }
}

/** Every legal decision of `seat` now (empty when it is not asked). */
export function legalDecisions(s: PaopaoshaState, seat: number): PaopaoshaDecision[] {
  if (!isAsked(s, seat)) return [];
  return askOptions(s, seat, s.ask as Ask);
}

/** Whether a card id is a trick card (技能牌), for display. */
export function isTrick(card: number): boolean {
  return typeOf(card) === 'trick';
}
