/** Scenario tests of the skill niux, beside its entry (niux.json); moved from test/boss/haidaowang.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, type PaopaoshaSpec } from '../../src/index.ts';
import { scenario, use } from '../../test/helpers.ts';

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
  test('niux: any number of 杀 in one play phase', () => {
    const g = boss4(['sha♠7', 'sha♠8', 'sha♠9']);
    for (const c of ['sha♠7', 'sha♠8', 'sha♠9']) {
      expect(g.legal(0)).toContainEqual(
        expect.objectContaining({ t: 'use', card: deckCard(c), as: 'sha', targets: [1] }),
      );
      use(g, 0, c, [1]);
      g.decide(1, PASS);
    }
    expect(g.state.seats[0]?.shaUsed).toBe(3);
    expect(g.state.seats[1]?.hp).toBe(1);
  });
});
