/**
 * The rules facts of the heuristic bot (games/paopaosha/bot/facts.ts) agree with the deck list and with the rules:
 * deck odds from `DECK` (P-D1, P-D2), and over random games every distance the bot reads from a view (the rules' `distance` on the view) equals the
 * rules' `distance` (P-T3) on the state, and its 杀 range (the rules' `shaReaches` on the view) equals the view's
 * `inRange`.
 */
import { RandomBot } from '@shaju/bots';
import { DECK, distance, type PaopaoshaDecision, type PaopaoshaView, paopaosha, shaReaches } from '@shaju/paopaosha';
import { type Decider, playout, type SeatContext } from '@shaju/testkit';
import { describe, expect, it } from 'vitest';
import { CLUB_RATE, HEART_RATE, roundTo, SHA_RATE, SHAN_RATE, WEAPON_RATE } from '../../bot/facts.ts';

describe('paopaosha bot facts', () => {
  it('deck odds come from the 110-card deck list', () => {
    expect(DECK.length).toBe(110);
    expect(SHAN_RATE).toBe(16 / 110);
    expect(SHA_RATE).toBe(27 / 110);
    expect(WEAPON_RATE).toBe(9 / 110);
    expect(HEART_RATE).toBe(27 / 110);
    expect(CLUB_RATE).toBe(28 / 110);
    expect(roundTo(CLUB_RATE, 3)).toBe(0.255);
    expect(roundTo(HEART_RATE, 2)).toBe(0.25);
  });

  it('distance and 杀 range from a view agree with the rules on the state (random 6-player games)', () => {
    const cfg = paopaosha.validateConfig({ players: 6 });
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const s = paopaosha.setup(cfg, 500 + g);
      const bots = Array.from({ length: 6 }, (_, i) => {
        const inner = new RandomBot(g * 17 + i);
        const d: Decider<PaopaoshaDecision, PaopaoshaView> = {
          name: 'check',
          decide(ctx: SeatContext<PaopaoshaDecision, PaopaoshaView>) {
            const v = ctx.view();
            const me = v.seat;
            if (me !== null && v.players[me]?.alive) {
              for (const p of v.players) {
                if (p.seat === me || !p.alive) continue;
                expect(distance(v, me, p.seat)).toBe(distance(s, me, p.seat));
                expect(p.distance).toBe(distance(v, me, p.seat));
                expect(shaReaches(v, me, p.seat)).toBe(p.inRange);
                checked++;
              }
            }
            return inner.decide(ctx) as PaopaoshaDecision;
          },
        };
        return d;
      });
      playout(paopaosha, s, bots, { record: false });
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
