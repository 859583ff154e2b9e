/**
 * 豆花 (小豆, locked) — 豆花：当另一名豆国武将死后。你会死（假如没有豆国武将，任何一名对手死后，你也会死）
 * Ruling: when another 豆国 character dies, you die; if there is no other 豆国 character in the game, you die when any
 * other player dies. Product reading 12: "in the game" = chosen by another player at setup. Product reading 4: the
 * death is outright (no dying step, no rescue, 睡觉 does not stop it) and has no killer.
 */
import { CHARACTERS } from '../data/characters.ts';
import { pushFrame } from '../rules/ask.ts';
import type { PaopaoshaState } from '../state.ts';
import { announce } from './common.ts';
import type { SkillDef } from './types.ts';

/** Whether seat `i` plays a 豆国 character. */
function isDou(s: PaopaoshaState, i: number): boolean {
  const c = s.seats[i]?.character;
  return c !== null && c !== undefined && CHARACTERS[c].nation === 'dou';
}

/**
 * 豆花: at `afterDeath` (another player has died; the death frame has already checked victory), the seat dies when the
 * dead player was 豆国, or when no other seat (alive or dead) chose a 豆国 character. It dies through the ordinary
 * death frame with no source: identity revealed, cards discarded, score cards removed, victory checked, and the
 * `afterDeath` triggers of its own death follow.
 */
export const douhua: SkillDef = {
  id: 'douhua',
  triggers: {
    afterDeath: (s, ctx) => {
      if (ctx.dead === ctx.seat || s.result) return false;
      const otherDou = s.seats.some((_, i) => i !== ctx.seat && isDou(s, i));
      if (!isDou(s, ctx.dead) && otherDou) return false;
      announce(ctx.ev, ctx.seat, 'douhua', [ctx.dead]);
      pushFrame(s, { k: 'death', seat: ctx.seat, source: -1 });
      return true;
    },
  },
};
