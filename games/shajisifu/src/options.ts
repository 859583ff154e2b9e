import type { OptionCatalogue } from '@shaju/engine';
import { CONFIG_BOUNDS } from './config.ts';

/**
 * Every option and preset of 杀机四伏 (packages/engine/src/options.ts). A configuration is `{ players, ...values }`;
 * `validateConfig` (config.ts) checks it. Defaults are the seed as the rulings read it.
 */
export const OPTIONS: OptionCatalogue = {
  groups: [
    { id: 'deck', label: { zh: '牌堆', en: 'Deck' } },
    { id: 'variants', label: { zh: '变体', en: 'Variants' } },
    { id: 'limits', label: { zh: '限制', en: 'Limits' } },
  ],
  options: [
    {
      id: 'decks',
      group: 'deck',
      type: 'int',
      default: 4,
      min: CONFIG_BOUNDS.decks[0],
      max: CONFIG_BOUNDS.decks[1],
      label: { zh: '牌的副数', en: 'Decks' },
      help: {
        zh: '洗在一起的 54 张扑克牌的副数。',
        en: 'Standard 54-card decks shuffled together.',
      },
      source: 'S-C1; seed: 多副扑克（4副以上吧）',
    },
    {
      id: 'pong',
      group: 'variants',
      type: 'bool',
      default: false,
      label: { zh: '碰', en: '碰 (pong)' },
      help: {
        zh: '他人打出一张牌时，手中有两张同点数牌的玩家可以「碰」。',
        en: 'When someone plays a card, a player holding two of the same value may claim it (碰).',
      },
      source: 'S-P1',
    },
    {
      id: 'maxTurns',
      group: 'limits',
      type: 'int',
      default: 2000,
      min: CONFIG_BOUNDS.maxTurns[0],
      max: CONFIG_BOUNDS.maxTurns[1],
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
  ],
};
