/** Scenario tests of the skill zhonggongpu, beside its entry (zhonggongpu.json); moved from test/boss/haidaowang.test.ts. */
import { describe, expect, test } from 'vitest';
import { END, type PaopaoshaSpec } from '../../src/index.ts';
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
  test('zhonggongpu: no discard phase, whatever his hand', () => {
    const many = ['sha♠7', 'sha♠8', 'sha♠9', 'sha♠10', 'shan♦2', 'shan♦3', 'shui♥3', 'shui♥4'];
    const g = boss4(many, [], { seats: [{ identity: 'guozhu', hp: 1 }] });
    const ev = g.decide(0, END);
    // No discard request although 8 cards > 1 HP: the turn passes to seat 1.
    expect(eventsOf(ev, 'skip')).toContainEqual({ t: 'skip', seat: 0, what: 'discard' });
    expect(eventsOf(ev, 'discard').filter((e) => e.seat === 0)).toEqual([]);
    expect(g.state.turn).toBe(1);
  });
});
