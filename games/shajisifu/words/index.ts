/**
 * 杀机四伏 in words, in Chinese (default) and English: cards, identities, win conditions, the table as one seat sees
 * it, events, menu labels and the result. Pure functions of views, events and (at the end of a game) the state.
 */

import type { EventPrinter, GameRenderer, Lang, Painter, RenderOptions } from '@shaju/words';
import { painterOf, table } from '@shaju/words';
import {
  CLUB,
  cardLabel,
  cardName,
  cardValue,
  DIAMOND,
  HEART,
  isLegalPlay,
  JOKER,
  matchesIdentity,
  rankOf,
  type ShajisifuDecision,
  type ShajisifuEvent,
  type ShajisifuState,
  type ShajisifuView,
  SPADE,
  suitOf,
  suitSymbol,
} from '../src/index.ts';

type PV = ShajisifuView['players'][number];

// ---------------------------------------------------------------------------------------------------------------
// Cards, seats, identities, conditions

/** Short card text: `♥Q` (zh) or `Q♥` (en); jokers `小王`/`大王` or `Joker`/`JOKER`. */
export function cardShort(card: number, lang: Lang): string {
  if (lang === 'zh' || suitOf(card) === JOKER) return cardLabel(card, lang);
  const l = cardLabel(card, 'zh');
  return l.slice(1) + l.slice(0, 1);
}

/** Long card text: `红桃Q` (zh) or `Q of hearts` (en). */
export function cardLong(card: number, lang: Lang): string {
  return cardName(card, lang);
}

/** A short card text, coloured by suit (♥♦ red, jokers magenta) when colours are on. */
export function cardText(card: number, o: RenderOptions): string {
  const t = cardShort(card, o.lang);
  const paint = painterOf(o);
  const s = suitOf(card);
  return s === HEART || s === DIAMOND ? paint('suit-red', t) : s === JOKER ? paint('suit-joker', t) : t;
}

/** Several cards, space-separated (`—` when none). */
export function cardsText(cards: readonly number[], o: RenderOptions): string {
  return cards.length === 0 ? '—' : cards.map((c) => cardText(c, o)).join(' ');
}

/** Sorts cards by suit (♠♥♣♦王) then rank, as a hand is shown. Returns a new array. */
export function sortCards(cards: readonly number[]): number[] {
  return cards.slice().sort((a, b) => suitOf(a) - suitOf(b) || rankOf(a) - rankOf(b) || a - b);
}

/** How a seat is named: `你`/`you` for the viewer, else `3号` / `seat 3`. */
export function seatName(seat: number, viewer: number | null, lang: Lang): string {
  if (seat === viewer) return lang === 'zh' ? '你' : 'you';
  return lang === 'zh' ? `${seat}号` : `seat ${seat}`;
}

function possessive(seat: number, viewer: number | null, lang: Lang): string {
  if (lang === 'zh') return `${seatName(seat, viewer, lang)}的`;
  return seat === viewer ? 'your' : `seat ${seat}'s`;
}

const ucfirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const IDENTITY_NAMES: Record<Lang, readonly string[]> = {
  zh: ['穷困男', '嫉妒女', '失恋男', '拜金女', '追星族'],
  en: ['Poor Man', 'Jealous Woman', 'Heartbroken Man', 'Gold-digger', 'Fan'],
};

/** The identity of a suit index (S-S2) with its symbol: `♥ 嫉妒女`, `王 追星族`, `♦ Gold-digger`. */
export function identityName(suit: number, lang: Lang): string {
  return `${suitSymbol(suit)} ${IDENTITY_NAMES[lang][suit] ?? '?'}`;
}

/** An identity card in words: `♥ 嫉妒女（♥7）` / `♥ Jealous Woman (7♥)`. */
export function identityText(card: number, o: RenderOptions, note?: string): string {
  const name = identityName(suitOf(card), o.lang);
  const paint = painterOf(o);
  const s = suitOf(card);
  const coloured =
    s === HEART || s === DIAMOND ? paint('suit-red', name) : s === JOKER ? paint('suit-joker', name) : name;
  const inner = cardText(card, o) + (note ? (o.lang === 'zh' ? `，${note}` : `, ${note}`) : '');
  return o.lang === 'zh' ? `${coloured}（${inner}）` : `${coloured} (${inner})`;
}

/** The identity order used in reports: ♥ ♦ ♠ ♣ 王 (the rules' table order). */
export const IDENTITY_ORDER: readonly number[] = [HEART, DIAMOND, SPADE, CLUB, JOKER];

const CONDITION_SHORT: Record<Lang, Record<string, string>> = {
  zh: {
    'H-A': '嫉妒女A：开局时两侧的邻座都已死亡',
    'H-B': '嫉妒女B：别人胜利时自己还活着',
    'D-A': '拜金女A：手牌达到 10 张',
    'D-B': '拜金女B：成为最后存活的两人之一',
    'S-A': '穷困男A：亲自杀死一名拜金女',
    'S-B': '穷困男B：所有人的身份都已公开',
    'C-A': '失恋男A：第一个死亡',
    'C-B': '失恋男B：有人死亡后亲自杀死一人',
    'J-A': '追星族A：死亡，且不是第一个死者',
    'J-B': '追星族B：杀死一名死前已公开身份的玩家',
    sole: '唯一幸存者',
  },
  en: {
    'H-A': 'Jealous Woman A: both starting neighbours are dead',
    'H-B': 'Jealous Woman B: alive when someone else wins',
    'D-A': 'Gold-digger A: 10 or more hand cards',
    'D-B': 'Gold-digger B: one of the last two alive',
    'S-A': 'Poor Man A: killed a Gold-digger',
    'S-B': 'Poor Man B: every identity is public',
    'C-A': 'Heartbroken Man A: first to die',
    'C-B': 'Heartbroken Man B: killed a player after someone had died',
    'J-A': 'Fan A: died, and not first',
    'J-B': 'Fan B: killed a player whose identity was public',
    sole: 'the only player alive',
  },
};

/** A win-condition id (S-V1: `H-B`, `sole`…) in words: `嫉妒女B：别人胜利时自己还活着`. Unknown ids are returned as is. */
export function conditionLabel(id: string, lang: Lang): string {
  return CONDITION_SHORT[lang][id] ?? id;
}

const CONDITION_YOU: Record<Lang, Record<string, string>> = {
  zh: {
    'H-A': '开局时坐在你两侧的两位玩家都死亡',
    'H-B': '有其他人获胜时你还活着',
    'D-A': '你有至少 10 张手牌',
    'D-B': '你是最后存活的两人之一',
    'S-A': '你亲自杀死一名拜金女（♦）',
    'S-B': '所有玩家的身份都已公开（死者的身份自动公开）',
    'C-A': '你是第一个死亡的玩家',
    'C-B': '在已有人死亡之后，你亲自杀死一名玩家',
    'J-A': '你死亡了，而且不是第一个死者',
    'J-B': '你杀死一名死前已公开身份的玩家',
  },
  en: {
    'H-A': 'both players who sat next to you at the start are dead',
    'H-B': 'you are alive when someone else wins',
    'D-A': 'you hold 10 or more hand cards',
    'D-B': 'you are one of the last two players alive',
    'S-A': 'you kill a Gold-digger (♦)',
    'S-B': "every player's identity is public (the dead's are)",
    'C-A': 'you are the first player to die',
    'C-B': 'after someone has died, you kill a player',
    'J-A': 'you die, and not as the first to die',
    'J-B': 'you kill a player whose identity was public before they died',
  },
};

const SUIT_LETTER = ['S', 'H', 'C', 'D', 'J'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Strings

const T = {
  zh: {
    header: (turns: number, turn: string | null, top: string, topLong: string | null, draw: number, discard: number) =>
      `第 ${turns} 回合 · ${turn === null ? '游戏已结束' : `轮到 ${turn}`} · 弃牌堆顶 ${top}${topLong ? `（${topLong}）` : ' '}· 摸牌堆 ${draw} 张 · 弃牌堆 ${discard} 张`,
    cols: ['座位', '状态', '手牌', '伤害牌', '身份', '备注'],
    you: '你',
    alive: '存活',
    dead: '死亡',
    unknown: '?',
    hidden: '未公开',
    deathNote: (order: number, killer: string | null) =>
      `第 ${order} 个死亡${killer === null ? '，无凶手' : `，被 ${killer} 杀死`}`,
    kills: (list: string) => `杀死 ${list}`,
    repeated: (v: number, n: number) => `${v}点×${n}`,
    attack: (a: string, t: string, flips: string, sum: number) =>
      `攻击中：${a} → ${t}，已翻开 ${flips}（现在停止将造成 ${sum} 点伤害）`,
    claim: (from: string, card: string) => `碰牌：${from} 打出了 ${card}，等待其他玩家决定是否碰`,
    hand: (n: number, cards: string) => `你的手牌（${n} 张）：${cards}`,
    identity: (id: string, card: string, shown: boolean, immune: string) =>
      `你的身份：${id}（身份牌 ${card}，${shown ? '已公开' : '未公开'}）。${shown ? '你免疫' : '公开后免疫'} ${immune}的伤害牌。`,
    immuneSuitRank: (suit: string, rank: string) => `${suit} 花色或 ${rank} 点`,
    immuneJoker: '王（大小王）',
    condA: '胜利条件 A：',
    condB: '胜利条件 B：',
    condAny: '任何身份：成为唯一存活的玩家',
    neighbours: (l: string, r: string) => `（${l}、${r}）`,
    aliveShort: '存活',
    deadShort: '已死亡',
    progress: (s: string) => `  ——${s}`,
    handProgress: (n: number) => `你现在有 ${n} 张`,
  },
  en: {
    header: (turns: number, turn: string | null, top: string, topLong: string | null, draw: number, discard: number) =>
      `Turn ${turns} · ${turn === null ? 'game over' : `${ucfirst(turn)} to act`} · discard top ${top}${topLong ? ` (${topLong})` : ''} · draw pile ${draw} · discard pile ${discard}`,
    cols: ['Seat', 'State', 'Hand', 'Damage', 'Identity', 'Notes'],
    you: 'you',
    alive: 'alive',
    dead: 'dead',
    unknown: '?',
    hidden: 'hidden',
    deathNote: (order: number, killer: string | null) =>
      `death #${order}${killer === null ? ', no killer' : `, killed by ${killer}`}`,
    kills: (list: string) => `killed ${list}`,
    repeated: (v: number, n: number) => `${v}s ×${n}`,
    attack: (a: string, t: string, flips: string, sum: number) =>
      `Attack in progress: ${a} → ${t}, flipped ${flips} (${sum} damage if it stops now)`,
    claim: (from: string, card: string) => `碰 window: ${from} played ${card}; waiting for the others to claim or pass`,
    hand: (n: number, cards: string) => `Your hand (${n}): ${cards}`,
    identity: (id: string, card: string, shown: boolean, immune: string) =>
      `Your identity: ${id} (identity card ${card}, ${shown ? 'public' : 'hidden'}). ${shown ? 'You are immune to' : 'Once revealed you are immune to'} damage cards that are ${immune}.`,
    immuneSuitRank: (suit: string, rank: string) => `${suit} or ${rank}`,
    immuneJoker: 'jokers',
    condA: 'Win condition A: ',
    condB: 'Win condition B: ',
    condAny: 'Any identity: be the only player left alive',
    neighbours: (l: string, r: string) => ` (${l}, ${r})`,
    aliveShort: 'alive',
    deadShort: 'dead',
    progress: (s: string) => ` — ${s}`,
    handProgress: (n: number) => `you hold ${n}`,
  },
};

const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

// ---------------------------------------------------------------------------------------------------------------
// The table

function damageCell(p: PV, o: RenderOptions): string {
  if (p.damage.length === 0) return '—';
  const paint = painterOf(o);
  const counts = new Map<number, number>();
  for (const c of p.damage) counts.set(cardValue(c), (counts.get(cardValue(c)) ?? 0) + 1);
  const cards = p.damage
    .map((c) => ((counts.get(cardValue(c)) ?? 0) >= 2 ? paint('pair', cardShort(c, o.lang)) : cardText(c, o)))
    .join(' ');
  const total = p.damageTotal >= 40 ? paint('danger', String(p.damageTotal)) : String(p.damageTotal);
  const reps = [...counts.entries()].filter(([, n]) => n >= 2).map(([v, n]) => T[o.lang].repeated(v, n));
  return `${cards} = ${total}${reps.length > 0 ? ` ${paint('warning', `⚠ ${reps.join(' ')}`)}` : ''}`;
}

function notesCell(p: PV, v: ShajisifuView, lang: Lang): string {
  const t = T[lang];
  const parts: string[] = [];
  if (!p.alive) parts.push(t.deathNote(p.deathOrder, p.killer >= 0 ? seatName(p.killer, v.seat, lang) : null));
  if (p.kills.length > 0)
    parts.push(t.kills(p.kills.map((s) => seatName(s, v.seat, lang)).join(lang === 'zh' ? '、' : ', ')));
  return parts.join(lang === 'zh' ? '；' : '; ');
}

function immunityText(identity: number, lang: Lang): string {
  const t = T[lang];
  if (suitOf(identity) === JOKER) return t.immuneJoker;
  return t.immuneSuitRank(suitSymbol(suitOf(identity)), RANK_TEXT[rankOf(identity)] ?? '?');
}

/** The two win conditions of the viewer's identity in words (with the ♥ neighbours named), one line each. */
function conditionLines(v: ShajisifuView, me: PV, o: RenderOptions): string[] {
  const t = T[o.lang];
  const suit = suitOf(me.identity as number);
  const letter = SUIT_LETTER[suit] as string;
  let a = CONDITION_YOU[o.lang][`${letter}-A`] ?? '';
  const b = CONDITION_YOU[o.lang][`${letter}-B`] ?? '';
  const n = v.players.length;
  if (suit === HEART) {
    const ns = [(me.seat + n - 1) % n, (me.seat + 1) % n].map((s) => {
      const p = v.players[s] as PV;
      return `${seatName(s, v.seat, o.lang)} ${p.alive ? t.aliveShort : t.deadShort}`;
    });
    a += t.neighbours(ns[0] as string, ns[1] as string);
  }
  if (suit === DIAMOND && v.hand) a += t.progress(t.handProgress(v.hand.length));
  return [`  ${t.condA}${a}`, `  ${t.condB}${b}`, `  ${t.condAny}`];
}

function headerLine(v: ShajisifuView, o: RenderOptions): string {
  const top = v.discardTop;
  return painterOf(o)(
    'title',
    T[o.lang].header(
      v.turns,
      v.result ? null : seatName(v.turn, v.seat, o.lang),
      top >= 0 ? cardText(top, o) : '—',
      top >= 0 && suitOf(top) !== JOKER ? cardLong(top, o.lang) : null,
      v.drawCount,
      v.discardCount,
    ),
  );
}

function playerRows(v: ShajisifuView, o: RenderOptions): string[] {
  const t = T[o.lang];
  const paint = painterOf(o);
  const rows: string[][] = [t.cols.map((c) => paint('dim', c))];
  for (const p of v.players) {
    const mark = p.seat === v.turn && v.result === null ? '>' : ' ';
    const name = `${mark}${o.lang === 'zh' ? `${p.seat}号` : p.seat}${p.seat === v.seat ? ` ${paint('you', t.you)}` : ''}`;
    let id = t.unknown;
    if (p.identity !== null) id = identityText(p.identity, o, p.revealed ? undefined : t.hidden);
    rows.push([
      p.seat === v.seat ? paint('strong', name) : name,
      p.alive ? paint('good', t.alive) : paint('bad', t.dead),
      p.alive ? String(p.handCount) : '—',
      damageCell(p, o),
      id,
      notesCell(p, v, o.lang),
    ]);
  }
  return table(rows, ['l', 'l', 'r']);
}

/**
 * The damage the cards flipped so far would deal if the attack stopped now: the target's immune cards (S-R1, when
 * its identity is public) do not count.
 */
export function attackDamage(v: ShajisifuView): number {
  if (!v.attack) return 0;
  const t = v.players[v.attack.target] as PV;
  const id = t.revealed ? t.identity : null;
  let sum = 0;
  for (const c of v.attack.flips) if (id === null || !matchesIdentity(c, id)) sum += cardValue(c);
  return sum;
}

/** The attack or 碰 window in progress, if any. */
function inProgressLines(v: ShajisifuView, o: RenderOptions): string[] {
  const t = T[o.lang];
  const lines: string[] = [];
  if (v.attack) {
    const sum = attackDamage(v);
    const a = seatName(v.attack.attacker, v.seat, o.lang);
    const target = seatName(v.attack.target, v.seat, o.lang);
    lines.push(painterOf(o)('warning', t.attack(a, target, cardsText(v.attack.flips, o), sum)));
  }
  if (v.claim) lines.push(t.claim(seatName(v.claim.from, v.seat, o.lang), cardText(v.claim.card, o)));
  return lines;
}

/** The viewer's hand, sorted; cards that are not legal plays on the current top are dimmed. */
function handLines(v: ShajisifuView, o: RenderOptions): string[] {
  if (v.seat === null || !v.hand || !(v.players[v.seat] as PV).alive) return [];
  const paint = painterOf(o);
  const hand = sortCards(v.hand).map((c) =>
    isLegalPlay(c, v.discardTop) ? cardText(c, o) : paint('dim', cardShort(c, o.lang)),
  );
  return [T[o.lang].hand(v.hand.length, hand.length > 0 ? hand.join(' ') : '—')];
}

function identityLines(v: ShajisifuView, o: RenderOptions): string[] {
  if (v.seat === null) return [];
  const me = v.players[v.seat] as PV;
  if (me.identity === null) return [];
  const paint = painterOf(o);
  const name = identityName(suitOf(me.identity), o.lang);
  const s = suitOf(me.identity);
  const coloured =
    s === HEART || s === DIAMOND ? paint('suit-red', name) : s === JOKER ? paint('suit-joker', name) : name;
  return [
    T[o.lang].identity(
      paint('strong', coloured),
      cardText(me.identity, o),
      me.revealed,
      immunityText(me.identity, o.lang),
    ),
    ...conditionLines(v, me, o),
  ];
}

/** The table as `view.seat` sees it (see `GameRenderer.table`). */
export function renderTable(v: ShajisifuView, o: RenderOptions): string[] {
  return [headerLine(v, o), ...playerRows(v, o), ...inProgressLines(v, o), ...handLines(v, o), ...identityLines(v, o)];
}

/**
 * A short status for a prompt that follows the viewer's own previous decision with nothing else in between: the
 * header line, the attack or 碰 window in progress, and the viewer's hand.
 */
export function renderBrief(v: ShajisifuView, o: RenderOptions): string[] {
  return [headerLine(v, o), ...inProgressLines(v, o), ...handLines(v, o)];
}

// ---------------------------------------------------------------------------------------------------------------
// Events

const E = {
  zh: {
    deal: (id: string, hand: string) => `你的身份牌：${id}；手牌：${hand}`,
    start: (top: string, first: string) => `开局：弃牌堆翻开 ${top}，${first} 先行动`,
    plays: (who: string) => `${who} 打出 `,
    play: (card: string, legal: boolean) => `${card}${legal ? '（合理）' : '（不合理，回合结束）'}`,
    playSep: '、',
    stop: (_who: string) => '，停止出牌',
    stopAlone: (who: string) => `${who} 停止出牌`,
    selfHeal: (_who: string, card: string) => `，为自己疗伤（移走 ${card}）`,
    heal: (who: string, whose: string, card: string) => `${who} 疗伤：移走 ${whose} ${card}`,
    healSelfAlone: (who: string, card: string) => `${who} 为自己疗伤：移走 ${card}`,
    pong: (who: string, from: string, card: string) => `${who} 碰！打出 ${card}（${from}回合被打断）`,
    pongAfterIllegal: (who: string, card: string) => `${who} 碰！打出 ${card}`,
    attack: (who: string, target: string) => `${who} 攻击 ${target}：翻开`,
    flipMore: (who: string) => `${who} 又翻开`,
    damage: (sum: number) => ` → ${sum} 点伤害`,
    noDamage: ' → 无牌可翻，没有伤害',
    immune: (who: string, cards: string) => `（${who} 免疫，弃掉 ${cards}）`,
    attackOf: (who: string) => `${who} 停止翻牌`,
    forced: '，被迫停止',
    penalty: (n: number) => `，罚摸 ${n} 张`,
    noPenalty: '（游戏已结束，没有罚摸）',
    noPenaltyAlone: (who: string) => `${who} 被迫停止翻牌，但游戏已结束，没有罚摸`,
    penaltyCards: (cards: string) => `（${cards}）`,
    draw: (who: string, n: number, penalty: boolean) => `${who} ${penalty ? '被罚' : ''}摸 ${n} 张`,
    death: (who: string, cause: 'total' | 'triple', killer: string | null, id: string) =>
      `✝ ${who} 死亡（${cause === 'total' ? '伤害总计达到 50 点' : '三张伤害牌点数相同'}）${killer === null ? '' : `，被 ${killer} 杀死`}；身份：${id}`,
    reshuffle: (n: number) => `（摸牌堆用完：弃牌堆 ${n} 张洗成新的摸牌堆）`,
    reveal: (who: string, id: string, cards: string | null) =>
      `${who} 公开身份：${id}${cards === null ? '' : `，弃掉伤害牌 ${cards}`}`,
    end: '游戏结束。',
  },
  en: {
    deal: (id: string, hand: string) => `your identity card: ${id}; hand: ${hand}`,
    start: (top: string, first: string) => `start: ${top} turned up on the discard pile, ${first} to act first`,
    plays: (who: string) => `${who} ${who === 'you' ? 'play' : 'plays'} `,
    play: (card: string, legal: boolean) => `${card}${legal ? ' (legal)' : ' (illegal, turn over)'}`,
    playSep: ', ',
    stop: (who: string) => (who === 'you' ? ', stop' : ', stops'),
    stopAlone: (who: string) => `${who} ${who === 'you' ? 'stop' : 'stops'} playing`,
    selfHeal: (who: string, card: string) => ` and ${who === 'you' ? 'heal' : 'heals'} (removes ${card})`,
    heal: (who: string, whose: string, card: string) =>
      `${who} ${who === 'you' ? 'heal' : 'heals'}: removes ${whose} ${card}`,
    healSelfAlone: (who: string, card: string) =>
      `${who} ${who === 'you' ? 'heal yourself' : 'heals themself'}: removes ${card}`,
    pong: (who: string, from: string, card: string) =>
      `${who} ${who === 'you' ? 'claim' : 'claims'} 碰! plays ${card} (${from} turn is cut short)`,
    pongAfterIllegal: (who: string, card: string) => `${who} ${who === 'you' ? 'claim' : 'claims'} 碰! plays ${card}`,
    attack: (who: string, target: string) => `${who} ${who === 'you' ? 'attack' : 'attacks'} ${target}: flips`,
    flipMore: (who: string) => `${who} ${who === 'you' ? 'flip' : 'flips'}`,
    damage: (sum: number) => ` → ${sum} damage`,
    noDamage: ' → nothing left to flip, no damage',
    immune: (who: string, cards: string) => ` (${who} ${who === 'you' ? 'are' : 'is'} immune: ${cards} discarded)`,
    attackOf: (who: string) => `${who} ${who === 'you' ? 'stop' : 'stops'} flipping`,
    forced: ', forced to stop',
    penalty: (n: number) => `: penalty draw of ${n}`,
    noPenalty: ' (the game is over: no penalty draw)',
    noPenaltyAlone: (who: string) =>
      `${who} ${who === 'you' ? 'were' : 'was'} forced to stop flipping, but the game is over: no penalty draw`,
    penaltyCards: (cards: string) => ` (${cards})`,
    draw: (who: string, n: number, penalty: boolean) =>
      `${who} ${who === 'you' ? 'draw' : 'draws'} ${n}${penalty ? ' as a penalty' : ''}`,
    death: (who: string, cause: 'total' | 'triple', killer: string | null, id: string) =>
      `✝ ${who} ${who === 'you' ? 'die' : 'dies'} (${cause === 'total' ? 'damage reached 50' : 'three damage cards of one value'})${killer === null ? '' : `, killed by ${killer}`}; identity: ${id}`,
    reshuffle: (n: number) => `(draw pile empty: ${n} discarded cards shuffled into a new draw pile)`,
    reveal: (who: string, id: string, cards: string | null) =>
      `${who} ${who === 'you' ? 'reveal' : 'reveals'} ${who === 'you' ? 'your' : 'their'} identity: ${id}${cards === null ? '' : `, discarding ${cards}`}`,
    end: 'Game over.',
  },
};

/**
 * Writes redacted events as lines of words: a turn's plays go on one line, an attack with its flips, damage and
 * penalty on another ("3号 攻击 1号：翻开 ♣3 ♠8 ♦Q ♣J → 34 点伤害，被罚摸 11 张").
 */
class EventWriter {
  readonly lines: string[] = [];
  private line = '';
  private mode: 'plays' | 'attack' | 'none' = 'none';
  private actor = -1;
  private prefix = '';
  private notes: string[] = [];
  /** The value of the last card flipped in the attack going on (-1: none yet), to tell a forced stop. */
  private lastFlip = -1;
  private forced = false;
  /** The attacker who was forced to stop and has not drawn the penalty yet (-1: none). */
  private owesPenalty = -1;
  /** Whether each seat's last play was illegal (its turn then ended before any 碰). */
  private readonly illegalPlay = new Map<number, boolean>();
  private readonly e: (typeof E)['zh'];
  private readonly paint: Painter;

  constructor(
    private readonly viewer: number | null,
    private readonly o: RenderOptions,
  ) {
    this.e = E[o.lang];
    this.paint = painterOf(o);
  }

  private who(seat: number): string {
    return seatName(seat, this.viewer, this.o.lang);
  }

  flush(): void {
    if (this.line) this.lines.push(this.finish(this.line));
    this.line = '';
    this.mode = 'none';
    for (const n of this.notes) this.lines.push(this.paint('dim', n));
    this.notes = [];
  }

  private finish(text: string): string {
    return this.prefix + (this.o.lang === 'en' ? ucfirst(text) : text);
  }

  private push(text: string): void {
    this.flush();
    this.lines.push(this.finish(text));
  }

  add(ev: ShajisifuEvent): void {
    const o = this.o;
    const e = this.e;
    switch (ev.t) {
      case 'deal':
        if (ev.identity !== null && ev.hand !== null && ev.seat === this.viewer) {
          this.push(e.deal(identityText(ev.identity, o), cardsText(sortCards(ev.hand), o)));
        }
        return;
      case 'start':
        this.push(e.start(cardText(ev.top, o), this.who(ev.first)));
        return;
      case 'turn':
        this.flush();
        this.prefix = this.paint('dim', `[${ev.turn}] `);
        this.actor = ev.seat;
        this.owesPenalty = -1;
        return;
      case 'play':
        this.illegalPlay.set(ev.seat, !ev.legal);
        if (this.mode === 'plays' && this.actor === ev.seat) this.line += e.playSep;
        else {
          this.flush();
          this.mode = 'plays';
          this.actor = ev.seat;
          this.line = e.plays(this.who(ev.seat));
        }
        this.line += e.play(cardText(ev.card, o), ev.legal);
        return;
      case 'claimOpen':
      case 'claimClose':
        return;
      case 'pong':
        this.flush();
        this.mode = 'plays';
        this.actor = ev.seat;
        // After an illegal play the turn had already ended: nothing is cut short.
        this.line = this.illegalPlay.get(ev.from)
          ? e.pongAfterIllegal(this.who(ev.seat), cardText(ev.card, o))
          : e.pong(this.who(ev.seat), possessive(ev.from, this.viewer, o.lang), cardText(ev.card, o));
        this.illegalPlay.set(ev.seat, false);
        return;
      case 'stop':
        if (this.mode === 'plays' && this.actor === ev.seat) this.line += e.stop(this.who(ev.seat));
        else this.push(e.stopAlone(this.who(ev.seat)));
        return;
      case 'heal':
        if (ev.seat === ev.target && this.mode === 'plays' && this.actor === ev.seat) {
          this.line += e.selfHeal(this.who(ev.seat), cardText(ev.card, o));
          this.flush();
        } else if (ev.seat === ev.target) this.push(e.healSelfAlone(this.who(ev.seat), cardText(ev.card, o)));
        else this.push(e.heal(this.who(ev.seat), possessive(ev.target, this.viewer, o.lang), cardText(ev.card, o)));
        return;
      case 'attack':
        this.flush();
        this.mode = 'attack';
        this.actor = ev.seat;
        this.line = e.attack(this.who(ev.seat), this.who(ev.target));
        this.lastFlip = -1;
        this.forced = false;
        return;
      case 'flip':
        if (this.lastFlip >= 0 && cardValue(ev.card) < this.lastFlip) this.forced = true;
        this.lastFlip = cardValue(ev.card);
        if (this.mode !== 'attack') {
          this.flush();
          this.mode = 'attack';
          this.actor = ev.seat;
          this.line = e.flipMore(this.who(ev.seat));
        }
        this.line += ` ${cardText(ev.card, o)}`;
        return;
      case 'damage': {
        if (this.mode !== 'attack') {
          this.flush();
          this.mode = 'attack';
          this.line = e.attackOf(this.who(ev.source));
        }
        const sum = ev.cards.reduce((s, c) => s + cardValue(c), 0);
        if (ev.cards.length === 0 && ev.immune.length === 0) this.line += e.noDamage;
        else this.line += e.damage(sum);
        if (ev.immune.length > 0) this.line += e.immune(this.who(ev.seat), cardsText(ev.immune, o));
        if (this.forced) {
          this.line += e.forced;
          this.owesPenalty = ev.source;
        }
        this.lastFlip = -1;
        this.forced = false;
        return;
      }
      case 'death':
        this.flush();
        this.lines.push(
          this.finish(
            this.paint(
              'bad',
              e.death(
                this.who(ev.seat),
                ev.cause,
                ev.killer >= 0 ? this.who(ev.killer) : null,
                identityText(ev.identity, { lang: o.lang }),
              ),
            ),
          ),
        );
        return;
      case 'draw': {
        const cards = ev.cards && ev.seat === this.viewer && ev.cards.length > 0 ? ev.cards : null;
        if (ev.penalty && ev.seat === this.owesPenalty) this.owesPenalty = -1;
        if (this.mode === 'attack' && this.actor === ev.seat && ev.penalty) {
          this.line += e.penalty(ev.count);
          if (cards) this.line += e.penaltyCards(cardsText(sortCards(cards), o));
          this.flush();
        } else {
          let text = e.draw(this.who(ev.seat), ev.count, ev.penalty);
          if (cards) text += e.penaltyCards(cardsText(sortCards(cards), o));
          this.push(text);
        }
        return;
      }
      case 'reshuffle':
        if (this.line) this.notes.push(e.reshuffle(ev.count));
        else this.lines.push(this.paint('dim', e.reshuffle(ev.count)));
        return;
      case 'reveal':
        this.push(
          e.reveal(
            this.who(ev.seat),
            identityText(ev.identity, o),
            ev.discarded.length > 0 ? cardsText(ev.discarded, o) : null,
          ),
        );
        return;
      case 'end':
        // A forced stop whose damage ended the game: the penalty draw never came (S-A3 after the victory check).
        if (this.owesPenalty >= 0) {
          if (this.mode === 'attack') this.line += e.noPenalty;
          else this.push(e.noPenaltyAlone(this.who(this.owesPenalty)));
          this.owesPenalty = -1;
        }
        this.flush();
        this.prefix = '';
        this.lines.push(this.paint('title', e.end));
        return;
    }
  }
}

/** Redacted events in words, as `viewer` sees them (one batch; see `eventPrinter` for several). */
export function renderEvents(events: readonly ShajisifuEvent[], viewer: number | null, o: RenderOptions): string[] {
  return eventPrinter(viewer, o).print(events);
}

/** A printer that keeps the turn context between batches of redacted events (see `GameRenderer.events`). */
export function eventPrinter(viewer: number | null, o: RenderOptions): EventPrinter {
  const w = new EventWriter(viewer, o);
  return {
    print(events: readonly unknown[]): string[] {
      for (const ev of events) w.add(ev as ShajisifuEvent);
      w.flush();
      return w.lines.splice(0);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions

/**
 * A decision in words for the menu of `view.seat`: `打出 ♥Q（合理）`, `继续翻牌（下一张需 ≥ 8）`, `攻击 3号`,
 * `疗伤 2号的 ♠9`, `碰（打出 ♥Q）`, `公开身份（弃掉 ♥3）`…
 */
export function decisionLabel(d: ShajisifuDecision, v: ShajisifuView, o: RenderOptions): string {
  const zh = o.lang === 'zh';
  const me = v.seat;
  switch (d.t) {
    case 'play': {
      const legal = isLegalPlay(d.card, v.discardTop);
      const c = cardText(d.card, o);
      if (zh) return `打出 ${c}${legal ? '（合理）' : '（不合理，结束回合）'}`;
      return `Play ${c}${legal ? ' (legal)' : ' (illegal: ends your turn)'}`;
    }
    case 'stop': {
      if (v.step === 'flip' && v.attack) {
        const sum = attackDamage(v);
        const t = seatName(v.attack.target, me, o.lang);
        return zh
          ? `停止翻牌（对 ${t} 造成 ${sum} 点伤害，不罚摸）`
          : `Stop flipping (${sum} damage to ${t}, no penalty)`;
      }
      const hurt = me !== null && (v.players[me] as PV).damage.length > 0;
      if (zh) return `停止出牌${hurt ? '（然后可为自己疗伤）' : ''}`;
      return `Stop playing${hurt ? ' (then you may heal yourself)' : ''}`;
    }
    case 'flip': {
      const last = v.attack?.flips[v.attack.flips.length - 1];
      if (last === undefined) return zh ? '翻牌' : 'Flip';
      const need = cardValue(last);
      return zh
        ? `继续翻牌（下一张需 ≥ ${need}，否则被迫停止并罚摸）`
        : `Flip again (next card must be ≥ ${need}, else forced stop and penalty draw)`;
    }
    case 'attack': {
      const t = v.players[d.target] as PV;
      const who = seatName(d.target, me, o.lang);
      const info: string[] = [];
      if (t.damageTotal > 0) info.push(zh ? `伤害 ${t.damageTotal}` : `damage ${t.damageTotal}`);
      if (t.identity !== null && t.revealed) info.push(identityName(suitOf(t.identity), o.lang));
      const extra = info.length > 0 ? (zh ? `（${info.join('，')}）` : ` (${info.join(', ')})`) : '';
      return zh ? `攻击 ${who}${extra}` : `Attack ${who}${extra}`;
    }
    case 'heal': {
      const c = cardText(d.card, o);
      if (v.step === 'selfHeal') return zh ? `为自己疗伤：移走 ${c}` : `Heal yourself: remove ${c}`;
      if (zh) return `疗伤 ${d.target === me ? '自己' : `${d.target}号`}的 ${c}`;
      return `Heal ${possessive(d.target, me, o.lang)} ${c}`;
    }
    case 'pass':
      if (v.step === 'claim') return zh ? '不碰' : 'Pass (no 碰)';
      return zh ? '不疗伤，结束回合' : 'Do not heal, end your turn';
    case 'pong':
      return zh ? `碰（打出 ${cardText(d.card, o)}）` : `碰: claim with ${cardText(d.card, o)}`;
    case 'reveal': {
      if (d.order.length === 0)
        return zh ? '公开身份（没有可弃的伤害牌）' : 'Reveal your identity (no damage card to discard)';
      const cards = cardsText(d.order, o);
      const topCard = cardText(d.order[d.order.length - 1] as number, o);
      if (d.order.length === 1) return zh ? `公开身份（弃掉 ${cards}）` : `Reveal your identity (discard ${cards})`;
      return zh
        ? `公开身份（弃掉 ${cards}，${topCard} 置顶）`
        : `Reveal your identity (discard ${cards}, ${topCard} on top)`;
    }
  }
}

function menuKey(d: ShajisifuDecision, v: ShajisifuView, handOrder: Map<number, number>): number {
  switch (d.t) {
    case 'pong':
      return 0 + (handOrder.get(d.card) ?? 0) / 1000;
    case 'play':
      return (isLegalPlay(d.card, v.discardTop) ? 1 : 3) + (handOrder.get(d.card) ?? 0) / 1000;
    case 'flip':
      return 1;
    case 'stop':
      return 2;
    case 'attack':
      return 4 + d.target / 100;
    case 'heal':
      // Own damage first, then by seat; within a player, the biggest card first.
      return 5 + (d.target === v.seat ? 0 : (d.target + 1) / 100) + (30 - cardValue(d.card)) / 10000;
    case 'pass':
      return 6;
    case 'reveal':
      return 7;
  }
}

/**
 * The menu of the viewer's legal decisions: legal plays (or flip) first, then illegal plays, attacks, heals, reveals,
 * and last the decline (stop playing, stop flipping, do not heal, no 碰), marked so the CLI numbers it 0 whatever else
 * is offered.
 */
export function renderMenu(
  legal: readonly ShajisifuDecision[],
  v: ShajisifuView,
  o: RenderOptions,
): { d: ShajisifuDecision; label: string; decline?: boolean }[] {
  const order = new Map<number, number>();
  const all = sortCards([...(v.hand ?? []), ...v.players.flatMap((p) => p.damage)]);
  all.forEach((c, i) => {
    order.set(c, i);
  });
  const seen = new Set<string>();
  const out: { d: ShajisifuDecision; label: string; decline?: boolean }[] = [];
  let decline: { d: ShajisifuDecision; label: string; decline: true } | null = null;
  for (const { d } of legal
    .map((d, i) => ({ d, i, key: menuKey(d, v, order) }))
    .sort((a, b) => a.key - b.key || a.i - b.i)) {
    // Identical cards (S-C3: copies from several decks) give identical choices: offer each once.
    const label = decisionLabel(d, v, o);
    if (seen.has(label)) continue;
    seen.add(label);
    if (decline === null && (d.t === 'stop' || d.t === 'pass')) decline = { d, label, decline: true };
    else out.push({ d, label });
  }
  if (decline) out.push(decline);
  return out;
}

/** When the viewer is being attacked and may still reveal: the question and the reveal choices (S-R1). */
export function renderOffer(
  v: ShajisifuView,
  o: RenderOptions,
): { question: string; choices: { d: ShajisifuDecision; label: string }[] } | null {
  const choices = v.legal.filter((d) => d.t === 'reveal');
  if (choices.length === 0 || v.seat === null) return null;
  const me = v.players[v.seat] as PV;
  const zh = o.lang === 'zh';
  const attack = v.attack;
  const flips = attack ? cardsText(attack.flips, o) : '—';
  const sum = attack ? attack.flips.reduce((s, c) => s + cardValue(c), 0) : 0;
  const who = attack ? seatName(attack.attacker, v.seat, o.lang) : '?';
  const id = me.identity as number;
  const immune = immunityText(id, o.lang);
  const dropped = me.damage.filter((c) => matchesIdentity(c, id));
  const blocked = attack ? attack.flips.filter((c) => matchesIdentity(c, id)) : [];
  const effects: string[] = [];
  if (dropped.length > 0)
    effects.push(zh ? `弃掉你的伤害牌 ${cardsText(dropped, o)}` : `your ${cardsText(dropped, o)} discarded`);
  if (blocked.length > 0)
    effects.push(
      zh
        ? `已翻开的 ${cardsText(blocked, o)} 不再算伤害`
        : `the flipped ${cardsText(blocked, o)} no longer ${blocked.length === 1 ? 'hurts' : 'hurt'}`,
    );
  const effect =
    effects.length > 0 ? (zh ? `（公开后：${effects.join('；')}）` : ` (if you reveal: ${effects.join('; ')})`) : '';
  const question = zh
    ? `${who} 正在攻击你：已翻开 ${flips}（${sum} 点）。你现有伤害 ${me.damageTotal} 点，若现在落下将达到 ${me.damageTotal + sum} 点。\n现在公开身份吗？公开后免疫 ${immune}的伤害牌${effect}。`
    : `${ucfirst(who)} is attacking you: flipped ${flips} (${sum} points). Your damage is ${me.damageTotal}, ${me.damageTotal + sum} if these land now.\nReveal your identity now? You would be immune to damage cards that are ${immune}${effect}.`;
  return { question, choices: choices.map((d) => ({ d, label: decisionLabel(d, v, o) })) };
}

// ---------------------------------------------------------------------------------------------------------------
// Result and help

/** The end of a game in words: winners with identity and why, draw, every identity once the game is over. */
export function renderResult(s: ShajisifuState, viewer: number | null, o: RenderOptions): string[] {
  const zh = o.lang === 'zh';
  const paint = painterOf(o);
  const lines: string[] = [];
  const r = s.result;
  const who = (seat: number) => seatName(seat, viewer, o.lang);
  if (!r) {
    lines.push(
      zh ? `对局未结束（进行到第 ${s.turns} 回合）。` : `The game was not finished (stopped at turn ${s.turns}).`,
    );
  } else if (r.draw) {
    lines.push(
      paint(
        'title',
        zh
          ? `平局：${s.config.maxTurns} 回合内无人获胜，没有胜者。`
          : `Draw: nobody won within ${s.config.maxTurns} turns; there is no winner.`,
      ),
    );
  } else {
    lines.push(paint('title', zh ? `游戏结束（第 ${s.turns} 回合）。胜者：` : `Game over (turn ${s.turns}). Winners:`));
    for (const w of r.winners) {
      const p = s.players[w] as ShajisifuState['players'][number];
      const why = (r.why[w] ?? []).map((c) => conditionLabel(c, o.lang)).join(zh ? '；' : '; ');
      lines.push(`  ★ ${ucfirst(who(w))}  ${identityText(p.identity, o)}  — ${why}`);
    }
    if (viewer !== null) {
      const won = r.winners.includes(viewer);
      lines.push(won ? paint('won', zh ? '你赢了！' : 'You won!') : zh ? '你没有获胜。' : 'You did not win.');
    }
  }
  const over = r !== null;
  lines.push(zh ? (over ? '所有身份：' : '已知身份：') : over ? 'Every identity:' : 'Known identities:');
  const rows: string[][] = [];
  s.players.forEach((p, seat) => {
    const known = over || p.revealed || seat === viewer;
    let state: string;
    if (p.alive) state = zh ? '存活' : 'alive';
    else {
      const killer = p.killer >= 0 ? who(p.killer) : null;
      state = zh
        ? `第 ${p.deathOrder} 个死亡${killer ? `，被 ${killer} 杀死` : ''}`
        : `death #${p.deathOrder}${killer ? `, killed by ${killer}` : ''}`;
    }
    if (p.kills.length > 0) {
      const list = p.kills.map(who).join(zh ? '、' : ', ');
      state += zh ? `；杀死 ${list}` : `; killed ${list}`;
    }
    const star = r?.winners.includes(seat) ? '★' : ' ';
    rows.push([
      `  ${star} ${zh ? `${seat}号` : `seat ${seat}`}${seat === viewer ? (zh ? '（你）' : ' (you)') : ''}`,
      known ? identityText(p.identity, o) : '?',
      p.revealed || !p.alive ? '' : zh ? '未公开' : 'hidden',
      state,
    ]);
  });
  lines.push(...table(rows));
  return lines;
}

const HELP: Record<Lang, string[]> = {
  zh: [
    '杀机四伏 规则摘要（完整规则见 docs/rules/shajisifu.md）',
    '· 有手牌时必须出牌：与弃牌堆顶牌同花色或同点数、王、或顶牌为王都是「合理出牌」，之后可继续出或停止；',
    '  「不合理出牌」也能打，但回合立即结束。主动停止（或合理出牌打光手牌）后可为自己疗伤一次。',
    '· 回合开始时没有手牌：攻击另一名存活玩家，或为任一存活玩家疗伤（移走一张伤害牌）。',
    '· 攻击：逐张翻开摸牌堆的牌，每翻一张可继续或停止；翻出的牌比前一张小就被迫停止，并罚摸那张牌点数的张数。',
    '  翻出的牌全部成为目标的伤害牌。A=1，J=11，Q=12，K=13，王=20。',
    '· 伤害总计 ≥ 50，或三张伤害牌点数相同，即死亡；造成死亡的攻击者「亲自杀死」了他。',
    '· 身份（看身份牌花色）：♥ 嫉妒女 ♦ 拜金女 ♠ 穷困男 ♣ 失恋男 王 追星族，各有两个胜利条件，唯一幸存者也获胜。',
    '· 任何时候可公开身份：弃掉与身份牌同花色或同点数的伤害牌，之后对这类伤害牌免疫（王身份免疫王）。',
    '· 系统在每个事件后检查胜利；可能有多名胜者，存活的嫉妒女总会一同获胜。',
    '操作：输入选项编号后回车；h 显示本帮助；q 退出（会保存对局记录）。',
  ],
  en: [
    '杀机四伏 Shaji Sifu, rules in short (full rules: docs/rules/shajisifu.md)',
    '· With hand cards you must play: a card of the top card’s suit or rank, a joker, or anything on a joker is a',
    '  legal play, after which you may play on or stop; an illegal play is allowed but ends your turn at once.',
    '  Stopping (or emptying your hand with a legal play) lets you heal yourself once.',
    '· With no hand cards at the start of your turn: attack another alive player, or heal any alive player.',
    '· Attack: flip draw-pile cards one by one, choosing after each to go on or stop; a card lower than the one',
    '  before forces you to stop and draw as many cards as its value. All flipped cards become the target’s damage.',
    '  A=1, J=11, Q=12, K=13, joker=20.',
    '· A player dies at 50+ total damage or three damage cards of one value; the attacker killed them.',
    '· Identity (suit of your identity card): ♥ Jealous Woman, ♦ Gold-digger, ♠ Poor Man, ♣ Heartbroken Man,',
    '  王 Fan; two win conditions each; the only survivor wins too.',
    '· Reveal at any time: damage cards matching your identity card’s suit or rank are discarded, and you are',
    '  immune to them from then on (a 王 identity: to jokers).',
    '· Victory is checked after every event; several players can win; living Jealous Women always win along.',
    'Keys: type an option number and Enter; h shows this help; q quits (the game record is still saved).',
  ],
};

/** The rules summary printed by the `h` key. */
export function renderHelp(o: RenderOptions): string[] {
  return HELP[o.lang];
}

/** The 杀机四伏 renderer of the CLI's game registry. */
export const shajisifuRenderer: GameRenderer = {
  table: (view, o) => renderTable(view as ShajisifuView, o),
  brief: (view, o) => renderBrief(view as ShajisifuView, o),
  events: eventPrinter,
  menu: (legal, view, o) => renderMenu(legal as ShajisifuDecision[], view as ShajisifuView, o),
  result: (state, viewer, o) => renderResult(state as ShajisifuState, viewer, o),
  condition: (id, o) => conditionLabel(id, o.lang),
  help: renderHelp,
  offer: (view, o) => renderOffer(view as ShajisifuView, o),
};
