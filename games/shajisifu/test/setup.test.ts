import { Rng, seedRng } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import {
  CLUB,
  DIAMOND,
  defaultConfig,
  HEART,
  JOKER,
  type ShajisifuEvent,
  SPADE,
  setup,
  shajisifu,
  suitOf,
  viewOf,
} from '../src/index.ts';
import { damage, eventsOf, hand, inDamage, inHand, scenario, top } from './helpers.ts';

describe('S-S1 setup', () => {
  test('S-S1: each player gets one identity card then 3 hand cards, one card starts the discard pile', () => {
    // 每人1张身份牌面朝下放置自己面前 / 每人摸取3张手牌 / 翻开1张牌放在桌面中央形成弃牌堆
    for (const players of [4, 7, 10]) {
      const s = setup(defaultConfig(players), 11);
      expect(s.players.length).toBe(players);
      for (const p of s.players) {
        expect(p.hand.length).toBe(3);
        expect(p.damage).toEqual([]);
        expect(p.alive).toBe(true);
        expect(p.revealed).toBe(false);
      }
      expect(s.discard.length).toBe(1);
      expect(s.draw.length).toBe(216 - players * 4 - 1);
      expect(s.turns).toBe(1);
      expect(s.result).toBeNull();
    }
  });

  test('S-S1: dealing order from the shuffled deck: identities seat by seat, then 3 rounds of hand cards, then the top', () => {
    const seed = 4242;
    const s = setup(defaultConfig(5), seed);
    // Replay the same shuffle: the deck's top is its last element.
    const deck = Array.from({ length: 216 }, (_, i) => i);
    const rng = new Rng(seedRng(seed));
    rng.shuffle(deck);
    const next = (): number => deck.pop() as number;
    const identities = [0, 1, 2, 3, 4].map(next);
    const hands: number[][] = [[], [], [], [], []];
    for (let r = 0; r < 3; r++) for (const h of hands) h.push(next());
    const topCard = next();
    expect(s.players.map((p) => p.identity)).toEqual(identities);
    expect(s.players.map((p) => p.hand)).toEqual(hands);
    expect(s.discard).toEqual([topCard]);
    expect(s.draw).toEqual(deck);
  });

  test('S-S1: setup reports the deal and the start: one deal event per seat, then start with the first seat and top', () => {
    const ev: ShajisifuEvent[] = [];
    const s = setup(defaultConfig(4), 99, ev);
    expect(ev.map((e) => e.t)).toEqual(['deal', 'deal', 'deal', 'deal', 'start', 'turn']);
    expect(eventsOf(ev, 'deal').map((e) => [e.seat, e.identity, e.hand, e.count])).toEqual(
      s.players.map((p, seat) => [seat, p.identity, p.hand, 3]),
    );
    expect(eventsOf(ev, 'start')).toEqual([{ t: 'start', first: s.turn, top: s.discard[0] }]);
    expect(eventsOf(ev, 'turn')).toEqual([{ t: 'turn', seat: s.turn, turn: 1 }]);
    // The first player holds 3 cards, so they must play (S-T1).
    expect(shajisifu.pending(s)).toEqual({ seats: [s.turn], kind: 'play', id: s.req });
  });

  test("S-S1: the first player is random, taken from the game's seed", () => {
    // 选择一个人做起始玩家。
    const firsts = new Set<number>();
    for (let seed = 0; seed < 60; seed++) {
      const a = setup(defaultConfig(4), seed);
      const b = setup(defaultConfig(4), seed);
      expect(b.turn).toBe(a.turn); // same seed, same start
      expect(b.players).toEqual(a.players);
      firsts.add(a.turn);
    }
    expect([...firsts].sort()).toEqual([0, 1, 2, 3]);
  });

  test('S-S1: play goes in seat order, wrapping round from the last seat to seat 0', () => {
    // 玩家按座次完成自己的回合
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♦3', '♦4'] },
        { identity: '♥5', hand: ['♦5', '♦6'] },
        { identity: '♣7', hand: ['♦7', '♦8'] },
        { identity: '♦9', hand: ['♦9', '♦10'] },
      ],
      discardTop: '♦K',
      turn: 1,
    });
    const order: number[] = [];
    for (const [seat, card] of [
      [1, '♦5'],
      [2, '♦7'],
      [3, '♦9'],
      [0, '♦3'],
    ] as const) {
      g.expectPending('play', [seat]);
      order.push(seat);
      g.decide(seat, { t: 'play', card: inHand(g.state, seat, card) });
      g.expectPending('continue', [seat]);
      g.decide(seat, { t: 'stop' }); // a legal ♦ on ♦, then stop; no damage so no heal
    }
    expect(order).toEqual([1, 2, 3, 0]);
    g.expectPending('play', [1]);
    expect(g.state.turns).toBe(5);
    expect(eventsOf(g.events, 'turn').map((e) => e.seat)).toEqual([2, 3, 0, 1]);
  });
});

describe('S-S2 identities', () => {
  test('S-S2: the identity is the suit of the identity card: ♥ 嫉妒女, ♦ 拜金女, ♠ 穷困男, ♣ 失恋男, 王 追星族', () => {
    // 身份卡只看花色，无视数值，所以一共有五种身份（大小王视为第五种花色）
    const g = scenario({
      seats: [{ identity: '♥K' }, { identity: '♦A' }, { identity: '♠7' }, { identity: '♣Q' }, { identity: 'JOKER' }],
      discardTop: '♠4',
    });
    expect(g.state.players.map((p) => suitOf(p.identity))).toEqual([HEART, DIAMOND, SPADE, CLUB, JOKER]);
  });

  test('S-S2: the identity card is secret: only its owner sees it until it is revealed', () => {
    const g = scenario({
      seats: [{ identity: '♥K' }, { identity: '♦A' }, { identity: '♠7', revealed: true }, { identity: '♣Q' }],
      discardTop: '♠4',
    });
    const id0 = g.state.players[0]?.identity;
    expect(viewOf(g.state, 0).players[0]?.identity).toBe(id0);
    expect(viewOf(g.state, 1).players[0]?.identity).toBeNull();
    expect(viewOf(g.state, null).players[0]?.identity).toBeNull();
    expect(viewOf(g.state, 1).players[2]?.identity).toBe(g.state.players[2]?.identity);
    const ev: ShajisifuEvent[] = [];
    setup(defaultConfig(4), 5, ev);
    const deal0 = eventsOf(ev, 'deal')[0] as Extract<ShajisifuEvent, { t: 'deal' }>;
    expect(shajisifu.redactEvent(deal0, 1)).toEqual({ ...deal0, identity: null, hand: null });
    expect(shajisifu.redactEvent(deal0, 0)).toEqual(deal0);
  });

  test('S-S2: the identity keeps its rank for immunity: a revealed ♣9 discards every ♣ and every 9, nothing else', () => {
    // 身份卡只看花色，无视数值 — but S-S2: the identity card keeps its rank: it matters for immunity (S-R1)
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♠3'] },
        { identity: '♣9', damage: ['♥9', '♣K', '♦8', '♠9'] },
        { identity: '♥7' },
        { identity: '♦5' },
      ],
      discardTop: '♠4',
    });
    const order = ['♥9', '♣K', '♠9'].map((c) => inDamage(g.state, 1, c));
    g.decide(1, { t: 'reveal', order }, { free: true });
    expect(damage(g.state, 1)).toEqual(['♦8']);
    expect(top(g.state)).toBe('♠9');
    expect(hand(g.state, 0)).toEqual(['♠3']);
  });
});
