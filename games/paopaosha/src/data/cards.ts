/**
 * Card kinds of 跑跑杀: typed, frozen data (engineering principle 1). A kind holds the numbers and texts; a physical
 * card is a deck entry (kind, suit, rank) in `deck.ts`; behaviour belongs to the rules code, never here.
 *
 * Sources: the seed's 牌补充解释 section (Chinese texts, quoted verbatim in `textZh`) and the rulings' card, weapon, mount,
 * armor, skill book and god card sections (the English `textEn`). Counts: P-D1. Names: P-G3.
 */
import type { PaopaoshaConfig } from './config.ts';
import { deepFreeze } from './freeze.ts';

/** Pinyin id of a card kind (lower case, no tones). */
export type CardKindId =
  // basic cards (基本牌)
  | 'sha'
  | 'shan'
  | 'shui'
  // trick cards (技能牌 = 锦囊, P-G3)
  | 'wandaoqifa'
  | 'dilei'
  | 'shuilei'
  | 'jiedaosharen'
  | 'dantiao'
  | 'qiangdaoruqin'
  | 'huaquanquan'
  | 'benlaijiuyou'
  | 'wuxiekeji'
  | 'kongbufenzi'
  | 'guoluchailu'
  | 'shashanzhijiao'
  | 'yibuliushen'
  | 'shunshouqiangou'
  | 'shengsibu'
  | 'duo'
  | 'kongzhi'
  | 'shouhuozidan'
  | 'shijianqianjin'
  | 'zuzhou'
  // weapons (武器)
  | 'pak470'
  | 'shuiqiang'
  | 'dapao'
  | 'sishenmingdao'
  | 'paopaojiatelin'
  | 'muchui'
  | 'chaoguo'
  | 'paopaosandanqiang'
  | 'm16'
  // mounts (坐骑)
  | 'zhenzhengou'
  | 'wangcaigou'
  | 'langgou'
  | 'dazhongsangtana'
  | 'laoniu'
  | 'qqfeiche'
  // armor (防具)
  | 'baguazhen'
  | 'dunpai'
  // skill books (技能书)
  | 'gongshanziwuyingjiao'
  | 'gongshanziwuyingbaguazhen'
  | 'diannaoqicaishu'
  | 'shenmijingqi'
  // god cards (神卡)
  | 'yonghengzhihuo'
  | 'tianshizhilei'
  | 'jiaolazhihua'
  | 'haiyanggongzhu'
  | 'guangmingzhiyan';

/**
 * Card type. `trick` = 技能牌 (锦囊, P-G3): cancellable by 无懈可击 and void against 盾牌. `god` = 神卡: not a trick, used
 * in the play phase, not stopped by 无懈可击 or 盾牌 (god cards ruling). Skill books are `equipment` with subtype `book`.
 */
export type CardType = 'basic' | 'trick' | 'equipment' | 'god';

/**
 * Subtype. `delayed`: a trick placed in front of a player that takes effect at that player's turn start or draw phase
 * (地雷, 水雷, 画圈圈, 一不留神, 时间前进). `weapon`/`armor`/`mount`/`book`: the equipment slot it occupies (P-T4).
 */
export type CardSubtype = 'delayed' | 'weapon' | 'armor' | 'mount' | 'book';

/**
 * Mount distance changes (P-T3), in seats. `attack`: change to your distance to every other player (震震狗 −1).
 * `defense`: change to every other player's distance to you (旺财狗 +1). Distance is never below 1.
 */
export interface MountDistance {
  readonly attack?: number;
  readonly defense?: number;
}

/** One card kind. */
export interface CardKind {
  /** Pinyin id. */
  readonly id: CardKindId;
  /** Chinese name as printed in the seed (P-G3 aliases in `textEn`). */
  readonly zh: string;
  /** English gloss of the name. */
  readonly en: string;
  /** Card type. */
  readonly type: CardType;
  /** Subtype: the equipment slot, or `delayed` for delayed tricks. */
  readonly subtype?: CardSubtype;
  /** Weapons only: 攻击距离, the largest distance (P-T3) a 杀 can reach. Without a weapon it is 1. */
  readonly range?: number;
  /** Mounts only: distance changes (P-T3). */
  readonly distance?: MountDistance;
  /** Physical copies in the 110-card deck (P-D1). */
  readonly copies: number;
  /** The seed's Chinese card text, verbatim (the seed's `\\` artefact in 永恒之火 is written 、). */
  readonly textZh: string;
  /** English rules text as the rulings fix it (defaults of the config fields in `params`). */
  readonly textEn: string;
  /** Ruling ids that apply beyond the card's own ruling line, comma separated (e.g. `'P-G4, P-W1'`). */
  readonly ruling?: string;
  /** Config fields that set this card's numbers (P-G2); the texts show their defaults. */
  readonly params?: readonly (keyof PaopaoshaConfig)[];
  /** Bot hint, 0–10: how much a bot should value keeping this card in hand. Data only, never a rule. */
  readonly hint: number;
}

type KindTable = { readonly [K in CardKindId]: CardKind & { readonly id: K } };

/** Every card kind by id, frozen. Iteration order: basic, trick, weapon, mount, armor, book, god. */
export const CARD_KINDS: KindTable = deepFreeze<KindTable>({
  // ——— basic cards (48: 杀 26, 闪 14, 水 8; P-D1) ———
  sha: {
    id: 'sha',
    zh: '杀',
    en: 'Kill',
    type: 'basic',
    copies: 26,
    textZh:
      '出牌阶段使用，攻击一名在攻击距离内的玩家，若攻击成功（对方没有【闪】或其他刻意躲避的手牌）被攻击的玩家减1点血。未装备武器和坐骑时，玩家【杀】的攻击距离为1。',
    textEn:
      'Play phase, once per play phase: one other player within your range. They avoid it with 闪 (or anything that counts as 闪); otherwise they take 1 damage from you.',
    ruling: 'P-T2, P-T3, P-G6',
    hint: 6,
  },
  shan: {
    id: 'shan',
    zh: '闪',
    en: 'Dodge',
    type: 'basic',
    copies: 14,
    textZh: '在别的玩家对你出[杀]或[万刀齐发]时，可以打出闪。',
    textEn: 'Only as a response: play it when a 杀 or 万刀齐发 asks you for a 闪, to avoid it.',
    ruling: 'P-G6',
    hint: 8,
  },
  shui: {
    id: 'shui',
    zh: '水',
    en: 'Water',
    type: 'basic',
    copies: 8,
    textZh:
      '出牌阶段使用，为自己加一点体力。任何时候体力值不得超过体力上限。水可以复活一名即将死亡但还未公布身份的玩家，并恢复一点体力。',
    textEn: 'Play phase: you heal 1 (never above your max HP). When any player is dying: they gain 1 HP.',
    ruling: 'P-W2',
    hint: 9,
  },

  // ——— trick cards (36; P-D1) ———
  wandaoqifa: {
    id: 'wandaoqifa',
    zh: '万刀齐发',
    en: 'Thousand Blades',
    type: 'trick',
    copies: 1,
    textZh: '所有玩家必须出一张【闪】或【躲】，否则减一点体力。',
    textEn:
      'Play phase. Every other player, in seat order from your next, plays 闪 (or 躲) or takes 1 damage from you.',
    hint: 6,
  },
  dilei: {
    id: 'dilei',
    zh: '地雷',
    en: 'Landmine',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    textZh:
      '出牌阶段使用，横置在任意一名玩家面前。面前有此牌的玩家需在回合开始阶段进行判定，若判定结果为红桃，则减三点体力，否则将此牌横置到下家面前。1、可对任意玩家使用，无距离限制；2、若判定没有命中，[地雷]的效果将传给下家，直到有人被击中；。',
    textEn:
      "Play phase: place it in front of any player (you too; no distance limit). At that player's turn start they judge: ♥ → 3 damage with no source, then discard it; otherwise it moves to the next player in seat order who has no 地雷 (if all others have one, it stays).",
    ruling: 'P-G4, P-W1',
    params: ['dileiDamage'],
    hint: 3,
  },
  shuilei: {
    id: 'shuilei',
    zh: '水雷',
    en: 'Water Mine',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    textZh:
      '出牌阶段使用，横置在任意一名玩家面前。面前有此牌的玩家需在回合开始阶段进行判定，若判定结果为红桃，则减二点体力，否则将此牌横置到下家面前。',
    textEn:
      "Play phase: place it in front of any player (you too; no distance limit). At that player's turn start they judge: ♥ → 2 damage with no source, then discard it; otherwise it moves to the next player in seat order who has no 水雷 (if all others have one, it stays).",
    ruling: 'P-G4, P-W1',
    params: ['shuileiDamage'],
    hint: 3,
  },
  jiedaosharen: {
    id: 'jiedaosharen',
    zh: '借刀杀人',
    en: 'Borrowed Blade',
    type: 'trick',
    copies: 3,
    textZh:
      '出牌阶段，对任意两名角色进行使用。详述：控制装备有武器的玩家，令其出一张【杀】攻击(必须是对方攻击范围内的)另一名玩家，否则该玩家需将当前装备的一张武器牌交给自己（此牌收入自己手牌）。',
    textEn:
      "Play phase: choose another player A who has a weapon and a player B within A's range (B may be you). A uses a 杀 on B, or else gives you A's weapon (into your hand).",
    ruling: 'P-G1',
    hint: 4,
  },
  dantiao: {
    id: 'dantiao',
    zh: '单挑',
    en: 'Duel',
    type: 'trick',
    copies: 2,
    textZh:
      '出牌阶段使用，与任意一名玩家进行单挑。由对方开始，双方轮流出杀，直到有一方没有杀为止。战败的玩家减一点体力。注：轮流出攻时，每名玩家一次只能出一张[杀]。',
    textEn:
      'Play phase: any other player (no distance limit). Starting with the target, the two of you alternately play one 杀; the first who does not takes 1 damage from the other. 单挑 = 决斗.',
    ruling: 'P-G3',
    hint: 6,
  },
  qiangdaoruqin: {
    id: 'qiangdaoruqin',
    zh: '强盗入侵',
    en: 'Bandit Raid',
    type: 'trick',
    copies: 2,
    textZh: '除自己外，所有玩家需要出一张杀，否则减一点体力。',
    textEn: 'Play phase. Every other player, in seat order from your next, plays a 杀 or takes 1 damage from you.',
    ruling: 'P-G1',
    hint: 6,
  },
  huaquanquan: {
    id: 'huaquanquan',
    zh: '画圈圈',
    en: 'Drawing Circles',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    textZh:
      '对任意一名人物牌使用，横置在对方面前，该玩家在其回合开始阶段需进行判定，若花色不是草花，则跳过出牌阶段。此牌丢入弃牌堆。',
    textEn:
      "Play phase: place it in front of any other player (no distance limit). At their turn start they judge: not ♣ → they skip this turn's play phase. Then it is discarded.",
    ruling: 'P-G4',
    hint: 6,
  },
  benlaijiuyou: {
    id: 'benlaijiuyou',
    zh: '本来就有',
    en: 'Had It All Along',
    type: 'trick',
    copies: 4,
    textZh: '出牌阶段使用，可再摸两张牌。',
    textEn: 'Play phase: you draw 2 cards.',
    params: ['benlaijiuyouDraw'],
    hint: 7,
  },
  wuxiekeji: {
    id: 'wuxiekeji',
    zh: '无懈可击',
    en: 'Impeccable',
    type: 'trick',
    copies: 2,
    textZh: '可抵御一次技能攻击。（包括[地雷]、[画圈圈】、[决斗] 等技能。）',
    textEn:
      "Whenever a trick card is about to take effect on a target: cancel that effect on that target. A 无懈可击 can itself be cancelled by another (a chain). God cards and skill books are not tricks and can't be cancelled.",
    ruling: 'P-G5, P-G6',
    hint: 7,
  },
  kongbufenzi: {
    id: 'kongbufenzi',
    zh: '恐怖分子',
    en: 'Terrorist',
    type: 'trick',
    copies: 1,
    textZh: '所有玩家出【杀】一张，否则减一点体力！',
    textEn:
      'Play phase. Every player including you, in seat order starting with you, plays a 杀 or takes 1 damage from you.',
    hint: 4,
  },
  guoluchailu: {
    id: 'guoluchailu',
    zh: '过路拆路',
    en: 'Roadblock Wrecker',
    type: 'trick',
    copies: 4,
    textZh: '出牌阶段对除自己外任意一名玩家使用，随机抽取对方一张手牌，或挑选一张桌面上的装备牌或判定牌，放入弃牌堆。',
    textEn:
      'Play phase: any other player (no distance limit). Discard one of their cards: a random hand card, or an equipment card or a card placed in front of them (delayed trick) that you choose.',
    hint: 6,
  },
  shashanzhijiao: {
    id: 'shashanzhijiao',
    zh: '杀闪之交',
    en: 'Kill-or-Dodge',
    type: 'trick',
    copies: 1,
    textZh: '可当一张【杀】，也可以当【闪】使用。',
    textEn: 'Counts as a 杀 or as a 闪, wherever either is asked for or may be used.',
    hint: 8,
  },
  yibuliushen: {
    id: 'yibuliushen',
    zh: '一不留神',
    en: 'Caught Napping',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    textZh: '令对方回合时先弃掉2张牌，再摸牌（如牌数不够，放弃摸牌阶段）',
    textEn:
      'Play phase: place it in front of any other player (no distance limit). In their next draw phase they first discard 2 hand cards, then draw; with fewer than 2 hand cards they skip that draw phase instead. Then it is discarded.',
    hint: 5,
  },
  shunshouqiangou: {
    id: 'shunshouqiangou',
    zh: '顺手牵狗',
    en: 'Dognapping',
    type: 'trick',
    copies: 4,
    textZh: '使用此牌，可抽取一名距离为1的玩家的一张手牌或装备牌，收入自己的手牌。',
    textEn:
      'Play phase: a player at distance 1 from you. Take one of their cards into your hand: a random hand card, or an equipment card you choose.',
    ruling: 'P-T3',
    hint: 7,
  },
  shengsibu: {
    id: 'shengsibu',
    zh: '生死簿',
    en: 'Book of Life and Death',
    type: 'trick',
    copies: 1,
    textZh: '当任意玩家（包括自己）死亡而又未公布身份时，可使用此牌使其复活，并恢复所有体力。',
    textEn: 'When any player (you too) is dying: they return to full HP.',
    ruling: 'P-W2',
    hint: 9,
  },
  duo: {
    id: 'duo',
    zh: '躲',
    en: 'Evade',
    type: 'trick',
    copies: 1,
    textZh: '可当一次[闪]使用，或完全抵御一次[杀]。',
    textEn:
      'Counts as a 闪. Also, when a 杀 targets you, it cancels that 杀 entirely, even one that needs two 闪 or that 闪 cannot stop (木槌, 魅力, 泡泡加特林).',
    hint: 9,
  },
  kongzhi: {
    id: 'kongzhi',
    zh: '控制',
    en: 'Control',
    type: 'trick',
    copies: 1,
    textZh: '控制一人【杀】、【闪】、【水】，或者那他一张牌（可以看对方的牌和身份）',
    textEn:
      'Play phase: any other player; choose one: (a) until the end of this turn they cannot use or play 杀, 闪 or 水; or (b) you look at their hand and identity, then take one hand card of your choice.',
    hint: 6,
  },
  shouhuozidan: {
    id: 'shouhuozidan',
    zh: '收获子弹',
    en: 'Bullet Harvest',
    type: 'trick',
    copies: 3,
    textZh: '每人选一张牌堆里的牌，使用者先。',
    textEn:
      'Play phase: reveal as many cards from the draw pile as there are alive players; starting with you and in seat order, each alive player takes one of them.',
    ruling: 'P-G1',
    hint: 3,
  },
  shijianqianjin: {
    id: 'shijianqianjin',
    zh: '时间前进',
    en: 'Time Skip',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    textZh: '可以让对方直接跳过此回合。',
    textEn:
      'Play phase: place it in front of any other player (no distance limit). They skip their whole next turn. Then it is discarded.',
    hint: 7,
  },
  zuzhou: {
    id: 'zuzhou',
    zh: '诅咒',
    en: 'Curse',
    type: 'trick',
    copies: 1,
    textZh: '出牌阶段，对任意一名角色使用。如判定结果为【武器】，对方减3血，并且弃掉所有手牌，不包括装备！',
    textEn:
      'Play phase: any other player (no distance limit). Judge now: a weapon card → they take 3 damage from you and discard every hand card (not equipment). 衰神诅咒 = 诅咒.',
    ruling: 'P-G3, P-G4',
    params: ['zuzhouDamage'],
    hint: 3,
  },

  // ——— weapons (9; range = 攻击距离) ———
  pak470: {
    id: 'pak470',
    zh: 'pAK-470',
    en: 'pAK-470',
    type: 'equipment',
    subtype: 'weapon',
    range: 1,
    copies: 1,
    textZh: '出牌阶段，你可以使用任意数量的【杀】。',
    textEn: 'In your play phase you may use any number of 杀.',
    ruling: 'P-T2',
    hint: 6,
  },
  shuiqiang: {
    id: 'shuiqiang',
    zh: '水枪',
    en: 'Water Gun',
    type: 'equipment',
    subtype: 'weapon',
    range: 3,
    copies: 1,
    textZh: '出牌阶段，【水】等于【杀】',
    textEn: 'In your play phase you may use a 水 as a 杀 (it counts as your 杀 for the turn).',
    hint: 5,
  },
  dapao: {
    id: 'dapao',
    zh: '大炮',
    en: 'Cannon',
    type: 'equipment',
    subtype: 'weapon',
    range: 2,
    copies: 1,
    textZh: '出牌阶段，你出的【杀】伤害+1.',
    textEn: 'Your 杀 deals 1 more damage.',
    hint: 7,
  },
  sishenmingdao: {
    id: 'sishenmingdao',
    zh: '死神冥刀',
    en: "Reaper's Blade",
    type: 'equipment',
    subtype: 'weapon',
    range: 12,
    copies: 1,
    textZh: '出牌阶段，可以将此牌当作生死簿、衰神诅咒使用。（用了弃掉，只能用三次。每回合只能用一次）',
    textEn:
      'Once per turn, while equipped, you may use it as 生死簿 or as 诅咒 (the weapon stays equipped); after its third use it is discarded.',
    ruling: 'P-G3',
    params: ['sishenmingdaoUses'],
    hint: 8,
  },
  paopaojiatelin: {
    id: 'paopaojiatelin',
    zh: '泡泡加特林',
    en: 'Bubble Gatling',
    type: 'equipment',
    subtype: 'weapon',
    range: 5,
    copies: 1,
    textZh: '目标使用（闪）抵消你的【杀】时，你弃掉两张牌，【杀】依然造成杀害。',
    textEn: 'When your 杀 is stopped by a 闪, you may discard 2 cards to make it hit anyway.',
    hint: 6,
  },
  muchui: {
    id: 'muchui',
    zh: '木槌',
    en: 'Mallet',
    type: 'equipment',
    subtype: 'weapon',
    range: 1,
    copies: 1,
    textZh: '你出得【杀】别人不可闪避。】',
    textEn: 'Your 杀 cannot be stopped by 闪 (only 躲 stops it).',
    hint: 8,
  },
  chaoguo: {
    id: 'chaoguo',
    zh: '炒锅',
    en: 'Wok',
    type: 'equipment',
    subtype: 'weapon',
    range: 2,
    copies: 1,
    textZh: '当你需要使用（或打出）一张【杀】时，你可以将两张手牌当一张【杀】使用（或打出）。',
    textEn: 'Whenever you need to use or play a 杀, you may use or play two hand cards as one 杀.',
    hint: 5,
  },
  paopaosandanqiang: {
    id: 'paopaosandanqiang',
    zh: '跑跑散弹枪',
    en: 'Paopao Shotgun',
    type: 'equipment',
    subtype: 'weapon',
    range: 3,
    copies: 1,
    textZh: '当你使用的【杀】是你的最后一张手牌时，你可以为这张【杀】指定至多三名目标角色，然后按照行动顺序结算它。',
    textEn: 'A 杀 that is your last hand card may have up to 3 targets within your range, resolved in seat order.',
    hint: 4,
  },
  m16: {
    id: 'm16',
    zh: 'M-16',
    en: 'M-16',
    type: 'equipment',
    subtype: 'weapon',
    range: 5,
    copies: 1,
    textZh: '锁定技，每当你使用【杀】时，无视目标角色的防具。【任何防具】',
    textEn: "Locked: your 杀 ignores the target's armor.",
    hint: 5,
  },

  // ——— mounts (6; one mount slot, P-T4) ———
  zhenzhengou: {
    id: 'zhenzhengou',
    zh: '震震狗',
    en: 'Zhenzhen Dog',
    type: 'equipment',
    subtype: 'mount',
    distance: { attack: -1 },
    copies: 1,
    textZh: '计算与其他角色的距离时，始终－1。（可以理解为一种进攻上的优势）',
    textEn: 'Your distance to every other player −1.',
    ruling: 'P-T3, P-T4',
    hint: 5,
  },
  wangcaigou: {
    id: 'wangcaigou',
    zh: '旺财狗',
    en: 'Wangcai Dog',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 1 },
    copies: 1,
    textZh: '其他角色计算距离时，始终+1。（可以理解为一种防御上的优势）',
    textEn: "Every other player's distance to you +1.",
    ruling: 'P-T3, P-T4',
    hint: 5,
  },
  langgou: {
    id: 'langgou',
    zh: '狼狗',
    en: 'Wolfdog',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 1 },
    copies: 1,
    textZh: '+1距离，你出【杀】时伤害+1',
    textEn: "Every other player's distance to you +1, and your 杀 deals 1 more damage.",
    ruling: 'P-T3, P-T4',
    hint: 7,
  },
  dazhongsangtana: {
    id: 'dazhongsangtana',
    zh: '大众桑塔纳',
    en: 'VW Santana',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 1 },
    copies: 1,
    textZh: '+1距离，摸牌时可多摸2张。',
    textEn: "Every other player's distance to you +1, and you draw 2 more cards in your draw phase.",
    ruling: 'P-T3, P-T4',
    hint: 8,
  },
  laoniu: {
    id: 'laoniu',
    zh: '老牛',
    en: 'Old Ox',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 2 },
    copies: 1,
    textZh: '+2距离可以理解为一种防御上的优势）',
    textEn: "Every other player's distance to you +2.",
    ruling: 'P-T3, P-T4',
    hint: 6,
  },
  qqfeiche: {
    id: 'qqfeiche',
    zh: 'QQ飞车',
    en: 'QQ Speed Kart',
    type: 'equipment',
    subtype: 'mount',
    distance: { attack: -1, defense: 1 },
    copies: 1,
    textZh: '+1距离，—1距离。（缺点：不能对自己使用【水】）',
    textEn:
      "Your distance to every other player −1 and every other player's distance to you +1; but you cannot use 水 on yourself.",
    ruling: 'P-T3, P-T4',
    hint: 6,
  },

  // ——— armor (2) ———
  baguazhen: {
    id: 'baguazhen',
    zh: '八卦阵',
    en: 'Bagua Formation',
    type: 'equipment',
    subtype: 'armor',
    copies: 1,
    textZh: '每当需要使用（或打出）一张【闪】时，可以进行一次判定：若结果为武器，则视为使用（或打出）了一张【闪】。',
    textEn: 'Whenever you need to use or play a 闪, you may judge first: a weapon card counts as your 闪.',
    ruling: 'P-G4',
    hint: 3,
  },
  dunpai: {
    id: 'dunpai',
    zh: '盾牌',
    en: 'Shield',
    type: 'equipment',
    subtype: 'armor',
    copies: 1,
    textZh: '锦囊对你无效。',
    textEn: 'Trick cards (技能牌) have no effect on you.',
    ruling: 'P-G3',
    hint: 7,
  },

  // ——— skill books (4; book slot: the holder has the skill while it is equipped) ———
  gongshanziwuyingjiao: {
    id: 'gongshanziwuyingjiao',
    zh: '公山子无影脚',
    en: "Gongshanzi's Shadowless Kick",
    type: 'equipment',
    subtype: 'book',
    copies: 1,
    textZh: '特效：【杀】=【单挑（决斗）】，无限出【杀】',
    textEn: 'Your 杀 resolves as a 单挑 against its target, and you may use any number of 杀.',
    ruling: 'P-T4, P-G3',
    hint: 7,
  },
  gongshanziwuyingbaguazhen: {
    id: 'gongshanziwuyingbaguazhen',
    zh: '公山子无影八卦阵',
    en: "Gongshanzi's Shadowless Bagua",
    type: 'equipment',
    subtype: 'book',
    copies: 1,
    textZh:
      '特效：无视距离，无视防具，鄙视血最低的人。任何人打不到你（除了国主），血最低的人，你出一张【杀】杀他旁边的2个人。除你以外。',
    textEn:
      'Your 杀 ignores distance and armor. Only the 国主 can target you with 杀 or 单挑. Once per play phase you may use one 杀 on both neighbours of the player with the lowest HP (you choose among ties; never on yourself).',
    ruling: 'P-T4',
    hint: 8,
  },
  diannaoqicaishu: {
    id: 'diannaoqicaishu',
    zh: '电脑奇才',
    en: 'Computer Whiz (book)',
    type: 'equipment',
    subtype: 'book',
    copies: 1,
    textZh: '特效：与别人交换一张或所有手牌。',
    textEn:
      'Once per play phase, with another player who has hand cards: swap one random hand card each, or swap your whole hands.',
    ruling: 'P-T4',
    hint: 5,
  },
  shenmijingqi: {
    id: 'shenmijingqi',
    zh: '神秘惊奇',
    en: 'Mystic Marvel',
    type: 'equipment',
    subtype: 'book',
    copies: 1,
    textZh: '特效，对一个人使用，那个人必须出5张手牌给你，否则-4点体力。',
    textEn:
      'Once, in your play phase, then the book is discarded: another player gives you 5 hand cards of their choice, or takes 4 damage from you.',
    ruling: 'P-T4',
    params: ['shenmijingqiCards', 'shenmijingqiDamage'],
    hint: 7,
  },

  // ——— god cards (5; 神卡: not tricks) ———
  yonghengzhihuo: {
    id: 'yonghengzhihuo',
    zh: '永恒之火',
    en: 'Eternal Fire',
    type: 'god',
    copies: 1,
    textZh:
      '特效：只能用一次：从自己开始判定，谁判定结果为草花，就是他的了。本卡可以直接秒杀一位玩家，不能使用【水】、【闪】、【躲】来躲避。【如果死亡者是主公，游戏结束，强盗胜利！】',
    textEn:
      'Play phase: starting with you, each player in seat order judges until one judges ♣; that player takes 永恒之火 into their hand armed (if nobody judges ♣ in one full round it is discarded). An armed 永恒之火 kills one chosen player outright: no 水, 闪, 躲 or 生死簿 saves them. If that player is the 国主, the game ends and the 强盗 win.',
    ruling: 'P-G4, P-W4',
    hint: 10,
  },
  tianshizhilei: {
    id: 'tianshizhilei',
    zh: '天使之泪',
    en: "Angel's Tear",
    type: 'god',
    copies: 1,
    textZh: '让自己血量变成10滴，一直别人打会你以前的血量才消失！',
    textEn:
      'Play phase: your HP becomes 10. The part above your HP before the card is a shield: damage removes it first and healing never restores it. Shown as HP.',
    params: ['tianshizhileiHp'],
    hint: 9,
  },
  jiaolazhihua: {
    id: 'jiaolazhihua',
    zh: '吉奥拉之花',
    en: "Jiaola's Flower",
    type: 'god',
    copies: 1,
    textZh: '可以把一位玩家“吃掉”，除非他丢弃2张水，给花的主人。',
    textEn: 'Play phase: another player dies unless they give you two 水.',
    params: ['jiaolazhihuaShui'],
    hint: 8,
  },
  haiyanggongzhu: {
    id: 'haiyanggongzhu',
    zh: '海洋公主',
    en: 'Ocean Princess',
    type: 'god',
    copies: 1,
    textZh: '控制对方的角色，他出什么牌都让你决定。（有效期：5回合）',
    textEn:
      'Play phase: another player. For their next 5 turns you make every decision for them (in their turns and their responses) and see their hand. Ends early if you die.',
    params: ['haiyanggongzhuTurns'],
    hint: 9,
  },
  guangmingzhiyan: {
    id: 'guangmingzhiyan',
    zh: '光明之眼',
    en: 'Eye of Light',
    type: 'god',
    copies: 1,
    textZh: '看所有玩家的手牌，并让他们都从中丢弃一张给你！',
    textEn: "Play phase: you see every player's hand, then take one card of your choice from each other player's hand.",
    hint: 8,
  },
});

/** All card kind ids in table order. */
export const CARD_KIND_IDS: readonly CardKindId[] = Object.freeze(Object.keys(CARD_KINDS) as CardKindId[]);

/** The delayed tricks (P-T1: placed in front of a player, resolved at their turn, newest placed first). */
export const DELAYED_TRICKS: readonly CardKindId[] = Object.freeze(
  CARD_KIND_IDS.filter((id) => CARD_KINDS[id].subtype === 'delayed'),
);

/** True when `id` names a card kind; narrows untrusted strings. */
export function isCardKindId(id: string): id is CardKindId {
  return Object.hasOwn(CARD_KINDS, id);
}

/** True when the kind is a weapon card: what 诅咒, 八卦阵 and 洛神 test on a judgement card (P-G4). */
export function isWeapon(id: CardKindId): boolean {
  return CARD_KINDS[id].subtype === 'weapon';
}
