/** Scenario tests of the skill meili, beside its entry (meili.json); moved from test/boss/haidaowang.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, type PaopaoshaSpec, playOf } from '../../src/index.ts';
import { eventsOf, play, scenario, use } from '../../test/helpers.ts';

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
  test('meili: only 躲 stops his 杀 — the target is not offered its 闪', () => {
    const g = boss4(['sha♠7', 'sha♠8'], ['shan♦2', 'duo']);
    use(g, 0, 'sha♠7', [1]);
    g.expectPending('shan', [1]);
    expect(g.state.ask?.allowShan).toBe(false);
    expect(g.legal(1)).toEqual([playOf(deckCard('duo'), 'duo'), PASS]);
    const ev = play(g, 1, 'duo');
    expect(eventsOf(ev, 'damage')).toEqual([]);
    // Without 躲 the 杀 hits, whatever 闪 the target holds.
    use(g, 0, 'sha♠8', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    expect(eventsOf(g.decide(1, PASS), 'damage')).toMatchObject([{ seat: 1, amount: 1, source: 0 }]);
  });
});
