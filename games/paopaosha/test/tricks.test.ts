import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, type PaopaoshaEvent, paopaosha, playOf, useOf } from '../src/index.ts';
import { discardTail, eventsOf, fourHands, handKinds, hps, noWuxie, passAll, play, scenario, use } from './helpers.ts';

const ALL4 = [0, 1, 2, 3];

describe('无懈可击 (P-G5, P-G6)', () => {
  test('wuxiekeji: a 无懈可击 window asks every alive player, whatever their hand, and cancels the trick on its target', () => {
    const g = fourHands([['guoluchailu'], ['shan'], ['wuxiekeji'], []]);
    use(g, 0, 'guoluchailu', [1]);
    // P-G6: all four are asked, seat 2 (who holds one) and everyone else alike.
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask).toMatchObject({ cardKind: 'guoluchailu', target: 1, source: 0 });
    expect(g.legal(0)).toEqual([PASS]);
    expect(g.legal(2)).toEqual([playOf(deckCard('wuxiekeji'), 'wuxiekeji'), PASS]);
    g.decide(0, PASS);
    g.decide(1, PASS);
    play(g, 2, 'wuxiekeji');
    // seat 3 must still answer: the window waits for everyone (P-G6), then the earliest 无懈可击 counts
    g.expectPending('wuxie', [3]);
    g.decide(3, PASS);
    g.expectPending('wuxie', ALL4); // the window about seat 2's 无懈可击
    expect(g.state.ask).toMatchObject({ cardKind: 'wuxiekeji', target: 1, source: 2 });
    const ev = passAll(g);
    expect(eventsOf(ev, 'nullified')).toEqual([{ t: 'nullified', kind: 'guoluchailu', target: 1 }]);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(discardTail(g.state, 2)).toEqual(['wuxiekeji♠J', 'guoluchailu♠3']);
    g.expectPending('play', [0]);
  });

  test('wuxiekeji: 无懈可击 against 无懈可击, three deep — the second cancels the first, so the trick takes effect', () => {
    const g = fourHands([['guoluchailu'], ['shan', 'wuxiekeji♠J'], [], ['wuxiekeji♣Q']]);
    use(g, 0, 'guoluchailu', [1]);
    // window 1: about 过路拆路 on seat 1
    g.expectPending('wuxie', ALL4);
    g.decide(0, PASS);
    play(g, 1, 'wuxiekeji');
    g.decide(2, PASS);
    g.decide(3, PASS);
    // window 2: about seat 1's 无懈可击, asked from seat 1
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask?.seats).toEqual([1, 2, 3, 0]);
    expect(g.state.ask).toMatchObject({ cardKind: 'wuxiekeji', source: 1 });
    expect(g.state.table).toEqual([deckCard('guoluchailu'), deckCard('wuxiekeji♠J')]);
    g.decide(0, PASS);
    g.decide(1, PASS);
    g.decide(2, PASS);
    play(g, 3, 'wuxiekeji');
    // window 3: about seat 3's 无懈可击, asked from seat 3; nobody has another
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask?.seats).toEqual([3, 0, 1, 2]);
    expect(g.state.ask).toMatchObject({ cardKind: 'wuxiekeji', source: 3 });
    let ev = passAll(g);
    // seat 3's 无懈可击 stands and cancels seat 1's; the 过路拆路 is about to take effect again: its window reopens
    expect(eventsOf(ev, 'nullified')).toEqual([{ t: 'nullified', kind: 'wuxiekeji', target: 1 }]);
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask).toMatchObject({ cardKind: 'guoluchailu', source: 0 });
    ev = passAll(g);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([{ o: 'hand', card: -1 }]);
    ev = g.decide(0, { t: 'choose', i: 0 });
    expect(eventsOf(ev, 'discard')).toEqual([
      { t: 'discard', seat: 1, cards: [deckCard('shan')], reason: 'guoluchailu' },
    ]);
    expect(handKinds(g.state, 1)).toEqual([]);
    expect(discardTail(g.state, 4)).toEqual(['wuxiekeji♣Q', 'wuxiekeji♠J', 'shan♥2', 'guoluchailu♠3']);
    expect(g.state.table).toEqual([]);
  });

  test('P-G6: a window is resolved by seat order from the user, not by arrival: the earlier seat’s 无懈可击 is used', () => {
    const g = fourHands([['guoluchailu'], ['shan', 'wuxiekeji♠J'], [], ['wuxiekeji♣Q']]);
    use(g, 0, 'guoluchailu', [1]);
    play(g, 3, 'wuxiekeji'); // arrives first
    g.decide(2, PASS);
    g.decide(0, PASS);
    play(g, 1, 'wuxiekeji'); // arrives last, but seat 1 comes before seat 3 from seat 0
    expect(g.state.ask?.source).toBe(1);
    expect(handKinds(g.state, 3)).toEqual(['wuxiekeji']);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
  });

  test('wuxiekeji: not usable in the play phase', () => {
    const g = fourHands([['wuxiekeji']]);
    expect(g.legal(0)).toEqual([END]);
  });

  test('P-G6: dead players are not asked in a 无懈可击 window', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['benlaijiuyou'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei', alive: false },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'benlaijiuyou');
    g.expectPending('wuxie', [0, 1, 3]);
  });
});

describe('trick cards', () => {
  test('wandaoqifa: every other player from the user’s next plays 闪 or 躲 or takes 1 damage, one 无懈可击 window per target', () => {
    const g = fourHands([['wandaoqifa'], ['shan'], ['sha'], ['duo']]);
    const w = deckCard('wandaoqifa');
    use(g, 0, 'wandaoqifa');
    noWuxie(g, 'wandaoqifa', ALL4);
    g.expectPending('shan', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'wandaoqifa', source: 0 });
    play(g, 1, 'shan');
    noWuxie(g, 'wandaoqifa', ALL4);
    g.expectPending('shan', [2]);
    expect(g.legal(2)).toEqual([PASS]); // a 杀 is no 闪
    const ev = g.decide(2, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 2, amount: 1, source: 0, card: w, hp: 3 }]);
    noWuxie(g, 'wandaoqifa', ALL4);
    g.expectPending('shan', [3]);
    play(g, 3, 'duo');
    expect(hps(g.state)).toEqual([4, 4, 3, 4]);
    expect(discardTail(g.state, 3)).toEqual(['shan♥2', 'duo♥J', 'wandaoqifa♥A']);
    g.expectPending('play', [0]);
  });

  test('jiedaosharen: A (with a weapon) uses a 杀 on B — A’s weapon applies (大炮: 2 damage) and it is not A’s own 杀', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['jiedaosharen♠Q'] },
        { identity: 'qiangdao', hand: ['sha'], equip: { weapon: 'dapao' } },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    const j = deckCard('jiedaosharen♠Q');
    // B must be within A's range (大炮 2: seats 0, 2 and 3); A must be another player with a weapon.
    expect(g.legal(0)).toEqual([
      useOf(j, 'jiedaosharen', [1, 0]),
      useOf(j, 'jiedaosharen', [1, 2]),
      useOf(j, 'jiedaosharen', [1, 3]),
      END,
    ]);
    use(g, 0, 'jiedaosharen', [1, 3]);
    noWuxie(g, 'jiedaosharen', ALL4);
    expect(g.state.ask?.target).toBe(3); // the request names the victim B
    g.expectPending('sha', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'jiedaosharen', source: 0 });
    play(g, 1, 'sha');
    g.expectPending('shan', [3]);
    expect(g.state.ask?.source).toBe(1);
    const ev = g.decide(3, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 3, amount: 2, source: 1 });
    expect(hps(g.state)).toEqual([4, 4, 4, 2]);
    expect(g.state.seats[1]?.equip.weapon).toBe(deckCard('dapao'));
    expect(g.state.seats[1]?.shaUsed).toBe(0);
    g.expectPending('play', [0]);
  });

  test('jiedaosharen: when the holder refuses, the user takes the weapon into their hand', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['jiedaosharen'] },
        { identity: 'qiangdao', hand: ['sha'], equip: { weapon: 'muchui' } },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'jiedaosharen', [1, 2]);
    noWuxie(g, 'jiedaosharen', ALL4);
    g.expectPending('sha', [1]);
    const ev = g.decide(1, PASS);
    const muchui = deckCard('muchui');
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 1, to: 0, cards: [muchui], count: 1, zone: 'equip', see: [] },
    ]);
    expect(g.state.seats[1]?.equip.weapon).toBe(-1);
    expect(g.state.seats[0]?.hand).toEqual([muchui]);
    expect(handKinds(g.state, 1)).toEqual(['sha']);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 1)).toEqual(['jiedaosharen♠Q']);
  });

  test('dantiao: starting with the target, the two alternately play 杀; the first who does not takes 1 damage from the other', () => {
    const g = fourHands([['dantiao♠A', 'sha♠7'], ['sha♠8', 'sha♠9'], [], []]);
    const d = deckCard('dantiao♠A');
    // any other player, no distance limit
    expect(g.legal(0).filter((x) => x.t === 'use' && x.as === 'dantiao')).toEqual([
      useOf(d, 'dantiao', [1]),
      useOf(d, 'dantiao', [2]),
      useOf(d, 'dantiao', [3]),
    ]);
    use(g, 0, 'dantiao', [1]);
    noWuxie(g, 'dantiao', ALL4);
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♠8');
    g.expectPending('sha', [0]);
    play(g, 0, 'sha♠7');
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♠9');
    g.expectPending('sha', [0]);
    expect(g.legal(0)).toEqual([PASS]);
    const ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 0, amount: 1, source: 1, card: d, hp: 3 }]);
    expect(hps(g.state)).toEqual([3, 4, 4, 4]);
    expect(discardTail(g.state, 4)).toEqual(['sha♠8', 'sha♠7', 'sha♠9', 'dantiao♠A']);
    // a 杀 played in a 单挑 is not a use: seat 0 may still use a 杀 this phase (it has none left)
    expect(g.state.seats[0]?.shaUsed).toBe(0);
  });

  test('qiangdaoruqin: every other player from the user’s next plays a 杀 or takes 1 damage', () => {
    const g = fourHands([['qiangdaoruqin♠7'], ['shan'], ['sha'], []]);
    const q = deckCard('qiangdaoruqin♠7');
    use(g, 0, 'qiangdaoruqin');
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.expectPending('sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    let ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 1, amount: 1, source: 0, card: q, hp: 3 }]);
    noWuxie(g, 'qiangdaoruqin', ALL4);
    play(g, 2, 'sha');
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.expectPending('sha', [3]);
    ev = g.decide(3, PASS);
    expect(hps(g.state)).toEqual([4, 3, 4, 3]);
    g.expectPending('play', [0]);
  });

  test('kongbufenzi: every player including the user, starting with the user, plays a 杀 or takes 1 damage from the user', () => {
    const g = fourHands([['kongbufenzi'], ['sha'], [], []]);
    use(g, 0, 'kongbufenzi');
    noWuxie(g, 'kongbufenzi', ALL4);
    g.expectPending('sha', [0]);
    let ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 0, amount: 1, source: 0 });
    noWuxie(g, 'kongbufenzi', ALL4);
    play(g, 1, 'sha');
    noWuxie(g, 'kongbufenzi', ALL4);
    g.decide(2, PASS);
    noWuxie(g, 'kongbufenzi', ALL4);
    ev = g.decide(3, PASS);
    expect(hps(g.state)).toEqual([3, 4, 3, 3]);
    g.expectPending('play', [0]);
  });

  test('benlaijiuyou: the user draws 2 (after a 无懈可击 window)', () => {
    const g = fourHands([['benlaijiuyou']], { drawTop: ['shan♦3', 'wuxiekeji♠J', 'sha♠7'] });
    use(g, 0, 'benlaijiuyou');
    noWuxie(g, 'benlaijiuyou', ALL4);
    expect(handKinds(g.state, 0)).toEqual(['shan', 'wuxiekeji']);
    expect(discardTail(g.state, 1)).toEqual(['benlaijiuyou♥7']);
  });

  test('guoluchailu: the user picks an equipment or delayed card of another player to discard (or a random hand card)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['guoluchailu♠3', 'guoluchailu♠4'] },
        {
          identity: 'qiangdao',
          hand: ['shan'],
          equip: { armor: 'baguazhen', mount: 'laoniu' },
          judging: ['huaquanquan'],
        },
        { identity: 'dachen' },
      ],
    });
    const ALL3 = [0, 1, 2];
    // another player with a card; not yourself
    const gl = deckCard('guoluchailu♠3');
    expect(g.legal(0).filter((d) => d.t === 'use' && d.card === gl)).toEqual([useOf(gl, 'guoluchailu', [1])]);
    use(g, 0, 'guoluchailu♠3', [1]);
    noWuxie(g, 'guoluchailu', ALL3);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([
      { o: 'hand', card: -1 },
      { o: 'card', card: deckCard('baguazhen') },
      { o: 'card', card: deckCard('laoniu') },
      { o: 'card', card: deckCard('huaquanquan') },
    ]);
    g.decide(0, { t: 'choose', i: 2 });
    expect(g.state.seats[1]?.equip.mount).toBe(-1);
    expect(discardTail(g.state, 2)).toEqual(['laoniu♣J', 'guoluchailu♠3']);
    use(g, 0, 'guoluchailu♠4', [1]);
    noWuxie(g, 'guoluchailu', ALL3);
    g.decide(0, { t: 'choose', i: 2 }); // the delayed 画圈圈
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['huaquanquan♠6', 'guoluchailu♠4']);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
  });

  test('shunshouqiangou: take a random hand card or a chosen equipment card of a player at distance 1', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['shunshouqiangou♠3', 'shunshouqiangou♠4'] },
        { identity: 'qiangdao', hand: ['shan♦2'], equip: { weapon: 'm16' }, judging: ['huaquanquan'] },
        { identity: 'xiaozei', hand: ['sha'] },
        { identity: 'dachen', equip: { mount: 'wangcaigou' }, hand: ['sha'] },
      ],
    });
    const s3 = deckCard('shunshouqiangou♠3');
    // seat 2 is at distance 2 and seat 3 at distance 2 (旺财狗): only seat 1
    expect(g.legal(0).filter((d) => d.t === 'use' && d.card === s3)).toEqual([useOf(s3, 'shunshouqiangou', [1])]);
    use(g, 0, 'shunshouqiangou♠3', [1]);
    noWuxie(g, 'shunshouqiangou', ALL4);
    g.expectPending('choose', [0]);
    // hand or equipment, not delayed cards
    expect(g.state.ask?.options).toEqual([
      { o: 'hand', card: -1 },
      { o: 'card', card: deckCard('m16') },
    ]);
    let ev = g.decide(0, { t: 'choose', i: 1 });
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 1, to: 0, cards: [deckCard('m16')], count: 1, zone: 'equip', see: [] },
    ]);
    use(g, 0, 'shunshouqiangou♠4', [1]);
    noWuxie(g, 'shunshouqiangou', ALL4);
    ev = g.decide(0, { t: 'choose', i: 0 });
    // a hand card moves secretly: only the two players see which
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 1, to: 0, cards: [deckCard('shan♦2')], count: 1, zone: 'hand', see: [0, 1] },
    ]);
    expect(paopaosha.redactEvent(eventsOf(ev, 'move')[0] as PaopaoshaEvent, 2)).toMatchObject({
      cards: null,
      count: 1,
    });
    expect(handKinds(g.state, 0)).toEqual(['m16', 'shan']);
    expect(g.state.seats[1]?.hand).toEqual([]);
  });

  test('kongzhi (a): until the end of this turn the target cannot use or play 杀, 闪 or 水', () => {
    const g = fourHands([['kongzhi', 'qiangdaoruqin', 'sha'], ['shan', 'sha', 'shui'], [], []]);
    use(g, 0, 'kongzhi', [1]);
    noWuxie(g, 'kongzhi', ALL4);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([
      { o: 'mode-a', card: -1 },
      { o: 'mode-b', card: -1 },
    ]);
    g.decide(0, { t: 'choose', i: 0 });
    expect(g.state.seats[1]?.noBasic).toBe(true);
    // no 杀 against 强盗入侵
    use(g, 0, 'qiangdaoruqin');
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.expectPending('sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    for (const seat of [2, 3]) {
      noWuxie(g, 'qiangdaoruqin', ALL4);
      g.decide(seat, PASS);
    }
    // no 闪 against a 杀
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    expect(hps(g.state)).toEqual([4, 2, 3, 3]);
    // the turn ends: the mark is gone, and the target uses its 杀 and 水 again
    g.decide(0, END);
    expect(g.state.seats[1]?.noBasic).toBe(false);
    g.expectPending('play', [1]);
    expect(g.legal(1).some((d) => d.t === 'use' && d.as === 'shui')).toBe(true);
    expect(g.legal(1).some((d) => d.t === 'use' && d.as === 'sha')).toBe(true);
  });

  test('kongzhi (a): the target cannot save themself with 水 this turn (P-W2)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['kongzhi', 'sha'] },
        { identity: 'qiangdao', hp: 1, hand: ['shui', 'shan'] },
        { identity: 'xiaozei' },
        { identity: 'dachen', hand: ['shui'] },
      ],
    });
    use(g, 0, 'kongzhi', [1]);
    noWuxie(g, 'kongzhi', ALL4);
    g.decide(0, { t: 'choose', i: 0 });
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    g.expectPending('rescue', [0]);
    g.decide(0, PASS);
    g.expectPending('rescue', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    g.decide(2, PASS);
    // others still may
    g.expectPending('rescue', [3]);
    play(g, 3, 'shui');
    expect(hps(g.state)).toEqual([4, 1, 4, 4]);
  });

  test('kongzhi (b): look at the target’s hand and identity, then take one hand card of your choice', () => {
    const g = fourHands([['kongzhi'], ['shan♦2', 'sha♠7'], [], []]);
    use(g, 0, 'kongzhi', [1]);
    noWuxie(g, 'kongzhi', ALL4);
    let ev = g.decide(0, { t: 'choose', i: 1 });
    const look = eventsOf(ev, 'look');
    expect(look).toEqual([
      { t: 'look', seat: 0, target: 1, hand: [deckCard('shan♦2'), deckCard('sha♠7')], identity: 'qiangdao' },
    ]);
    expect(paopaosha.redactEvent(look[0] as PaopaoshaEvent, 2)).toMatchObject({ hand: null, identity: null });
    expect(paopaosha.view(g.state, 0).players[1]?.identity).toBe('qiangdao');
    expect(paopaosha.view(g.state, 3).players[1]?.identity).toBe(null);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([
      { o: 'card', card: deckCard('shan♦2') },
      { o: 'card', card: deckCard('sha♠7') },
    ]);
    ev = g.decide(0, { t: 'choose', i: 1 });
    expect(handKinds(g.state, 0)).toEqual(['sha']);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
  });

  test('shouhuozidan: reveal as many cards as alive players; from the user in seat order each picks one', () => {
    const g = fourHands([['shouhuozidan♥3']], { drawTop: ['sha♠7', 'shan♦2', 'shui♥6', 'wuxiekeji♠J', 'dilei'] });
    use(g, 0, 'shouhuozidan');
    const revealed = ['sha♠7', 'shan♦2', 'shui♥6', 'wuxiekeji♠J'].map(deckCard);
    expect(eventsOf(g.events, 'reveal')).toEqual([{ t: 'reveal', cards: revealed, reason: 'shouhuozidan' }]);
    expect(g.state.harvest).toEqual(revealed);
    noWuxie(g, 'shouhuozidan', ALL4);
    g.expectPending('choose', [0]);
    g.decide(0, { t: 'choose', i: 3 }); // 无懈可击
    noWuxie(g, 'shouhuozidan', ALL4);
    g.expectPending('choose', [1]);
    expect(g.state.ask?.options).toEqual(revealed.slice(0, 3).map((card) => ({ o: 'card', card })));
    g.decide(1, { t: 'choose', i: 0 });
    noWuxie(g, 'shouhuozidan', ALL4);
    g.decide(2, { t: 'choose', i: 1 });
    noWuxie(g, 'shouhuozidan', ALL4);
    g.expectPending('choose', [3]);
    g.decide(3, { t: 'choose', i: 0 });
    expect([handKinds(g.state, 0), handKinds(g.state, 1), handKinds(g.state, 2), handKinds(g.state, 3)]).toEqual([
      ['wuxiekeji'],
      ['sha'],
      ['shui'],
      ['shan'],
    ]);
    expect(g.state.harvest).toEqual([]);
    expect(g.state.table).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['shouhuozidan♥3']);
  });

  test('zuzhou: judge at once — a weapon card: 3 damage from the user and the target discards every hand card (not equipment)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['zuzhou'] },
        { identity: 'qiangdao', hand: ['shan', 'sha'], equip: { armor: 'baguazhen' } },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
      drawTop: ['pak470'],
    });
    use(g, 0, 'zuzhou', [1]);
    noWuxie(g, 'zuzhou', ALL4);
    const ev = g.events.slice(-6);
    expect(eventsOf(ev, 'judge')).toEqual([
      { t: 'judge', seat: 1, card: deckCard('pak470'), reason: 'zuzhou', hit: true },
    ]);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 1, amount: 3, source: 0, card: deckCard('zuzhou') });
    expect(hps(g.state)).toEqual([4, 1, 4, 4]);
    expect(g.state.seats[1]?.hand).toEqual([]);
    expect(g.state.seats[1]?.equip.armor).toBe(deckCard('baguazhen'));
    expect(discardTail(g.state, 4)).toEqual(['pak470♣A', 'shan♥2', 'sha♠7', 'zuzhou♠K']);
  });

  test('zuzhou: a judgement that is not a weapon does nothing (P-G4: the card type decides)', () => {
    const g = fourHands([['zuzhou'], ['shan'], [], []], { drawTop: ['shan♥2'] });
    use(g, 0, 'zuzhou', [1]);
    noWuxie(g, 'zuzhou', ALL4);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(discardTail(g.state, 2)).toEqual(['shan♥2', 'zuzhou♠K']);
  });
});
