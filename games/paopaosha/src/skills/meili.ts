/**
 * 魅力 (海盗王) — 魅力：你出一张【杀】，对方无法【闪】只能通过【躲】。 Ruling: only 躲 stops your 杀.
 */
import type { SkillDef } from './types.ts';

/** 魅力: only 躲 stops this seat's 杀. */
export const meili: SkillDef = { id: 'meili', onlyDuoStopsSha: () => true };
