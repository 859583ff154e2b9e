import { describe, expect, test } from 'vitest';
import { damage, deckFaces, discardTail, eventsOf, hand, inDamage, inHand, scenario, top } from './helpers.ts';

const four = (hands: string[][]) =>
  [{ identity: '♠2' }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }].map((s, i) => ({
    ...s,
    hand: hands[i] ?? [],
  }));

describe('S-T1 playing cards', () => {
  test('S-T1: with hand cards you must play: stop, attack and heal are refused', () => {
    // 如果你拥有手牌，你必须出牌
    const g = scenario({ seats: four([['♥3', '♠J']]), discardTop: '♠4' });
    g.expectPending('play', [0]);
    g.expectRefused(0, { t: 'stop' }, 'illegal');
    g.expectRefused(0, { t: 'attack', target: 1 }, 'illegal');
    g.expectRefused(0, { t: 'pass' }, 'illegal');
    g.expectRefused(0, { t: 'flip' }, 'illegal');
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([
      { t: 'play', card: inHand(g.state, 0, '♥3') },
      { t: 'play', card: inHand(g.state, 0, '♠J') },
    ]);
  });

  test('S-T1: a card of the top card’s suit is a legal play; the player may go on', () => {
    const g = scenario({ seats: four([['♠J', '♥3']]), discardTop: '♠4' });
    const ev = g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠J') });
    expect(ev).toEqual([{ t: 'play', seat: 0, card: g.state.discard.at(-1), legal: true }]);
    expect(top(g.state)).toBe('♠J');
    expect(hand(g.state, 0)).toEqual(['♥3']);
    g.expectPending('continue', [0]);
  });

  test('S-T1: a card of the top card’s rank is a legal play', () => {
    const g = scenario({ seats: four([['♦4', '♥3']]), discardTop: '♠4' });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♦4') });
    expect(eventsOf(g.events, 'play')[0]?.legal).toBe(true);
    g.expectPending('continue', [0]);
  });

  test('S-T1: an illegal play is allowed and ends the turn at once', () => {
    // 否则如果你不符合uno规则出牌，称为“不合理出牌”，则打出这张牌后你必须停止出牌，结束自己的回合！
    const g = scenario({ seats: four([['♥3', '♠J', '♠Q'], ['♣2']]), discardTop: '♠4' });
    const ev = g.decide(0, { t: 'play', card: inHand(g.state, 0, '♥3') });
    expect(ev.map((e) => e.t)).toEqual(['play', 'turn']);
    expect(eventsOf(ev, 'play')[0]?.legal).toBe(false);
    expect(top(g.state)).toBe('♥3');
    expect(hand(g.state, 0)).toEqual(['♠J', '♠Q']); // the matching ♠ cards stay in hand
    g.expectPending('play', [1]);
    expect(g.state.turn).toBe(1);
  });

  test('S-T1: after legal plays, an illegal one still ends the turn (合理… 接着一次不合理出牌)', () => {
    // 出牌的结果应该是连续若干次“合理出牌”接着一次“不合理出牌”
    const g = scenario({ seats: four([['♠J', '♦J', '♣2', '♣3']]), discardTop: '♠4' });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠J') }); // suit
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♦J') }); // rank
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♣2') }); // illegal on ♦J
    expect(eventsOf(g.events, 'play').map((e) => e.legal)).toEqual([true, true, false]);
    expect(discardTail(g.state, 4)).toEqual(['♠4', '♠J', '♦J', '♣2']);
    expect(hand(g.state, 0)).toEqual(['♣3']);
    g.expectPending('noHand', [1]);
  });

  test('S-T1: a joker played is always legal', () => {
    // 大小王作为百搭出现在任何牌的后面或前面都是“合理出牌”
    const g = scenario({ seats: four([['JOKER', '♥3']]), discardTop: '♠4' });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, 'JOKER') });
    expect(eventsOf(g.events, 'play')[0]?.legal).toBe(true);
    expect(top(g.state)).toBe('JOKER');
    g.expectPending('continue', [0]);
  });

  test('S-T1: any card may follow a joker on top legally', () => {
    const g = scenario({ seats: four([['♥3', '♣9', '♦K']]), discardTop: 'joker' });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♥3') });
    expect(eventsOf(g.events, 'play')[0]?.legal).toBe(true);
    g.expectPending('continue', [0]);
    // …but the next card must match the ♥3 again
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♣9') });
    expect(eventsOf(g.events, 'play')[1]?.legal).toBe(false);
    g.expectPending('noHand', [1]);
  });

  test('S-T1: a card that is not in the hand cannot be played', () => {
    const g = scenario({ seats: four([['♥3']]), discardTop: '♠4' });
    g.expectRefused(0, { t: 'play', card: g.state.discard[0] as number }, 'illegal');
    g.expectRefused(0, { t: 'play', card: 99999 }, 'illegal');
  });
});

describe('S-T2 voluntary stop', () => {
  test('S-T2: after a legal play the player may play again or stop; stopping without damage ends the turn', () => {
    // 如果是“合理出牌”，你可以选择继续出牌还是主动中止。
    const g = scenario({ seats: four([['♠J', '♠Q'], ['♣2']]), discardTop: '♠4' });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠J') });
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([
      { t: 'play', card: inHand(g.state, 0, '♠Q') },
      { t: 'stop' },
    ]);
    const ev = g.decide(0, { t: 'stop' });
    expect(ev.map((e) => e.t)).toEqual(['stop', 'turn']);
    expect(hand(g.state, 0)).toEqual(['♠Q']);
    g.expectPending('play', [1]);
  });

  test('S-T2: stopping with damage cards offers one self-heal, which may be passed', () => {
    // 如果你是主动中止的，可以对自己做一次“疗伤”
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♠J', '♠Q'], damage: ['♥8', '♣K'] },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠J') });
    g.decide(0, { t: 'stop' });
    g.expectPending('selfHeal', [0]);
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([
      { t: 'heal', target: 0, card: inDamage(g.state, 0, '♥8') },
      { t: 'heal', target: 0, card: inDamage(g.state, 0, '♣K') },
      { t: 'pass' },
    ]);
    g.decide(0, { t: 'pass' });
    expect(damage(g.state, 0)).toEqual(['♥8', '♣K']);
    expect(top(g.state)).toBe('♠J');
    g.expectPending('play', [1]);
  });

  test('S-T2: emptying the hand with a legal play is a voluntary stop: self-heal, then the turn ends', () => {
    // 始终是“合理出牌”最后主动中止（手牌耗光也算主动中止）
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♠J'], damage: ['♥8', '♣K'] },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const ev = g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠J') });
    expect(ev.map((e) => e.t)).toEqual(['play', 'stop']);
    g.expectPending('selfHeal', [0]);
    g.decide(0, { t: 'heal', target: 0, card: inDamage(g.state, 0, '♣K') });
    expect(damage(g.state, 0)).toEqual(['♥8']);
    expect(top(g.state)).toBe('♣K');
    g.expectPending('play', [1]);
  });

  test('S-T2: emptying the hand with an illegal play is not a voluntary stop: no heal', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♥3'], damage: ['♥8'] },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const ev = g.decide(0, { t: 'play', card: inHand(g.state, 0, '♥3') });
    expect(ev.map((e) => e.t)).toEqual(['play', 'turn']);
    expect(damage(g.state, 0)).toEqual(['♥8']);
    g.expectPending('play', [1]);
  });

  test('S-T2: the self-heal after a stop is on yourself only', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♠J', '♠Q'], damage: ['♥8'] },
        { identity: '♥5', damage: ['♣K'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠J') });
    g.decide(0, { t: 'stop' });
    g.expectRefused(0, { t: 'heal', target: 1, card: inDamage(g.state, 1, '♣K') }, 'illegal');
    g.expectRefused(0, { t: 'heal', target: 0, card: inDamage(g.state, 1, '♣K') }, 'illegal');
    g.expectRefused(0, { t: 'play', card: inHand(g.state, 0, '♠Q') }, 'illegal');
    g.expectRefused(0, { t: 'attack', target: 1 }, 'illegal');
  });
});

describe('S-T3 no hand cards', () => {
  test('S-T3: with no hand cards at the start of the turn the player attacks or heals anyone alive', () => {
    // 没有手牌时，你可以选择攻击其他玩家或者疗伤。
    const g = scenario({
      seats: [
        { identity: '♠2', damage: ['♥8'] },
        { identity: '♥5', dead: { deathOrder: 1 } },
        { identity: '♣7', damage: ['♣K'] },
        { identity: '♦9', hand: ['♦3'] },
      ],
      discardTop: '♠4',
    });
    g.expectPending('noHand', [0]);
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([
      { t: 'attack', target: 2 },
      { t: 'attack', target: 3 },
      { t: 'heal', target: 0, card: inDamage(g.state, 0, '♥8') },
      { t: 'heal', target: 2, card: inDamage(g.state, 2, '♣K') },
    ]);
    g.expectRefused(0, { t: 'play', card: inHand(g.state, 3, '♦3') }, 'illegal');
    g.expectRefused(0, { t: 'stop' }, 'illegal');
    g.expectRefused(0, { t: 'pass' }, 'illegal');
  });

  test('S-T3: healing another player moves their damage card to the top and ends the turn', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7', damage: ['♣K', '♦6'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const ev = g.decide(0, { t: 'heal', target: 2, card: inDamage(g.state, 2, '♣K') });
    expect(ev.map((e) => e.t)).toEqual(['heal', 'turn']);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, target: 2, card: g.state.discard.at(-1) }]);
    expect(damage(g.state, 2)).toEqual(['♦6']);
    expect(top(g.state)).toBe('♣K');
    g.expectPending('play', [1]);
  });

  test('S-T3: emptying the hand during a turn does not allow an attack in that turn', () => {
    // 尽量出光(实际上是弃光）自己的手牌，然后才能对别人发动进攻。
    const g = scenario({
      seats: four([['♠J'], ['♣2'], ['♥A'], ['♦A']]),
      discardTop: '♠4',
    });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠J') }); // hand empty, no damage: the turn ends
    expect(hand(g.state, 0)).toEqual([]);
    g.expectPending('play', [1]);
    g.expectRefused(0, { t: 'attack', target: 1 }, 'not_pending');
    for (const [seat, card] of [
      [1, '♣2'],
      [2, '♥A'],
      [3, '♦A'],
    ] as const) {
      g.decide(seat, { t: 'play', card: inHand(g.state, seat, card) }); // each illegal: the turn ends
    }
    // seat 0's next turn starts with no hand cards: now it may attack
    g.expectPending('noHand', [0]);
    expect(g.legal(0).filter((d) => d.t === 'attack')).toEqual([
      { t: 'attack', target: 1 },
      { t: 'attack', target: 2 },
      { t: 'attack', target: 3 },
    ]);
  });
});

describe('S-T4 reshuffle', () => {
  test('S-T4: an empty draw pile is refilled from the discard pile, whose top card stays in place', () => {
    // 牌堆如果摸空就重洗弃牌堆，但是要保留最上面的一张不动。
    const g = scenario({
      seats: [{ identity: '♠2' }, { identity: '♥5', hand: ['♣2'] }, { identity: '♣7' }, { identity: '♦9' }],
      discardTop: '♥Q',
      drawTop: ['♠9', '♠4'],
      restInDiscard: true,
    });
    expect(g.state.draw.length).toBe(2);
    const discardBefore = g.state.discard.length; // 216 − 4 identities − 1 hand card − 2 drawn
    expect(discardBefore).toBe(209);
    const topId = g.state.discard.at(-1);
    g.decide(0, { t: 'attack', target: 2 }); // ♠9
    g.decide(0, { t: 'flip' }); // ♠4 < 9: forced stop, draw 4 — the draw pile is empty
    expect(damage(g.state, 2)).toEqual(['♠9', '♠4']);
    expect(eventsOf(g.events, 'reshuffle')).toEqual([{ t: 'reshuffle', count: 208 }]);
    expect(g.state.discard).toEqual([topId]);
    expect(top(g.state)).toBe('♥Q');
    expect(g.state.players[0]?.hand.length).toBe(4);
    expect(g.state.draw.length).toBe(204);
    expect(eventsOf(g.events, 'draw')).toEqual([
      { t: 'draw', seat: 0, cards: g.state.players[0]?.hand, count: 4, penalty: true },
    ]);
    // the event order: flips, damage, then the reshuffle during the penalty draw
    expect(g.events.map((e) => e.t)).toEqual(['attack', 'flip', 'flip', 'damage', 'reshuffle', 'draw', 'turn']);
  });

  test('S-T4: a reshuffle during an attack keeps the top card and lets the flips go on', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, { identity: '♥5', hand: ['♣2'] }, { identity: '♣7' }, { identity: '♦9' }],
      discardTop: '♥Q',
      drawTop: ['♠A'],
      restInDiscard: true,
    });
    const topId = g.state.discard.at(-1);
    g.decide(0, { t: 'attack', target: 2 }); // ♠A: the draw pile is now empty
    expect(g.state.draw.length).toBe(0);
    const ev = g.decide(0, { t: 'flip' }); // reshuffle, then flip a card ≥ 1: never forced (A is the lowest)
    expect(ev.map((e) => e.t)).toEqual(['reshuffle', 'flip']);
    expect(eventsOf(ev, 'reshuffle')[0]?.count).toBe(209);
    expect(g.state.discard).toEqual([topId]);
    expect(g.state.flips.length).toBe(2);
    g.expectPending('flip', [0]);
  });

  test('S-T4: when nothing more can be drawn, the player draws as many cards as there are', () => {
    // 2 decks: every card is held somewhere except the two flips and three cards under the top.
    const faces = [...deckFaces(), ...deckFaces()];
    const take = (text: string) => {
      const i = faces.indexOf(text);
      if (i < 0) throw new Error(text);
      faces.splice(i, 1);
      return text;
    };
    const seats = [
      { identity: take('♠2') },
      { identity: take('♥5'), hand: [take('♣2')] },
      { identity: take('♣7') },
      { identity: take('♦9') },
    ];
    const discardTop = take('♥Q');
    const drawTop = [take('♠9'), take('♠4')];
    const under = [take('♦3'), take('♦4'), take('♦5')];
    (seats[1] as { hand: string[] }).hand.push(...faces); // everything else sits in seat 1's hand
    const g = scenario({ seats, discardTop, drawTop, decks: 2, restInDiscard: true });
    expect(g.state.discard.length).toBe(4);
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' }); // ♠4 < ♠9: forced stop, the penalty is 4 cards but only 3 exist
    expect(hand(g.state, 0).sort()).toEqual([...under].sort());
    expect(eventsOf(g.events, 'draw')[0]).toMatchObject({ seat: 0, count: 3, penalty: true });
    expect(g.state.draw).toEqual([]);
    expect(top(g.state)).toBe('♥Q');
    expect(g.state.discard.length).toBe(1);
    g.expectPending('play', [1]);
  });

  test('S-T4: an attack with nothing left to flip deals no damage and carries no penalty (product choice 4)', () => {
    const faces = [...deckFaces(), ...deckFaces()];
    const take = (text: string) => {
      faces.splice(faces.indexOf(text), 1);
      return text;
    };
    const seats = [
      { identity: take('♠2') },
      { identity: take('♥5') },
      { identity: take('♣7'), damage: [take('♣K')] },
      { identity: take('♠9'), hand: [] as string[] }, // not a ♦: 10+ hand cards would win D-A
    ];
    const discardTop = take('♥Q');
    const drawTop = [take('♠9')];
    (seats[3] as { hand: string[] }).hand.push(...faces); // every other card sits in seat 3's hand
    const g = scenario({ seats, discardTop, drawTop, decks: 2 });
    expect(g.state.draw.length).toBe(1);
    expect(g.state.discard.length).toBe(1);
    g.decide(0, { t: 'attack', target: 2 }); // ♠9
    const ev = g.decide(0, { t: 'flip' }); // nothing to flip: the attack resolves as a voluntary stop
    expect(ev.map((e) => e.t)).toEqual(['damage', 'turn']);
    expect(damage(g.state, 2)).toEqual(['♣K', '♠9']);
    expect(hand(g.state, 0)).toEqual([]);
    expect(eventsOf(g.events, 'draw')).toEqual([]);
    // seat 1 attacks with nothing at all to flip: no damage, the turn ends
    g.expectPending('noHand', [1]);
    const ev2 = g.decide(1, { t: 'attack', target: 3 });
    expect(ev2.map((e) => e.t)).toEqual(['attack', 'turn']);
    expect(damage(g.state, 3)).toEqual([]);
    expect(top(g.state)).toBe('♥Q');
    g.expectPending('noHand', [2]);
  });
});
