import { RandomBot } from '@shaju/bots';
import { hashState, IllegalDecisionError } from '@shaju/engine';
import { type Decider, playout, type SeatContext } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import {
  legalAt,
  legalCount,
  legalDecisions,
  matchingDamageCount,
  PASS,
  playOf,
  type ShajisifuConfig,
  type ShajisifuState,
  shajisifu,
  wasPicked,
} from '../src/index.ts';

/** What the checked states covered: the list's branches, so the comparison below cannot pass by never reaching them. */
interface Seen {
  steps: Set<string>;
  multiReveal: number;
  checked: number;
}

/** `legalCount` and `legalAt` of every seat of `s` against the list `legalDecisions` builds. */
function expectIndexMatchesList(s: ShajisifuState, seen: Seen): void {
  for (let seat = 0; seat < s.players.length; seat++) {
    const list = legalDecisions(s, seat);
    const n = legalCount(s, seat);
    if (n !== list.length) expect.fail(`seat ${seat}, step ${s.step}: legalCount ${n}, list of ${list.length}`);
    for (let i = 0; i < n; i++) {
      const d = legalAt(s, seat, i);
      // The same shared object where the list holds one; an equal one otherwise (a reveal of several cards).
      if (d !== list[i]) expect(d).toEqual(list[i]);
    }
    expect(legalAt(s, seat, n)).toBeUndefined();
    expect(legalAt(s, seat, -1)).toBeUndefined();
    if (s.result === null && s.players[seat]?.alive) {
      if (seat === s.turn || s.step === 'claim') seen.steps.add(s.step);
      if (!s.players[seat]?.revealed && matchingDamageCount(s, seat) >= 2) seen.multiReveal++;
    }
    seen.checked++;
  }
}

describe('legalCount and legalAt (the random bot draws without building the list)', () => {
  test('match legalDecisions at every step of random and heuristic games, with and without 碰', () => {
    const seen: Seen = { steps: new Set(), multiReveal: 0, checked: 0 };
    const configs: ShajisifuConfig[] = [];
    for (const players of [4, 6, 10]) {
      configs.push(shajisifu.validateConfig({ players }));
      configs.push(shajisifu.validateConfig({ players, pong: true }));
    }
    configs.push(shajisifu.validateConfig({ players: 5, decks: 2, startHand: 1, penalty: 'half' }));
    let game = 0;
    for (const config of configs) {
      for (const kind of ['random', 'heuristic']) {
        for (let g = 0; g < 12; g++, game++) {
          const s = shajisifu.setup(config, 9000 + game);
          const bots: Decider[] = [];
          for (let i = 0; i < config.players; i++) bots.push(makeBot(kind, game * 17 + i));
          expectIndexMatchesList(s, seen);
          playout(shajisifu, s, bots, { record: false, onStep: () => expectIndexMatchesList(s, seen) });
        }
      }
    }
    expect([...seen.steps].sort()).toEqual(['claim', 'continue', 'flip', 'noHand', 'play', 'selfHeal']);
    expect(seen.multiReveal).toBeGreaterThan(0);
    expect(seen.checked).toBeGreaterThan(10_000);
  });

  test('the random bot chooses the same decisions through legalAt as through the list', () => {
    /** The runtime's context without `legalCount`/`legalAt`: the random bot then draws from `legal()`. */
    const listOnly = (bot: Decider): Decider => ({
      name: bot.name,
      decide: (ctx: SeatContext) =>
        bot.decide({ seat: ctx.seat, kind: ctx.kind, legal: () => ctx.legal(), view: () => ctx.view() }),
    });
    for (const players of [4, 6, 8]) {
      const config = shajisifu.validateConfig({ players, pong: players === 8 });
      for (let g = 0; g < 20; g++) {
        const seed = 500 + g;
        const a = shajisifu.setup(config, seed);
        const b = shajisifu.setup(config, seed);
        const botsA: Decider[] = [];
        const botsB: Decider[] = [];
        for (let i = 0; i < players; i++) {
          botsA.push(new RandomBot(seed * 31 + i));
          botsB.push(listOnly(new RandomBot(seed * 31 + i)));
        }
        const ra = playout(shajisifu, a, botsA);
        const rb = playout(shajisifu, b, botsB);
        expect(ra.log).toEqual(rb.log);
        expect(hashState(a)).toBe(hashState(b));
      }
    }
  });

  test('apply trusts only the very object legalAt gave for this request and seat; anything else is checked', () => {
    const refused = (f: () => void): string => {
      try {
        f();
      } catch (e) {
        if (e instanceof IllegalDecisionError) return e.code;
        throw e;
      }
      return 'accepted';
    };
    const config = shajisifu.validateConfig({ players: 5 });
    let multi = 0;
    let stale = 0;
    for (let g = 0; g < 40; g++) {
      const s = shajisifu.setup(config, 7000 + g);
      const bot = new RandomBot(g);
      while (s.result === null) {
        const seat = s.turn;
        const n = legalCount(s, seat);
        const d = legalAt(s, seat, n - 1);
        expect(Object.isFrozen(d)).toBe(true);
        if (d?.t === 'reveal') {
          expect(Object.isFrozen(d.order)).toBe(true);
          if (d.order.length >= 2) multi++;
        }
        // Another seat's apply of the picked object, and an equal but other object, are checked as before.
        const other = (seat + 1) % 5;
        const before = hashState(s);
        if (d?.t !== 'reveal') expect(refused(() => shajisifu.apply(s, other, d))).toBe('not_pending');
        expect(refused(() => shajisifu.apply(s, seat, { t: 'play', card: 9999 }))).toBe('illegal');
        expect(refused(() => shajisifu.apply(s, seat, playOf(s.draw[0] ?? 0)))).toBe('illegal');
        expect(hashState(s)).toBe(before);
        // A clone is another state: the picked object is checked there (and legal, so accepted).
        const c = shajisifu.clone(s);
        expect(refused(() => shajisifu.apply(c, seat, d))).toBe('accepted');
        // The picked object itself is applied; after that it is no longer trusted (a new request: checked again).
        const by = bot.decide({
          seat,
          kind: s.step,
          legal: () => legalDecisions(s, seat),
          legalCount: () => legalCount(s, seat),
          legalAt: (i: number) => legalAt(s, seat, i),
          view: () => shajisifu.view(s, seat),
        });
        expect(wasPicked(s, seat, by)).toBe(true);
        expect(wasPicked(c, seat, by)).toBe(false);
        shajisifu.apply(s, seat, by);
        expect(wasPicked(s, seat, by)).toBe(false);
        if (by === PASS && s.result === null && s.turn !== seat) {
          expect(refused(() => shajisifu.apply(s, seat, by))).toBe('not_pending');
          stale++;
        }
      }
    }
    expect(multi).toBeGreaterThan(0);
    expect(stale).toBeGreaterThan(0);
  });
});
