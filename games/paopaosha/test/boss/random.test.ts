/** Boss mode (P-B1): whole random games end, rounds start at the boss's turns (product reading 13). */
import { RandomBot } from '@shaju/bots';
import { playout } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { type PaopaoshaEvent, paopaosha } from '../../src/index.ts';
import { eventsOf } from '../helpers.ts';

describe('boss mode: full random games', () => {
  test('every game ends (3–8 seats, skills on), with a result of the mode', () => {
    for (let g = 0; g < 24; g++) {
      const players = 3 + (g % 6);
      const seed = 4100 + g;
      const events: PaopaoshaEvent[] = [];
      const s = paopaosha.setup(paopaosha.validateConfig({ players, mode: 'boss' }), seed, events);
      const bots = Array.from({ length: players }, (_, i) => new RandomBot(seed * 13 + i));
      const r = playout(paopaosha, s, bots, { events, record: false, maxDecisions: 300_000 });
      const res = r.result;
      expect(res, `game ${g}`).not.toBeNull();
      if (!res) continue;
      expect(['team', 'boss', 'maxRounds']).toContain(res.reason);
      if (res.reason === 'team') {
        expect(s.seats[0]?.alive).toBe(false);
        expect(res.winners).toEqual(Array.from({ length: players - 1 }, (_, i) => i + 1));
      }
      if (res.reason === 'boss') {
        expect(res.winners).toEqual([0]);
        expect(s.seats.slice(1).every((p) => !p.alive)).toBe(true);
      }
      // Product reading 13: a round starts at each turn of the boss's seat; no identity rewards (reading 17).
      if (res.reason !== 'maxRounds') expect(eventsOf(events, 'turn').filter((e) => e.seat === 0).length).toBe(s.round);
      expect(eventsOf(events, 'reward')).toEqual([]);
      // The score cards are all accounted for (P-S3): held by the living, the killers, or removed.
      expect(res.scores?.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(players);
    }
  });
});
