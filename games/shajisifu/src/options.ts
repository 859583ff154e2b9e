import type { BoolOption, OptionCatalogue, OptionSpec } from '@shaju/engine';

/**
 * Every option and preset of 杀机四伏 (packages/engine/src/options.ts), as data. A configuration is
 * `{ players, ...values }`; `validateConfig` (config.ts) checks it against this catalogue, and the rules read the values
 * through `rulesOf` (settings.ts). Every default is the seed as the rulings read it (docs/rulings/shajisifu.md), so a
 * game configured with defaults only is the game as written. Seed lines are quoted from the rulebook (seed 002).
 */

/** A win-condition switch (S-V1): on by default. */
function win(id: string, zh: string, en: string, source: string): BoolOption {
  return {
    id: `win.${id}`,
    group: 'victory',
    type: 'bool',
    default: true,
    label: { zh: `胜利条件 ${id}`, en: `Win condition ${id}` },
    help: { zh: `${zh}。关闭后此条件不再带来胜利。`, en: `${en}. Off: this condition no longer wins.` },
    source,
  };
}

/** A card value the seed fixes (S-C2; seed: A=1,J=11,Q=12,K=13,王=20). */
function value(id: string, zh: string, en: string, dflt: number, max: number): OptionSpec {
  return {
    id: `value.${id}`,
    group: 'values',
    type: 'int',
    default: dflt,
    min: 1,
    max,
    label: { zh: `${zh}的点数`, en: `Value of ${en}` },
    help: {
      zh: `${zh}作为伤害牌和翻牌时的点数（默认 ${dflt}）。2–10 按牌面。`,
      en: `The value of ${en} as damage and when flipped (default ${dflt}). 2–10 count their face.`,
    },
    source: 'S-C2; seed: A=1,J=11,Q=12,K=13,王=20',
  };
}

/**
 * The catalogue of 杀机四伏: groups, options (ids are the configuration fields; `decks`, `pong` and `maxTurns` are always
 * stored, every other option only when it differs from its default) and presets (`seed` first).
 */
export const OPTIONS: OptionCatalogue = {
  groups: [
    { id: 'deck', label: { zh: '牌堆与发牌', en: 'Deck and deal' } },
    { id: 'values', label: { zh: '点数', en: 'Card values' } },
    { id: 'death', label: { zh: '死亡与惩罚', en: 'Death and penalty' } },
    { id: 'victory', label: { zh: '胜利条件', en: 'Win conditions' } },
    { id: 'variants', label: { zh: '变体', en: 'Variants' } },
    { id: 'limits', label: { zh: '限制', en: 'Limits' } },
  ],
  options: [
    {
      id: 'decks',
      group: 'deck',
      type: 'int',
      default: 4,
      min: 2,
      max: 8,
      label: { zh: '牌的副数', en: 'Decks' },
      help: {
        zh: '洗在一起的 54 张扑克牌的副数。',
        en: 'Standard 54-card decks shuffled together.',
      },
      source: 'S-C1; seed: 多副扑克（4副以上吧）',
    },
    {
      id: 'startHand',
      group: 'deck',
      type: 'int',
      default: 3,
      min: 0,
      max: 20,
      label: { zh: '起始手牌', en: 'Starting hand' },
      help: {
        zh: '开局时每人摸的手牌数（身份牌之外）。0：人人从第一回合起就可以攻击。',
        en: 'Hand cards each player is dealt besides the identity card. 0: everyone may attack from the first turn.',
      },
      source: 'S-S1; seed: 每人摸取3张手牌',
    },
    value('A', 'A', 'an ace', 1, 30),
    value('J', 'J', 'a jack', 11, 30),
    value('Q', 'Q', 'a queen', 12, 30),
    value('K', 'K', 'a king', 13, 30),
    value('joker', '王', 'a joker', 20, 50),
    {
      id: 'deathTotal',
      group: 'death',
      type: 'int',
      default: 50,
      min: 10,
      max: 500,
      label: { zh: '死亡点数', en: 'Death total' },
      help: {
        zh: '伤害牌点数总和达到此数即死亡。',
        en: 'A player whose damage cards total this much or more dies.',
      },
      source: 'S-D1; seed: 如果伤害牌数值总和达到50，则视为死亡',
    },
    {
      id: 'sameValueCount',
      group: 'death',
      type: 'int',
      default: 3,
      min: 2,
      max: 20,
      label: { zh: '同点数死亡张数', en: 'Same-value count' },
      help: {
        zh: '伤害牌中有这么多张同点数的牌即死亡。',
        en: 'A player with this many damage cards of one value dies.',
      },
      source: 'S-D1; seed: 伤害牌中出现三张或更多的相同数值，也视为死亡',
    },
    {
      id: 'penalty',
      group: 'death',
      type: 'enum',
      default: 'last',
      values: [
        { id: 'last', label: { zh: '最后一张的点数', en: 'the last card’s value' } },
        { id: 'half', label: { zh: '最后一张点数的一半（向上取整）', en: 'half the last card’s value, rounded up' } },
        { id: 'none', label: { zh: '不罚摸', en: 'no penalty draw' } },
      ],
      label: { zh: '被迫停止的罚摸', en: 'Penalty draw' },
      help: {
        zh: '翻牌被迫停止（翻出的牌比前一张小）时，攻击者罚摸的张数。',
        en: 'How many cards an attacker draws when forced to stop flipping (a card lower than the one before).',
      },
      source: 'S-A3; seed: 你要摸取#张手牌，其中#是指你最后翻开的那张牌的数值',
    },
    {
      id: 'diamondHand',
      group: 'victory',
      type: 'int',
      default: 10,
      min: 1,
      max: 100,
      label: { zh: '拜金女的手牌数', en: 'Gold-digger’s hand' },
      help: {
        zh: '拜金女（♦）胜利条件 A 需要的手牌张数。',
        en: 'Hand cards the gold-digger (♦) needs for win condition A.',
      },
      source: 'S-V1; seed: 拥有至少10张手牌',
      // The hand size counts only for the gold-digger's condition A.
      dependsOn: [{ id: 'win.D-A', is: [true] }],
    },
    win(
      'H-A',
      '嫉妒女：自己的上下家都死亡',
      'Jealous woman (♥): both starting neighbours are dead',
      'S-V1; seed: 红心 A',
    ),
    win(
      'H-B',
      '嫉妒女：别人宣布胜利时自己还活着',
      'Jealous woman (♥): alive when someone else wins',
      'S-V1, S-V2; seed: 红心 B',
    ),
    win('D-A', '拜金女：手牌达到规定张数', 'Gold-digger (♦): holds enough hand cards', 'S-V1; seed: 方块 A'),
    win('D-B', '拜金女：成为最后 2 个幸存者之一', 'Gold-digger (♦): one of the last two alive', 'S-V1; seed: 方块 B'),
    win('S-A', '穷困男：亲自杀死一个拜金女', 'Poor man (♠): killed a gold-digger', 'S-V1; seed: 黑桃 A'),
    win('S-B', '穷困男：所有人的身份都公开', 'Poor man (♠): every identity is public', 'S-V1; seed: 黑桃 B'),
    win('C-A', '失恋男：自己第一个死亡', 'Jilted man (♣): the first to die', 'S-V1; seed: 梅花 A'),
    win(
      'C-B',
      '失恋男：有人死亡后亲自杀死一个人',
      'Jilted man (♣): killed someone after a death',
      'S-V1; seed: 梅花 B',
    ),
    win('J-A', '追星族：自己死亡而又不是第一个死者', 'Fan (王): died, and not first', 'S-V1; seed: 大小王 A'),
    win(
      'J-B',
      '追星族：杀死一个公开身份的人',
      'Fan (王): killed a player whose identity was public',
      'S-V1; seed: 大小王 B',
    ),
    win(
      'sole',
      '任何身份：成为唯一存活的玩家（关闭后只剩一人时平局）',
      'Anyone: the only player alive (off: a game down to one player is a draw)',
      'S-V1; seed: 成为最后唯一的幸存者',
    ),
    {
      id: 'pong',
      group: 'variants',
      type: 'bool',
      default: false,
      label: { zh: '碰', en: 'Pong (碰)' },
      help: {
        zh: '他人打出一张牌时，手中有一张完全相同的牌（同花色同点数）的玩家可以「碰」，打出它并接过行动权。',
        en: 'When someone plays a card, a player holding an identical card (same suit and rank) may claim it (碰) and take over.',
      },
      source: 'S-P1',
    },
    {
      id: 'maxTurns',
      group: 'limits',
      type: 'int',
      default: 2000,
      min: 1,
      max: 100000,
      label: { zh: '回合上限', en: 'Turn limit' },
      help: { zh: '到达此回合数仍未分出胜负则平局。', en: 'The game ends as a draw after this many turns.' },
      source: 'S-V2',
    },
  ],
  presets: [
    {
      id: 'seed',
      version: 1,
      title: { zh: '原版', en: 'Seed' },
      description: {
        zh: '规则书原样（按裁定补全）。',
        en: 'The rulebook as written, its gaps filled by the rulings.',
      },
      values: {},
    },
    {
      id: 'quick',
      version: 1,
      title: { zh: '快速局', en: 'Quick' },
      description: {
        zh: '起始手牌 1 张、伤害总计 40 即死亡：更早开始攻击，更快出现死者。启发式机器人 4–10 人对局平均约 21 回合（原版约 35）。',
        en: 'One starting hand card and death at 40: attacks start sooner and players die sooner. Heuristic bots at 4–10 players average about 21 turns (seed: about 35).',
      },
      values: { startHand: 1, deathTotal: 40 },
    },
    {
      id: 'balanced',
      version: 1,
      title: { zh: '平衡（初版）', en: 'Balanced (first attempt)' },
      description: {
        zh: '关闭嫉妒女B、失恋男A、追星族A 三个胜利条件。原版中嫉妒女靠「别人胜利时还活着」赢下约 80% 的对局；关闭后启发式机器人 4–10 人对局中五种身份的胜率都在 12%–21% 之间。',
        en: 'Turns off win conditions ♥ B, ♣ A and joker A. In the seed the jealous woman wins about 80% of games by being alive when someone else wins; without them, heuristic bots at 4–10 players win 12%–21% with every identity.',
      },
      values: { 'win.H-B': false, 'win.C-A': false, 'win.J-A': false },
    },
  ],
};
