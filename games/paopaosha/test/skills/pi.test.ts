/**
 * Scenario tests of the 皮国 characters' skills (rulings: Characters, P-T6, P-G2; rules page §17):
 * 皮蛋 shuijiao 睡觉, zhuxi 主席 · 小皮 shangxue 上学, meishu 美术 · 黑妞 ailian 爱恋, heiniu_niu 黑"牛" ·
 * 老皮 fayan 发言, qianrang 谦让 · 皮官小钱 tanwu 贪污, tanpai 贪牌.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, redactEvent, viewOf } from '../../src/index.ts';
import { discardTail, eventsOf, handKinds, hps, noWuxie, play, scenario, use } from '../helpers.ts';
import { IDS4, options, pick, skillOptions, skills4 } from './skill-helpers.ts';

describe('皮蛋', () => {
  test('shuijiao: at turn start 皮蛋 may skip the whole turn; until the next turn starts no damage reaches them', () => {
    const g = skills4(['pidan', 'heiniu', 'heiniu', 'heiniu'], [{ judging: ['huaquanquan'] }, { hand: ['sha♠7'] }], {
      phase: 'start',
      drawTop: ['shan♦2', 'shan♦3', 'sha♣3', 'sha♣4', 'shui♥3', 'shui♥4', 'sha♣8', 'sha♣9'],
    });
    // a yes/no choose request before the delayed cards are judged
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'shuijiao' });
    expect(options(g)).toEqual([
      { o: 'yes', card: -1 },
      { o: 'no', card: -1 },
    ]);
    let ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'shuijiao', targets: [], cards: [] }]);
    expect(eventsOf(ev, 'skip')).toEqual([{ t: 'skip', seat: 0, what: 'turn' }]);
    // the whole turn is skipped: no judgement, no draw; the 画圈圈 stays for the next turn
    expect(eventsOf(ev, 'judge')).toEqual([]);
    expect(eventsOf(ev, 'draw').map((e) => e.seat)).toEqual([1]);
    expect(g.state.seats[0]?.judging).toEqual([deckCard('huaquanquan')]);
    expect(g.state.seats[0]?.hand).toEqual([]);
    expect(g.state.seats[0]?.asleep).toBe(true);
    expect(viewOf(g.state, 2).players[0]?.asleep).toBe(true);
    // seat 1's 杀 hits nothing: the damage is prevented
    g.expectPending('play', [1]);
    use(g, 1, 'sha♠7', [0]);
    g.expectPending('shan', [0]);
    ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'prevent')).toEqual([{ t: 'prevent', seat: 0, amount: 1, by: 'shuijiao' }]);
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    g.decide(1, END);
    g.decide(2, END);
    g.decide(3, END);
    // 皮蛋's next turn starts: the immunity ends, and 睡觉 is offered again
    g.expectPending('choose', [0]);
    expect(g.state.seats[0]?.asleep).toBe(false);
    pick(g, 0, 'no');
    // declined: the turn goes on, the 画圈圈 now resolves
    noWuxie(g, 'huaquanquan', [0, 1, 2, 3]);
    expect(eventsOf(g.events, 'judge')).toEqual([
      { t: 'judge', seat: 0, card: deckCard('sha♣8'), reason: 'huaquanquan', hit: false },
    ]);
  });

  test('shuijiao: product reading 1 — 时间前进 resolves before 睡觉; if it skips the turn, 睡觉 is not asked', () => {
    const g = skills4(['pidan', 'heiniu', 'heiniu', 'heiniu'], [{ judging: ['shijianqianjin'] }], { phase: 'start' });
    noWuxie(g, 'shijianqianjin', [0, 1, 2, 3]);
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 0, what: 'turn' }]);
    expect(g.state.seats[0]?.asleep).toBe(false);
    g.expectPending('play', [1]);
    // cancelled by 无懈可击: the turn goes on and 睡觉 is asked
    const c = skills4(
      ['pidan', 'heiniu', 'heiniu', 'heiniu'],
      [{ judging: ['shijianqianjin'] }, { hand: ['wuxiekeji'] }],
      {
        phase: 'start',
      },
    );
    c.decide(0, PASS);
    play(c, 1, 'wuxiekeji');
    c.decide(2, PASS);
    c.decide(3, PASS);
    noWuxie(c, 'wuxiekeji', [0, 1, 2, 3]);
    c.expectPending('choose', [0]);
    expect(c.state.ask).toMatchObject({ reason: 'shuijiao' });
  });

  test('shuijiao: with character skills off (the scenario default) 皮蛋 is not asked', () => {
    const g = scenario({
      seats: IDS4.map((identity) => ({ identity, character: 'pidan' as const })),
      phase: 'start',
    });
    g.expectPending('play', [0]);
  });

  test('zhuxi: 皮蛋 sees every identity in its view; another seat sees only its own and the 国主', () => {
    const g = skills4(['heiniu', 'heiniu', 'pidan', 'heiniu']);
    expect(viewOf(g.state, 2).players.map((p) => p.identity)).toEqual(['guozhu', 'qiangdao', 'xiaozei', 'dachen']);
    expect(viewOf(g.state, 1).players.map((p) => p.identity)).toEqual(['guozhu', 'qiangdao', null, null]);
    expect(viewOf(g.state, 3).players.map((p) => p.identity)).toEqual(['guozhu', null, null, 'dachen']);
    expect(viewOf(g.state, null).players.map((p) => p.identity)).toEqual(['guozhu', null, null, null]);
    // with character skills off, 主席 shows nothing more
    const off = scenario({ seats: IDS4.map((identity, i) => ({ identity, character: i === 2 ? 'pidan' : 'heiniu' })) });
    expect(viewOf(off.state, 2).players.map((p) => p.identity)).toEqual(['guozhu', null, 'xiaozei', null]);
  });
});

describe('小皮', () => {
  test('shangxue: 小皮 draws 1 more in the draw phase (3)', () => {
    const g = skills4(['xiaopi', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(g.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 3]]);
    expect(g.state.seats[0]?.hand.length).toBe(3);
    const plain = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(plain.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 2]]);
  });

  test('meishu: a target needs two 闪 to stop 小皮’s 杀, asked one at a time', () => {
    const g = skills4(['xiaopi', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2', 'shan♦3'] }]);
    use(g, 0, 'sha♠7', [1]);
    g.expectPending('shan', [1]);
    expect(g.state.ask?.count).toBe(2);
    play(g, 1, 'shan♦2');
    g.expectPending('shan', [1]);
    expect(g.state.ask?.count).toBe(1);
    const ev = play(g, 1, 'shan♦3');
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([3, 4, 4, 4]);
    // one 闪 is not enough
    const g2 = skills4(['xiaopi', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2'] }]);
    use(g2, 0, 'sha♠7', [1]);
    play(g2, 1, 'shan♦2');
    g2.expectPending('shan', [1]);
    const ev2 = g2.decide(1, PASS);
    expect(eventsOf(ev2, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 1, source: 0, card: deckCard('sha♠7'), hp: 3 },
    ]);
  });
});

describe('黑妞', () => {
  test('ailian: once per play phase, discard 2 hand cards: 黑妞 and another player each heal 1', () => {
    const g = skills4(
      ['heiniu', 'xiaopi', 'heiniu', 'heiniu'],
      [{ hp: 2, hand: ['sha♠7', 'shan♦2', 'dantiao♠A'] }, { hp: 1 }],
    );
    expect(skillOptions(g, 0, 'ailian')).toEqual([
      { t: 'skill', id: 'ailian', cards: [], targets: [1] },
      { t: 'skill', id: 'ailian', cards: [], targets: [2] },
      { t: 'skill', id: 'ailian', cards: [], targets: [3] },
    ]);
    let ev = g.decide(0, { t: 'skill', id: 'ailian', cards: [], targets: [1] });
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'ailian', targets: [1], cards: [] }]);
    g.expectPending('discard', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'ailian', count: 2 });
    // hand cards only
    expect(g.legal(0)).toEqual([
      { t: 'discard', card: deckCard('sha♠7') },
      { t: 'discard', card: deckCard('shan♦2') },
      { t: 'discard', card: deckCard('dantiao♠A') },
    ]);
    g.decide(0, { t: 'discard', card: deckCard('sha♠7') });
    expect(g.state.ask).toMatchObject({ kind: 'discard', reason: 'ailian', count: 1 });
    ev = g.decide(0, { t: 'discard', card: deckCard('dantiao♠A') });
    expect(eventsOf(ev, 'heal')).toEqual([
      { t: 'heal', seat: 0, amount: 1, hp: 3, by: 0 },
      { t: 'heal', seat: 1, amount: 1, hp: 2, by: 0 },
    ]);
    expect(hps(g.state)).toEqual([3, 2, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['sha♠7', 'dantiao♠A']);
    expect(handKinds(g.state, 0)).toEqual(['shan']);
    // once per play phase
    g.expectPending('play', [0]);
    expect(g.state.seats[0]?.uses.ailian).toBe(1);
    const g2 = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 2, hand: ['sha', 'shan', 'shui', 'shui'] }]);
    g2.decide(0, { t: 'skill', id: 'ailian', cards: [], targets: [2] });
    g2.decide(0, { t: 'discard', card: deckCard('sha') });
    g2.decide(0, { t: 'discard', card: deckCard('shan') });
    expect(skillOptions(g2, 0, 'ailian')).toEqual([]);
  });

  test('ailian: not offered with fewer than 2 hand cards', () => {
    const g = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 2, hand: ['sha'] }]);
    expect(skillOptions(g, 0, 'ailian')).toEqual([]);
  });

  test('heiniu_niu: 诅咒 has no effect on 黑妞 (no 无懈可击 window, no judgement)', () => {
    const g = skills4(['xiaopi', 'heiniu', 'xiaopi', 'xiaopi'], [{ hand: ['zuzhou'] }], { drawTop: ['dapao'] });
    const ev = use(g, 0, 'zuzhou', [1]);
    expect(eventsOf(ev, 'immune')).toEqual([{ t: 'immune', seat: 1, kind: 'zuzhou', by: 'heiniu_niu' }]);
    expect(eventsOf(ev, 'judge')).toEqual([]);
    g.expectPending('play', [0]);
    expect(hps(g.state)).toEqual([3, 4, 3, 3]);
    expect(g.state.seats[1]?.hand).toEqual([]);
  });
});

describe('老皮', () => {
  test('fayan: 老皮 draws as many extra cards as there are other alive players', () => {
    const g = skills4(['laopi', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(g.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 5]]);
    // a dead player does not count
    const g2 = scenario({
      seats: IDS4.map((identity, i) => ({ identity, character: i === 0 ? 'laopi' : 'heiniu', alive: i !== 2 })),
      phase: 'draw',
      config: { characterSkills: true },
    });
    expect(eventsOf(g2.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 4]]);
  });

  test('qianrang: with full HP 老皮 skips the discard phase; below it discards as usual', () => {
    const six = ['sha', 'sha', 'sha', 'shan', 'shan', 'shan'];
    const g = skills4(['laopi', 'heiniu', 'heiniu', 'heiniu'], [{ hand: six }], { phase: 'discard' });
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 0, what: 'discard' }]);
    expect(g.state.seats[0]?.hand.length).toBe(6);
    g.expectPending('play', [1]);
    const g2 = skills4(['laopi', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 3, hand: six }], { phase: 'discard' });
    g2.expectPending('discard', [0]);
    expect(g2.state.ask?.count).toBe(3);
  });
});

describe('皮官小钱', () => {
  test('tanwu: at turn start 皮官小钱 may take one random hand card from each other player (seen by the two only)', () => {
    const g = skills4(
      ['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'],
      [{}, { hand: ['shan♦2'] }, {}, { hand: ['sha♠7'] }],
      { phase: 'start', drawTop: ['shui♥3', 'shui♥4', 'shui♥6', 'shui♥7', 'shui♥8'] },
    );
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'tanwu' });
    const ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'tanwu', targets: [1, 3], cards: [] }]);
    const moves = eventsOf(ev, 'move');
    expect(moves).toEqual([
      { t: 'move', from: 1, to: 0, cards: [deckCard('shan♦2')], count: 1, zone: 'hand', see: [0, 1] },
      { t: 'move', from: 3, to: 0, cards: [deckCard('sha♠7')], count: 1, zone: 'hand', see: [0, 3] },
    ]);
    // the others see that a card moved, not which
    expect(redactEvent(moves[0] as (typeof moves)[number], 2)).toMatchObject({ cards: null, count: 1 });
    // then the draw phase: 贪牌 draws 5
    expect(handKinds(g.state, 0)).toEqual(['sha', 'shan', 'shui', 'shui', 'shui', 'shui', 'shui']);
    expect(g.state.seats[1]?.hand).toEqual([]);
    expect(g.state.seats[3]?.hand).toEqual([]);
    g.expectPending('play', [0]);
  });

  test('tanwu: declining takes nothing; with no other player holding a hand card there is no request', () => {
    const g = skills4(['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'], [{}, { hand: ['shan'] }], { phase: 'start' });
    pick(g, 0, 'no');
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(g.state.seats[0]?.hand.length).toBe(5);
    const none = skills4(['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start' });
    none.expectPending('play', [0]);
    expect(none.state.seats[0]?.hand.length).toBe(5);
  });

  test('tanpai: 皮官小钱 draws 5 instead of 2 in the draw phase', () => {
    const g = skills4(['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(g.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 5]]);
  });
});
