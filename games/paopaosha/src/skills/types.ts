/** The skill contract (defined beside the card modules' hooks in cards/types.ts, which skill books share). */
export type { SkillDef, TriggerContext } from '../cards/types.ts';
