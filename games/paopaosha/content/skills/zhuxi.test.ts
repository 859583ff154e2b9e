/** Scenario tests of the skill zhuxi, beside its entry (zhuxi.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { viewOf } from '../../src/index.ts';
import { scenario } from '../../test/helpers.ts';
import { IDS4, skills4 } from '../../test/skills/skill-helpers.ts';

describe('皮蛋', () => {
  test('zhuxi: 皮蛋 sees every identity in its view; another seat sees only its own and the 国主', () => {
    const g = skills4(['heiniu', 'heiniu', 'pidan', 'heiniu']);
    expect(viewOf(g.state, 2).players.map((p) => p.identity)).toEqual(['guozhu', 'qiangdao', 'xiaozei', 'dachen']);
    expect(viewOf(g.state, 1).players.map((p) => p.identity)).toEqual(['guozhu', 'qiangdao', null, null]);
    expect(viewOf(g.state, 3).players.map((p) => p.identity)).toEqual(['guozhu', null, null, 'dachen']);
    expect(viewOf(g.state, null).players.map((p) => p.identity)).toEqual(['guozhu', null, null, null]);
    // with character skills off, 主席 shows nothing more
    const off = scenario({ seats: IDS4.map((identity, i) => ({ identity, character: i === 2 ? 'pidan' : 'heiniu' })) });
    expect(viewOf(off.state, 2).players.map((p) => p.identity)).toEqual(['guozhu', null, 'xiaozei', null]);
  });
});
