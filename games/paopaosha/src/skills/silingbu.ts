/**
 * 司令部 (海盗王) — 控制所有人的手牌【只限一次，一人一回合 】
 * Ruling: once per game (`silingbuUses`, P-G2) choose a player: during their next turn you make their decisions.
 * Product reading 10: limited by the per-game count only. Control itself: rules/control.ts (the 司令部 seat decides
 * every decision of the target during that turn and sees its hand while it lasts).
 */
import { commandNextTurn } from '../rules/control.ts';
import { announce, othersFrom, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';
import { countUse, usesOf } from './uses.ts';

/**
 * 司令部: an active use `{t:'skill', id:'silingbu', cards:[], targets:[t]}` for every other alive player not already
 * commanded by this seat, while used fewer than `silingbuUses` times this game. Resolves at once: the command waits
 * for the target's next turn.
 */
export const silingbu: SkillDef = {
  id: 'silingbu',
  actions: (s, seat) => {
    if (usesOf(s, seat, 'silingbu') >= s.config.silingbuUses) return [];
    return othersFrom(s, seat)
      .filter((t) => seatOf(s, t).commandBy !== seat)
      .sort((a, b) => a - b)
      .map((t) => ({ t: 'skill', id: 'silingbu', cards: [], targets: [t] }));
  },
  perform: (s, seat, d, ev) => {
    const t = d.targets[0] as number;
    countUse(s, seat, 'silingbu');
    announce(ev, seat, 'silingbu', [t]);
    commandNextTurn(s, t, seat, ev);
  },
};
