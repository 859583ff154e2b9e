/**
 * 美术 (小皮) — 美术：任何【杀】，别人需要2张【闪】才能抵挡。 Ruling: a target needs two 闪 to stop your 杀.
 */
import { opt } from '../data/option-values.ts';
import type { SkillDef } from './types.ts';

/** 美术: two 闪 to stop this seat's 杀. */
export const meishu: SkillDef = { id: 'meishu', shanNeeded: (t, _seat, n) => Math.max(n, opt(t.config, 'meishuShan')) };
