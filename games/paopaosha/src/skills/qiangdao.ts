/**
 * 强盗 (海盗王) — 任何手牌当作【强盗入侵】使用
 * Ruling: any hand card can be used as 强盗入侵. Product reading 10: a conversion used in the play phase, limited to
 * once per turn by P-T6. Product reading 3: the 强盗入侵 it makes is a trick card (无懈可击 and 盾牌 apply).
 */

import { kindOf } from '../cardinfo.ts';
import { opt } from '../data/option-values.ts';
import { type CoreDecision, useOf } from '../decision-kinds.ts';
import { seatOf } from './common.ts';
import type { SkillDef } from './types.ts';
import { turnUsesOf } from './uses.ts';

/**
 * 强盗: while unused this turn, every hand card but a real 强盗入侵 (offered as itself) may be used as one:
 * `{t:'use', card, as:'qiangdaoruqin', with:[], targets:[], via:'qiangdao'}`. The play phase counts the use
 * (`recordSkillUse`), the `use` frame resolves it as a 强盗入侵 on every other player.
 */
export const qiangdao: SkillDef = {
  id: 'qiangdao',
  actions: (s, seat) => {
    if (turnUsesOf(s, seat, 'qiangdao') >= opt(s.config, 'qiangdaoPerTurn')) return [];
    const out: CoreDecision[] = [];
    for (const c of seatOf(s, seat).hand) {
      if (kindOf(c) !== 'qiangdaoruqin') out.push(useOf(c, 'qiangdaoruqin', [], [], 'qiangdao'));
    }
    return out;
  },
};
