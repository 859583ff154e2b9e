/**
 * Every rules fact the 跑跑杀 heuristic bot derives from its seat's view, in one file: deck odds (computed from `DECK`,
 * games/paopaosha/src/data/deck.ts) and the rules queries the game does not yet answer for a view. The rules' own
 * `distance`, `attackRange` and `inShaRange` (games/paopaosha/src/rules/distance.ts) read the full state, which a bot
 * never sees; each query below says what should replace it, so that switching to the game's view queries changes
 * this file only.
 */
import {
  CARD_KINDS,
  type CardKindId,
  type CharacterId,
  DECK,
  defaultConfig,
  kindOf,
  type PaopaoshaConfig,
  type PaopaoshaView,
  type SeatView,
  type Suit,
  subtypeOf,
  suitOfCard,
} from '../src/index.ts';

// ——— deck odds (P-D1 counts, P-D2 suits) ———

/** Share of the 110 physical cards (`DECK`) whose entry satisfies `test`. */
function deckShare(test: (kind: CardKindId, suit: Suit) => boolean): number {
  let n = 0;
  for (const [kind, suit] of DECK) if (test(kind, suit)) n++;
  return n / DECK.length;
}

/** Kinds a 杀 request accepts from hand: 杀, 杀闪之交 (its card text: a 杀 or a 闪). */
// rules query: to be replaced by the game's "which kinds answer a 杀 request" for a view
export const SHA_KINDS: readonly CardKindId[] = ['sha', 'shashanzhijiao'];
/** Kinds a 闪 request accepts from hand: 闪, 杀闪之交, 躲. */
// rules query: to be replaced by the game's "which kinds answer a 闪 request" for a view
export const SHAN_KINDS: readonly CardKindId[] = ['shan', 'shashanzhijiao', 'duo'];

/** Chance that one unknown hand card answers a 闪 request (16 of 110: 闪 14, 杀闪之交 1, 躲 1). */
export const SHAN_RATE = deckShare((k) => SHAN_KINDS.includes(k));
/** Chance that one unknown hand card answers a 杀 request (27 of 110: 杀 26, 杀闪之交 1). */
export const SHA_RATE = deckShare((k) => SHA_KINDS.includes(k));
/** The kinds that answer AOE trick `k`: 闪 for 万刀齐发, 杀 for 强盗入侵 and 恐怖分子. */
// rules query: to be replaced by the game's "which request an AOE trick makes" for a view
export function aoeAnswerKinds(k: CardKindId): readonly CardKindId[] {
  return k === 'wandaoqifa' ? SHAN_KINDS : SHA_KINDS;
}

/** Chance that one unknown hand card answers AOE trick `k` (`SHAN_RATE` or `SHA_RATE`, as `aoeAnswerKinds`). */
export function aoeAnswerRate(k: CardKindId): number {
  return k === 'wandaoqifa' ? SHAN_RATE : SHA_RATE;
}

/** Chance that a judgement is a weapon (诅咒, 八卦阵; 9 weapons of 110). */
export const WEAPON_RATE = deckShare((k) => CARD_KINDS[k].subtype === 'weapon');
/** Chance that a judgement is ♥ (地雷, 水雷 hit; 27 of 110). */
export const HEART_RATE = deckShare((_, s) => s === 'H');
/** Chance that a judgement is ♣ (画圈圈 escaped, 永恒之火 taken; 28 of 110). */
export const CLUB_RATE = deckShare((_, s) => s === 'C');

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

/** The kind of `p`'s armor, or '' without one. */
export function armorKind(p: SeatView): CardKindId | '' {
  return p.equip.armor >= 0 ? kindOf(p.equip.armor) : '';
}

/** Whether tricks are void against `p` (盾牌 equipped; P-G3: 技能牌 = tricks). */
// rules query: to be replaced by the game's "is this seat immune to tricks" for a view
export function hasDunpai(p: SeatView): boolean {
  return armorKind(p) === 'dunpai';
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

/** Distance from `from` to another seat `to` (P-T3): alive seats the shorter way round, mounts, at least 1. */
// rules query: to be replaced by the game's distance (games/paopaosha/src/rules/distance.ts) for a view
export function viewDistance(v: PaopaoshaView, from: number, to: number): number {
  const ps = v.players;
  const n = ps.length;
  let cw = 0;
  for (let i = from; i !== to; i = (i + 1) % n) if ((ps[(i + 1) % n] as SeatView).alive) cw++;
  let ccw = 0;
  for (let i = from; i !== to; i = (i + n - 1) % n) if ((ps[(i + n - 1) % n] as SeatView).alive) ccw++;
  let d = Math.min(cw, ccw);
  const fm = (ps[from] as SeatView).equip.mount;
  const tm = (ps[to] as SeatView).equip.mount;
  if (fm >= 0) d += CARD_KINDS[kindOf(fm)].distance?.attack ?? 0;
  if (tm >= 0) d += CARD_KINDS[kindOf(tm)].distance?.defense ?? 0;
  return Math.max(1, d);
}

/**
 * Whether `from`'s 杀 reaches `to` (P-T3: distance ≤ the weapon's range, 1 without one): 公山子无影八卦阵 on the target
 * keeps every 杀 but the 国主's off, on the user reaches everyone.
 */
// rules query: to be replaced by the game's inShaRange (games/paopaosha/src/rules/distance.ts) for a view
export function shaReaches(v: PaopaoshaView, from: number, to: number): boolean {
  if (from !== v.lord && hasBook(v, to, 'gongshanziwuyingbaguazhen')) return false;
  if (hasBook(v, from, 'gongshanziwuyingbaguazhen')) return true;
  const w = (v.players[from] as SeatView).equip.weapon;
  return viewDistance(v, from, to) <= (w >= 0 ? (CARD_KINDS[kindOf(w)].range ?? 1) : 1);
}

/** Damage of `seat`'s 杀: +1 with 大炮, +1 with 狼狗 (none of it in a 公山子无影脚 duel). */
// rules query: to be replaced by the game's 杀 damage query for a view
export function shaDamage(v: PaopaoshaView, seat: number): number {
  const me = v.players[seat] as SeatView;
  if (hasBook(v, seat, 'gongshanziwuyingjiao')) return 1;
  const w = me.equip.weapon >= 0 ? kindOf(me.equip.weapon) : '';
  const m = me.equip.mount >= 0 ? kindOf(me.equip.mount) : '';
  return 1 + (w === 'dapao' ? 1 : 0) + (m === 'langgou' ? 1 : 0);
}

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
export function askPosition(v: PaopaoshaView, seat: number): number {
  const n = v.players.length;
  return (seat - v.turn + n) % n;
}

/** The seat at position `k` of the ask order of the current turn (see `askPosition`). */
export function seatAtAskPosition(v: PaopaoshaView, k: number): number {
  return (v.turn + k) % v.players.length;
}

/** Whether delayed card `kind` in front of a player is settled by a judgement the holder can fear (地雷, 水雷, 画圈圈). */
// rules query: to be replaced by the game's delayed-card judgement data
export function judgedDelayed(kind: CardKindId): boolean {
  return kind === 'dilei' || kind === 'shuilei' || kind === 'huaquanquan';
}

/** Whether judgement card `card` spares the holder of delayed card `kind` (画圈圈 spares on ♣; 地雷/水雷 hit on ♥). */
// rules query: to be replaced by the game's delayed-card judgement data
export function judgementSpares(kind: CardKindId, card: number): boolean {
  return kind === 'huaquanquan' ? suitOfCard(card) === 'C' : suitOfCard(card) !== 'H';
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
