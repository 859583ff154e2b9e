/**
 * Control through a driver (engine `GameModule.controllerOf`, testkit `playout`): a controlled seat's decisions are
 * asked of the controller's decider, with the controlled seat's legal decisions and the controller's view; the log
 * records the controller as `by`, and replaying the record reproduces the final hash.
 */
import { RandomBot } from '@shaju/bots';
import type { LogEntry } from '@shaju/engine';
import { type Decider, makeRecord, playout, type SeatContext, verifyRecord } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { legalDecisions, type PaopaoshaState, type PaopaoshaView, paopaosha } from '../../src/index.ts';

interface Asked {
  seat: number;
  by: number;
  viewSeat: number | null;
  sawHand: boolean;
  legalOk: boolean;
}

/** Random bots that report, for each decision, which decider was asked and what it saw. */
function watchedBots(state: PaopaoshaState, players: number, seed: number, asked: Asked[]): Decider[] {
  return Array.from({ length: players }, (_, i) => {
    const bot = new RandomBot(seed * 17 + i);
    return {
      name: 'watched',
      decide(ctx: SeatContext) {
        const v = ctx.view() as PaopaoshaView;
        const hand = state.seats[ctx.seat]?.hand ?? [];
        const sawHand =
          ctx.seat === i
            ? JSON.stringify(v.hand) === JSON.stringify(hand)
            : v.controlling.some((c) => c.seat === ctx.seat && JSON.stringify(c.hand) === JSON.stringify(hand));
        const legalOk = JSON.stringify(ctx.legal()) === JSON.stringify(legalDecisions(state, ctx.seat));
        asked.push({ seat: ctx.seat, by: i, viewSeat: v.seat, sawHand, legalOk });
        return bot.decide(ctx);
      },
    };
  });
}

/** The first boss-mode game (5 seats) from seed `from` on whose log has a controlled decision. */
function gameWithControl(from: number) {
  for (let seed = from; seed < from + 40; seed++) {
    const config = paopaosha.validateConfig({ players: 5, mode: 'boss' });
    const s = paopaosha.setup(config, seed);
    const asked: Asked[] = [];
    const r = playout(paopaosha, s, watchedBots(s, 5, seed, asked), { maxDecisions: 300_000 });
    if (r.log.some((e) => e.by !== undefined)) return { config, seed, s, r, asked };
  }
  throw new Error('no game with a controlled decision');
}

describe('control through playout', () => {
  test("the controller's decider decides, with the seat's legal decisions and its own view (showing the hand)", () => {
    const { r, asked } = gameWithControl(1);
    expect(asked.length).toBe(r.decisions);
    const controlled = asked.filter((a) => a.by !== a.seat);
    expect(controlled.length).toBeGreaterThan(0);
    for (const a of asked) {
      expect(a.viewSeat).toBe(a.by);
      expect(a.sawHand).toBe(true);
      expect(a.legalOk).toBe(true);
    }
    // The log: `by` exactly when another seat decided.
    expect(r.log.length).toBe(asked.length);
    r.log.forEach((e, i) => {
      const a = asked[i] as Asked;
      expect(e.seat).toBe(a.seat);
      expect(e.by).toBe(a.by === a.seat ? undefined : a.by);
    });
  });

  test('LogEntry.by is recorded; replay reproduces the final hash and who decided each step', () => {
    const { config, seed, s, r } = gameWithControl(1);
    const record = makeRecord(paopaosha, config, seed, r.log, s);
    expect(record.log.some((e: LogEntry) => e.by !== undefined)).toBe(true);
    const back = JSON.parse(JSON.stringify(record));
    const check = verifyRecord(paopaosha, back);
    expect(check.ok).toBe(true);
    expect(check.hash).toBe(record.finalHash);
    // Step by step: at every logged decision, `by` (or the seat) is who controlled the seat then.
    const t = paopaosha.setup(config, seed);
    for (const e of record.log as LogEntry[]) {
      expect(paopaosha.controllerOf?.(t, e.seat)).toBe(e.by ?? e.seat);
      paopaosha.apply(t, e.seat, e.d);
    }
    expect(t.result).toEqual(s.result);
  });

  test('identity games (海洋公主 in play) record control too and replay', () => {
    let found = false;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const config = paopaosha.validateConfig({ players: 6 });
      const s = paopaosha.setup(config, seed);
      const bots = Array.from({ length: 6 }, (_, i) => new RandomBot(seed * 5 + i));
      const r = playout(paopaosha, s, bots, { maxDecisions: 300_000 });
      if (!r.log.some((e) => e.by !== undefined)) continue;
      found = true;
      expect(verifyRecord(paopaosha, makeRecord(paopaosha, config, seed, r.log, s)).ok).toBe(true);
    }
    expect(found).toBe(true);
  });
});
