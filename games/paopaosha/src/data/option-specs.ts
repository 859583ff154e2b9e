/**
 * The scalar options of 跑跑杀 (numbers, limits and switches), as data: id, group, type, default, bounds, words in both
 * languages and the seed line or ruling the default comes from. The families (deck counts, the character pool, the
 * characters' HP) are generated from the card and character tables in options.ts.
 *
 * The first part is the fields of `PaopaoshaConfig` (always stored in a configuration; their bounds are derived from
 * here, config.ts `CONFIG_BOUNDS`); the second part is the options read through `opt` (data/option-values.ts), stored
 * only when they differ from their default.
 */
import type { BoolOption, IntOption, OptionSpec } from '@shaju/engine';
import { OPTION_DEFAULTS, type ScalarOptionId } from './option-values.ts';

type Words = readonly [zh: string, en: string];

function int(
  id: string,
  group: string,
  def: number,
  min: number,
  max: number,
  label: Words,
  help: Words,
  source: string,
): IntOption {
  return {
    id,
    group,
    type: 'int',
    default: def,
    min,
    max,
    label: { zh: label[0], en: label[1] },
    help: { zh: help[0], en: help[1] },
    source,
  };
}

function bool(id: string, group: string, def: boolean, label: Words, help: Words, source: string): BoolOption {
  return { id, group, type: 'bool', default: def, label: { zh: label[0], en: label[1] }, help: { zh: help[0], en: help[1] }, source };
}

/** An `opt` option: its default is `OPTION_DEFAULTS[id]`. */
function n(id: ScalarOptionId, group: string, min: number, max: number, label: Words, help: Words, source: string) {
  return int(id, group, OPTION_DEFAULTS[id] as number, min, max, label, help, source);
}
function b(id: ScalarOptionId, group: string, label: Words, help: Words, source: string) {
  return bool(id, group, OPTION_DEFAULTS[id] as boolean, label, help, source);
}

/** The fields of `PaopaoshaConfig` but `players` and `mode`, as options (defaults: config.ts `defaultConfig`). */
export const CONFIG_FIELD_SPECS: readonly OptionSpec[] = [
  int('lordChoices', 'setup', 3, 1, 11, ['国主候选人物', 'Lord’s candidates'], ['国主从中挑选人物的候选数。', 'Characters offered to the 国主 to choose from.'], 'P-S2'),
  int('characterChoices', 'setup', 3, 1, 11, ['候选人物', 'Candidates'], ['其他玩家从中挑选人物的候选数。', 'Characters offered to every other player.'], 'P-S2'),
  int('lordExtraHp', 'setup', 1, 0, 10, ['国主额外体力', 'Lord’s extra HP'], ['国主的体力上限加成。', 'Extra max HP of the 国主.'], 'P-S2, P-G1'),
  int('lordExtraHpFrom', 'setup', 5, 3, 13, ['国主加体力人数', 'Lord bonus from'], ['从此人数起国主获得额外体力（13 = 从不）。', 'Smallest player count at which the 国主 gets the extra HP (13 = never).'], 'P-S2'),
  int('startingHand', 'setup', 4, 0, 9, ['起始手牌', 'Starting hand'], ['第一个回合前每名玩家摸的牌数。', 'Cards each player draws before the first turn.'], 'P-S4; seed: 4张起始手牌'),
  int('drawPerTurn', 'setup', 2, 0, 10, ['每回合摸牌', 'Cards per draw'], ['摸牌阶段摸的牌数。', 'Cards drawn in an ordinary draw phase.'], 'P-T1; seed: 每回合开始可从牌堆顶摸两张牌'),
  int('maxRounds', 'setup', 200, 1, 100000, ['轮数上限', 'Round limit'], ['到达此轮数仍未分出胜负则平局。', 'The game ends as a draw after this many rounds.'], 'P-W4'),
  bool('rewardsAndPenalties', 'rewards', true, ['奖惩', 'Rewards and penalties'], ['杀死强盗者摸牌；国主杀死大臣弃置所有牌。', 'Killing a 强盗 draws cards; the 国主 killing a 大臣 discards everything.'], 'P-W3'),
  bool('characterSkills', 'setup', true, ['人物技能', 'Character skills'], ['关闭时人物只决定体力与国籍，技能书也无效。', 'Off: characters only set HP and nation, and skill books do nothing.'], 'design'),
  int('qiangdaoKillDraw', 'rewards', 3, 0, 10, ['杀强盗摸牌', 'Draw for killing a 强盗'], ['杀死强盗者摸的牌数。', 'Cards the killer of a 强盗 draws.'], 'P-W3'),
  int('bossHpPerOpponent', 'setup', 4, 1, 20, ['海盗王每敌体力', 'Boss HP per opponent'], ['海盗王的体力 = 此数 × 跑跑人数。', 'The 海盗王’s HP = this × the number of 跑跑.'], 'P-B1'),
  int('sishenmingdaoUses', 'equipment', 3, 1, 20, ['死神冥刀次数', '死神冥刀 uses'], ['死神冥刀用几次后弃置。', 'Uses of 死神冥刀 before it is discarded.'], 'seed: 只能用三次'),
  int('xiudiannaoUses', 'skills', 3, 0, 20, ['修电脑次数', '修电脑 uses'], ['小葱的修电脑每局可用次数。', 'Uses per game of 小葱’s 修电脑.'], 'P-T6; seed: 只能用3次'),
  int('doujiangUses', 'skills', 5, 0, 20, ['豆浆次数', '豆浆 uses'], ['大大豆的豆浆每局可用次数。', 'Uses per game of 大大豆’s 豆浆.'], 'P-T6; seed: 只限5次'),
  int('zajiUses', 'skills', 2, 0, 20, ['杂技次数', '杂技 uses'], ['豆鸡眼的杂技每局可用次数。', 'Uses per game of 豆鸡眼’s 杂技.'], 'P-T6; seed: 只限2次'),
  int('haiyanggongzhuTurns', 'gods', 5, 1, 50, ['海洋公主回合', '海洋公主 turns'], ['海洋公主控制目标的回合数。', 'Turns of the target that 海洋公主 controls.'], 'seed: 有效期：5回合'),
  int('silingbuUses', 'skills', 1, 0, 10, ['司令部次数', '司令部 uses'], ['海盗王的司令部每局可用次数。', 'Uses per game of the 海盗王’s 司令部.'], 'P-T6; seed: 只限一次'),
  int('tianshizhileiHp', 'gods', 10, 1, 99, ['天使之泪体力', '天使之泪 HP'], ['天使之泪把体力变成此数。', 'The HP that 天使之泪 sets.'], 'seed: 让自己血量变成10滴'),
  int('dileiDamage', 'cards', 3, 1, 20, ['地雷伤害', '地雷 damage'], ['地雷判定为♥时造成的伤害。', 'Damage of 地雷 when its judgement is ♥.'], 'seed: 减三点体力'),
  int('shuileiDamage', 'cards', 2, 1, 20, ['水雷伤害', '水雷 damage'], ['水雷判定为♥时造成的伤害。', 'Damage of 水雷 when its judgement is ♥.'], 'seed: 减二点体力'),
  int('zuzhouDamage', 'cards', 3, 1, 20, ['诅咒伤害', '诅咒 damage'], ['诅咒判定为武器时造成的伤害。', 'Damage of 诅咒 when its judgement is a weapon.'], 'P-G3; seed: 对方减3血'),
  int('shenmijingqiCards', 'books', 5, 1, 20, ['神秘惊奇交牌', '神秘惊奇 cards'], ['神秘惊奇的目标须交出的手牌数。', 'Hand cards the target of 神秘惊奇 must give.'], 'seed: 出5张手牌给你'),
  int('shenmijingqiDamage', 'books', 4, 1, 20, ['神秘惊奇伤害', '神秘惊奇 damage'], ['目标不交牌时受到的伤害。', 'Damage when the target does not give the cards.'], 'seed: -4点体力'),
  int('jiaolazhihuaShui', 'gods', 2, 1, 8, ['吉奥拉之花水数', '吉奥拉之花 水'], ['吉奥拉之花的目标须弃置的水数，否则死亡。', '水 the target of 吉奥拉之花 must give to survive.'], 'seed: 丢弃2张水'),
  int('benlaijiuyouDraw', 'cards', 2, 0, 10, ['本来就有摸牌', '本来就有 draw'], ['本来就有摸的牌数。', 'Cards drawn by 本来就有.'], 'seed: 可再摸两张牌'),
  int('lansefengyunDraw', 'skills', 5, 0, 20, ['蓝色风云摸牌', '蓝色风云 draw'], ['蓝蓝回合结束时摸的牌数。', 'Cards 蓝蓝 draws at turn end.'], 'seed: 你摸5张牌'),
  int('lanlanHp', 'hp', 3, 1, 10, ['蓝蓝体力', '蓝蓝 HP'], ['蓝蓝的体力上限（规则书未给出）。', 'Max HP of 蓝蓝 (the seed gives none).'], 'P-G2'),
  int('xiaodouHp', 'hp', 3, 1, 10, ['小豆体力', '小豆 HP'], ['小豆的体力上限（规则书为0）。', 'Max HP of 小豆 (the seed says 0).'], 'P-G2'),
  int('doujiyanHp', 'hp', 4, 1, 10, ['豆鸡眼体力', '豆鸡眼 HP'], ['豆鸡眼的体力上限（规则书未给出）。', 'Max HP of 豆鸡眼 (the seed gives none).'], 'P-G2'),
];

/** The options read through `opt` (data/option-values.ts). */
export const SCALAR_SPECS: readonly OptionSpec[] = [
  n('shaPerPhase', 'limits', 1, 20, ['每阶段杀数', '杀 per play phase'], ['每个出牌阶段可使用的杀数（武器与技能可突破）。', '杀 a player may use in one play phase (weapons and skills may lift it).'], 'P-T2'),
  n('shaDamage', 'cards', 1, 10, ['杀伤害', '杀 damage'], ['杀的基础伤害（装备另加）。', 'Base damage of a 杀 (equipment adds to it).'], 'seed: 被攻击的玩家减1点血'),
  n('shuiHeal', 'cards', 1, 10, ['水回复', '水 heal'], ['水回复的体力（出牌或濒死时）。', 'HP a 水 restores (in the play phase or when dying).'], 'P-W2; seed: 加一滴血'),
  n('wandaoqifaDamage', 'cards', 0, 10, ['万刀齐发伤害', '万刀齐发 damage'], ['未出闪者受到的伤害。', 'Damage to each player who plays no 闪.'], 'seed: 否则减一点体力'),
  n('qiangdaoruqinDamage', 'cards', 0, 10, ['强盗入侵伤害', '强盗入侵 damage'], ['未出杀者受到的伤害。', 'Damage to each player who plays no 杀.'], 'seed: 否则减一点体力'),
  n('kongbufenziDamage', 'cards', 0, 10, ['恐怖分子伤害', '恐怖分子 damage'], ['未出杀者受到的伤害。', 'Damage to each player who plays no 杀.'], 'seed: 否则减一点体力'),
  n('dantiaoDamage', 'cards', 1, 10, ['单挑伤害', '单挑 damage'], ['单挑输者受到的伤害。', 'Damage the loser of a 单挑 takes.'], 'seed: 输者减1点血'),
  b('dunpaiBlocksHelpful', 'equipment', ['盾牌挡有益技能', '盾牌 blocks helpful tricks'], ['开：别人的生死簿（含死神冥刀当生死簿）对盾牌持有者也无效。关：盾牌只挡有害的技能牌。', 'On: another player’s 生死簿 (死神冥刀 as 生死簿 too) has no effect on a 盾牌 holder either. Off: 盾牌 stops only harmful trick cards.'], 'rules page, product reading 2'),
  n('dapaoDamageBonus', 'equipment', 0, 10, ['大炮加伤', '大炮 bonus'], ['装备大炮时杀的额外伤害。', 'Extra 杀 damage with 大炮 equipped.'], 'seed: 伤害+1'),
  n('langgouDamageBonus', 'equipment', 0, 10, ['狼狗加伤', '狼狗 bonus'], ['装备狼狗时杀的额外伤害。', 'Extra 杀 damage with 狼狗 equipped.'], 'seed: 伤害+1'),
  n('dazhongsangtanaDraw', 'equipment', 0, 10, ['大众桑塔纳摸牌', '大众桑塔纳 draw'], ['装备大众桑塔纳时摸牌阶段多摸的牌数。', 'Extra cards in the draw phase with 大众桑塔纳.'], 'seed: 摸牌时可多摸2张'),
  n('paopaojiatelinCards', 'equipment', 0, 10, ['泡泡加特林弃牌', '泡泡加特林 cards'], ['杀被闪后强制命中须弃的牌数。', 'Cards to discard to make a dodged 杀 hit.'], 'seed: 弃两张牌'),
  n('paopaosandanqiangTargets', 'equipment', 1, 11, ['散弹枪目标数', '散弹枪 targets'], ['最后一张手牌为杀时的目标上限。', 'Targets of a 杀 that is the last hand card.'], 'rules page, weapons'),
  n('sishenmingdaoPerTurn', 'limits', 1, 20, ['死神冥刀每回合', '死神冥刀 per turn'], ['死神冥刀每回合可用次数。', 'Uses of 死神冥刀 per turn.'], 'seed: 每回合只能用一次'),
  n('shenmijingqiUses', 'books', 1, 20, ['神秘惊奇次数', '神秘惊奇 uses'], ['神秘惊奇用几次后弃置（每回合一次）。', 'Uses of 神秘惊奇 before the book is discarded (once per turn).'], 'P-T6; seed: 特效，对一个人使用'),
  n('diannaoqicaishuPerTurn', 'limits', 0, 20, ['电脑奇才书每回合', '电脑奇才 book per turn'], ['技能书电脑奇才每回合可用次数。', 'Uses per turn of the skill book 电脑奇才.'], 'P-T6'),
  n('gongshanziwuyingbaguazhenPerTurn', 'limits', 0, 20, ['无影八卦阵每回合', '无影八卦阵 per turn'], ['公山子无影八卦阵的特效每回合可用次数。', 'Uses per turn of 公山子无影八卦阵’s special 杀.'], 'P-T6'),
  n('shuijiaoInterval', 'skills', 1, 20, ['睡觉间隔', '睡觉 interval'], ['皮蛋睡觉后要过几个自己的回合才能再睡（1 = 每回合都可以）。', 'Own turns 皮蛋 must wait between two naps (1 = every turn).'], 'seed: 你暂停一回合'),
  b('shuijiaoNoDamage', 'skills', ['睡觉免伤', '睡觉 protects'], ['开：睡觉后到下个回合开始前不受伤害。', 'On: after a nap 皮蛋 takes no damage until their next turn starts.'], 'seed: 下回合不受任何伤害'),
  n('shangxueDraw', 'skills', 0, 10, ['上学摸牌', '上学 draw'], ['小皮摸牌阶段多摸的牌数。', 'Extra cards 小皮 draws.'], 'seed: 每回合多摸1张牌'),
  n('meishuShan', 'skills', 1, 5, ['美术闪数', '美术 闪 needed'], ['小皮的杀需要的闪数。', '闪 needed against 小皮’s 杀.'], 'seed: 别人需要2张【闪】'),
  n('ailianPerTurn', 'limits', 0, 20, ['爱恋每回合', '爱恋 per turn'], ['黑妞的爱恋每回合可用次数。', 'Uses per turn of 黑妞’s 爱恋.'], 'P-T6'),
  n('ailianCards', 'skills', 0, 10, ['爱恋弃牌', '爱恋 cards'], ['爱恋须弃的手牌数。', 'Hand cards 爱恋 discards.'], 'seed: 你扔掉两张牌'),
  n('ailianHeal', 'skills', 1, 10, ['爱恋回复', '爱恋 heal'], ['爱恋为双方各回复的体力。', 'HP 爱恋 heals on each side.'], 'seed: 恢复一点体力'),
  n('tanpaiDraw', 'skills', 0, 20, ['贪牌摸牌', '贪牌 draw'], ['皮官小钱摸牌阶段摸的牌数。', 'Cards 皮官小钱 draws in the draw phase.'], 'seed: 回合开始摸5张牌'),
  n('aiguoDraw', 'skills', 0, 10, ['爱国摸牌', '爱国 draw'], ['葱头回合开始多摸的牌数（可给人）。', 'Cards 葱头 draws at turn start (each may be given away).'], 'seed: 多摸1张牌'),
  n('congzhiCards', 'skills', 1, 10, ['葱汁弃牌', '葱汁 cards'], ['葱汁每防止一点伤害须弃的牌数。', 'Cards 葱汁 discards per point of damage prevented.'], 'seed: 你弃掉2张牌'),
  n('diannaoqicaiPerTurn', 'limits', 0, 20, ['电脑奇才每回合', '电脑奇才 per turn'], ['小葱的电脑奇才每回合可用次数。', 'Uses per turn of 小葱’s 电脑奇才.'], 'seed: 一回合限一次'),
  n('xiudiannaoHeal', 'skills', 1, 10, ['修电脑回复', '修电脑 heal'], ['修电脑回复的体力。', 'HP 修电脑 heals.'], 'seed: 自己+1滴血'),
  n('dounangPerTurn', 'limits', 0, 20, ['豆囊每回合', '豆囊 per turn'], ['大大豆的豆囊每回合可用次数。', 'Uses per turn of 大大豆’s 豆囊.'], 'seed: 一回合只限一次'),
  n('dounangHeal', 'skills', 1, 10, ['豆囊回复', '豆囊 heal'], ['豆囊为别人回复的体力。', 'HP 豆囊 heals.'], 'seed: 给别人加2滴血'),
  n('doujiyanjiShan', 'skills', 1, 5, ['斗鸡眼闪数', '斗鸡眼 闪 needed'], ['豆鸡眼的杀需要的闪数。', '闪 needed against 豆鸡眼’s 杀.'], 'seed: 别人需要两张【闪】'),
  n('doujiyanjiDantiaoSha', 'skills', 1, 5, ['斗鸡眼单挑杀数', '斗鸡眼 单挑 杀'], ['豆鸡眼单挑时对方每次须出的杀数。', '杀 the other side of 豆鸡眼’s 单挑 plays each time.'], 'seed: 你出【单挑】同样的道理'),
  n('qiangdaoPerTurn', 'limits', 0, 20, ['强盗每回合', '强盗 per turn'], ['海盗王的强盗每回合可用次数。', 'Uses per turn of the 海盗王’s 强盗.'], 'P-T6, product reading 10'),
  n('baogongpuDraw', 'skills', 0, 30, ['包公普摸牌', '包公普 draw'], ['海盗王摸牌阶段摸的牌数。', 'Cards the 海盗王 draws in the draw phase.'], 'seed: 每回合摸牌可摸10张'),
  n('waigongpuDraw', 'skills', 0, 30, ['外公普摸牌', '外公普 draw'], ['海盗王回合结束时摸的牌数。', 'Cards the 海盗王 draws at turn end.'], 'seed: 回合结束时可摸10张'),
  n('extraHp', 'hp', 0, 10, ['全员加体力', 'Extra HP for all'], ['每名玩家（海盗王除外）的体力上限加成。', 'Extra max HP of every player but the 海盗王.'], 'design'),
  b('lordKillsDachenPenalty', 'rewards', ['国主杀大臣惩罚', 'Lord kills 大臣 penalty'], ['开：国主杀死大臣时弃置所有牌（需奖惩开启）。', 'On: the 国主 who kills a 大臣 discards every card (with rewards and penalties on).'], 'P-W3'),
];
