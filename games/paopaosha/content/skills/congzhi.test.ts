/** Scenario tests of the skill congzhi, beside its entry (congzhi.json); moved from test/skills/cong.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS } from '../../src/index.ts';
import { discardTail, eventsOf, handKinds, hps, use } from '../../test/helpers.ts';
import { pick, skills4 } from '../../test/skills/skill-helpers.ts';

describe('葱头', () => {
  test('congzhi: 葱头 prevents one point of a 2-point 杀 from 大炮 by discarding 2 cards (an equipment card among them)', () => {
    const g = skills4(
      ['heiniu', 'congtou', 'heiniu', 'heiniu'],
      [
        { hand: ['sha♠7'], equip: { weapon: 'dapao' } },
        { hand: ['sha♣3', 'shui♥3', 'shan♦2'], equip: { mount: 'zhenzhengou' } },
      ],
    );
    const sha = deckCard('sha♠7');
    use(g, 0, 'sha♠7', [1]);
    g.expectPending('shan', [1]);
    g.decide(1, PASS);
    // for the first point
    g.expectPending('choose', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'congzhi', count: 2 });
    let ev = pick(g, 1, 'yes');
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 1, id: 'congzhi', targets: [], cards: [] }]);
    g.expectPending('discard', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'congzhi', count: 2 });
    // product reading 11: hand or equipment cards
    expect(g.legal(1)).toEqual([
      { t: 'discard', card: deckCard('sha♣3') },
      { t: 'discard', card: deckCard('shui♥3') },
      { t: 'discard', card: deckCard('shan♦2') },
      { t: 'discard', card: deckCard('zhenzhengou') },
    ]);
    g.decide(1, { t: 'discard', card: deckCard('zhenzhengou') });
    ev = g.decide(1, { t: 'discard', card: deckCard('sha♣3') });
    expect(eventsOf(ev, 'prevent')).toEqual([{ t: 'prevent', seat: 1, amount: 1, by: 'congzhi' }]);
    // for the second point: asked again (2 cards left), declines
    g.expectPending('choose', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'congzhi', count: 1 });
    ev = pick(g, 1, 'no');
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 1, amount: 1, source: 0, card: sha, hp: 3 }]);
    expect(hps(g.state)).toEqual([4, 3, 4, 4]);
    expect(handKinds(g.state, 1)).toEqual(['shan', 'shui']);
    expect(g.state.seats[1]?.equip.mount).toBe(-1);
    expect(discardTail(g.state, 3)).toEqual(['zhenzhengou♠K', 'sha♣3', 'sha♠7']);
    g.expectPending('play', [0]);
  });

  test('congzhi: every point can be prevented; with fewer than 2 cards 葱头 is not asked', () => {
    const g = skills4(
      ['heiniu', 'congtou', 'heiniu', 'heiniu'],
      [{ hand: ['sha♠7'], equip: { weapon: 'dapao' } }, { hand: ['sha', 'sha', 'shui', 'shui'] }],
    );
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (let point = 0; point < 2; point++) {
      pick(g, 1, 'yes');
      g.decide(1, { t: 'discard', card: g.state.seats[1]?.hand[0] as number });
      g.decide(1, { t: 'discard', card: g.state.seats[1]?.hand[0] as number });
    }
    expect(eventsOf(g.events, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    g.expectPending('play', [0]);

    const one = skills4(['heiniu', 'congtou', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shui'] }]);
    use(one, 0, 'sha♠7', [1]);
    const ev = one.decide(1, PASS);
    expect(eventsOf(ev, 'damage').map((e) => e.amount)).toEqual([1]);
    one.expectPending('play', [0]);
  });
});
