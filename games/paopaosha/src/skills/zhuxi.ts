/**
 * 主席 (皮蛋, locked) — 主席：任何人的身份，你都知道。 Ruling: you see every player's identity.
 */
import type { SkillDef } from './types.ts';

/** 主席: the view of this seat shows every identity (and bots see it, since they read only the view). */
export const zhuxi: SkillDef = { id: 'zhuxi', seesAllIdentities: () => true };
