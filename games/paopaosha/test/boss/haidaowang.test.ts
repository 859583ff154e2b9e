/**
 * The 海盗王's locked skills in boss mode (P-B1): 魅力 (only 躲 stops your 杀), 牛X (any number of 杀), 包公普 (draw 10
 * in your draw phase), 外公普 (draw 10 at your turn end), 中公普 (no discard phase). 强盗 and 司令部 have their own files
 * (boss/qiangdao.test.ts, control/silingbu.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, type PaopaoshaSpec, playOf } from '../../src/index.ts';
import { eventsOf, play, scenario, use } from '../helpers.ts';

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

  test('baogongpu: he draws 10 in his draw phase', () => {
    const g = boss4(['sha♠7'], [], { phase: 'draw' });
    g.expectPending('play', [0]);
    const draws = eventsOf(g.events, 'draw').filter((e) => e.seat === 0);
    expect(draws.map((e) => e.count)).toEqual([10]);
    expect(g.state.seats[0]?.hand.length).toBe(11);
  });

  test('zhonggongpu: no discard phase, whatever his hand', () => {
    const many = ['sha♠7', 'sha♠8', 'sha♠9', 'sha♠10', 'shan♦2', 'shan♦3', 'shui♥3', 'shui♥4'];
    const g = boss4(many, [], { seats: [{ identity: 'guozhu', hp: 1 }] });
    const ev = g.decide(0, END);
    // No discard request although 8 cards > 1 HP: the turn passes to seat 1.
    expect(eventsOf(ev, 'skip')).toContainEqual({ t: 'skip', seat: 0, what: 'discard' });
    expect(eventsOf(ev, 'discard').filter((e) => e.seat === 0)).toEqual([]);
    expect(g.state.turn).toBe(1);
  });

  test('waigongpu: he draws 10 at his turn end', () => {
    const g = boss4(['sha♠7', 'shan♦2']);
    const ev = g.decide(0, END);
    const end = ev.findIndex((e) => e.t === 'skip' && e.what === 'discard');
    const draws = eventsOf(ev.slice(end), 'draw').filter((e) => e.seat === 0);
    expect(draws.map((e) => e.count)).toEqual([10]);
    expect(g.state.seats[0]?.hand.length).toBe(12);
    expect(g.state.turn).toBe(1);
  });
});
