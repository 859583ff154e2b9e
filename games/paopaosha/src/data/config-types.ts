/**
 * The shape of a 跑跑杀 configuration (types only, so that the card and rules modules may name it without importing the
 * validation, which reads the option catalogue built from them). Validation and defaults: config.ts.
 */

/**
 * The game mode (P-B1): `identity` is the seed's identity game (国主, 大臣, 强盗, 小贼); `boss` is the 海盗王 mode, one
 * boss against a team of 2–7 跑跑 with no hidden identities.
 */
/** A pack as a configuration holds it (docs/packs.md): its id, name and entries (card entries, checked). */
export interface ContentPack {
  readonly id: string;
  readonly name: string;
  readonly entries: readonly unknown[];
}

export type PaopaoshaMode = 'identity' | 'boss';

/**
 * Configuration of a 跑跑杀 game. P-G2: every number a ruling invents (and every number of the seed a designer may want to
 * tune) is a named field here, with the ruling's value as its default. All numeric fields are integers; their allowed
 * ranges are in `CONFIG_BOUNDS`. Build one with `defaultConfig`, check an untrusted one with `validateConfig`.
 * A configuration may also hold the other options of the catalogue (data/options.ts: the scalar options read through
 * `opt`, `deck.<card>`, `character.<id>`, `hp.<id>`), each only when it differs from its default.
 */
export interface PaopaoshaConfig {
  /**
   * The packs this game plays with (docs/packs.md), their entries embedded so that a record replays without the pack
   * files; absent for the seed. Checked against the content schema where they come in (the kit, `--pack`).
   */
  readonly packs?: readonly ContentPack[];
  /** Number of seats, boss included in boss mode. Identity mode 3–12 (P-S1); boss mode 3–8 = boss + 2–7 跑跑 (P-B1). */
  readonly players: number;
  /** `identity` (default) or `boss` (P-B1). */
  readonly mode: PaopaoshaMode;
  /** Characters offered to the 国主, who chooses first (P-S2; default 3). */
  readonly lordChoices: number;
  /** Characters offered to every other player, chosen in seat order after the 国主 (P-S2; default 3). */
  readonly characterChoices: number;
  /** Extra max HP of the 国主 (P-S2 by P-G1, standard 三国杀: +1). Applies from `lordExtraHpFrom` players. */
  readonly lordExtraHp: number;
  /** Smallest player count at which the 国主 gets `lordExtraHp` (P-S2: 5 or more players; 13 = never). */
  readonly lordExtraHpFrom: number;
  /** Cards each player draws before the first turn (P-S4; seed: 4张起始手牌). */
  readonly startingHand: number;
  /** Cards drawn in an ordinary draw phase (P-T1; seed: 每回合开始可从牌堆顶摸两张牌). */
  readonly drawPerTurn: number;
  /** Rounds after which a game with no result ends as a draw (P-W4; default 200). A round starts at the first seat's turn. */
  readonly maxRounds: number;
  /** Identity rewards and penalties: killing a 强盗 draws cards, the 国主 killing a 大臣 discards all (P-W3; default on). */
  readonly rewardsAndPenalties: boolean;
  /**
   * Character skills and skill-book effects are in force (default on). Off, characters only set HP and
   * nation: a designer's switch for comparing balance with and without skills, and the setting of card-only tests.
   */
  readonly characterSkills: boolean;
  /** Cards the killer of a 强盗 draws when `rewardsAndPenalties` is on (P-W3; default 3). */
  readonly qiangdaoKillDraw: number;
  /** Boss max HP per opponent: the 海盗王 has this × the number of 跑跑 (P-B1; default 4). */
  readonly bossHpPerOpponent: number;
  /** Uses of 死神冥刀 (as 生死簿 or 诅咒) before it is discarded (weapons ruling; seed: 只能用三次). */
  readonly sishenmingdaoUses: number;
  /** Uses per game of 小葱's 修电脑 (characters ruling; seed: 只能用3次). */
  readonly xiudiannaoUses: number;
  /** Uses per game of 大大豆's 豆浆 (characters ruling; seed: 只限5次). */
  readonly doujiangUses: number;
  /** Uses per game of 豆鸡眼's 杂技 (characters ruling; seed: 只限2次). */
  readonly zajiUses: number;
  /** Turns of the target that 海洋公主 controls (god cards ruling; seed: 有效期：5回合). */
  readonly haiyanggongzhuTurns: number;
  /** Uses per game of 海盗王's 司令部 (characters ruling; seed: 只限一次). */
  readonly silingbuUses: number;
  /** The HP that 天使之泪 sets (god cards ruling; seed: 让自己血量变成10滴). */
  readonly tianshizhileiHp: number;
  /** Damage of 地雷 when its judgement is ♥ (trick ruling; seed: 减三点体力). */
  readonly dileiDamage: number;
  /** Damage of 水雷 when its judgement is ♥ (trick ruling; seed: 减二点体力). */
  readonly shuileiDamage: number;
  /** Damage of 诅咒 when its judgement is a weapon (trick ruling, P-G3; seed: 对方减3血). */
  readonly zuzhouDamage: number;
  /** Hand cards the target of 神秘惊奇 must give to avoid the damage (skill books ruling; seed: 出5张手牌给你). */
  readonly shenmijingqiCards: number;
  /** Damage of 神秘惊奇 when the target does not give the cards (skill books ruling; seed: -4点体力). */
  readonly shenmijingqiDamage: number;
  /** 水 the target of 吉奥拉之花 must give to survive (god cards ruling; seed: 丢弃2张水). */
  readonly jiaolazhihuaShui: number;
  /** Cards drawn by 本来就有 (trick ruling; seed: 可再摸两张牌). */
  readonly benlaijiuyouDraw: number;
  /** Cards drawn by 蓝蓝's 蓝色风云 at turn end (characters ruling; seed: 你摸5张牌). */
  readonly lansefengyunDraw: number;
  /** Max HP of 蓝蓝: the seed gives none, the characters ruling sets 3* (P-G2). */
  readonly lanlanHp: number;
  /** Max HP of 小豆: the seed's 体力0 would kill at once, the characters ruling sets 3* (P-G2). */
  readonly xiaodouHp: number;
  /** Max HP of 豆鸡眼: the seed gives none, the characters ruling sets 4* (P-G2). */
  readonly doujiyanHp: number;
}

/** The integer fields of `PaopaoshaConfig`. */
export type PaopaoshaIntField = {
  [K in keyof PaopaoshaConfig]-?: PaopaoshaConfig[K] extends number ? K : never;
}[keyof PaopaoshaConfig] &
  string;
