/**
 * The explicit index of skills: one file per skill, one line here; nothing depends on registration order or on a
 * side-effect import. Character skills by their ids in data/characters.ts; skill books by their card ids (their skills
 * are attached to their card modules and gathered by cards/index.ts).
 */

import { BOOK_SKILLS } from '../cards/index.ts';
import { aiguo } from './aiguo.ts';
import { ailian } from './ailian.ts';
import { baogongpu } from './baogongpu.ts';
import { congzhi } from './congzhi.ts';
import { diannaoqicai } from './diannaoqicai.ts';
import { douhua } from './douhua.ts';
import { doujiang } from './doujiang.ts';
import { doujiyanji } from './doujiyanji.ts';
import { dounang } from './dounang.ts';
import { fayan } from './fayan.ts';
import { heiniu_niu } from './heiniu_niu.ts';
import { kandou } from './kandou.ts';
import { lansefengyun } from './lansefengyun.ts';
import { luoshen } from './luoshen.ts';
import { meili } from './meili.ts';
import { meishu } from './meishu.ts';
import { niux } from './niux.ts';
import { qiangdao } from './qiangdao.ts';
import { qianrang } from './qianrang.ts';
import { shangxue } from './shangxue.ts';
import { shuijiao } from './shuijiao.ts';
import { silingbu } from './silingbu.ts';
import { tanpai } from './tanpai.ts';
import { tanwu } from './tanwu.ts';
import type { SkillDef } from './types.ts';
import { waigongpu } from './waigongpu.ts';
import { xiudiannao } from './xiudiannao.ts';
import { zaji } from './zaji.ts';
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
  // character skills with triggers, active uses and conversions
  aiguo,
  ailian,
  congzhi,
  diannaoqicai,
  douhua,
  doujiang,
  dounang,
  kandou,
  luoshen,
  shuijiao,
  tanwu,
  xiudiannao,
  zaji,
  // the 海盗王's active skills (boss mode, P-B1)
  qiangdao,
  silingbu,
  // skill books, by their card ids: the skills attached to their card modules (src/cards/<id>.ts)
  ...BOOK_SKILLS,
});
