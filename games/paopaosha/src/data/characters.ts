/**
 * The 12 characters of 跑跑杀 and their skills, as typed frozen data. Behaviour lives in the rules code, one file per
 * skill; here are the numbers, the limits and the texts.
 *
 * Sources: the seed's 人物牌 section (Chinese texts, quoted verbatim in `textZh`) and the rulings' Characters table
 * (English `textEn`, HP marked * where the ruling invents it). P-S2: the product has the 12 characters the seed describes;
 * the pool players choose from is every character but 海盗王. P-T6: active skills once per turn unless the text gives
 * another limit.
 */
import type { CharacterBotHints, SkillBotHints } from './bot-hints.ts';
import type { PaopaoshaConfig } from './config-types.ts';
import { deepFreeze } from './freeze.ts';
import type { Art, Words } from './words-types.ts';

/** Pinyin id of a character. */
export type CharacterId =
  | 'pidan'
  | 'xiaopi'
  | 'heiniu'
  | 'laopi'
  | 'piguanxiaoqian'
  | 'congtou'
  | 'xiaocong'
  | 'lanlan'
  | 'dadadou'
  | 'xiaodou'
  | 'doujiyan'
  | 'haidaowang';

/**
 * Pinyin id of a skill. Ids that could be confused:
 * - `heiniu_niu` is 黑妞's skill 黑“牛”; `heiniu` is the character 黑妞.
 * - `diannaoqicai` is 小葱's skill 电脑奇才; the skill book of the same name is the card kind `diannaoqicaishu`.
 * - `doujiyanji` is the skill 斗鸡眼; `doujiyan` is the character 豆鸡眼.
 * - `qiangdao` is 海盗王's skill 强盗; the identity 强盗 is the `IdentityId` `qiangdao` (a different namespace).
 */
export type SkillId =
  | 'shuijiao'
  | 'zhuxi'
  | 'shangxue'
  | 'meishu'
  | 'ailian'
  | 'heiniu_niu'
  | 'fayan'
  | 'qianrang'
  | 'tanwu'
  | 'tanpai'
  | 'aiguo'
  | 'congzhi'
  | 'diannaoqicai'
  | 'xiudiannao'
  | 'luoshen'
  | 'lansefengyun'
  | 'doujiang'
  | 'dounang'
  | 'douhua'
  | 'kandou'
  | 'zaji'
  | 'doujiyanji'
  | 'meili'
  | 'niux'
  | 'qiangdao'
  | 'baogongpu'
  | 'waigongpu'
  | 'zhonggongpu'
  | 'silingbu';

/** Nation (人物属性): 皮国, 葱国, 豆国, or the boss (海盗族). */
export type Nation = 'pi' | 'cong' | 'dou' | 'boss';

/** Chinese label of a nation as a character shows it. */
export type NationZh = '皮国' | '葱国' | '豆国' | 'BOSS';

/** Display names of each nation. */
export const NATIONS: { readonly [N in Nation]: { readonly zh: NationZh; readonly en: string } } = deepFreeze({
  pi: { zh: '皮国', en: 'Pi Kingdom' },
  cong: { zh: '葱国', en: 'Cong Kingdom' },
  dou: { zh: '豆国', en: 'Dou Kingdom' },
  boss: { zh: 'BOSS', en: 'Boss (Pirates)' },
});

/**
 * How a skill is used:
 * - `locked` (锁定技): always applies; the owner makes no choice to use it.
 * - `triggered`: at a fixed timing or event the owner may choose to use it (or chooses how it applies).
 * - `active`: the owner uses it by choice in their play phase.
 * - `conversion`: lets the owner use or play cards as another card (豆浆, 杂技: any card as 水; 强盗: as 强盗入侵).
 */
export type SkillKind = 'locked' | 'triggered' | 'active' | 'conversion';

/** Use limits: `perTurn` uses in one turn (P-T6), `perGame` uses in the whole game (counted in the state, P-T6). */
export interface SkillLimit {
  readonly perTurn?: number;
  readonly perGame?: number;
}

/** One skill. */
export interface Skill {
  /** Pinyin id (see `SkillId` for the ids that differ from the Chinese name). */
  readonly id: SkillId;
  /** Chinese name as in the seed. */
  readonly zh: string;
  /** English gloss of the name. */
  readonly en: string;
  /** The character that has it. */
  readonly owner: CharacterId;
  /** How it is used. */
  readonly kind: SkillKind;
  /** Use limits with their default values (`params` names the config field of a per-game limit, P-G2). */
  readonly limit?: SkillLimit;
  /** The seed's Chinese text, verbatim. */
  readonly textZh: string;
  /** English rules text as the rulings fix it (defaults of the config fields in `params`). */
  readonly textEn: string;
  /** Ruling ids beyond the Characters table, comma separated. */
  readonly ruling?: string;
  /** Config fields that set this skill's numbers (P-G2). */
  readonly params?: readonly (keyof PaopaoshaConfig)[];
  /** What the renderers say about it beyond its name and text (its questions, options…), zh and en: words-types.ts. */
  readonly words?: Words;
  /** What the heuristic bot knows of the skill: how to use it, answer its choices (data/bot-hints.ts). Never a rule. */
  readonly bot?: SkillBotHints;
}

/** One character. */
export interface Character {
  /** Pinyin id. */
  readonly id: CharacterId;
  /** Chinese name. */
  readonly zh: string;
  /** English name (pinyin, or a translation for 海盗王). */
  readonly en: string;
  /** Nation (人物属性). */
  readonly nation: Nation;
  /** Chinese nation label. */
  readonly nationZh: NationZh;
  /**
   * Max HP (体力上限) by default, before the 国主's extra HP (P-S2). `null` for 海盗王: the boss's HP is
   * `bossHpPerOpponent` × the number of opponents (P-B1).
   */
  readonly hp: number | null;
  /** Where an HP comes from a ruling rather than the seed (marked * in the rulings), the ruling and its config field. */
  readonly hpRuling?: string;
  /** Config field that overrides this character's HP (P-G2), when the HP is a ruling's number. */
  readonly hpParam?: keyof PaopaoshaConfig;
  /** Skill ids, in the seed's order. */
  readonly skills: readonly SkillId[];
  /** Its picture: the emblem of its portrait on the table (words-types.ts `Art`). */
  readonly art: Art;
  /** What the heuristic bot makes of the character (data/bot-hints.ts). Never a rule. */
  readonly bot?: CharacterBotHints;
}

type CharacterTable = { readonly [K in CharacterId]: Character & { readonly id: K } };
type SkillTable = { readonly [K in SkillId]: Skill & { readonly id: K } };

/** Every character by id, frozen; pool characters first, 海盗王 last. */
export const CHARACTERS: CharacterTable = deepFreeze<CharacterTable>({
  pidan: {
    id: 'pidan',
    zh: '皮蛋',
    en: 'Pidan',
    nation: 'pi',
    nationZh: '皮国',
    hp: 4,
    skills: ['shuijiao', 'zhuxi'],
    art: { icon: 'fried-eggs' },
  },
  xiaopi: {
    id: 'xiaopi',
    zh: '小皮',
    en: 'Xiaopi',
    nation: 'pi',
    nationZh: '皮国',
    hp: 3,
    skills: ['shangxue', 'meishu'],
    art: { icon: 'baby-face' },
    bot: { bonus: 0.8 },
  },
  heiniu: {
    id: 'heiniu',
    zh: '黑妞',
    en: 'Heiniu',
    nation: 'pi',
    nationZh: '皮国',
    hp: 4,
    skills: ['ailian', 'heiniu_niu'],
    art: { icon: 'woman-elf-face' },
    bot: { bonus: 0.3 },
  },
  laopi: {
    id: 'laopi',
    zh: '老皮',
    en: 'Laopi',
    nation: 'pi',
    nationZh: '皮国',
    hp: 4,
    skills: ['fayan', 'qianrang'],
    art: { icon: 'wizard-face' },
    bot: { bonus: 1.5 },
  },
  piguanxiaoqian: {
    id: 'piguanxiaoqian',
    zh: '皮官小钱',
    en: 'Piguan Xiaoqian',
    nation: 'pi',
    nationZh: '皮国',
    hp: 4,
    skills: ['tanwu', 'tanpai'],
    art: { icon: 'money-stack' },
    bot: { bonus: 1.5 },
  },
  congtou: {
    id: 'congtou',
    zh: '葱头',
    en: 'Congtou',
    nation: 'cong',
    nationZh: '葱国',
    hp: 4,
    skills: ['aiguo', 'congzhi'],
    art: { icon: 'leek' },
    bot: { bonus: 0.3 },
  },
  xiaocong: {
    id: 'xiaocong',
    zh: '小葱',
    en: 'Xiaocong',
    nation: 'cong',
    nationZh: '葱国',
    hp: 3,
    skills: ['diannaoqicai', 'xiudiannao'],
    art: { icon: 'brain' },
  },
  lanlan: {
    id: 'lanlan',
    zh: '蓝蓝',
    en: 'Lanlan',
    nation: 'cong',
    nationZh: '葱国',
    hp: 3,
    hpRuling: 'rulings Characters table: 3* (the seed gives none); P-G2 config lanlanHp',
    hpParam: 'lanlanHp',
    skills: ['luoshen', 'lansefengyun'],
    art: { icon: 'flower-twirl' },
    bot: { bonus: 1.2 },
  },
  dadadou: {
    id: 'dadadou',
    zh: '大大豆',
    en: 'Dadadou',
    nation: 'dou',
    nationZh: '豆国',
    hp: 4,
    skills: ['doujiang', 'dounang'],
    art: { icon: 'peanut' },
  },
  xiaodou: {
    id: 'xiaodou',
    zh: '小豆',
    en: 'Xiaodou',
    nation: 'dou',
    nationZh: '豆国',
    hp: 3,
    hpRuling: 'rulings Characters table: 3* (the seed says 体力0, which would kill at once); P-G2 config xiaodouHp',
    hpParam: 'xiaodouHp',
    skills: ['douhua', 'kandou'],
    art: { icon: 'peas' },
    bot: { bonus: -1 },
  },
  doujiyan: {
    id: 'doujiyan',
    zh: '豆鸡眼',
    en: 'Doujiyan',
    nation: 'dou',
    nationZh: '豆国',
    hp: 4,
    hpRuling: 'rulings Characters table: 4* (the seed gives none); P-G2 config doujiyanHp',
    hpParam: 'doujiyanHp',
    skills: ['zaji', 'doujiyanji'],
    art: { icon: 'monk-face' },
    bot: { bonus: 0.5 },
  },
  haidaowang: {
    id: 'haidaowang',
    zh: '海盗王',
    en: 'Pirate King',
    nation: 'boss',
    nationZh: 'BOSS',
    hp: null,
    hpRuling: 'P-B1: bossHpPerOpponent × opponents (seed: 体力？？？)',
    skills: ['meili', 'niux', 'qiangdao', 'baogongpu', 'waigongpu', 'zhonggongpu', 'silingbu'],
    art: { icon: 'pirate-captain' },
  },
});

/** Every skill by id, frozen, in character order. */
export const SKILLS: SkillTable = deepFreeze<SkillTable>({
  shuijiao: {
    id: 'shuijiao',
    zh: '睡觉',
    en: 'Nap',
    owner: 'pidan',
    kind: 'triggered',
    textZh: '你暂停一回合。下回合不受任何伤害。',
    textEn:
      'At your turn start you may skip the whole turn; if you do, you take no damage until your next turn starts.',
    words: {
      zh: {
        ask: {
          choose: '睡觉：跳过整个回合吗？若如此，直到你的下个回合开始前不会受到伤害。',
        },
        options: {
          yes: '睡觉：跳过本回合',
        },
      },
      en: {
        ask: {
          choose: 'Nap: skip this whole turn? If you do, you take no damage until your next turn starts.',
        },
        options: {
          yes: 'Nap: skip this turn',
        },
      },
    },
    bot: { choices: { '': { policy: 'sleep' } } },
  },
  zhuxi: {
    id: 'zhuxi',
    zh: '主席',
    en: 'Chairman',
    owner: 'pidan',
    kind: 'locked',
    textZh: '任何人的身份，你都知道。',
    textEn: "Locked: you see every player's identity.",
  },
  shangxue: {
    id: 'shangxue',
    zh: '上学',
    en: 'School',
    owner: 'xiaopi',
    kind: 'locked',
    textZh: '每回合多摸1张牌',
    textEn: 'You draw 1 more card in your draw phase.',
  },
  meishu: {
    id: 'meishu',
    zh: '美术',
    en: 'Art Class',
    owner: 'xiaopi',
    kind: 'locked',
    textZh: '任何【杀】，别人需要2张【闪】才能抵挡',
    textEn: 'A target needs two Dodge cards to stop your Kill.',
  },
  ailian: {
    id: 'ailian',
    zh: '爱恋',
    en: 'Crush',
    owner: 'heiniu',
    kind: 'active',
    limit: { perTurn: 1 },
    textZh: '你扔掉两张牌，可以将你和另一位玩家恢复一点体力',
    textEn: 'Once per play phase, discard 2 hand cards: you and another player each heal 1.',
    ruling: 'P-T6',
    words: {
      zh: {
        ask: {
          discard: '爱恋：还需弃 {n} 张手牌（你与 {target} 各回复 1 点体力）。',
        },
      },
      en: {
        ask: {
          discard: 'Crush: discard {n} more hand cards (you and {target} each heal 1).',
        },
      },
    },
    bot: { use: { policy: 'healBoth', score: 30 } },
  },
  heiniu_niu: {
    id: 'heiniu_niu',
    zh: '黑“牛”',
    en: 'Black "Ox"',
    owner: 'heiniu',
    kind: 'locked',
    textZh: '别人对你出衰神诅咒，直接无效！',
    textEn: 'Locked: Curse has no effect on you.',
    ruling: 'P-G3',
  },
  fayan: {
    id: 'fayan',
    zh: '发言',
    en: 'Speech',
    owner: 'laopi',
    kind: 'locked',
    textZh: '回合开始时，你多摸N张牌（N=现在的玩家，不包括 你），然后再出牌。',
    textEn: 'In your draw phase you draw as many extra cards as there are other alive players.',
  },
  qianrang: {
    id: 'qianrang',
    zh: '谦让',
    en: 'Modesty',
    owner: 'laopi',
    kind: 'locked',
    textZh: '体力值满，不用弃牌。',
    textEn: 'With full HP you skip your discard phase.',
    words: {
      zh: {
        skips: {
          discard: '{name}：体力已满，',
        },
      },
      en: {
        skips: {
          discard: '{name}: full HP, ',
        },
      },
    },
  },
  tanwu: {
    id: 'tanwu',
    zh: '贪污',
    en: 'Embezzlement',
    owner: 'piguanxiaoqian',
    kind: 'triggered',
    textZh: '每次回合开始时，你可以抽取每位玩家的牌1张',
    textEn: 'At your turn start you may take one random hand card from each other player.',
    words: {
      zh: {
        ask: {
          choose: '贪污：从每名其他玩家处各随机获得一张手牌吗？',
        },
      },
      en: {
        ask: {
          choose: 'Embezzlement: take a random hand card from each other player?',
        },
      },
    },
    bot: { choices: { '': { policy: 'takeOneEach', draw: 'tanpaiDraw' } } },
  },
  tanpai: {
    id: 'tanpai',
    zh: '贪牌',
    en: 'Card Greed',
    owner: 'piguanxiaoqian',
    kind: 'locked',
    textZh: '回合开始摸5张牌。',
    textEn: 'In your draw phase you draw 5 cards instead of 2.',
  },
  aiguo: {
    id: 'aiguo',
    zh: '爱国',
    en: 'Patriot',
    owner: 'congtou',
    kind: 'triggered',
    textZh: '回合开始，多摸1张牌，给别人，也可以选择保留。',
    textEn: 'At your turn start you draw 1 card; you may give that card to another player.',
    words: {
      zh: {
        ask: {
          choose: '爱国：把摸到的 {optionCard} 交给另一名玩家，还是留下？',
        },
      },
      en: {
        ask: {
          choose: 'Patriot: give the card you drew, {optionCard}, to another player, or keep it?',
        },
      },
    },
    bot: { choices: { '': { policy: 'giveAway' } } },
  },
  congzhi: {
    id: 'congzhi',
    zh: '葱汁',
    en: 'Scallion Juice',
    owner: 'congtou',
    kind: 'triggered',
    textZh: '受到一点伤害，你弃掉2张牌不受伤害。',
    textEn: 'For each point of damage you would take, you may discard 2 cards to prevent it.',
    words: {
      zh: {
        ask: {
          choose: '葱汁：弃置两张牌，防止 1 点伤害吗？（即将受到 {n} 点伤害）',
          discard: '葱汁：还需弃 {n} 张牌（手牌或装备）。',
        },
        options: {
          yes: '弃两张牌，防止 1 点伤害',
        },
      },
      en: {
        ask: {
          choose: 'Scallion Juice: discard two cards to prevent 1 damage? ({n} damage coming)',
          discard: 'Scallion Juice: discard {n} more (hand or equipment).',
        },
        options: {
          yes: 'Discard two cards, prevent 1 damage',
        },
      },
    },
    bot: { choices: { '': { policy: 'discardToPrevent' } } },
  },
  diannaoqicai: {
    id: 'diannaoqicai',
    zh: '电脑奇才',
    en: 'Computer Whiz',
    owner: 'xiaocong',
    kind: 'triggered',
    limit: { perTurn: 1 },
    textZh: '回合开始时。你可以与别人交换一张手牌（一回合限一次）',
    textEn: 'Once per turn, at your turn start: swap one hand card you pick with a random hand card of another player.',
    words: {
      zh: {
        ask: {
          choose: '电脑奇才：选一张你的手牌，与另一名玩家的随机一张手牌交换（或不发动）。',
        },
        steps: {
          target: {
            ask: {
              choose: '电脑奇才：与谁交换？',
            },
          },
        },
      },
      en: {
        ask: {
          choose:
            'Computer Whiz: pick one of your hand cards to swap with a random hand card of another player (or not).',
        },
        steps: {
          target: {
            ask: {
              choose: 'Computer Whiz: swap with whom?',
            },
          },
        },
      },
    },
    bot: { choices: { '': { policy: 'swapCard' }, target: { policy: 'swapTarget' } } },
  },
  xiudiannao: {
    id: 'xiudiannao',
    zh: '修电脑',
    en: 'Computer Repair',
    owner: 'xiaocong',
    kind: 'active',
    limit: { perGame: 3 },
    textZh: '弃掉1张【闪】自己+1滴血。只能用3次。',
    textEn: 'Discard a Dodge: you heal 1. Three times per game.',
    ruling: 'P-T6',
    params: ['xiudiannaoUses'],
    bot: { use: { policy: 'discardForHeal', score: 78 } },
  },
  luoshen: {
    id: 'luoshen',
    zh: '洛神',
    en: 'Goddess of the Luo',
    owner: 'lanlan',
    kind: 'triggered',
    textZh: '回合开始时，进行判定。如不是【武器】，这张牌归你，再次进行下一次判定，如是【武器】，这张牌反回牌堆。',
    textEn:
      'At your turn start you may judge: not a weapon → take the card and you may judge again; a weapon → it is shuffled back into the draw pile and you stop.',
    ruling: 'P-G4',
    words: {
      zh: {
        ask: {
          choose: '洛神：进行判定吗？（不是武器牌就获得这张牌，并可以再判定）',
        },
        options: {
          yes: '判定',
        },
        judge: ['武器牌，洗回牌堆，停止', '不是武器牌，获得此牌'],
      },
      en: {
        ask: {
          choose: 'Goddess of the Luo: judge? (not a weapon: you take the card and may judge again)',
        },
        options: {
          yes: 'Judge',
        },
        judge: ['a weapon: back into the pile, stop', 'not a weapon: taken'],
      },
    },
    bot: { choices: { '': { policy: 'judgeLoop', most: 10 } } },
  },
  lansefengyun: {
    id: 'lansefengyun',
    zh: '蓝色风云',
    en: 'Blue Storm',
    owner: 'lanlan',
    kind: 'locked',
    textZh: '回合结束时，你摸5张牌。',
    textEn: 'At your turn end you draw 5 cards.',
    params: ['lansefengyunDraw'],
  },
  doujiang: {
    id: 'doujiang',
    zh: '豆浆',
    en: 'Soy Milk',
    owner: 'dadadou',
    kind: 'conversion',
    limit: { perGame: 5 },
    textZh: '任何一张牌都能加血（只限5次）',
    textEn: 'Any card can be used as Water. Five times per game.',
    ruling: 'P-T6',
    params: ['doujiangUses'],
    bot: { conversionCost: 1 },
  },
  dounang: {
    id: 'dounang',
    zh: '豆囊',
    en: 'Bean Pouch',
    owner: 'dadadou',
    kind: 'active',
    limit: { perTurn: 1 },
    textZh: '任何一张武器都能给别人加2滴血（一回合只限一次）',
    textEn: 'Once per turn, discard a weapon card: another player heals 2.',
    ruling: 'P-T6',
    bot: { use: { policy: 'healOther', score: 50, heal: 'dounangHeal' } },
  },
  douhua: {
    id: 'douhua',
    zh: '豆花',
    en: 'Tofu Pudding',
    owner: 'xiaodou',
    kind: 'locked',
    textZh: '当另一名豆国武将死后。你会死（假如没有豆国武将，任何一名对手死后，你也会死）',
    textEn:
      'Locked: when another Dou Kingdom (豆国) character dies, you die; if there is no other Dou Kingdom character in the game, you die when any other player dies.',
  },
  kandou: {
    id: 'kandou',
    zh: '看豆',
    en: 'Bean Watch',
    owner: 'xiaodou',
    kind: 'triggered',
    textZh: '回合开始前，你可以看牌堆顶部的N张牌（N=现在人数，包括你），可以挪一下位置。',
    textEn:
      'At your turn start you may look at the top N cards of the draw pile (N = alive players, you included) and put them back in any order.',
    words: {
      zh: {
        ask: {
          choose: '看豆：观看牌堆顶的 {n} 张牌，并按任意顺序放回吗？',
        },
        options: {
          yes: '观看并重新排列',
        },
        steps: {
          top: {
            ask: {
              choose: '看豆：选择放在牌堆顶第 {n} 张的牌（或保留其余牌的原顺序）。',
            },
          },
        },
      },
      en: {
        ask: {
          choose: 'Bean Watch: look at the top {n} cards of the draw pile and put them back in any order?',
        },
        options: {
          yes: 'Look and reorder',
        },
        steps: {
          top: {
            ask: {
              choose: 'Bean Watch: choose the card to put at position {n} from the top (or keep the rest as they are).',
            },
          },
        },
      },
    },
    bot: { choices: { '': { policy: 'always' }, top: { policy: 'orderTop' } } },
  },
  zaji: {
    id: 'zaji',
    zh: '杂技',
    en: 'Acrobatics',
    owner: 'doujiyan',
    kind: 'conversion',
    limit: { perGame: 2 },
    textZh: '回合开始前使用，任何一张牌等于【水】，只限2次',
    textEn: 'Any card can be used as Water. Twice per game.',
    ruling: 'P-T6',
    params: ['zajiUses'],
    bot: { conversionCost: 2.5 },
  },
  doujiyanji: {
    id: 'doujiyanji',
    zh: '斗鸡眼',
    en: 'Cross-Eyed',
    owner: 'doujiyan',
    kind: 'locked',
    textZh: '你出【杀】别人需要两张【闪】才能抵挡，你出【单挑】同样的道理。',
    textEn:
      'A target needs two Dodge cards to stop your Kill; in your Duel the other side must play two Kill cards each time.',
  },
  meili: {
    id: 'meili',
    zh: '魅力',
    en: 'Charisma',
    owner: 'haidaowang',
    kind: 'locked',
    textZh: '你出一张【杀】，对方无法【闪】只能通过【躲】。',
    textEn: 'Only Evade stops your Kill.',
  },
  niux: {
    id: 'niux',
    zh: '牛X',
    en: 'Awesome',
    owner: 'haidaowang',
    kind: 'locked',
    textZh: '无限出杀',
    textEn: 'You may use any number of Kill cards.',
    ruling: 'P-T2',
  },
  qiangdao: {
    id: 'qiangdao',
    zh: '强盗',
    en: 'Bandit',
    owner: 'haidaowang',
    kind: 'conversion',
    limit: { perTurn: 1 },
    textZh: '任何手牌当作【强盗入侵】使用',
    textEn: 'Once per turn, you may use any hand card as Bandit Raid.',
    ruling: 'P-T6',
  },
  baogongpu: {
    id: 'baogongpu',
    zh: '包公普',
    en: 'Baogongpu',
    owner: 'haidaowang',
    kind: 'locked',
    textZh: '每回合摸牌可摸10张',
    textEn: 'In your draw phase you draw 10 cards.',
  },
  waigongpu: {
    id: 'waigongpu',
    zh: '外公普',
    en: 'Waigongpu',
    owner: 'haidaowang',
    kind: 'locked',
    textZh: '回合结束时可摸10张',
    textEn: 'At your turn end you draw 10 cards.',
  },
  zhonggongpu: {
    id: 'zhonggongpu',
    zh: '中公普',
    en: 'Zhonggongpu',
    owner: 'haidaowang',
    kind: 'locked',
    textZh: '没有弃牌阶段。',
    textEn: 'You have no discard phase.',
    words: {
      zh: {
        skips: {
          discard: '{name}：',
        },
      },
      en: {
        skips: {
          discard: '{name}: ',
        },
      },
    },
  },
  silingbu: {
    id: 'silingbu',
    zh: '司令部',
    en: 'Headquarters',
    owner: 'haidaowang',
    kind: 'active',
    limit: { perGame: 1 },
    textZh: '控制所有人的手牌【只限一次，一人一回合 】',
    textEn: 'Once per game, choose a player: during their next turn you make their decisions.',
    ruling: 'P-T6',
    params: ['silingbuUses'],
    words: {
      zh: {
        control: '{by} 控制了 {who}（{via}，其下个回合）',
        commanded: '{who} 的下个回合由 {by} 指挥（司令部）',
      },
      en: {
        control: '{by} take{s} control of {who} ({via}, their next turn)',
        commanded: '{Whose} next turn is commanded by {by} (Headquarters)',
      },
    },
    bot: { use: { policy: 'command', score: 40 } },
  },
});

/** All character ids in table order. */
export const CHARACTER_IDS: readonly CharacterId[] = Object.freeze(Object.keys(CHARACTERS) as CharacterId[]);

/** All skill ids in table order. */
export const SKILL_IDS: readonly SkillId[] = Object.freeze(Object.keys(SKILLS) as SkillId[]);

/** The characters players choose from (P-S2): every character except the boss 海盗王 (11). */
export const CHARACTER_POOL: readonly CharacterId[] = Object.freeze(
  CHARACTER_IDS.filter((id) => CHARACTERS[id].nation !== 'boss'),
);

/** True when `id` names a character; narrows untrusted strings. */
export function isCharacterId(id: string): id is CharacterId {
  return Object.hasOwn(CHARACTERS, id);
}

/** True when `id` names a skill; narrows untrusted strings. */
export function isSkillId(id: string): id is SkillId {
  return Object.hasOwn(SKILLS, id);
}
