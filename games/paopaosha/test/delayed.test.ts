import { describe, expect, test } from 'vitest';
import { deckCard, PASS } from '../src/index.ts';
import { ALL4, atStart, discardTail, eventsOf, hps, noWuxie, play, scenario, use } from './helpers.ts';

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
