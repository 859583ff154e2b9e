import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, paopaosha, playOf } from '../src/index.ts';
import { eventsOf, handKinds, hps, noWuxie, play, scenario, use } from './helpers.ts';

describe('P-W1 damage', () => {
  test('P-W1: damage has an amount, a source player and a card; a 杀’s damage comes from its user', () => {
    const g = scenario({
      seats: [{ identity: 'guozhu', hand: ['sha♣3'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    use(g, 0, 'sha', [1]);
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 1, source: 0, card: deckCard('sha♣3'), hp: 3 },
    ]);
  });

  test('P-W1: a 地雷 deals damage with no source; a death by it has no killer, so the score card is removed (P-S3)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu' },
        { identity: 'qiangdao', hp: 3, judging: ['dilei'], hand: ['shan'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
      turn: 1,
      phase: 'start',
      drawTop: ['shui♥3'],
    });
    noWuxie(g, 'dilei', [0, 1, 2, 3, 4]);
    expect(eventsOf(g.events, 'damage')[0]).toMatchObject({ seat: 1, amount: 3, source: -1 });
    for (const seat of [1, 2, 3, 4, 0]) {
      g.expectPending('rescue', [seat]);
      g.decide(seat, PASS);
    }
    expect(eventsOf(g.events, 'death')).toEqual([{ t: 'death', seat: 1, killer: -1, identity: 'qiangdao', score: 1 }]);
    expect(g.state.seats.map((p) => p.score)).toEqual([1, 0, 1, 1, 1]);
    // no killer: no reward
    expect(eventsOf(g.events, 'reward')).toEqual([]);
    // the dead player's turn ends at once: the next seat plays
    g.expectPending('play', [2]);
  });
});

describe('P-W2 dying and death', () => {
  test('P-W2: a dying player rescued by two 水 from two players, asked in seat order from the current player', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hp: 1 },
        { identity: 'qiangdao', hand: ['shui♥4'] },
        { identity: 'xiaozei', hand: ['sha♠7'], equip: { weapon: 'dapao' } },
        { identity: 'dachen', hand: ['shui♥3', 'shui♥6'] },
      ],
      turn: 2,
    });
    use(g, 2, 'sha', [0]);
    let ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 0, amount: 2, hp: -1 });
    expect(eventsOf(ev, 'dying')).toEqual([{ t: 'dying', seat: 0, hp: -1 }]);
    // from the current player (seat 2), in seat order: 2, 3, 0, 1
    g.expectPending('rescue', [2]);
    expect(g.state.ask).toMatchObject({ kind: 'rescue', target: 0, source: 2, reason: 'dying' });
    g.decide(2, PASS);
    g.expectPending('rescue', [3]);
    ev = play(g, 3, 'shui♥3');
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 0, by: 3 }]);
    // still dying: the same player is asked again (水 is repeatable)
    g.expectPending('rescue', [3]);
    g.decide(3, PASS);
    g.expectPending('rescue', [0]);
    g.decide(0, PASS);
    g.expectPending('rescue', [1]);
    ev = play(g, 1, 'shui');
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 1, by: 1 }]);
    expect(hps(g.state)).toEqual([1, 4, 4, 4]);
    expect(g.state.seats[0]?.alive).toBe(true);
    expect(eventsOf(g.events, 'death')).toEqual([]);
    expect(handKinds(g.state, 3)).toEqual(['shui']);
    g.expectPending('play', [2]);
  });

  test('P-W2: a player nobody saves dies: identity revealed, all cards discarded, score cards to the killer (P-S3)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu' },
        { identity: 'qiangdao' },
        { identity: 'qiangdao' },
        {
          identity: 'xiaozei',
          hp: 1,
          hand: ['shan♦2', 'shui♥3'],
          equip: { weapon: 'm16', armor: 'baguazhen' },
          judging: ['huaquanquan'],
          score: 2,
        },
        { identity: 'dachen', hand: ['sha♠7'] },
      ],
      turn: 4,
    });
    // seat 4 (大臣) kills seat 3
    use(g, 4, 'sha', [3]);
    expect(g.legal(3)).toContainEqual({ t: 'bagua' });
    g.decide(3, PASS);
    for (const seat of [4, 0, 1, 2]) g.decide(seat, PASS);
    g.expectPending('rescue', [3]);
    // the dying player may save themself
    expect(g.legal(3)).toEqual([playOf(deckCard('shui♥3'), 'shui'), PASS]);
    const ev = g.decide(3, PASS);
    expect(eventsOf(ev, 'death')).toEqual([{ t: 'death', seat: 3, killer: 4, identity: 'xiaozei', score: 2 }]);
    expect(eventsOf(ev, 'discard')).toEqual([
      {
        t: 'discard',
        seat: 3,
        cards: ['shan♦2', 'shui♥3', 'huaquanquan', 'm16', 'baguazhen'].map(deckCard),
        reason: 'death',
      },
    ]);
    const p3 = g.state.seats[3];
    expect(p3).toMatchObject({
      alive: false,
      identityPublic: true,
      hand: [],
      judging: [],
      score: 0,
      killer: 4,
      deathOrder: 1,
    });
    expect(p3?.equip).toEqual({ weapon: -1, armor: -1, mount: -1, book: -1 });
    expect(g.state.seats[4]?.score).toBe(3);
    expect(paopaosha.view(g.state, 1).players[3]?.identity).toBe('xiaozei');
    expect(g.state.result).toBeNull();
    g.expectPending('play', [4]);
  });

  test('P-W2 (product reading 15): a player killed by their own 恐怖分子 has no killer; the score card is removed', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu' },
        { identity: 'qiangdao', hp: 1, hand: ['kongbufenzi'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
      turn: 1,
    });
    use(g, 1, 'kongbufenzi');
    noWuxie(g, 'kongbufenzi', [0, 1, 2, 3, 4]);
    g.decide(1, PASS);
    for (const seat of [1, 2, 3, 4, 0]) g.decide(seat, PASS);
    expect(eventsOf(g.events, 'death')).toEqual([{ t: 'death', seat: 1, killer: -1, identity: 'qiangdao', score: 1 }]);
    expect(g.state.seats.map((p) => p.score)).toEqual([1, 0, 1, 1, 1]);
    expect(eventsOf(g.events, 'reward')).toEqual([]);
    // the 恐怖分子 goes on with the other players (standard 三国杀); the dead are no longer asked
    g.expectPending('wuxie', [0, 2, 3, 4]);
    expect(g.state.ask).toMatchObject({ cardKind: 'kongbufenzi', target: 2 });
    for (const seat of [2, 3, 4, 0]) {
      noWuxie(g, 'kongbufenzi', [0, 2, 3, 4]);
      g.decide(seat, PASS);
    }
    expect(hps(g.state)).toEqual([4, 0, 3, 3, 3]); // the 国主 of 5 players has 5 HP (P-S2)
    // then the dead player's turn ends at once
    g.expectPending('play', [2]);
  });
});

describe('P-W3 rewards and penalties', () => {
  test('P-W3: the 国主 killing a 大臣 discards all their hand and equipment cards (delayed cards stay)', () => {
    const g = scenario({
      seats: [
        {
          identity: 'guozhu',
          hand: ['sha♠7', 'shan♦2', 'shui♥3'],
          equip: { weapon: 'dapao', mount: 'laoniu' },
          judging: ['huaquanquan'],
        },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen', hp: 1 },
      ],
    });
    use(g, 0, 'sha', [3]);
    g.decide(3, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    const death = eventsOf(g.events, 'death');
    expect(death).toEqual([{ t: 'death', seat: 3, killer: 0, identity: 'dachen', score: 1 }]);
    expect(eventsOf(g.events, 'reward')).toEqual([{ t: 'reward', seat: 0, what: 'discardAll', count: 4 }]);
    expect(eventsOf(g.events, 'discard').at(-1)).toEqual({
      t: 'discard',
      seat: 0,
      cards: ['shan♦2', 'shui♥3', 'dapao', 'laoniu'].map(deckCard),
      reason: 'penalty',
    });
    const lord = g.state.seats[0];
    expect(lord?.hand).toEqual([]);
    expect(lord?.equip).toEqual({ weapon: -1, armor: -1, mount: -1, book: -1 });
    expect(lord?.judging).toEqual([deckCard('huaquanquan')]);
    expect(lord?.score).toBe(2);
    g.expectPending('play', [0]);
  });

  test('P-W3: whoever kills a 强盗 draws 3 cards', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu' },
        { identity: 'dachen' },
        { identity: 'qiangdao' },
        { identity: 'qiangdao', hp: 1 },
        { identity: 'xiaozei', hand: ['sha'] },
      ],
      turn: 4,
      drawTop: ['duo', 'dilei', 'm16'],
    });
    // the 小贼 (seat 4) kills a 强盗 (seat 3)
    use(g, 4, 'sha', [3]);
    g.decide(3, PASS);
    for (const seat of [4, 0, 1, 2, 3]) g.decide(seat, PASS);
    expect(eventsOf(g.events, 'reward')).toEqual([{ t: 'reward', seat: 4, what: 'draw', count: 3 }]);
    expect(handKinds(g.state, 4)).toEqual(['dilei', 'duo', 'm16']);
    expect(g.state.seats[4]?.score).toBe(2);
  });

  test('P-W3: no reward or penalty when the option is off', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha', 'shan'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen', hp: 1 },
      ],
      config: { rewardsAndPenalties: false },
    });
    use(g, 0, 'sha', [3]);
    g.decide(3, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    expect(eventsOf(g.events, 'reward')).toEqual([]);
    expect(handKinds(g.state, 0)).toEqual(['shan']);
  });
});

describe('P-W4 victory', () => {
  test('P-W4: the 国主 and every 大臣, dead or alive, win when every 强盗 and 小贼 is dead', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha'] },
        { identity: 'qiangdao', hp: 1 },
        { identity: 'qiangdao', alive: false },
        { identity: 'xiaozei', alive: false },
        { identity: 'dachen', alive: false },
      ],
    });
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1]) g.decide(seat, PASS);
    expect(g.state.result).toEqual({
      winners: [0, 4],
      draw: false,
      reason: 'guozhu',
      why: { 0: ['guozhu'], 4: ['guozhu'] },
      scores: [2, 0, 0, 0, 0],
    });
    expect(g.pending()).toBeNull();
    expect(eventsOf(g.events, 'end')).toHaveLength(1);
    // the game ends at once: no reward for the last 强盗
    expect(eventsOf(g.events, 'reward')).toEqual([]);
    // every identity is public at the end
    expect(paopaosha.view(g.state, null).players.map((p) => p.identity)).toEqual([
      'guozhu',
      'qiangdao',
      'qiangdao',
      'xiaozei',
      'dachen',
    ]);
  });

  test('P-W4: when the 国主 dies the 强盗 (dead or alive) win unless a 小贼 is the only one left', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hp: 1 },
        { identity: 'dachen' },
        { identity: 'qiangdao', alive: false },
        { identity: 'qiangdao' },
        { identity: 'xiaozei', hand: ['sha'] },
      ],
      turn: 4,
    });
    use(g, 4, 'sha', [0]);
    g.decide(0, PASS);
    for (const seat of [4, 0, 1, 3]) g.decide(seat, PASS);
    expect(g.state.result).toMatchObject({ winners: [2, 3], draw: false, reason: 'qiangdao' });
  });

  test('P-W4: the 小贼 wins alone when the 国主 dies and the 小贼 is the only player left alive', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hp: 1 },
        { identity: 'qiangdao', alive: false },
        { identity: 'xiaozei', hand: ['sha'] },
        { identity: 'dachen', alive: false },
      ],
      turn: 2,
    });
    use(g, 2, 'sha', [0]);
    g.decide(0, PASS);
    g.decide(2, PASS);
    g.decide(0, PASS);
    expect(g.state.result).toEqual({
      winners: [2],
      draw: false,
      reason: 'xiaozei',
      why: { 2: ['xiaozei'] },
      scores: [0, 0, 2, 0],
    });
    expect(g.state.phase).toBe('over');
  });

  test('P-W4: a game with no result after maxRounds rounds ends as a draw (a round starts at the 国主’s turn)', () => {
    const g = scenario({
      seats: [{ identity: 'guozhu' }, { identity: 'qiangdao' }, { identity: 'dachen' }],
      turn: 2,
      round: 3,
      config: { maxRounds: 3 },
    });
    const ev = g.decide(2, END);
    expect(g.state.round).toBe(4);
    expect(g.state.result).toEqual({ winners: [], draw: true, reason: 'maxRounds', why: {}, scores: [1, 1, 1] });
    expect(eventsOf(ev, 'end')).toHaveLength(1);
    expect(g.pending()).toBeNull();
    g.expectRefused(0, END, 'game_over');
    // one round earlier it goes on
    const h = scenario({
      seats: [{ identity: 'guozhu' }, { identity: 'qiangdao' }, { identity: 'dachen' }],
      turn: 2,
      round: 2,
      config: { maxRounds: 3 },
    });
    h.decide(2, END);
    expect(h.state.round).toBe(3);
    h.expectPending('play', [0]);
  });
});
