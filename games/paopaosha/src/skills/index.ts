/**
 * The index of skills: every skill entry of the seed (content/skills/<id>.json, listed in content/seed.json) compiled
 * once by content/compile-skill.ts, and the skill books' skills by their card ids (compiled from their card entries;
 * gathered by cards/index.ts).
 */

import { BOOK_SKILLS } from '../cards/index.ts';
import { compileSkill } from '../content/compile-skill.ts';
import type { SkillEntryT } from '../content/schema/skill.ts';
import { SEED_SKILLS } from '../content/seed.generated.ts';
import type { SkillDef } from './types.ts';

/** Every implemented skill by id: the seed's skill entries, compiled, then the books'. */
export const SKILL_DEFS: Readonly<Record<string, SkillDef>> = Object.freeze({
  ...Object.fromEntries(
    SEED_SKILLS.map((raw) => {
      const e = raw as SkillEntryT;
      return [e.id, compileSkill(e.id, e)];
    }),
  ),
  // skill books, by their card ids
  ...BOOK_SKILLS,
});
