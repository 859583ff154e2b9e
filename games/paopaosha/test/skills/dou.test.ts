/**
 * Scenario tests of the 豆国 characters' skills (rulings: Characters, P-T6, P-G2; product readings 4, 10, 11,
 * 12): 大大豆 doujiang 豆浆, dounang 豆囊 · 小豆 douhua 豆花, kandou 看豆 · 豆鸡眼 zaji 杂技, doujiyanji 斗鸡眼.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf, redactEvent, useOf, viewOf } from '../../src/index.ts';
import { eventsOf, handKinds, hps, noWuxie, play, scenario, use } from '../helpers.ts';
import { options, pick, skillOptions, skills4 } from './skill-helpers.ts';

/** The 水 uses among `seat`'s legal decisions. */
function shuiUses(g: ReturnType<typeof skills4>, seat: number) {
  return g.legal(seat).filter((d) => d.t === 'use' && d.as === 'shui');
}

describe('大大豆', () => {
  test('doujiang: any hand or equipment card can be used as 水, five times per game; a 6th is not offered', () => {
    const g = skills4(
      ['dadadou', 'heiniu', 'heiniu', 'heiniu'],
      [
        {
          maxHp: 8,
          hp: 1,
          hand: ['shui♥3', 'sha♠7', 'shan♦2', 'dantiao♠A', 'jiedaosharen♠Q', 'benlaijiuyou♥7'],
          equip: { weapon: 'dapao' },
        },
      ],
    );
    const ids = ['sha♠7', 'shan♦2', 'dantiao♠A', 'jiedaosharen♠Q', 'benlaijiuyou♥7', 'dapao'].map(deckCard);
    expect(shuiUses(g, 0)).toEqual([
      useOf(deckCard('shui♥3'), 'shui', []),
      ...ids.map((c) => useOf(c, 'shui', [], [], 'doujiang')),
    ]);
    // product reading 11: the equipped weapon, used as 水
    const ev = g.decide(0, useOf(deckCard('dapao'), 'shui', [], [], 'doujiang'));
    expect(eventsOf(ev, 'use')).toEqual([
      { t: 'use', seat: 0, card: deckCard('dapao'), as: 'shui', with: [], targets: [] },
    ]);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 2, by: 0 }]);
    expect(g.state.seats[0]?.equip.weapon).toBe(-1);
    expect(g.state.discard.at(-1)).toBe(deckCard('dapao'));
    // product reading 10: no once-per-turn limit
    for (const c of ids.slice(0, 4)) g.decide(0, useOf(c, 'shui', [], [], 'doujiang'));
    expect(g.state.seats[0]?.uses.doujiang).toBe(5);
    expect(g.state.seats[0]?.hp).toBe(6);
    expect(shuiUses(g, 0)).toEqual([useOf(deckCard('shui♥3'), 'shui', [])]);
    g.expectRefused(0, useOf(deckCard('benlaijiuyou♥7'), 'shui', [], [], 'doujiang'), 'illegal');
  });

  test('doujiang: a card played as 水 saves a dying player (P-W2)', () => {
    const g = skills4(
      ['heiniu', 'xiaopi', 'heiniu', 'dadadou'],
      [{ hand: ['sha♠7'] }, { hp: 1 }, {}, { hand: ['shan♦2'] }],
    );
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2]) {
      g.expectPending('rescue', [seat]);
      g.decide(seat, PASS);
    }
    g.expectPending('rescue', [3]);
    const shan = deckCard('shan♦2');
    expect(g.legal(3)).toEqual([playOf(shan, 'shui', [], 'doujiang'), PASS]);
    const ev = g.decide(3, playOf(shan, 'shui', [], 'doujiang'));
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 1, amount: 1, hp: 1, by: 3 }]);
    expect(g.state.seats[3]?.uses.doujiang).toBe(1);
    expect(g.state.seats[3]?.hand).toEqual([]);
    g.expectPending('play', [0]);
  });

  test('dounang: once per turn, discard a weapon card (hand or equipped): another player heals 2', () => {
    const g = skills4(
      ['dadadou', 'heiniu', 'heiniu', 'heiniu'],
      [{ hand: ['dapao', 'sha'], equip: { weapon: 'muchui' } }, { hp: 1 }],
    );
    const [dapao, muchui] = [deckCard('dapao'), deckCard('muchui')];
    expect(skillOptions(g, 0, 'dounang')).toEqual(
      [dapao, muchui].flatMap((w) => [1, 2, 3].map((t) => ({ t: 'skill', id: 'dounang', cards: [w], targets: [t] }))),
    );
    const ev = g.decide(0, { t: 'skill', id: 'dounang', cards: [muchui], targets: [1] });
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'dounang', targets: [1], cards: [muchui] }]);
    expect(eventsOf(ev, 'discard')).toEqual([{ t: 'discard', seat: 0, cards: [muchui], reason: 'dounang' }]);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 1, amount: 2, hp: 3, by: 0 }]);
    expect(g.state.seats[0]?.equip.weapon).toBe(-1);
    // once per turn
    expect(skillOptions(g, 0, 'dounang')).toEqual([]);
    // no weapon card, no option
    const none = skills4(['dadadou', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha', 'shan'] }, { hp: 1 }]);
    expect(skillOptions(none, 0, 'dounang')).toEqual([]);
  });
});

describe('小豆', () => {
  test('douhua: when another 豆国 character dies, 小豆 dies at once — no dying step, no killer', () => {
    const g = skills4(['heiniu', 'dadadou', 'heiniu', 'xiaodou'], [{ hand: ['sha♠7'] }, { hp: 1 }]);
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) {
      g.expectPending('rescue', [seat]);
      g.decide(seat, PASS);
    }
    expect(eventsOf(g.events, 'skill')).toEqual([{ t: 'skill', seat: 3, id: 'douhua', targets: [1], cards: [] }]);
    expect(eventsOf(g.events, 'death')).toEqual([
      { t: 'death', seat: 1, killer: 0, identity: 'qiangdao', score: 1 },
      { t: 'death', seat: 3, killer: -1, identity: 'dachen', score: 1 },
    ]);
    expect(eventsOf(g.events, 'dying').map((e) => e.seat)).toEqual([1]);
    expect(g.state.seats.map((p) => p.alive)).toEqual([true, false, true, false]);
    // score cards: seat 1's to its killer, 小豆's removed (P-S3)
    expect(g.state.seats.map((p) => p.score)).toEqual([2, 0, 1, 0]);
    expect(g.state.seats[3]?.killer).toBe(-1);
    // the game goes on (国主 and 小贼 alive)
    expect(g.state.result).toBeNull();
    g.expectPending('play', [0]);
  });

  test('douhua: with another 豆国 character in the game, another nation’s death does not kill 小豆', () => {
    const g = skills4(['heiniu', 'heiniu', 'dadadou', 'xiaodou'], [{ hand: ['sha♠7'] }, { hp: 1 }]);
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    expect(eventsOf(g.events, 'death').map((e) => e.seat)).toEqual([1]);
    expect(g.state.seats[3]?.alive).toBe(true);
  });

  test('douhua: with no other 豆国 character chosen (product reading 12), any death kills 小豆; victory is checked after', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', character: 'heiniu', hand: ['sha♠7'] },
        { identity: 'xiaozei', character: 'heiniu', hp: 1 },
        { identity: 'qiangdao', character: 'xiaodou' },
        { identity: 'dachen', character: 'pidan' },
      ],
      config: { characterSkills: true },
    });
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    expect(eventsOf(g.events, 'death')).toEqual([
      { t: 'death', seat: 1, killer: 0, identity: 'xiaozei', score: 1 },
      { t: 'death', seat: 2, killer: -1, identity: 'qiangdao', score: 1 },
    ]);
    // every 强盗 and 小贼 is dead: the 国主 and the 大臣 win (P-W4)
    expect(g.state.result).toMatchObject({ winners: [0, 3], draw: false, reason: 'guozhu' });
    expect(g.pending()).toBeNull();
    // no reward for a death with no killer (小豆's 强盗 identity draws nobody anything)
    expect(eventsOf(g.events, 'reward')).toEqual([]);
  });

  test('douhua: 睡觉 does not stop it (product reading 4: it prevents damage only)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', character: 'heiniu', hand: ['sha♠7'] },
        { identity: 'xiaozei', character: 'heiniu', hp: 1 },
        { identity: 'qiangdao', character: 'xiaodou' },
        { identity: 'dachen', character: 'heiniu' },
      ],
      config: { characterSkills: true },
    });
    (g.state.seats[2] as { asleep?: boolean }).asleep = true;
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2, 3]) g.decide(seat, PASS);
    expect(g.state.seats[2]?.alive).toBe(false);
  });

  test('kandou: 小豆 looks at the top N cards (N = alive players; only 小豆 sees them) and puts them back in any order', () => {
    const g = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7', 'shan♦2', 'shui♥3', 'dapao', 'sha♣3'],
    });
    const [sha, shan, shui, dapao, sha2] = ['sha♠7', 'shan♦2', 'shui♥3', 'dapao', 'sha♣3'].map(deckCard) as number[];
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'kandou', count: 4 });
    let ev = pick(g, 0, 'yes');
    const peek = eventsOf(ev, 'peek');
    expect(peek).toEqual([{ t: 'peek', seat: 0, cards: [sha, shan, shui, dapao], count: 4, reason: 'kandou' }]);
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'kandou', targets: [], cards: [] }]);
    // a redacted event: the others (and spectators) see that 4 cards were looked at, not which
    for (const viewer of [1, 2, 3, null])
      expect(redactEvent(peek[0] as never, viewer)).toEqual({
        t: 'peek',
        seat: 0,
        cards: null,
        count: 4,
        reason: 'kandou',
      });
    // "which card goes on top next", one request per position
    expect(g.state.ask).toMatchObject({ kind: 'choose', reason: 'kandou-top', count: 1 });
    expect(options(g)).toEqual([
      { o: 'card', card: sha },
      { o: 'card', card: shan },
      { o: 'card', card: shui },
      { o: 'card', card: dapao },
      { o: 'keep', card: -1 },
    ]);
    expect(viewOf(g.state, 1).ask?.options).toBeNull();
    expect(viewOf(g.state, 0).ask?.options).toHaveLength(5);
    pick(g, 0, 'card', dapao);
    expect(g.state.ask).toMatchObject({ reason: 'kandou-top', count: 2 });
    pick(g, 0, 'card', shui);
    expect(options(g).map((o) => o.card)).toEqual([sha, shan, -1]);
    ev = pick(g, 0, 'card', shan);
    // the last card needs no request; the draw phase then draws the new top two
    expect(eventsOf(ev, 'draw')).toEqual([{ t: 'draw', seat: 0, cards: [dapao, shui], count: 2 }]);
    expect(g.state.draw.slice(-3)).toEqual([sha2, sha, shan]);
    g.expectPending('play', [0]);
  });

  test('kandou: "keep" leaves the rest in order; declining looks at nothing; N counts alive players only', () => {
    const g = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7', 'shan♦2', 'shui♥3', 'dapao'],
    });
    pick(g, 0, 'yes');
    pick(g, 0, 'card', deckCard('shui♥3'));
    const ev = pick(g, 0, 'keep');
    expect(eventsOf(ev, 'draw')[0]?.cards).toEqual([deckCard('shui♥3'), deckCard('sha♠7')]);
    expect(g.state.draw.slice(-2)).toEqual([deckCard('dapao'), deckCard('shan♦2')]);

    const no = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start', drawTop: ['sha♠7', 'shan♦2'] });
    const ev2 = pick(no, 0, 'no');
    expect(eventsOf(ev2, 'peek')).toEqual([]);
    expect(handKinds(no.state, 0)).toEqual(['sha', 'shan']);

    const three = scenario({
      seats: [
        { identity: 'guozhu', character: 'xiaodou' },
        { identity: 'qiangdao', character: 'heiniu' },
        { identity: 'xiaozei', character: 'heiniu', alive: false },
        { identity: 'dachen', character: 'heiniu' },
      ],
      phase: 'start',
      config: { characterSkills: true },
    });
    expect(three.state.ask).toMatchObject({ reason: 'kandou', count: 3 });
  });
});

describe('豆鸡眼', () => {
  test('zaji: any card can be used as 水, twice per game (zajiUses); a 3rd is not offered', () => {
    const g = skills4(
      ['doujiyan', 'heiniu', 'heiniu', 'heiniu'],
      [{ maxHp: 6, hp: 1, hand: ['sha♠7', 'shan♦2', 'dantiao♠A'] }],
    );
    const ids = ['sha♠7', 'shan♦2', 'dantiao♠A'].map(deckCard);
    expect(shuiUses(g, 0)).toEqual(ids.map((c) => useOf(c, 'shui', [], [], 'zaji')));
    g.decide(0, useOf(ids[0] as number, 'shui', [], [], 'zaji'));
    g.decide(0, useOf(ids[1] as number, 'shui', [], [], 'zaji'));
    expect(g.state.seats[0]?.hp).toBe(3);
    expect(g.state.seats[0]?.uses.zaji).toBe(2);
    expect(shuiUses(g, 0)).toEqual([]);
  });

  test('doujiyanji: a target needs two 闪 to stop 豆鸡眼’s 杀', () => {
    const g = skills4(['doujiyan', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2'] }]);
    use(g, 0, 'sha♠7', [1]);
    expect(g.state.ask).toMatchObject({ kind: 'shan', count: 2 });
    play(g, 1, 'shan♦2');
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage').map((e) => [e.seat, e.amount])).toEqual([[1, 1]]);
  });

  test('doujiyanji: in 豆鸡眼’s 单挑 the other side must play two 杀 each time', () => {
    const g = skills4(
      ['doujiyan', 'heiniu', 'heiniu', 'heiniu'],
      [{ hand: ['dantiao♠A', 'sha♠7'] }, { hand: ['sha♣3', 'sha♣4', 'sha♣8'] }],
    );
    use(g, 0, 'dantiao♠A', [1]);
    noWuxie(g, 'dantiao', [0, 1, 2, 3]);
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♣3');
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♣4');
    // 豆鸡眼 answers with one
    g.expectPending('sha', [0]);
    play(g, 0, 'sha♠7');
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♣8');
    g.expectPending('sha', [1]);
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage').map((e) => [e.seat, e.amount, e.source])).toEqual([[1, 1, 0]]);
    expect(hps(g.state)).toEqual([4, 3, 4, 4]);
    g.decide(0, END);
  });
});
