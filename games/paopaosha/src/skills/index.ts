/**
 * The explicit index of skills (engineering.md: one file per skill, an explicit index; nothing depends on registration
 * order). Character skills by their ids in data/characters.ts; skill books by their card ids.
 */
import { baogongpu } from './baogongpu.ts';
import { doujiyanji } from './doujiyanji.ts';
import { fayan } from './fayan.ts';
import { heiniu_niu } from './heiniu_niu.ts';
import { installSkills } from './hooks.ts';
import { lansefengyun } from './lansefengyun.ts';
import { meili } from './meili.ts';
import { meishu } from './meishu.ts';
import { niux } from './niux.ts';
import { qianrang } from './qianrang.ts';
import { shangxue } from './shangxue.ts';
import { tanpai } from './tanpai.ts';
import type { SkillDef } from './types.ts';
import { waigongpu } from './waigongpu.ts';
import { zhonggongpu } from './zhonggongpu.ts';
import { zhuxi } from './zhuxi.ts';

/** Every implemented skill by id. */
export const SKILL_DEFS: Readonly<Record<string, SkillDef>> = Object.freeze({
  baogongpu,
  doujiyanji,
  fayan,
  heiniu_niu,
  lansefengyun,
  meili,
  meishu,
  niux,
  qianrang,
  shangxue,
  tanpai,
  waigongpu,
  zhonggongpu,
  zhuxi,
});

installSkills(SKILL_DEFS);
