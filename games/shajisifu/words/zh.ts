/**
 * 杀机四伏's words in Chinese: every message of the table, the events, the menu, the reveal offer and the result, as
 * data (strings, tables keyed by id, and templates). Its type, `Messages`, is the contract of every other language
 * (`en.ts`): a message missing there fails the type check. Win conditions follow docs/rules/shajisifu.md (S-V1).
 */
import { conditionWords, identityNames } from './entries.ts';

/** Chinese: no verb agreement, no capitals. */
/** Small counts in words (the same-value count of a death, S-D1): 三张, not 3 张. */
const ZH_COUNT: Readonly<Record<number, string>> = {
  2: '两',
  3: '三',
  4: '四',
  5: '五',
  6: '六',
  7: '七',
  8: '八',
  9: '九',
  10: '十',
};

export const zh = {
  /** A sentence's first letter as written (English capitalises it). */
  capital: (text: string): string => text,
  /** Short card texts put the rank first (`Q♥`) rather than the suit (`♥Q`). */
  rankFirst: false as boolean,
  you: '你',
  seat: (n: number) => `${n}号`,
  /** `3号的` / `你的` (`name` is `seatName`). */
  possessive: (name: string, _self: boolean, _seat: number) => `${name}的`,
  listSep: '、',
  clauseSep: '；',
  /** Identity names by suit index (S-S2): ♠ ♥ ♣ ♦ 王, from the identity entries. */
  identities: identityNames('zh'),
  /** An identity card: `♥ 嫉妒女（♥7，未公开）`. */
  identityCard: (name: string, card: string, note: string | undefined) =>
    `${name}（${card}${note ? `，${note}` : ''}）`,
  /** Win conditions in short (S-V1), for results and reports, from the identity entries; `{n}` is the number read. */
  conditions: conditionWords('zh', 'label'),
  /** Win conditions told to their holder (S-V1), from the identity entries; `{n}` as in `conditions`. */
  conditionsYou: conditionWords('zh', 'you'),
  table: {
    header: (turns: number, turn: string | null, top: string, topLong: string | null, draw: number, discard: number) =>
      `第 ${turns} 回合 · ${turn === null ? '游戏已结束' : `轮到 ${turn}`} · 弃牌堆顶 ${top}${topLong ? `（${topLong}）` : ' '}· 摸牌堆 ${draw} 张 · 弃牌堆 ${discard} 张`,
    /** The seat column: `3号` (en: the bare number). */
    seatCell: (n: number) => `${n}号`,
    cols: ['座位', '状态', '手牌', '伤害牌', '身份', '备注'] as readonly string[],
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
    /** Once the game is over: one seat's last hand (`seat`: `3号` or `你`). */
    lastHand: (seat: string, cards: string) => `${seat}最后的手牌：${cards}`,
    identity: (id: string, card: string, shown: boolean, immune: string) =>
      `你的身份：${id}（身份牌 ${card}，${shown ? '已公开' : '未公开'}）。${shown ? '你免疫' : '公开后免疫'} ${immune}的伤害牌。`,
    immuneSuitRank: (suit: string, rank: string) => `${suit} 花色或 ${rank} 点`,
    immuneJoker: '王（大小王）',
    condA: '胜利条件 A：',
    condB: '胜利条件 B：',
    condAny: '任何身份：成为唯一存活的玩家',
    /** Marks a win condition switched off by the game's options. */
    condOff: '（本局已关闭）',
    neighbours: (l: string, r: string) => `（${l}、${r}）`,
    aliveShort: '存活',
    deadShort: '已死亡',
    progress: (s: string) => `  ——${s}`,
    handProgress: (n: number) => `你现在有 ${n} 张`,
  },
  events: {
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
    /** `limit`, `count`: the game's death total and same-value count (S-D1). */
    death: (who: string, cause: 'total' | 'triple', killer: string | null, id: string, limit: number, count: number) =>
      `✝ ${who} 死亡（${cause === 'total' ? `伤害总计达到 ${limit} 点` : `${ZH_COUNT[count] ?? `${count} `}张伤害牌点数相同`}）${killer === null ? '' : `，被 ${killer} 杀死`}；身份：${id}`,
    reshuffle: (n: number) => `（摸牌堆用完：弃牌堆 ${n} 张洗成新的摸牌堆）`,
    reveal: (who: string, id: string, cards: string | null) =>
      `${who} 公开身份：${id}${cards === null ? '' : `，弃掉伤害牌 ${cards}`}`,
    end: '游戏结束。',
  },
  labels: {
    play: (card: string, legal: boolean) => `打出 ${card}${legal ? '（合理）' : '（不合理，结束回合）'}`,
    stopFlipping: (target: string, sum: number) => `停止翻牌（对 ${target} 造成 ${sum} 点伤害，不罚摸）`,
    stopPlaying: (hurt: boolean) => `停止出牌${hurt ? '（然后可为自己疗伤）' : ''}`,
    flip: '翻牌',
    flipAgain: (need: number) => `继续翻牌（下一张需 ≥ ${need}，否则被迫停止并罚摸）`,
    /** The terminal's question before "flip again" (S-A3: a lower card forces the stop and the penalty draw). */
    flipAgainConfirm: (need: number) => `确定继续翻牌吗？下一张小于 ${need} 点就被迫停止，并按那张牌的点数罚摸。(y/N) `,
    damageInfo: (n: number) => `伤害 ${n}`,
    attack: (who: string, info: readonly string[]) => `攻击 ${who}${info.length > 0 ? `（${info.join('，')}）` : ''}`,
    healSelf: (card: string) => `为自己疗伤：移走 ${card}`,
    /** Healing a damage card of `target` (a seat number), or of one's own (`own`). */
    heal: (own: boolean, target: number, _possessive: string, card: string) =>
      `疗伤 ${own ? '自己' : `${target}号`}的 ${card}`,
    noPong: '不碰',
    /** The 碰 window's short name (a client's note of an auto-pass says what it answered). */
    pongWindow: '碰',
    noHeal: '不疗伤，结束回合',
    pong: (card: string) => `碰（打出 ${card}）`,
    revealNothing: '公开身份（没有可弃的伤害牌）',
    revealOne: (cards: string) => `公开身份（弃掉 ${cards}）`,
    revealMany: (cards: string, top: string) => `公开身份（弃掉 ${cards}，${top} 置顶）`,
  },
  offer: {
    dropped: (cards: string) => `弃掉你的伤害牌 ${cards}`,
    blocked: (cards: string, _n: number) => `已翻开的 ${cards} 不再算伤害`,
    effect: (effects: readonly string[]) => (effects.length > 0 ? `（公开后：${effects.join('；')}）` : ''),
    question: (who: string, flips: string, sum: number, damage: number, immune: string, effect: string) =>
      `${who} 正在攻击你：已翻开 ${flips}（${sum} 点）。你现有伤害 ${damage} 点，若现在落下将达到 ${damage + sum} 点。\n现在公开身份吗？公开后免疫 ${immune}的伤害牌${effect}。`,
  },
  result: {
    unfinished: (turns: number) => `对局未结束（进行到第 ${turns} 回合）。`,
    draw: (maxTurns: number) => `平局：${maxTurns} 回合内无人获胜，没有胜者。`,
    drawLastAlive: '平局：只剩一名玩家存活，而本局关闭了「唯一幸存者」胜利条件，没有胜者。',
    over: (turns: number) => `游戏结束（第 ${turns} 回合）。胜者：`,
    youWon: '你赢了！',
    youLost: '你没有获胜。',
    identitiesAll: '所有身份：',
    identitiesKnown: '已知身份：',
    alive: '存活',
    deathNo: (n: number, killer: string | null) => `第 ${n} 个死亡${killer ? `，被 ${killer} 杀死` : ''}`,
    killed: (list: string) => `；杀死 ${list}`,
    youMark: '（你）',
    hidden: '未公开',
  },
  help: [
    '杀机四伏 规则摘要（完整规则见 docs/rules/shajisifu.md）',
    '· 有手牌时必须出牌：与弃牌堆顶牌同花色或同点数、王、或顶牌为王都是「合理出牌」，之后可继续出或停止；',
    '  「不合理出牌」也能打，但回合立即结束。主动停止（或合理出牌打光手牌）后可为自己疗伤一次。',
    '· 回合开始时没有手牌：攻击另一名存活玩家，或为任一存活玩家疗伤（移走一张伤害牌）。',
    '· 攻击：逐张翻开摸牌堆的牌，每翻一张可继续或停止；翻出的牌比前一张小就被迫停止，并罚摸那张牌点数的张数。',
    '  翻出的牌全部成为目标的伤害牌。A=1，J=11，Q=12，K=13，王=20。',
    '· 伤害总计 ≥ 50，或三张伤害牌点数相同，即死亡；造成死亡的攻击者「亲自杀死」了他。',
    '  （以上数字是原版规则；房间可以用选项改动它们，见 npx shaju options shajisifu，桌面显示本局的数值。）',
    '· 身份（看身份牌花色）：♥ 嫉妒女 ♦ 拜金女 ♠ 穷困男 ♣ 失恋男 王 追星族，各有两个胜利条件，唯一幸存者也获胜。',
    '· 任何时候可公开身份：弃掉与身份牌同花色或同点数的伤害牌，之后对这类伤害牌免疫（王身份免疫王）。',
    '· 每次攻击的伤害落下、罚摸牌或有人公开身份后，系统检查胜利；可能有多名胜者，存活的嫉妒女总会一同获胜。',
    '操作：输入选项编号后回车；h 显示本帮助；q 退出（会保存对局记录）。',
  ] as readonly string[],
};

/** The messages of a language (the type of the Chinese catalogue). */
export type Messages = typeof zh;
