/**
 * The rules facts the 跑跑杀 heuristic bot reads from its seat's view, in one file. Deck odds, the kinds that answer a
 * request, distance, 杀 range and damage, trick immunity and judgement outcomes are the rules' own queries
 * (games/paopaosha/src/rules/queries.ts), which answer a view as they answer a state. What the game does not answer
 * yet for a view is marked `// rules query: to be replaced by …`.
 */
import {
  answersSha,
  answersShan,
  CARD_KIND_IDS,
  type CardKindId,
  type CharacterId,
  DECK_ODDS,
  defaultConfig,
  judgementHits,
  kindOf,
  type PaopaoshaConfig,
  type PaopaoshaObservation,
  type PaopaoshaView,
  type SeatView,
  subtypeOf,
} from '../src/index.ts';

// ——— deck odds (P-D1 counts, P-D2 suits) ———

/** Kinds a 杀 request accepts from hand (the rules' `answersSha`: 杀, 杀闪之交). */
export const SHA_KINDS: readonly CardKindId[] = CARD_KIND_IDS.filter(answersSha);
/** Kinds a 闪 request accepts from hand (the rules' `answersShan`: 闪, 杀闪之交, 躲). */
export const SHAN_KINDS: readonly CardKindId[] = CARD_KIND_IDS.filter(answersShan);

/** Chance that one unknown hand card answers a 闪 request (the rules' `DECK_ODDS.shan`: 16 of 110). */
export const SHAN_RATE = DECK_ODDS.shan;
/** Chance that one unknown hand card answers a 杀 request (the rules' `DECK_ODDS.sha`: 27 of 110). */
export const SHA_RATE = DECK_ODDS.sha;
/** The kinds that answer AOE trick `k`: 闪 for 万刀齐发, 杀 for 强盗入侵 and 恐怖分子. */
// rules query: to be replaced by the game's "which request an AOE trick makes" for a view
export function aoeAnswerKinds(k: CardKindId): readonly CardKindId[] {
  return k === 'wandaoqifa' ? SHAN_KINDS : SHA_KINDS;
}

/** Chance that one unknown hand card answers AOE trick `k` (`SHAN_RATE` or `SHA_RATE`, as `aoeAnswerKinds`). */
export function aoeAnswerRate(k: CardKindId): number {
  return k === 'wandaoqifa' ? SHAN_RATE : SHA_RATE;
}

/** Chance that a judgement is a weapon (诅咒 and armour judgements; the rules' `DECK_ODDS.weapon`: 9 of 110). */
export const WEAPON_RATE = DECK_ODDS.weapon;
/** Chance that a judgement is ♥ (地雷, 水雷 hit; the rules' `DECK_ODDS.heart`: 27 of 110). */
export const HEART_RATE = DECK_ODDS.heart;
/** Chance that a judgement is ♣ (画圈圈 escaped, 永恒之火 taken; the rules' `DECK_ODDS.club`: 28 of 110). */
export const CLUB_RATE = DECK_ODDS.club;

/** `x` rounded to `digits` decimals (the bot's estimates use some odds rounded; see their uses). */
export function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** The default configuration's numbers (the bot's fixed estimates use the defaults of games/paopaosha/src/data/config.ts). */
export const DEFAULTS: PaopaoshaConfig = defaultConfig();

// ——— cards and equipment ———

/** Whether physical card `card` is equipment that takes a slot (weapon, armor, mount, skill book; P-T4). */
export function isEquipment(card: number): boolean {
  const sub = subtypeOf(card);
  return sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book';
}

/** Tricks whose harm is damage: nothing to a sleeping player (睡觉, no damage until their next turn). */
// rules query: to be replaced by the game's card data (which tricks deal damage)
export const DAMAGE_TRICKS: ReadonlySet<CardKindId> = new Set<CardKindId>([
  'dantiao',
  'zuzhou',
  'wandaoqifa',
  'qiangdaoruqin',
  'kongbufenzi',
]);

/** Whether `p` is character `id` with its skills in force (character skills on). */
// rules query: to be replaced by the game's hasSkill for a view
export function characterActive(v: PaopaoshaView, p: SeatView, id: CharacterId): boolean {
  return p.character === id && v.config.characterSkills;
}

/** Whether 神秘惊奇's target `p` must take the damage: it holds fewer hand cards than it would have to give. */
// rules query: to be replaced by the game's 神秘惊奇 query for a view
export function marvelForced(v: PaopaoshaView, p: SeatView): boolean {
  return p.handCount < v.config.shenmijingqiCards;
}

/** Whether `seat` has skill book `kind` equipped and in force (books act only with character skills on). */
// rules query: to be replaced by the game's hasSkill for a view
export function hasBook(v: PaopaoshaView, seat: number, kind: CardKindId): boolean {
  const b = (v.players[seat] as SeatView).equip.book;
  return v.config.characterSkills && b >= 0 && kindOf(b) === kind;
}

// ——— distance, range, damage ———

// ——— skills, dying, judgements, drawing ———

/** Skills that turn any card into 水, with the config field of their per-game count (P-T6). */
// rules query: to be replaced by the game's skill data (per-game use counts)
const SHUI_SKILLS: Readonly<Record<string, keyof PaopaoshaConfig>> = { doujiang: 'doujiangUses', zaji: 'zajiUses' };

/** Uses left this game of `p`'s 水 conversion skill `via` (豆浆, 杂技); 1 for any other `via`. */
// rules query: to be replaced by the game's "uses left of a skill" for a view
export function shuiUsesLeft(v: PaopaoshaView, p: SeatView, via: string): number {
  const field = SHUI_SKILLS[via];
  return field ? (v.config[field] as number) - (p.uses[via] ?? 0) : 1;
}

/** 水 a dying player at `p.hp` (≤ 0) needs to come back to 1 HP. */
// rules query: to be replaced by the game's dying query for a view
export function rescueNeed(p: SeatView): number {
  return 1 - p.hp;
}

/**
 * Position of `seat` in the order in which seats are asked during the current turn (P-W2: seat order from the
 * current player, 0 = the current player), and the seat at position `k`.
 */
// rules query: to be replaced by the game's ask order for a view
export function askPosition(v: PaopaoshaObservation, seat: number): number {
  const n = v.players.length;
  return (seat - v.turn + n) % n;
}

/** The seat at position `k` of the ask order of the current turn (see `askPosition`). */
export function seatAtAskPosition(v: PaopaoshaObservation, k: number): number {
  return (v.turn + k) % v.players.length;
}

/** Whether delayed card `kind` in front of a player is settled by a judgement the holder can fear (地雷, 水雷, 画圈圈). */
// rules query: to be replaced by the game's delayed-card judgement data
export function judgedDelayed(kind: CardKindId): boolean {
  return kind === 'dilei' || kind === 'shuilei' || kind === 'huaquanquan';
}

/** Whether judgement card `card` spares the holder of delayed card `kind` (the rules' `judgementHits` is false). */
export function judgementSpares(kind: CardKindId, card: number): boolean {
  return !judgementHits(kind, card);
}

/** Cards `p` draws in its draw phase: `drawPerTurn`, +2 with 大众桑塔纳. */
// rules query: to be replaced by the game's draw count for a view
export function drawsPerTurn(v: PaopaoshaView, p: SeatView): number {
  return v.config.drawPerTurn + (p.equip.mount >= 0 && kindOf(p.equip.mount) === 'dazhongsangtana' ? 2 : 0);
}

/** Cards 贪牌 draws in the draw phase (seed: 回合开始摸5张牌). */
// rules query: to be replaced by the game's draw count for a view (贪牌)
export const TANPAI_DRAW = 5;

/** Hand cards `p` keeps at its discard phase (its HP, never below 0). */
// rules query: to be replaced by the game's hand limit for a view
export function handLimit(p: SeatView): number {
  return Math.max(0, p.hp);
}
