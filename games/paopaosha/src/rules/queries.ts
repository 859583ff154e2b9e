/**
 * Derived facts, each computed in one place: what equipment and skills change about a 杀 (damage, 闪 needed, armour,
 * reach), the judgement outcomes, the deck odds. Every public query here reads a `TableFacts` — a full state and a seat's
 * view both satisfy it — so the rules, the bots and the display agree. `RULES` is the table the card modules receive
 * (cards/types.ts `Rules`).
 */

import { isWeaponCard, kindOf, rankOfCard, subtypeOf, suitOfCard, typeOf } from '../cardinfo.ts';
import { CARD_MODULES, cardModule, EQUIP_HOOKS_OF, perContent } from '../cards/index.ts';
import type { EquipHooks, Rules, SeatFacts, ShaHitFrame, TableFacts } from '../cards/types.ts';
import { DUEL_KIND } from '../content/roles.ts';
import type { CardKindId } from '../data/card-types.ts';
import { CHARACTERS, type CharacterId } from '../data/characters.ts';
import { opt, type ScalarOptionId } from '../data/option-values.ts';
import type { Suit } from '../data/suits.ts';
import type { DecisionSink } from '../decision-kinds.ts';
import type { PaopaoshaDecision } from '../decisions.ts';
import { dantiaoShaNeeded, skillsOfSeat } from '../skills/hooks.ts';
import { SKILL_DEFS } from '../skills/index.ts';
import { countUse, turnUsesOf } from '../skills/uses.ts';
import type { ChoiceOption, PaopaoshaState } from '../state.ts';
import { aliveFrom } from './ask.ts';
import { attackRange, distance, distancesFrom, seatDistance } from './distance.ts';
import { seatOf } from './effects.ts';

export type { SeatFacts, TableFacts };

/** The seats of a state (`seats`) or of a view (`players`). */
export function seatsOf(t: TableFacts): readonly SeatFacts[] {
  return (t.seats ?? t.players) as readonly SeatFacts[];
}

function seatAt(t: TableFacts, seat: number): SeatFacts {
  return seatsOf(t)[seat] as SeatFacts;
}

/** The equipment hooks of equipped card `card` (-1: an empty slot, none). */
function hooksIn(card: number): EquipHooks | undefined {
  return card >= 0 ? EQUIP_HOOKS_OF[card] : undefined;
}

/** The skills of `seat` now (character, then skill book). */
function skillsAt(t: TableFacts, seat: number) {
  return skillsOfSeat(t.config.characterSkills, seatAt(t, seat));
}

/** Damage of `user`'s 杀 (P-W1): 1, plus each equipped card's bonus (大炮 +1, 狼狗 +1). No bonus in a 公山子无影脚 duel. */
export function shaDamage(t: TableFacts, user: number): number {
  const e = seatAt(t, user).equip;
  const c = t.config;
  return (
    opt(c, 'shaDamage') +
    bonus(c, hooksIn(e.weapon)?.shaDamageBonus) +
    bonus(c, hooksIn(e.armor)?.shaDamageBonus) +
    bonus(c, hooksIn(e.mount)?.shaDamageBonus) +
    bonus(c, hooksIn(e.book)?.shaDamageBonus)
  );
}

/** The value of an equipment hook's option (`EquipHooks.shaDamageBonus`, `drawBonus`…), 0 without one. */
function bonus(config: object, id: ScalarOptionId | undefined): number {
  return id === undefined ? 0 : (opt(config, id) as number);
}

/** Whether `user`'s 杀 ignores the target's armour (M-16; 公山子无影八卦阵's skill). */
export function ignoresArmor(t: TableFacts, user: number): boolean {
  const e = seatAt(t, user).equip;
  if (hooksIn(e.weapon)?.ignoresArmor || hooksIn(e.armor)?.ignoresArmor || hooksIn(e.mount)?.ignoresArmor) return true;
  for (const d of skillsAt(t, user)) if (d.ignoresArmor?.(t, user)) return true;
  return false;
}

/** Whether the equipment of `seat` offers an alternative to 闪 (八卦阵's kind of armour). */
export function offersShanAlternative(t: TableFacts, seat: number): boolean {
  const e = seatAt(t, seat).equip;
  return hooksIn(e.armor)?.shanAlternative !== undefined || hooksIn(e.weapon)?.shanAlternative !== undefined;
}

/** Whether `seat`'s armour offers an alternative to 闪 against a 杀 of `user` (-1: not a 杀, nothing ignored). */
export function armourAlternative(t: TableFacts, user: number, seat: number): boolean {
  if (user >= 0 && ignoresArmor(t, user)) return false;
  return offersShanAlternative(t, seat);
}

/** Whether 闪 can stop `user`'s 杀 (not with 木槌, not with 魅力: only 躲 stops it). */
export function shanStopsSha(t: TableFacts, user: number): boolean {
  if (hooksIn(seatAt(t, user).equip.weapon)?.unstoppableByShan) return false;
  for (const d of skillsAt(t, user)) if (d.onlyDuoStopsSha?.(t, user)) return false;
  return true;
}

/** How many 闪 a target of `user`'s 杀 needs: 1, 2 with 美术 or 斗鸡眼. */
export function shanNeeded(t: TableFacts, user: number): number {
  let n = 1;
  for (const d of skillsOfSeat(t.config.characterSkills, seatAt(t, user)))
    if (d.shanNeeded) n = d.shanNeeded(t, user, n);
  return n;
}

/**
 * The damage `user`'s 杀 deals when it lands: the 单挑's (option `dantiaoDamage`) when it resolves as a duel (公山子无影脚,
 * `shaIsDuel`), else `shaDamage`.
 */
export function shaHitDamage(t: TableFacts, user: number): number {
  return shaIsDuel(t, user) ? opt(t.config, 'dantiaoDamage') : shaDamage(t, user);
}

/** Whether `user`'s 杀 resolves as a 单挑 against its target after 躲 only (公山子无影脚, product reading 8). */
export function shaIsDuel(t: TableFacts, user: number): boolean {
  for (const d of skillsAt(t, user)) if (d.shaIsDuel?.(t, user)) return true;
  return false;
}

/**
 * Whether `to` is out of reach of `from`'s 杀 and 单挑 (公山子无影八卦阵: only the 国主 may target its holder), with the
 * reason (`onlyLord`) or null when `to` may be targeted. P-T3 distance is a separate question (`inShaRange`).
 */
export function targetBlock(t: TableFacts, from: number, to: number): 'onlyLord' | null {
  if (from === t.lord) return null;
  for (const d of skillsAt(t, to)) if (d.onlyLordTargets?.(t, to)) return 'onlyLord';
  return null;
}

/** Whether `from`'s 杀 reaches `to` by range (P-T3): distance ≤ 攻击距离, or any other player when distance is ignored. */
export function inShaRange(t: TableFacts, from: number, to: number): boolean {
  if (from === to) return false;
  for (const d of skillsAt(t, from)) if (d.ignoresDistance?.(t, from)) return true;
  return distance(t, from, to) <= attackRange(t, from);
}

/**
 * Why `from` may not target `to` with a 杀 now, or null when it may (P-T3; 公山子无影八卦阵): `dead` (`to` is dead),
 * `self`, `range` (beyond 攻击距离 and distance not ignored) or `onlyLord` (only the 国主 may target `to`). The same
 * answer on a state and on a view; the 杀 limit (P-T2) is a separate question (`canUseSha`).
 */
export function shaBlock(t: TableFacts, from: number, to: number): 'dead' | 'self' | 'range' | 'onlyLord' | null {
  if (!seatAt(t, to).alive) return 'dead';
  if (from === to) return 'self';
  if (!inShaRange(t, from, to)) return 'range';
  return targetBlock(t, from, to);
}

/**
 * Appends to `out` (and returns it) every living seat other than `from` that `from`'s 杀 may target, in seat order:
 * the seats for which `shaReaches` holds, with what depends on `from` alone (distance ignored, 攻击距离) read once.
 */
export function shaReachable(t: TableFacts, from: number, out: number[]): number[] {
  distancesFrom(t, from, REACH_DISTANCES);
  const mask = shaReachMask(t, from, REACH_DISTANCES);
  const n = seatsOf(t).length;
  for (let to = 0; to < n; to++) if ((mask & (1 << to)) !== 0) out.push(to);
  return out;
}

/**
 * `shaReachable` as a bit set (bit `to` set: `from`'s 杀 may target `to`), given `from`'s distances as
 * `distancesFrom(t, from, distances)` wrote them: the seats in range first, then the protected ones left out.
 */
export function shaReachMask(t: TableFacts, from: number, distances: Int32Array): number {
  const seats = seatsOf(t);
  let ignores = false;
  for (const d of skillsAt(t, from)) {
    if (d.ignoresDistance?.(t, from)) {
      ignores = true;
      break;
    }
  }
  const range = attackRange(t, from);
  let mask = 0;
  for (let to = 0; to < seats.length; to++) {
    if (to === from || !(seats[to] as SeatFacts).alive) continue;
    if (ignores || (distances[to] as number) <= range) mask |= 1 << to;
  }
  for (let to = 0; to < seats.length; to++) {
    if ((mask & (1 << to)) !== 0 && targetBlock(t, from, to) !== null) mask &= ~(1 << to);
  }
  return mask;
}

/** `shaReachable`'s distances (a slot per seat). */
const REACH_DISTANCES = new Int32Array(32);

/** Whether `from`'s 杀 may target `to`: in range (P-T3) and not protected (`targetBlock`). */
export function shaReaches(t: TableFacts, from: number, to: number): boolean {
  return inShaRange(t, from, to) && targetBlock(t, from, to) === null;
}

/** Whether `seat` may use any number of 杀 (pAK-470; 牛X, 公山子无影脚). */
function unlimitedSha(t: TableFacts, seat: number): boolean {
  if (hooksIn(seatAt(t, seat).equip.weapon)?.unlimitedSha) return true;
  for (const d of skillsAt(t, seat)) if (d.unlimitedSha?.(t, seat)) return true;
  return false;
}

/** Whether `seat` may use another 杀 this play phase (P-T2; any number with pAK-470 or a skill; not under 控制 (a)). */
export function canUseSha(s: PaopaoshaState, seat: number): boolean {
  const p = seatOf(s, seat);
  return !p.noBasic && (p.shaUsed < opt(s.config, 'shaPerPhase') || unlimitedSha(s, seat));
}

/** Whether trick cards (技能牌) have no effect on `seat` (盾牌). */
export function tricksBlocked(t: TableFacts, seat: number): boolean {
  return hooksIn(seatAt(t, seat).equip.armor)?.blocksTricks === true;
}

/**
 * Whether `from`'s trick card of kind `kind` has no effect on `to` through 盾牌 (product reading 2): another player's
 * trick, with 盾牌 equipped; a helpful one (`CardModule.helpful`: 生死簿, 收获子弹) only while option
 * `dunpaiBlocksHelpful` is on (the default).
 */
export function shieldStops(t: TableFacts, from: number, to: number, kind: CardKindId): boolean {
  return (
    from !== to && tricksBlocked(t, to) && (cardModule(kind).helpful !== true || opt(t.config, 'dunpaiBlocksHelpful'))
  );
}

/** Whether `seat` cannot use 水 on themselves (QQ飞车). */
export function noSelfShui(t: TableFacts, seat: number): boolean {
  return hooksIn(seatAt(t, seat).equip.mount)?.noSelfShui === true;
}

/** Cards `seat` draws in addition in the draw phase (大众桑塔纳: 2). */
export function drawBonus(t: TableFacts, seat: number): number {
  return bonus(t.config, hooksIn(seatAt(t, seat).equip.mount)?.drawBonus);
}

/** The kind of hand card `seat`'s weapon lets them use as a 杀 in the play phase (水枪: 水), or ''. */
function weaponShaKind(t: TableFacts, seat: number): CardKindId | '' {
  return hooksIn(seatAt(t, seat).equip.weapon)?.usesAsSha ?? '';
}

/** Whether hand card `card` may be used as a 杀 by `seat` in the play phase: 杀, 杀闪之交, or what its weapon converts. */
export function usableAsSha(t: TableFacts, seat: number, card: number): boolean {
  const k = kindOf(card);
  return cardModule(k).countsAsSha === true || weaponShaKind(t, seat) === k;
}

/**
 * The last target lists `shaTargets` built and the request they were built for (state object, request, decision count,
 * seat): a hand of several 杀 lists the same targets for each, so the play-phase list finds them once. The rules change
 * a state only by a decision or a new request, so while the key matches the lists still hold.
 */
const TARGETS: {
  s: PaopaoshaState | null;
  ask: unknown;
  req: number;
  decisions: number;
  seat: number;
  lastCard: boolean;
  lists: number[][];
} = { s: null, ask: null, req: -1, decisions: -1, seat: -1, lastCard: false, lists: [] };

/**
 * Target lists of a 杀 of `seat`: each target it reaches, plus groups of 2–3 with 跑跑散弹枪 on the last hand card.
 * Shared by the calls for one request (`TARGETS`): read them, do not modify them.
 */
export function shaTargets(s: PaopaoshaState, seat: number, lastCard: boolean): number[][] {
  const m = TARGETS;
  if (
    m.s === s &&
    m.ask === s.ask &&
    m.req === s.req &&
    m.decisions === s.decisions &&
    m.seat === seat &&
    m.lastCard === lastCard
  )
    return m.lists;
  const lists = buildShaTargets(s, seat, lastCard);
  m.s = s;
  m.ask = s.ask;
  m.req = s.req;
  m.decisions = s.decisions;
  m.seat = seat;
  m.lastCard = lastCard;
  m.lists = lists;
  return lists;
}

function buildShaTargets(s: PaopaoshaState, seat: number, lastCard: boolean): number[][] {
  const inRange = shaReachable(s, seat, []);
  const out: number[][] = inRange.map((t) => [t]);
  const hook = lastCard ? hooksIn(seatOf(s, seat).equip.weapon)?.lastCardShaTargets : undefined;
  const most = hook === undefined ? 1 : (opt(s.config, hook) as number);
  if (most >= 2) {
    const n = s.seats.length;
    const ord = inRange.slice().sort((a, b) => ((a - seat + n) % n) - ((b - seat + n) % n));
    for (let i = 0; i < ord.length; i++) targetGroups(ord, [ord[i] as number], i + 1, most, out);
  }
  return out;
}

/** Appends to `out` every group of 2…`most` targets of `ord` (seat order) that extends `prefix` with targets from `from`. */
function targetGroups(ord: readonly number[], prefix: number[], from: number, most: number, out: number[][]): void {
  for (let j = from; j < ord.length; j++) {
    const next = [...prefix, ord[j] as number];
    out.push(next);
    if (next.length < most) targetGroups(ord, next, j + 1, most, out);
  }
}

/** The weapon of `f.user` takes over after its 杀 was dodged (泡泡加特林); true when it pushed frames deciding the hit. */
function afterShaDodged(s: PaopaoshaState, f: ShaHitFrame): boolean {
  return hooksIn(seatOf(s, f.user).equip.weapon)?.afterShaDodged?.(s, f) === true;
}

/**
 * Whether judgement card `card` (-1: nothing to flip) "hits" for `reason` — the card or skill the judgement is for
 * (P-G4): ♥ for 地雷 and 水雷, not ♣ for 画圈圈, a weapon for 诅咒, 八卦阵 and 洛神, ♣ for 永恒之火. The `judge` event's
 * `hit`. False for a reason that names nothing with a condition.
 */
export function judgementHits(reason: string, card: number): boolean {
  const m = KIND_SET.has(reason) ? cardModule(reason as CardKindId) : undefined;
  const test = m?.judgeHits ?? m?.delayed?.hits;
  if (test) return test(card, RULES);
  const skill = SKILL_DEFS[reason];
  return skill?.judgeHits?.(card, RULES) ?? false;
}

let KIND_SET: ReadonlySet<string> = perContent(
  () => new Set(CARD_MODULES.map((m) => m.data.id)),
  (v) => {
    KIND_SET = v;
  },
);

/**
 * Share of the deck's cards of which `test` holds (0–1), from the card modules' deck lists: e.g. the odds that one
 * unknown card answers a 闪 request (`deckShare(answersShan)`), or that a judgement is a weapon.
 */
export function deckShare(test: (kind: CardKindId) => boolean): number {
  let n = 0;
  let all = 0;
  for (const m of CARD_MODULES) {
    all += m.data.deck.length;
    if (test(m.data.id)) n += m.data.deck.length;
  }
  return all === 0 ? 0 : n / all;
}

/**
 * Why hand card `card` of `seat` (default: the viewer) is no choice now, read from a seat's view (its `legal`, or
 * `controlling[i].legal` for a seat the viewer decides for), or null when some legal decision names it:
 * - `notAsked`: nothing is asked of that seat now (another seat's turn or answer);
 * - `otherRequest`: the request asks for something else (a 闪, a 杀, a rescue…, or a choice this card is not in);
 * - `responseOnly`: in the play phase, a card that is only played in answer (闪, 无懈可击, 躲…);
 * - `noBasic`: 控制 (a) forbids basic cards this turn;
 * - `shaLimit`: the play phase's 杀 is used (P-T2; pAK-470 and some skills lift it);
 * - `fullHp`: 水 at full HP (天使之泪's shield aside, product reading 6); `noSelfShui`: QQ飞车 forbids 水 on oneself;
 * - `noTarget`: no seat it can be used on now (out of range, protected, already holding one…).
 */
export type NotPlayable =
  | 'notAsked'
  | 'otherRequest'
  | 'responseOnly'
  | 'noBasic'
  | 'shaLimit'
  | 'fullHp'
  | 'noSelfShui'
  | 'noTarget';

/** What `whyNotPlayable` reads of a seat's view (view.ts `PaopaoshaView` satisfies it). */
export interface PlayableFacts extends TableFacts {
  readonly seat: number | null;
  readonly legal: readonly PaopaoshaDecision[];
  readonly controlling: readonly { readonly seat: number; readonly legal: readonly PaopaoshaDecision[] }[];
  readonly ask: { readonly kind: string; readonly options: readonly ChoiceOption[] | null } | null;
  readonly result: unknown;
  readonly players: readonly (SeatFacts & {
    readonly maxHp: number;
    readonly shield: number;
    readonly shaUsed: number;
    readonly noBasic: boolean;
  })[];
}

/** Whether decision `d` names hand card `card` (as the card used, a partner card, a discard or a skill's card). */
function names(d: PaopaoshaDecision, card: number, v: PlayableFacts): boolean {
  switch (d.t) {
    case 'use':
    case 'play':
      return d.card === card || d.with.includes(card);
    case 'discard':
      return d.card === card;
    case 'skill':
      return d.cards.includes(card);
    case 'choose':
      return v.ask?.options?.[d.i]?.card === card;
    default:
      return false;
  }
}

/** Why `card` is no choice of `seat` now (see `NotPlayable`), or null when it is one. Works on a seat's view. */
export function whyNotPlayable(v: PlayableFacts, card: number, seat: number | null = v.seat): NotPlayable | null {
  if (seat === null) return 'notAsked';
  const legal = seat === v.seat ? v.legal : (v.controlling.find((c) => c.seat === seat)?.legal ?? []);
  for (const d of legal) if (names(d, card, v)) return null;
  if (legal.length === 0 || !v.ask || v.result) return 'notAsked';
  if (v.ask.kind !== 'play') return 'otherRequest';
  const p = v.players[seat];
  if (!p) return 'notAsked';
  const kind = kindOf(card);
  const m = cardModule(kind);
  if (!m.play && !usableAsSha(v, seat, card)) return 'responseOnly';
  if (p.noBasic && m.data.type === 'basic') return 'noBasic';
  if (usableAsSha(v, seat, card)) return p.shaUsed >= 1 && !unlimitedSha(v, seat) ? 'shaLimit' : 'noTarget';
  if (kind === 'shui') {
    if (noSelfShui(v, seat)) return 'noSelfShui';
    if (p.hp - p.shield >= p.maxHp) return 'fullHp';
  }
  return 'noTarget';
}

/** Whether a card of `kind` can be played when a 闪 is asked for (闪, 杀闪之交, 躲). */
export function answersShan(kind: CardKindId): boolean {
  return cardModule(kind).answers?.includes('shan') === true;
}

/** Whether a card of `kind` can be played when a 杀 is asked for (杀, 杀闪之交). */
export function answersSha(kind: CardKindId): boolean {
  return cardModule(kind).answers?.includes('sha') === true;
}

/** Whether a card of `kind` is a weapon: what 诅咒, 八卦阵 and 洛神 judgements test (P-G4). */
export function isWeaponKind(kind: CardKindId): boolean {
  return cardModule(kind).data.subtype === 'weapon';
}

/** Share of the deck's cards of suit `suit` (0–1): the odds that a judgement is ♥ (地雷 hits) or ♣ (画圈圈 escaped). */
export function suitShare(suit: Suit): number {
  let n = 0;
  let all = 0;
  for (const m of CARD_MODULES) {
    for (const copy of m.data.deck) {
      all++;
      if (copy[1] === suit) n++;
    }
  }
  return all === 0 ? 0 : n / all;
}

/**
 * Deck odds derived from the card modules' deck lists (0–1): one unknown card answers a 闪 request (闪, 杀闪之交, 躲:
 * 16/110) or a 杀 request (杀, 杀闪之交: 27/110); a judgement is a weapon (9/110), ♥ (27/110) or ♣ (28/110).
 */
export const DECK_ODDS = Object.freeze({
  shan: deckShare(answersShan),
  sha: deckShare(answersSha),
  weapon: deckShare(isWeaponKind),
  heart: suitShare('H'),
  club: suitShare('C'),
});

/** The rules' query table the card modules receive (cards/types.ts `Rules`). */
export const RULES: Rules = Object.freeze({
  kindOf,
  duelKind: DUEL_KIND,
  suitOf: suitOfCard,
  isWeapon: isWeaponCard,
  typeOf,
  subtypeOf,
  rankOf: rankOfCard,
  canUseSha,
  shaTargets,
  shaReachable,
  shaReaches,
  shaProtected: (s: PaopaoshaState, from: number, to: number) => targetBlock(s, from, to) !== null,
  inShaRange,
  distance,
  usableAsSha,
  dantiaoShaNeeded,
  shaIsDuel,
  shanNeeded,
  shanStopsSha,
  armourAlternative,
  afterShaDodged,
  shaDamage,
  noSelfShui,
  tricksBlocked,
  shieldStops,
  turnUsesOf,
  countUse,
  nationOf: (c: CharacterId | null) => (c === null ? null : CHARACTERS[c].nation),
  answersRescue: (kind: string) => cardModule(kind as CardKindId).answers?.includes('rescue') === true,
  playAs: (s: PaopaoshaState, seat: number, card: number, kind: string, out: DecisionSink) =>
    cardModule(kind as CardKindId).play?.(s, seat, card, out, RULES),
});

export { aliveFrom, dantiaoShaNeeded, seatDistance };
