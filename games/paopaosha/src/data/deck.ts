/**
 * The 110 physical cards of 跑跑杀 (P-D1 counts, P-D2 suits and ranks). The seed gives no suits or ranks; this list is the
 * product's assignment, checked by `check.test.ts`.
 *
 * Design, in the spirit of the 三国杀 deck (each suit holds every rank A–K twice, plus one or two extra cards):
 * - suits: ♠ 28, ♥ 27, ♣ 28, ♦ 27, so a judgement is ♥ with odds 27/110 ≈ 0.245 (地雷, 水雷 hit) and ♣ with odds
 *   28/110 ≈ 0.255 (画圈圈 escaped, 永恒之火 taken);
 * - 杀 mostly black (♠ 9, ♣ 11, ♥ 2, ♦ 4), 闪 red (♥ 4, ♦ 10), 水 red (♥ 6, ♦ 2);
 * - tricks and equipment spread over all four suits, placed where their 三国杀 counterparts sit where one exists
 *   (地雷 ♠A like 闪电, 无中生有-like 本来就有 on ♥, 过路拆路 and 顺手牵狗 on ♠3/♠4, the armor on 2s);
 * - judgements that test for a weapon (诅咒, 八卦阵, 洛神) succeed on 9 cards of 110 whatever the suits.
 *
 * A physical card's id is its index in `DECK` (0–109); the order here is by suit, then rank.
 */
import { CARD_KINDS, type CardKindId } from './cards.ts';
import { deepFreeze } from './freeze.ts';

/** Suit letters: S ♠ 黑桃, H ♥ 红桃, C ♣ 草花, D ♦ 方块 (seed: 颜色花色：只分为红桃，黑桃，草花和方块). */
export type Suit = 'S' | 'H' | 'C' | 'D';

/** One physical card: its kind, suit and rank (1 = A … 11 = J, 12 = Q, 13 = K). */
export type DeckEntry = readonly [kind: CardKindId, suit: Suit, rank: number];

/** The four suits in display order. */
export const SUITS: readonly Suit[] = Object.freeze(['S', 'H', 'C', 'D'] as const);

/** Display symbol and Chinese name of each suit. */
export const SUIT_LABELS: {
  readonly [S in Suit]: { readonly symbol: string; readonly zh: string; readonly en: string };
} = deepFreeze({
  S: { symbol: '♠', zh: '黑桃', en: 'spades' },
  H: { symbol: '♥', zh: '红桃', en: 'hearts' },
  C: { symbol: '♣', zh: '草花', en: 'clubs' },
  D: { symbol: '♦', zh: '方块', en: 'diamonds' },
});

/** Rank label: A, 2–10, J, Q, K. */
export function rankLabel(rank: number): string {
  return rank === 1 ? 'A' : rank === 11 ? 'J' : rank === 12 ? 'Q' : rank === 13 ? 'K' : String(rank);
}

/** Per suit: rank → the kinds at that rank. Expanded into `DECK` below. */
type SuitPlan = readonly (readonly [rank: number, kinds: readonly CardKindId[]])[];

const SPADES: SuitPlan = [
  [1, ['dilei', 'dantiao']],
  [2, ['baguazhen', 'paopaosandanqiang']],
  [3, ['guoluchailu', 'shunshouqiangou']],
  [4, ['guoluchailu', 'shunshouqiangou']],
  [5, ['chaoguo', 'gongshanziwuyingjiao']],
  [6, ['huaquanquan', 'muchui']],
  [7, ['qiangdaoruqin', 'sha', 'sha']],
  [8, ['sha', 'sha']],
  [9, ['sha', 'sha']],
  [10, ['sha', 'sha']],
  [11, ['wuxiekeji', 'sha']],
  [12, ['sishenmingdao', 'jiedaosharen']],
  [13, ['zhenzhengou', 'kongzhi', 'zuzhou']],
];

const HEARTS: SuitPlan = [
  [1, ['wandaoqifa', 'yonghengzhihuo']],
  [2, ['shan', 'shan']],
  [3, ['shouhuozidan', 'shui']],
  [4, ['shouhuozidan', 'shui']],
  [5, ['shuiqiang', 'tianshizhilei']],
  [6, ['shui', 'shui']],
  [7, ['benlaijiuyou', 'shui']],
  [8, ['benlaijiuyou', 'shui']],
  [9, ['benlaijiuyou', 'shenmijingqi']],
  [10, ['sha', 'sha']],
  [11, ['shan', 'duo']],
  [12, ['shuilei', 'guoluchailu']],
  [13, ['dazhongsangtana', 'shengsibu', 'shan']],
];

const CLUBS: SuitPlan = [
  [1, ['pak470', 'jiaolazhihua']],
  [2, ['dunpai', 'm16']],
  [3, ['guoluchailu', 'sha', 'sha']],
  [4, ['sha', 'sha']],
  [5, ['wangcaigou', 'langgou']],
  [6, ['yibuliushen', 'shijianqianjin']],
  [7, ['qiangdaoruqin', 'kongbufenzi']],
  [8, ['sha', 'sha']],
  [9, ['sha', 'sha']],
  [10, ['sha', 'sha']],
  [11, ['laoniu', 'guangmingzhiyan', 'sha']],
  [12, ['jiedaosharen', 'wuxiekeji']],
  [13, ['jiedaosharen', 'gongshanziwuyingbaguazhen']],
];

const DIAMONDS: SuitPlan = [
  [1, ['dantiao', 'haiyanggongzhu']],
  [2, ['shan', 'shan']],
  [3, ['shunshouqiangou', 'shan']],
  [4, ['shunshouqiangou', 'shan']],
  [5, ['dapao', 'shan']],
  [6, ['sha', 'shan']],
  [7, ['sha', 'shan']],
  [8, ['sha', 'shan']],
  [9, ['sha', 'shouhuozidan']],
  [10, ['shan', 'shashanzhijiao']],
  [11, ['benlaijiuyou', 'diannaoqicaishu', 'shan']],
  [12, ['paopaojiatelin', 'shui']],
  [13, ['qqfeiche', 'shui']],
];

function expand(suit: Suit, plan: SuitPlan): DeckEntry[] {
  const out: DeckEntry[] = [];
  for (const [rank, kinds] of plan) for (const kind of kinds) out.push([kind, suit, rank]);
  return out;
}

/**
 * All 110 physical cards, frozen; index = physical card id. P-D1: 杀 26, 闪 14, 水 8, tricks 36, equipment and god
 * cards 26 (one each). P-D2: every suit 27 or 28 cards, ranks 1–13.
 */
export const DECK: readonly DeckEntry[] = deepFreeze([
  ...expand('S', SPADES),
  ...expand('H', HEARTS),
  ...expand('C', CLUBS),
  ...expand('D', DIAMONDS),
]);

/** Short Chinese label of a deck entry: suit symbol, rank and kind name, e.g. `♠A 地雷`. */
export function deckEntryLabel(entry: DeckEntry): string {
  const [kind, suit, rank] = entry;
  return `${SUIT_LABELS[suit].symbol}${rankLabel(rank)} ${CARD_KINDS[kind].zh}`;
}
