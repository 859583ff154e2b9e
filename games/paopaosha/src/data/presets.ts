import type { Preset } from '@shaju/engine';

/**
 * The presets of 跑跑杀: named, versioned option sets (packages/engine/src/options.ts `Preset`). `seed` comes first (the
 * default: the rulebook as the rulings read it). `beginner` keeps a new player alive to their first play phase; its
 * figures come from `shaju simulate paopaosha --games 2000 --players 5..8` (heuristic bots), tally key
 * `diedBeforeFirstPlay`. `balanced` comes from the designer's lab (`shaju lab paopaosha --search`,
 * docs/balance/paopaosha.md section 8). Presets the lab produces are added here the same way; bump `version` whenever a
 * preset's values change.
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
      zh: '没有秒杀的神卡（永恒之火、吉奥拉之花），地雷与神秘惊奇伤害减为 2，全员体力上限 +2，闪 20 张：第一个出牌阶段前死亡的玩家由 10.7% 降到 3.2%（2,000 局 5–8 人，启发式机器人）。',
      en: 'No god cards that kill outright (Eternal Fire 永恒之火, Jiaola’s Flower 吉奥拉之花), Landmine and Mystic Marvel deal 2, +2 max HP for everyone, 20 Dodge cards: players dead before their first play phase drop from 10.7% to 3.2% (2,000 games, 5–8 players, heuristic bots).',
    },
    values: {
      'deck.yonghengzhihuo': 0,
      'deck.jiaolazhihua': 0,
      dileiDamage: 2,
      shenmijingqiDamage: 2,
      extraHp: 2,
      'deck.shan': 20,
    },
  },
  {
    id: 'balanced',
    version: 1,
    title: { zh: '平衡（实验室）', en: 'Balanced (lab)' },
    description: {
      zh: '国主体力上限 +5（原版 +1），杀死强盗摸 5 张（原版 3 张）：国主一方与强盗的胜率差由 15.6 降到 8.8 个百分点（国主 37.7%→41.8%，强盗 53.3%→50.4%；8,000 局 5–8 人，启发式机器人，shaju lab）。小贼仍只赢约 7%。',
      en: 'The Lord gets +5 max HP (seed: +1) and killing a Bandit draws 5 cards (seed: 3): the gap between the Lord’s side and the Bandits narrows from 15.6 to 8.8 points (Lord 37.7%→41.8%, Bandits 53.3%→50.4%; 8,000 games, 5–8 players, heuristic bots, shaju lab). The Thief still wins about 7%.',
    },
    values: { lordExtraHp: 5, qiangdaoKillDraw: 5 },
    // Measured on the identity game; boss mode has no 国主 or 强盗 (docs/balance/paopaosha.md 8.4: keep the seed rules).
    modes: ['identity'],
  },
];
