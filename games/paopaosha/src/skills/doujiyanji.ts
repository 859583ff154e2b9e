/**
 * 斗鸡眼 (豆鸡眼) — 斗鸡眼：你出【杀】别人需要两张【闪】才能抵挡，你出【单挑】同样的道理。
 * Ruling: a target needs two 闪 to stop your 杀; in your 单挑 the other side must play two 杀 each time.
 */
import { opt } from '../data/option-values.ts';
import type { SkillDef } from './types.ts';

/** 斗鸡眼: two 闪 against this seat's 杀; two 杀 each time from the other side of its 单挑. */
export const doujiyanji: SkillDef = {
  id: 'doujiyanji',
  shanNeeded: (t, _seat, n) => Math.max(n, opt(t.config, 'doujiyanjiShan')),
  dantiaoShaNeeded: (s, _seat, n) => Math.max(n, opt(s.config, 'doujiyanjiDantiaoSha')),
};
