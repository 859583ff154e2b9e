/**
 * The legal decisions of a seat: bots, the CLI, the server and the tests use this one list, and `apply` accepts exactly
 * what it lists. Each hand card's card module lists its own uses and responses (cards/types.ts `play`, `respond`); the
 * equipped cards and the skills add theirs through their hooks. Nothing here names a card.
 */

import { kindOf, typeOf } from './cardinfo.ts';
import { ANSWERS_OF, CARD_MODULES, EQUIP_HOOKS_OF, PLAY_OF, perContent, RESPOND_OF } from './cards/index.ts';
import type { EquipHooks } from './cards/types.ts';
import { END, PASS, type PaopaoshaDecision, playOf, useOf } from './decisions.ts';
import { seatOf } from './rules/effects.ts';
import { canUseSha, noSelfShui, RULES, shaReachable, shaTargets, shieldStops, targetBlock } from './rules/queries.ts';
import { shuiConversions, skillActions } from './skills/hooks.ts';
import { SKILL_DEFS } from './skills/index.ts';
import type { Ask, PaopaoshaState, SeatState } from './state.ts';

export { canUseSha };

/** Whether `seat` is asked by the current request and has not answered yet. */
export function isAsked(s: PaopaoshaState, seat: number): boolean {
  const a = s.ask;
  if (!a || s.result) return false;
  const i = a.seats.indexOf(seat);
  return i >= 0 && a.answers[i] === -1;
}

/**
 * 公山子无影八卦阵: only the 国主 can target its holder with 杀 or 单挑. Whether `to` is out of reach of `from`'s 杀 and
 * 单挑 for that reason.
 * @deprecated use `targetBlock` (rules/queries.ts), which also says why.
 */
export function shaProtected(s: PaopaoshaState, from: number, to: number): boolean {
  return targetBlock(s, from, to) !== null;
}

/** The equipment hooks of the card in `card` (an equipment slot's card id, -1 for none). */
function hooksIn(card: number): EquipHooks | undefined {
  return card >= 0 ? EQUIP_HOOKS_OF[card] : undefined;
}

/** Pairs of hand cards used (or played) as one 杀 with 炒锅: the first card is the 杀, the second goes `with` it. */
function pairUses(s: PaopaoshaState, seat: number, out: PaopaoshaDecision[]): void {
  const hand = seatOf(s, seat).hand;
  const targets = shaReachable(s, seat, []);
  for (let i = 0; i < hand.length; i++) {
    for (let j = i + 1; j < hand.length; j++) {
      for (const t of targets) out.push(useOf(hand[i] as number, 'sha', [t], [hand[j] as number]));
    }
  }
}

/** The play-phase options of `seat` (P-T1 出牌阶段): each hand card's uses, equipment, skills, then the end. */
function playOptions(s: PaopaoshaState, seat: number): PaopaoshaDecision[] {
  const p = seatOf(s, seat);
  const out: PaopaoshaDecision[] = [];
  const weapon = hooksIn(p.equip.weapon);
  const hand = p.hand;
  const asSha = weapon?.usesAsSha;
  for (const c of hand) {
    PLAY_OF[c]?.(s, seat, c, out, RULES);
    // A weapon that lets a kind of hand card be used as a 杀 (水枪: 水).
    if (asSha !== undefined && asSha === kindOf(c) && canUseSha(s, seat)) {
      for (const t of shaTargets(s, seat, hand.length === 1)) out.push(useOf(c, 'sha', t));
    }
  }
  // 炒锅: two hand cards as one 杀.
  if (weapon?.pairAsSha && hand.length >= 2 && canUseSha(s, seat)) pairUses(s, seat, out);
  // Skills: any card as 水 (豆浆, 杂技), and active uses.
  if (!p.noBasic && p.hp - p.shield < p.maxHp && !noSelfShui(s, seat)) {
    for (const { card, skill } of shuiConversions(s, seat))
      if (kindOf(card) !== 'shui') out.push(useOf(card, 'shui', [], [], skill));
  }
  skillActions(s, seat, RULES, out);
  // Uses of the equipped cards themselves (死神冥刀 as 诅咒, once per turn).
  const e = p.equip;
  hooksIn(e.weapon)?.ownUses?.(s, seat, out, RULES);
  hooksIn(e.armor)?.ownUses?.(s, seat, out, RULES);
  hooksIn(e.mount)?.ownUses?.(s, seat, out, RULES);
  hooksIn(e.book)?.ownUses?.(s, seat, out, RULES);
  out.push(END);
  return out;
}

/**
 * Each hand card's responses to request `a` (its card module's `respond`), asked only of the cards whose kind answers
 * that kind of request (`CardModule.answers`).
 */
function handResponses(
  s: PaopaoshaState,
  seat: number,
  a: Ask,
  kind: 'shan' | 'sha' | 'wuxie' | 'rescue',
  out: PaopaoshaDecision[],
): void {
  const can = ANSWERS_OF[kind];
  for (const c of seatOf(s, seat).hand) if (can[c] === 1) RESPOND_OF[c]?.(s, seat, c, a, out, RULES);
}

/** Lists the alternative to 闪 an equipped card offers (八卦阵's kind), if any. */
function pushAlternative(h: EquipHooks | undefined, out: PaopaoshaDecision[]): void {
  if (h?.shanAlternative) out.push(h.shanAlternative.decision as PaopaoshaDecision);
}

/** The answers to a request for 闪: the hand's 闪 (and 躲), then each equipped card's alternative, then pass. */
function shanOptions(s: PaopaoshaState, seat: number, p: SeatState, a: Ask): PaopaoshaDecision[] {
  const out: PaopaoshaDecision[] = [];
  handResponses(s, seat, a, 'shan', out);
  // 控制 (a): an alternative (an 八卦阵 judgement) counts as playing a 闪, so it is barred too.
  if (a.allowEquip && a.allowShan && !p.noBasic) {
    const e = p.equip;
    pushAlternative(hooksIn(e.weapon), out);
    pushAlternative(hooksIn(e.armor), out);
    pushAlternative(hooksIn(e.mount), out);
    pushAlternative(hooksIn(e.book), out);
  }
  out.push(PASS);
  return out;
}

/** The answers to a request for 杀: the hand's 杀 (and 杀闪之交), 炒锅 pairs, then pass. */
function shaOptions(s: PaopaoshaState, seat: number, p: SeatState, a: Ask): PaopaoshaDecision[] {
  const out: PaopaoshaDecision[] = [];
  handResponses(s, seat, a, 'sha', out);
  if (!p.noBasic && hooksIn(p.equip.weapon)?.pairAsSha) {
    for (let i = 0; i < p.hand.length; i++) {
      for (let j = i + 1; j < p.hand.length; j++) out.push(playOf(p.hand[i] as number, 'sha', [p.hand[j] as number]));
    }
  }
  out.push(PASS);
  return out;
}

/** The rescues of a dying player (P-W2): the hand's 水 and 生死簿, the skills' 水, the equipment's own, then pass. */
function rescueOptions(s: PaopaoshaState, seat: number, p: SeatState, a: Ask): PaopaoshaDecision[] {
  const out: PaopaoshaDecision[] = [];
  handResponses(s, seat, a, 'rescue', out);
  if (!p.noBasic && !(seat === a.target && noSelfShui(s, seat))) {
    for (const { card, skill } of shuiConversions(s, seat)) {
      if (kindOf(card) !== 'shui') out.push(playOf(card, 'shui', [], skill));
    }
  }
  // Product reading 2: another player's 生死簿 has no effect on a 盾牌 holder (option `dunpaiBlocksHelpful`).
  const blocked = shieldStops(s, seat, a.target, 'shengsibu');
  const e = p.equip;
  hooksIn(e.weapon)?.rescueUses?.(s, seat, blocked, out, RULES);
  hooksIn(e.armor)?.rescueUses?.(s, seat, blocked, out, RULES);
  hooksIn(e.mount)?.rescueUses?.(s, seat, blocked, out, RULES);
  hooksIn(e.book)?.rescueUses?.(s, seat, blocked, out, RULES);
  out.push(PASS);
  return out;
}

type Slot = 'weapon' | 'armor' | 'mount' | 'book';

/**
 * Per ask reason, the equipment slots the asked seat may discard from besides its hand (product reading 11: 泡泡加特林's
 * and 葱汁's cards may be equipment cards): the `discardSlots` of the card module or skill the request is for.
 */
let DISCARD_SLOTS: ReadonlyMap<string, readonly Slot[]> = perContent(
  () =>
    new Map([
      ...CARD_MODULES.flatMap((m): [string, readonly Slot[]][] =>
        m.equip?.discardSlots ? [[m.data.id, m.equip.discardSlots]] : [],
      ),
      ...Object.values(SKILL_DEFS).flatMap((d): [string, readonly Slot[]][] =>
        d.discardSlots ? [[d.id, d.discardSlots]] : [],
      ),
    ]),
  (v) => {
    DISCARD_SLOTS = v;
  },
);

function askOptions(s: PaopaoshaState, seat: number, a: Ask): PaopaoshaDecision[] {
  const p = seatOf(s, seat);
  switch (a.kind) {
    case 'character':
      return a.characters.map((id) => ({ t: 'character', id }));
    case 'play':
      return playOptions(s, seat);
    case 'shan':
      return shanOptions(s, seat, p, a);
    case 'sha':
      return shaOptions(s, seat, p, a);
    case 'wuxie': {
      const out: PaopaoshaDecision[] = [];
      handResponses(s, seat, a, 'wuxie', out);
      out.push(PASS);
      return out;
    }
    case 'rescue':
      return rescueOptions(s, seat, p, a);
    case 'discard': {
      const out: PaopaoshaDecision[] = p.hand.map((c) => ({ t: 'discard', card: c }));
      const slots = DISCARD_SLOTS.get(a.reason);
      if (slots) for (const slot of slots) if (p.equip[slot] >= 0) out.push({ t: 'discard', card: p.equip[slot] });
      return out;
    }
    case 'choose':
      return a.options.map((_, i) => ({ t: 'choose', i }));
  }
}

/**
 * The last list `legalDecisions` built, with the request it answers: the state object, its request (`ask`, `req`), the
 * seat and the decision count. The rules change a state only in `apply` (which counts a decision) and by asking anew
 * (a new `ask`), so while all four match the list is still the legal list. A bot asks once for its view, once for its
 * choice, and `apply` checks once more: one computation serves the three. `list` is never handed out: callers get copies
 * (they may sort or edit them). Code that edits a state by hand (a test, a tool) between two questions about the same request
 * must ask about a fresh state or a clone: the edit is not a decision, so the remembered list would be served.
 */
const LAST: {
  s: PaopaoshaState | null;
  ask: Ask | null;
  req: number;
  seat: number;
  decisions: number;
  list: readonly PaopaoshaDecision[];
} = { s: null, ask: null, req: -1, seat: -1, decisions: -1, list: [] };

/** The legal list of `seat` (asked now) from `LAST` when it answers this very request, else built and remembered. */
export function legalNow(s: PaopaoshaState, seat: number): readonly PaopaoshaDecision[] {
  if (LAST.s === s && LAST.ask === s.ask && LAST.req === s.req && LAST.seat === seat && LAST.decisions === s.decisions)
    return LAST.list;
  const list = askOptions(s, seat, s.ask as Ask);
  LAST.s = s;
  LAST.ask = s.ask;
  LAST.req = s.req;
  LAST.seat = seat;
  LAST.decisions = s.decisions;
  LAST.list = list;
  return list;
}

/** Every legal decision of `seat` now (empty when it is not asked). A new array on every call. */
export function legalDecisions(s: PaopaoshaState, seat: number): PaopaoshaDecision[] {
  if (!isAsked(s, seat)) return [];
  return legalNow(s, seat).slice();
}

/** Whether a card id is a trick card (技能牌), for display. */
export function isTrick(card: number): boolean {
  return typeOf(card) === 'trick';
}
