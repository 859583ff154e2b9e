import type { OptionCatalogue } from '@shaju/engine';
import { CONFIG_BOUNDS } from './config.ts';

/**
 * Every option and preset of 跑跑杀 (packages/engine/src/options.ts). A configuration is `{ players, mode?, ...values }`;
 * `validateConfig` (config.ts) checks it. Defaults are the seed as the rulings read it (P-G2).
 */
export const OPTIONS: OptionCatalogue = {
  groups: [
    { id: 'setup', label: { zh: '开局', en: 'Setup' } },
    { id: 'cards', label: { zh: '卡牌数值', en: 'Card numbers' } },
    { id: 'limits', label: { zh: '限制', en: 'Limits' } },
  ],
  options: [
    {
      id: 'startingHand',
      group: 'setup',
      type: 'int',
      default: 4,
      min: CONFIG_BOUNDS.startingHand[0],
      max: CONFIG_BOUNDS.startingHand[1],
      label: { zh: '起始手牌', en: 'Starting hand' },
      help: { zh: '第一个回合前每名玩家摸的牌数。', en: 'Cards each player draws before the first turn.' },
      source: 'P-S4; seed: 4张起始手牌',
    },
    {
      id: 'dileiDamage',
      group: 'cards',
      type: 'int',
      default: 3,
      min: CONFIG_BOUNDS.dileiDamage[0],
      max: CONFIG_BOUNDS.dileiDamage[1],
      label: { zh: '地雷伤害', en: '地雷 damage' },
      help: { zh: '地雷判定为♥时造成的伤害。', en: 'Damage of 地雷 when its judgement is ♥.' },
      source: 'seed: 减三点体力',
    },
    {
      id: 'rewardsAndPenalties',
      group: 'setup',
      type: 'bool',
      default: true,
      label: { zh: '奖惩', en: 'Rewards and penalties' },
      help: {
        zh: '杀死强盗者摸牌；国主杀死大臣弃置所有牌。',
        en: 'Killing a 强盗 draws cards; the 国主 killing a 大臣 discards everything.',
      },
      source: 'P-W3',
    },
    {
      id: 'maxRounds',
      group: 'limits',
      type: 'int',
      default: 200,
      min: CONFIG_BOUNDS.maxRounds[0],
      max: CONFIG_BOUNDS.maxRounds[1],
      label: { zh: '轮数上限', en: 'Round limit' },
      help: { zh: '到达此轮数仍未分出胜负则平局。', en: 'The game ends as a draw after this many rounds.' },
      source: 'P-W4',
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
  ],
};
