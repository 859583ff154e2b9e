/**
 * The derived-fact queries (src/rules/queries.ts) answer the same on a full state and on a seat's view, and the deck odds
 * come from the card modules' deck lists (P-D1, P-D2). Weapons and mounts: docs/rulings/paopaosha.md, P-T3.
 */
import { describe, expect, test } from 'vitest';
import {
  attackRange,
  CARD_KIND_IDS,
  CARD_KINDS,
  cardModule,
  DECK,
  DECK_ODDS,
  deckCard,
  distance,
  judgementHits,
  shaBlock,
  shaDamage,
  shanNeeded,
  shanStopsSha,
  shaReaches,
  viewOf,
} from '../src/index.ts';
import { four } from './helpers.ts';

describe('derived facts: one source for the rules, the bots and the display', () => {
  test('P-D1: the deck odds are the shares of the deck lists (闪 16, 杀 27, weapons 9, ♥ 27, ♣ 28 of 110)', () => {
    expect(DECK.length).toBe(110);
    expect(DECK_ODDS.shan).toBeCloseTo(16 / 110, 12);
    expect(DECK_ODDS.sha).toBeCloseTo(27 / 110, 12);
    expect(DECK_ODDS.weapon).toBeCloseTo(9 / 110, 12);
    expect(DECK_ODDS.heart).toBeCloseTo(27 / 110, 12);
    expect(DECK_ODDS.club).toBeCloseTo(28 / 110, 12);
  });

  test('every card kind is one module whose data entry is the table entry', () => {
    for (const id of CARD_KIND_IDS) expect(cardModule(id).data).toBe(CARD_KINDS[id]);
  });

  test('dapao, langgou: 杀 damage 1 + each bonus, the same on the state and on any seat’s view', () => {
    const g = four([{ hand: ['sha'], equip: { weapon: 'dapao', mount: 'langgou' } }, { equip: { weapon: 'muchui' } }]);
    expect(shaDamage(g.state, 0)).toBe(3);
    expect(shaDamage(g.state, 1)).toBe(1);
    for (const seat of [0, 1, 2, 3, null]) {
      const v = viewOf(g.state, seat);
      expect(shaDamage(v, 0)).toBe(3);
      expect(shanStopsSha(v, 1)).toBe(false);
      expect(shanNeeded(v, 0)).toBe(1);
    }
  });

  test('P-T3: distance, range and reach agree between the state and a view; shaBlock says why not', () => {
    const g = four([{ hand: ['sha'] }, { equip: { mount: 'laoniu' } }, {}, {}]);
    const v = viewOf(g.state, 3);
    for (let from = 0; from < 4; from++) {
      expect(attackRange(v, from)).toBe(attackRange(g.state, from));
      for (let to = 0; to < 4; to++) {
        if (from === to) continue;
        expect(distance(v, from, to)).toBe(distance(g.state, from, to));
        expect(shaReaches(v, from, to)).toBe(shaReaches(g.state, from, to));
        expect(shaBlock(v, from, to)).toBe(shaBlock(g.state, from, to));
      }
    }
    expect(distance(g.state, 0, 1)).toBe(3);
    expect(shaBlock(g.state, 0, 1)).toBe('range');
    expect(shaBlock(g.state, 0, 0)).toBe('self');
    expect(shaBlock(g.state, 0, 3)).toBe(null);
  });

  test('P-G4: whether a judgement hits, per card or skill it is for', () => {
    expect(judgementHits('dilei', deckCard('shui♥3'))).toBe(true);
    expect(judgementHits('dilei', deckCard('sha♠7'))).toBe(false);
    expect(judgementHits('huaquanquan', deckCard('sha♣8'))).toBe(false);
    expect(judgementHits('huaquanquan', -1)).toBe(true);
    expect(judgementHits('zuzhou', deckCard('pak470'))).toBe(true);
    expect(judgementHits('baguazhen', deckCard('shan'))).toBe(false);
    expect(judgementHits('luoshen', deckCard('dapao'))).toBe(true);
    expect(judgementHits('yonghengzhihuo', deckCard('sha♣8'))).toBe(true);
  });
});
