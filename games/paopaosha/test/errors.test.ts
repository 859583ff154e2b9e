import { applyForRequest, IllegalDecisionError } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { CHARACTER_POOL, deckCard, END, PASS, paopaosha, playOf, useOf } from '../src/index.ts';
import { play, scenario, use } from './helpers.ts';

/** 八卦阵's decision: judge instead of playing a 闪 (its entry's `equip.shanAlternative.decision`). */
const BAGUA = { t: 'bagua' } as const;

/** Four seats (国主 0, 强盗 1, 小贼 2, 大臣 3); seat 0 holds 杀♠7, 闪♦2, 本来就有; seat 1 holds 无懈可击. */
function game() {
  return scenario({
    seats: [
      { identity: 'guozhu', hand: ['sha♠7', 'shan♦2', 'benlaijiuyou'] },
      { identity: 'qiangdao', hand: ['wuxiekeji'] },
      { identity: 'xiaozei', hand: ['sha♠8'] },
      { identity: 'dachen' },
    ],
  });
}

describe('refused decisions (IllegalDecisionError, state unchanged)', () => {
  test('bad_seat: a seat that does not exist', () => {
    const g = game();
    g.expectRefused(4, END, 'bad_seat');
    g.expectRefused(-1, END, 'bad_seat');
    g.expectRefused(1.5, END, 'bad_seat');
  });

  test('malformed: not a decision of this game', () => {
    const g = game();
    for (const d of [null, undefined, 'end', 42, [], {}, { t: 'nope' }, { t: 'attack', target: 1 }]) {
      g.expectRefused(0, d, 'malformed');
    }
  });

  test('not_pending: out of turn, or a seat that has already answered a window', () => {
    const g = game();
    g.expectRefused(1, END, 'not_pending');
    g.expectRefused(2, useOf(deckCard('sha♠8'), 'sha', [3]), 'not_pending');
    use(g, 0, 'benlaijiuyou');
    g.expectPending('wuxie', [0, 1, 2, 3]);
    g.decide(2, PASS);
    g.expectRefused(2, PASS, 'not_pending');
    g.expectRefused(0, END, 'illegal'); // seat 0 is asked (the window), but not for the play phase
  });

  test('illegal: well-formed decisions that are not among the legal ones', () => {
    const g = game();
    const sha = deckCard('sha♠7');
    const bad: unknown[] = [
      useOf(deckCard('sha♠8'), 'sha', [1]), // a card of another hand
      useOf(sha, 'sha', [2]), // out of range (distance 2)
      useOf(sha, 'sha', [0]), // yourself
      useOf(sha, 'sha', [1, 3]), // two targets without 跑跑散弹枪
      useOf(sha, 'sha', []), // no target
      useOf(sha, 'shui', []), // as another kind
      useOf(sha, 'sha', [1], [deckCard('shan♦2')]), // a 炒锅 pair without 炒锅
      useOf(deckCard('shan♦2'), 'shan', []), // 闪 in the play phase
      useOf(deckCard('benlaijiuyou'), 'benlaijiuyou', [2]), // a target where none is taken
      playOf(sha, 'sha'), // a response when none is asked
      PASS,
      BAGUA,
      { t: 'discard', card: sha },
      { t: 'choose', i: 0 },
      { t: 'character', id: 'laopi' },
      { t: 'use', card: '14', as: 'sha', with: [], targets: [1] },
      { t: 'use', card: sha, as: 'sha', with: [], targets: '1' },
    ];
    for (const d of bad) g.expectRefused(0, d, 'illegal');
    // the game still goes on normally
    use(g, 0, 'sha♠7', [1]);
    g.expectPending('shan', [1]);
    g.expectRefused(1, playOf(deckCard('wuxiekeji'), 'shan'), 'illegal');
    g.expectRefused(1, BAGUA, 'illegal');
    g.decide(1, PASS);
  });

  test('illegal: a choose index outside the options, a discard of a card not in hand', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hp: 1, hand: ['guoluchailu', 'sha', 'sha'] },
        { identity: 'qiangdao', hand: ['shan'] },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'guoluchailu', [1]);
    for (const seat of [0, 1, 2]) g.decide(seat, PASS);
    g.expectPending('choose', [0]);
    g.expectRefused(0, { t: 'choose', i: 1 }, 'illegal');
    g.expectRefused(0, { t: 'choose', i: -1 }, 'illegal');
    g.decide(0, { t: 'choose', i: 0 });
    g.decide(0, END);
    g.expectPending('discard', [0]);
    g.expectRefused(0, { t: 'discard', card: deckCard('guoluchailu') }, 'illegal');
  });

  test('illegal: a character that was not offered', () => {
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 3 }), 5);
    const offered = s.ask?.characters ?? [];
    const other = CHARACTER_POOL.find((c) => !offered.includes(c));
    const before = JSON.stringify(s);
    expect(() => paopaosha.apply(s, s.lord, { t: 'character', id: other })).toThrow(IllegalDecisionError);
    expect(() => paopaosha.apply(s, s.lord, { t: 'character', id: 'haidaowang' })).toThrow(/illegal/);
    expect(JSON.stringify(s)).toBe(before);
  });

  test('game_over: nothing is accepted once the game has ended', () => {
    const g = scenario({
      seats: [{ identity: 'guozhu', hand: ['sha'] }, { identity: 'qiangdao', hp: 1 }, { identity: 'dachen' }],
    });
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    g.decide(0, PASS);
    g.decide(1, PASS);
    g.decide(2, PASS);
    expect(g.state.result?.reason).toBe('guozhu');
    g.expectRefused(0, END, 'game_over');
    g.expectRefused(2, PASS, 'game_over');
    expect(paopaosha.legal(g.state, 0)).toEqual([]);
  });

  test('stale: a decision naming another request id is refused (engine applyForRequest)', () => {
    const g = game();
    const id = g.pending()?.id as number;
    const before = JSON.stringify(g.state);
    try {
      applyForRequest(paopaosha, g.state, 0, END, id - 1);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalDecisionError);
      expect((e as IllegalDecisionError).code).toBe('stale');
    }
    expect(JSON.stringify(g.state)).toBe(before);
    applyForRequest(paopaosha, g.state, 0, END, id);
    g.expectPending('play', [1]);
  });

  test('P-G6: not_pending for a seat that answered; a window waits for every seat even after an earlier one played', () => {
    const g = game();
    use(g, 0, 'benlaijiuyou');
    play(g, 1, 'wuxiekeji');
    g.expectPending('wuxie', [0, 2, 3]);
    g.expectRefused(1, PASS, 'not_pending');
  });
});
