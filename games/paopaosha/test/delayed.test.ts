import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, type PaopaoshaSeatSpec, type PaopaoshaSpec, useOf } from '../src/index.ts';
import { discardTail, eventsOf, handKinds, hps, noWuxie, play, scenario, use } from './helpers.ts';

const ALL4 = [0, 1, 2, 3];

/** Four seats (国主 0, 强盗 1, 小贼 2, 大臣 3); seat 1's turn begins at its start phase. */
function atStart(
  seat1: Partial<PaopaoshaSeatSpec>,
  more: Partial<PaopaoshaSpec> = {},
  others: Partial<PaopaoshaSeatSpec>[] = [],
) {
  return scenario({
    seats: [
      { identity: 'guozhu', ...others[0] },
      { identity: 'qiangdao', ...seat1 },
      { identity: 'xiaozei', ...others[2] },
      { identity: 'dachen', ...others[3] },
    ],
    turn: 1,
    phase: 'start',
    ...more,
  });
}

describe('地雷 水雷 (delayed mines)', () => {
  test('dilei: placed on any player, the user included, with no distance limit', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['dilei'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    const d = deckCard('dilei');
    expect(g.legal(0)).toEqual([0, 1, 2, 3].map((t) => useOf(d, 'dilei', [t])).concat([END]));
    const ev = use(g, 0, 'dilei', [2]);
    expect(eventsOf(ev, 'place')).toEqual([{ t: 'place', seat: 2, card: d, from: 0 }]);
    expect(g.state.seats[2]?.judging).toEqual([d]);
    expect(g.state.seats[0]?.hand).toEqual([]);
    g.expectPending('play', [0]);
  });

  test('dilei: judged ♥ at its holder’s turn start — 3 damage with no source (P-W1), then discarded (P-G4)', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shui♥3', 'sha♠7', 'sha♠8'] });
    // a 无懈可击 window before it takes effect, asked from the holder
    noWuxie(g, 'dilei', ALL4);
    const judge = eventsOf(g.events, 'judge');
    expect(judge).toEqual([{ t: 'judge', seat: 1, card: deckCard('shui♥3'), reason: 'dilei', hit: true }]);
    expect(eventsOf(g.events, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 3, source: -1, card: deckCard('dilei'), hp: 1 },
    ]);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['shui♥3', 'dilei♠A']);
    // then the draw phase (2 cards) and the play phase
    expect(handKinds(g.state, 1)).toEqual(['sha', 'sha']);
    g.expectPending('play', [1]);
  });

  test('dilei: judged not ♥ — it moves to the next player in seat order, passing over a dead player', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shan♦2'] }, [{}, {}, { alive: false }, {}]);
    noWuxie(g, 'dilei', [0, 1, 3]);
    expect(eventsOf(g.events, 'place')).toEqual([{ t: 'place', seat: 3, card: deckCard('dilei'), from: 1 }]);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(g.state.seats[3]?.judging).toEqual([deckCard('dilei')]);
    expect(hps(g.state)).toEqual([4, 4, 0, 4]);
    expect(discardTail(g.state, 1)).toEqual(['shan♦2']);
    g.expectPending('play', [1]);
  });

  test('dilei: a 地雷 passes over a player who already has one (the deck has one 地雷: white-box, a second one is faked)', () => {
    // The 110-card deck holds a single 地雷 and a single 水雷, so "a player who already has one" cannot arise in a real
    // game. To check the rule itself, seat 2 is given the same card id as a stand-in for a second 地雷.
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shan♦2'] });
    const d = deckCard('dilei');
    g.state.seats[2]?.judging.push(d);
    noWuxie(g, 'dilei', ALL4);
    expect(eventsOf(g.events, 'place')).toEqual([{ t: 'place', seat: 3, card: d, from: 1 }]);
    expect(g.state.seats[3]?.judging).toEqual([d]);
  });

  test('dilei: a 地雷 is not stopped by a 水雷 (a card of another name) in front of the next player', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['sha♣3'] }, [{}, {}, { judging: ['shuilei'] }, {}]);
    noWuxie(g, 'dilei', ALL4);
    expect(g.state.seats[2]?.judging).toEqual([deckCard('shuilei'), deckCard('dilei')]);
  });

  test('dilei: cancelled by 无懈可击, it still moves on to the next player (as 闪电)', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shui♥3'] }, [{ hand: ['wuxiekeji'] }]);
    g.expectPending('wuxie', ALL4);
    play(g, 0, 'wuxiekeji');
    for (const seat of [1, 2, 3]) g.decide(seat, PASS);
    noWuxie(g, 'wuxiekeji', ALL4);
    expect(eventsOf(g.events, 'nullified')).toEqual([{ t: 'nullified', kind: 'dilei', target: 1 }]);
    expect(eventsOf(g.events, 'judge')).toEqual([]);
    expect(g.state.seats[2]?.judging).toEqual([deckCard('dilei')]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    // the ♥ was not flipped: it is drawn in the draw phase
    expect(handKinds(g.state, 1)).toContain('shui');
  });

  test('shuilei: judged ♥ — 2 damage with no source, then discarded', () => {
    const g = atStart({ judging: ['shuilei'] }, { drawTop: ['shan♥2'] });
    noWuxie(g, 'shuilei', ALL4);
    expect(eventsOf(g.events, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 2, source: -1, card: deckCard('shuilei'), hp: 2 },
    ]);
    expect(discardTail(g.state, 2)).toEqual(['shan♥2', 'shuilei♥Q']);
  });

  test('shuilei: judged not ♥ — it moves to the next player', () => {
    const g = atStart({ judging: ['shuilei'] }, { drawTop: ['shan♦2'] });
    noWuxie(g, 'shuilei', ALL4);
    expect(g.state.seats[2]?.judging).toEqual([deckCard('shuilei')]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
  });
});

describe('画圈圈 一不留神 时间前进', () => {
  test('huaquanquan: placed on another player; judged not ♣ → the play phase is skipped; then discarded', () => {
    const g0 = scenario({
      seats: [{ identity: 'guozhu', hand: ['huaquanquan'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    const h = deckCard('huaquanquan');
    expect(g0.legal(0)).toEqual([useOf(h, 'huaquanquan', [1]), useOf(h, 'huaquanquan', [2]), END]);

    const g = atStart(
      { judging: ['huaquanquan'], hand: ['sha', 'sha', 'sha', 'sha', 'sha'] },
      { drawTop: ['shan♦2', 'shui', 'shui'] },
    );
    noWuxie(g, 'huaquanquan', ALL4);
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 1, what: 'play' }]);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['shan♦2', 'huaquanquan♠6']);
    // draw phase happened (7 cards), then straight to the discard phase: down to 4
    g.expectPending('discard', [1]);
    expect(g.state.ask?.count).toBe(3);
  });

  test('huaquanquan: judged ♣ → the play phase happens as usual', () => {
    const g = atStart({ judging: ['huaquanquan'] }, { drawTop: ['sha♣3'] });
    noWuxie(g, 'huaquanquan', ALL4);
    expect(eventsOf(g.events, 'skip')).toEqual([]);
    g.expectPending('play', [1]);
    expect(discardTail(g.state, 2)).toEqual(['sha♣3', 'huaquanquan♠6']);
  });

  test('yibuliushen: in the next draw phase the holder first discards 2 hand cards, then draws', () => {
    const g0 = scenario({
      seats: [{ identity: 'guozhu', hand: ['yibuliushen'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    const y = deckCard('yibuliushen');
    expect(g0.legal(0)).toEqual([useOf(y, 'yibuliushen', [1]), useOf(y, 'yibuliushen', [2]), END]);

    const g = atStart({ judging: ['yibuliushen'], hand: ['sha♠7', 'shan♦2', 'shui♥3'] }, { drawTop: ['duo', 'dilei'] });
    // no judgement; the 无懈可击 window comes in the draw phase (rules page §5)
    expect(g.state.phase).toBe('draw');
    noWuxie(g, 'yibuliushen', ALL4);
    expect(eventsOf(g.events, 'judge')).toEqual([]);
    g.expectPending('discard', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'yibuliushen', count: 2 });
    g.decide(1, { t: 'discard', card: deckCard('sha♠7') });
    g.expectPending('discard', [1]);
    expect(g.state.ask?.count).toBe(1);
    g.decide(1, { t: 'discard', card: deckCard('shui♥3') });
    expect(handKinds(g.state, 1)).toEqual(['dilei', 'duo', 'shan']);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(g.state.discard.slice(-3).map((c) => c)).toEqual([
      deckCard('yibuliushen'),
      deckCard('sha♠7'),
      deckCard('shui♥3'),
    ]);
    g.expectPending('play', [1]);
  });

  test('yibuliushen: with fewer than 2 hand cards the draw phase is skipped', () => {
    const g = atStart({ judging: ['yibuliushen'], hand: ['sha'] }, { drawTop: ['duo', 'dilei'] });
    noWuxie(g, 'yibuliushen', ALL4);
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 1, what: 'draw' }]);
    expect(handKinds(g.state, 1)).toEqual(['sha']);
    g.expectPending('play', [1]);
  });

  test('yibuliushen: waits for the draw phase — the cards judged at the turn start come first', () => {
    // placed: 画圈圈 first, then 一不留神 (the newest); 一不留神 is still resolved after 画圈圈, in the draw phase
    const g = atStart({ judging: ['huaquanquan', 'yibuliushen'], hand: ['sha', 'sha'] }, { drawTop: ['sha♣3'] });
    noWuxie(g, 'huaquanquan', ALL4);
    expect(g.state.phase).toBe('draw');
    noWuxie(g, 'yibuliushen', ALL4);
    g.expectPending('discard', [1]);
  });

  test('shijianqianjin: placed on another player, who skips their whole next turn; then discarded', () => {
    const g0 = scenario({
      seats: [{ identity: 'guozhu', hand: ['shijianqianjin'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    const t = deckCard('shijianqianjin');
    expect(g0.legal(0)).toEqual([useOf(t, 'shijianqianjin', [1]), useOf(t, 'shijianqianjin', [2]), END]);

    const g = atStart({ judging: ['shijianqianjin'], hand: ['sha'] }, { drawTop: ['shan', 'shan', 'shui', 'shui'] });
    const ev = noWuxie(g, 'shijianqianjin', ALL4);
    expect(eventsOf(ev, 'judge')).toEqual([]);
    expect(eventsOf(ev, 'skip')).toEqual([{ t: 'skip', seat: 1, what: 'turn' }]);
    expect(handKinds(g.state, 1)).toEqual(['sha']); // no draw
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['shijianqianjin♣6']);
    expect(eventsOf(ev, 'turn')).toEqual([{ t: 'turn', seat: 2, round: 1, turn: 2 }]);
    g.expectPending('play', [2]);
    expect(handKinds(g.state, 2)).toEqual(['shan', 'shan']);
  });
});

describe('P-T1 order of the delayed cards', () => {
  test('P-T1: delayed cards are judged newest placed first', () => {
    // placed in this order: 画圈圈, then 水雷 (newest)
    const g = atStart({ judging: ['huaquanquan', 'shuilei'] }, { drawTop: ['sha♠7', 'sha♣3'] });
    noWuxie(g, 'shuilei', ALL4);
    expect(eventsOf(g.events, 'judge').map((e) => e.reason)).toEqual(['shuilei']);
    noWuxie(g, 'huaquanquan', ALL4);
    expect(eventsOf(g.events, 'judge').map((e) => [e.reason, e.card])).toEqual([
      ['shuilei', deckCard('sha♠7')],
      ['huaquanquan', deckCard('sha♣3')],
    ]);
    g.expectPending('play', [1]);
  });

  test('P-T1, product reading 1: 时间前进 resolves first, before newer cards; the others stay until the next turn', () => {
    const g = atStart({ judging: ['dilei', 'shijianqianjin', 'huaquanquan'] }, { drawTop: ['shui♥3'] });
    const ev = noWuxie(g, 'shijianqianjin', ALL4);
    expect(eventsOf(ev, 'skip')).toEqual([{ t: 'skip', seat: 1, what: 'turn' }]);
    expect(eventsOf(g.events, 'judge')).toEqual([]);
    expect(g.state.seats[1]?.judging).toEqual([deckCard('dilei'), deckCard('huaquanquan')]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    g.expectPending('play', [2]);
  });

  test('P-T1: a cancelled 画圈圈 is discarded without a judgement', () => {
    const g = atStart({ judging: ['huaquanquan'] }, { drawTop: ['shan♦2'] }, [{}, {}, { hand: ['wuxiekeji'] }]);
    g.decide(0, PASS);
    g.decide(1, PASS);
    play(g, 2, 'wuxiekeji');
    g.decide(3, PASS);
    noWuxie(g, 'wuxiekeji', ALL4);
    expect(eventsOf(g.events, 'judge')).toEqual([]);
    expect(eventsOf(g.events, 'skip')).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['wuxiekeji♠J', 'huaquanquan♠6']);
    g.expectPending('play', [1]);
  });
});

describe('P-G4 judgement', () => {
  test('P-G4: a judgement flips the top of the draw pile; the result is that card — its suit or its type decides', () => {
    // suit: a ♥ of any kind sets off a 水雷; a ♣ of any kind frees from 画圈圈
    const g = atStart({ judging: ['huaquanquan', 'shuilei'] }, { drawTop: ['benlaijiuyou♥7', 'qiangdaoruqin♣7'] });
    const top = g.state.draw[g.state.draw.length - 1];
    expect(top).toBe(deckCard('benlaijiuyou♥7'));
    noWuxie(g, 'shuilei', ALL4);
    expect(g.state.seats[1]?.hp).toBe(2);
    noWuxie(g, 'huaquanquan', ALL4);
    expect(eventsOf(g.events, 'skip')).toEqual([]);
    // each judgement card went to the discard pile
    expect(discardTail(g.state, 4)).toEqual(['benlaijiuyou♥7', 'shuilei♥Q', 'qiangdaoruqin♣7', 'huaquanquan♠6']);
    // type: "判定结果为【武器】" means a weapon card, whatever its suit
    const z = scenario({
      seats: [{ identity: 'guozhu', hand: ['zuzhou'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
      drawTop: ['sishenmingdao'],
    });
    use(z, 0, 'zuzhou', [1]);
    noWuxie(z, 'zuzhou', [0, 1, 2]);
    expect(z.state.seats[1]?.hp).toBe(1);
  });
});
