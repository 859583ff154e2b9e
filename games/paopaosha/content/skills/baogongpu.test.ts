/** Scenario tests of the skill baogongpu, beside its entry (baogongpu.json); moved from test/boss/haidaowang.test.ts. */
import { describe, expect, test } from 'vitest';
import type { PaopaoshaSpec } from '../../src/index.ts';
import { eventsOf, scenario } from '../../test/helpers.ts';

/** Boss mode, 4 seats, skills on: the 海盗王 at seat 0 (12 HP), 跑跑 1–3 (老皮). */
function boss4(hand0: string[], hand1: string[] = [], more: Partial<PaopaoshaSpec> = {}) {
  return scenario({
    seats: [
      { identity: 'guozhu', character: 'haidaowang', hand: hand0, ...more.seats?.[0] },
      { identity: 'qiangdao', hand: hand1 },
      { identity: 'qiangdao' },
      { identity: 'qiangdao' },
    ],
    config: { mode: 'boss', characterSkills: true },
    ...(more.phase ? { phase: more.phase } : {}),
  });
}

describe('海盗王 haidaowang (boss mode)', () => {
  test('baogongpu: he draws 10 in his draw phase', () => {
    const g = boss4(['sha♠7'], [], { phase: 'draw' });
    g.expectPending('play', [0]);
    const draws = eventsOf(g.events, 'draw').filter((e) => e.seat === 0);
    expect(draws.map((e) => e.count)).toEqual([10]);
    expect(g.state.seats[0]?.hand.length).toBe(11);
  });
});
