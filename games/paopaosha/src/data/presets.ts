import type { Preset } from '@shaju/engine';

/**
 * The presets of 跑跑杀: named, versioned option sets (packages/engine/src/options.ts `Preset`). `seed` comes first (the
 * default: the rulebook as the rulings read it). `beginner` keeps a new player alive to their first play phase; its
 * figures come from `shaju simulate paopaosha --games 2000 --players 5..8` (heuristic bots), tally key
 * `diedBeforeFirstPlay`. Presets a designer's lab produces (`balanced`…) are added here the same way; bump `version`
 * whenever a preset's values change.
 */
export const PRESETS: readonly Preset[] = [
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
    id: 'beginner',
    version: 1,
    title: { zh: '新手', en: 'Beginner' },
    description: {
      zh: '没有秒杀的神卡（永恒之火、吉奥拉之花），延迟伤害与神秘惊奇减轻，全员加体力：新玩家多半能活到自己的第一个出牌阶段。',
      en: 'No god cards that kill outright (永恒之火, 吉奥拉之花), milder delayed damage and 神秘惊奇, extra HP for all: a new player almost always lives to their first play phase.',
    },
    values: {
      'deck.yonghengzhihuo': 0,
      'deck.jiaolazhihua': 0,
      extraHp: 1,
      dileiDamage: 2,
      shenmijingqiDamage: 2,
    },
  },
];
