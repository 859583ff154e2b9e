/**
 * Scenario tests of the 葱国 characters' skills (rulings: Characters, P-T6, P-G2, P-G4; product readings 10,
 * 11): 葱头 aiguo 爱国, congzhi 葱汁 · 小葱 diannaoqicai 电脑奇才, xiudiannao 修电脑 · 蓝蓝 luoshen 洛神, lansefengyun 蓝色风云.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, redactEvent, viewOf } from '../../src/index.ts';
import { ALL_IDS, allCards, discardTail, eventsOf, handKinds, hps, use } from '../helpers.ts';
import { options, pick, skillOptions, skills4 } from './skill-helpers.ts';

describe('葱头', () => {
  test('aiguo: at turn start 葱头 draws 1 and may give that card to another player', () => {
    const g = skills4(['congtou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['shui♥3', 'sha♠7', 'sha♠8'],
    });
    const shui = deckCard('shui♥3');
    expect(eventsOf(g.events, 'draw')).toEqual([{ t: 'draw', seat: 0, cards: [shui], count: 1 }]);
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'aiguo', card: -1 });
    expect(options(g)).toEqual([
      { o: 'keep', card: shui },
      { o: 'give', card: shui, seat: 1 },
      { o: 'give', card: shui, seat: 2 },
      { o: 'give', card: shui, seat: 3 },
    ]);
    // the other seats see neither the card drawn nor the options; the asked seat (seat 0) sees them
    expect(viewOf(g.state, 0).ask?.options).toHaveLength(4);
    expect(viewOf(g.state, 1).ask?.options).toBeNull();
    expect(redactEvent(eventsOf(g.events, 'draw')[0] as never, 1)).toMatchObject({ cards: null, count: 1 });
    const ev = pick(g, 0, 'give', shui, 2);
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 0, to: 2, cards: [shui], count: 1, zone: 'hand', see: [0, 2] },
    ]);
    expect(g.state.seats[2]?.hand).toEqual([shui]);
    // then the ordinary draw phase
    expect(handKinds(g.state, 0)).toEqual(['sha', 'sha']);
    g.expectPending('play', [0]);
  });

  test('aiguo: keeping the card', () => {
    const g = skills4(['congtou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['shui♥3', 'sha♠7', 'sha♠8'],
    });
    const ev = pick(g, 0, 'keep');
    expect(eventsOf(ev, 'move')).toEqual([]);
    expect(handKinds(g.state, 0)).toEqual(['sha', 'sha', 'shui']);
  });

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

describe('小葱', () => {
  test('diannaoqicai: at turn start 小葱 swaps a hand card it picks with a random hand card of another player', () => {
    const g = skills4(
      ['xiaocong', 'heiniu', 'heiniu', 'heiniu'],
      [{ hand: ['sha♠7', 'shan♦2'] }, { hand: ['shui♥3'] }],
      { phase: 'start', drawTop: ['sha♣3', 'sha♣4'] },
    );
    const [sha, shan, shui] = [deckCard('sha♠7'), deckCard('shan♦2'), deckCard('shui♥3')];
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'diannaoqicai' });
    expect(options(g)).toEqual([
      { o: 'card', card: sha },
      { o: 'card', card: shan },
      { o: 'no', card: -1 },
    ]);
    pick(g, 0, 'card', sha);
    // only players holding hand cards can be picked
    expect(g.state.ask).toMatchObject({ kind: 'choose', reason: 'diannaoqicai-target' });
    expect(options(g)).toEqual([{ o: 'seat', card: -1, seat: 1 }]);
    const ev = pick(g, 0, 'seat', undefined, 1);
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'diannaoqicai', targets: [1], cards: [] }]);
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 0, to: 1, cards: [sha], count: 1, zone: 'hand', see: [0, 1] },
      { t: 'move', from: 1, to: 0, cards: [shui], count: 1, zone: 'hand', see: [0, 1] },
    ]);
    expect(g.state.seats[1]?.hand).toEqual([sha]);
    expect(handKinds(g.state, 0)).toEqual(['sha', 'sha', 'shan', 'shui']);
    expect(g.state.seats[0]?.turnUses.diannaoqicai).toBe(1);
    g.expectPending('play', [0]);
  });

  test('diannaoqicai: may be declined; no request when nobody else holds a hand card', () => {
    const g = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha'] }, {}, { hand: ['shui'] }], {
      phase: 'start',
    });
    pick(g, 0, 'no');
    expect(g.state.seats[0]?.uses.diannaoqicai).toBeUndefined();
    expect(handKinds(g.state, 2)).toEqual(['shui']);
    g.expectPending('play', [0]);
    const none = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha'] }], { phase: 'start' });
    none.expectPending('play', [0]);
  });

  test('xiudiannao: discard a 闪 to heal 1, three times per game; a 4th time is not offered', () => {
    const g = skills4(
      ['xiaocong', 'heiniu', 'heiniu', 'heiniu'],
      [{ maxHp: 6, hp: 1, hand: ['shan♦2', 'shan♦3', 'shan♦4', 'shan♦5', 'sha♠7'] }],
    );
    const shans = ['shan♦2', 'shan♦3', 'shan♦4', 'shan♦5'].map(deckCard);
    expect(skillOptions(g, 0, 'xiudiannao')).toEqual(
      shans.map((c) => ({ t: 'skill', id: 'xiudiannao', cards: [c], targets: [] })),
    );
    const ev = g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [shans[0] as number], targets: [] });
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'xiudiannao', targets: [], cards: [shans[0]] }]);
    expect(eventsOf(ev, 'discard')).toEqual([{ t: 'discard', seat: 0, cards: [shans[0]], reason: 'xiudiannao' }]);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 2, by: 0 }]);
    // product reading 10: no once-per-turn limit
    g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [shans[1] as number], targets: [] });
    g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [shans[2] as number], targets: [] });
    expect(g.state.seats[0]?.hp).toBe(4);
    expect(g.state.seats[0]?.uses.xiudiannao).toBe(3);
    // P-T6: the per-game count is shown to everyone
    expect(viewOf(g.state, 2).players[0]?.uses).toEqual({ xiudiannao: 3 });
    expect(skillOptions(g, 0, 'xiudiannao')).toEqual([]);
    g.expectRefused(0, { t: 'skill', id: 'xiudiannao', cards: [shans[3]], targets: [] }, 'illegal');
    expect(handKinds(g.state, 0)).toEqual(['sha', 'shan']);
  });

  test('xiudiannao: the per-game count is the config field xiudiannaoUses (P-G2); not offered at full HP', () => {
    const g = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 1, hand: ['shan♦2', 'shan♦3'] }], {
      config: { xiudiannaoUses: 1 },
    });
    g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [deckCard('shan♦2')], targets: [] });
    expect(skillOptions(g, 0, 'xiudiannao')).toEqual([]);
    const full = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['shan'] }]);
    expect(skillOptions(full, 0, 'xiudiannao')).toEqual([]);
  });
});

describe('蓝蓝', () => {
  test('luoshen: 蓝蓝 judges, keeps each non-weapon and may judge again; a weapon goes back into the draw pile', () => {
    const g = skills4(['lanlan', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7', 'shan♦2', 'dapao', 'shui♥3', 'shui♥4'],
    });
    const [sha, shan, dapao] = [deckCard('sha♠7'), deckCard('shan♦2'), deckCard('dapao')];
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'luoshen' });
    let ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'judge')).toEqual([{ t: 'judge', seat: 0, card: sha, reason: 'luoshen', hit: false }]);
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: -1, to: 0, cards: [sha], count: 1, zone: 'hand', see: [] },
    ]);
    expect(g.state.seats[0]?.hand).toEqual([sha]);
    expect(g.state.discard).not.toContain(sha);
    g.expectPending('choose', [0]);
    pick(g, 0, 'yes');
    expect(g.state.seats[0]?.hand).toEqual([sha, shan]);
    ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'judge')).toEqual([{ t: 'judge', seat: 0, card: dapao, reason: 'luoshen', hit: true }]);
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'luoshen', targets: [], cards: [dapao] }]);
    // the weapon is shuffled back into the draw pile (or drawn from it in the draw phase), never discarded
    expect(g.state.discard).not.toContain(dapao);
    expect([...g.state.draw, ...(g.state.seats[0]?.hand ?? [])]).toContain(dapao);
    expect(eventsOf(ev, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 2]]);
    expect(g.state.seats[0]?.hand.length).toBe(4);
    expect(allCards(g.state)).toEqual(ALL_IDS);
    g.expectPending('play', [0]);
  });

  test('luoshen: declining judges nothing', () => {
    const g = skills4(['lanlan', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start', drawTop: ['sha♠7', 'shan♦2'] });
    const ev = pick(g, 0, 'no');
    expect(eventsOf(ev, 'judge')).toEqual([]);
    expect(handKinds(g.state, 0)).toEqual(['sha', 'shan']);
  });

  test('lansefengyun: at turn end 蓝蓝 draws 5', () => {
    const g = skills4(['lanlan', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha'] }]);
    const ev = g.decide(0, END);
    expect(
      eventsOf(ev, 'draw')
        .filter((e) => e.seat === 0)
        .map((e) => e.count),
    ).toEqual([5]);
    expect(g.state.seats[0]?.hand.length).toBe(6);
    g.expectPending('play', [1]);
  });
});
