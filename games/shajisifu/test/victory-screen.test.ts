import { Rng, seedRng } from '@shaju/engine';
import { type Decider, playout } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import { conditionsOf, type ShajisifuConfig, type ShajisifuState, shajisifu } from '../src/index.ts';
import { checkVictory } from '../src/rules/victory.ts';

/** What the full check says: some seat has a condition that is on, or at most one player is alive (S-V2). */
function endsByConditions(s: ShajisifuState): boolean {
  let alive = 0;
  for (let seat = 0; seat < s.players.length; seat++) {
    if (s.players[seat]?.alive) alive++;
    if (conditionsOf(s, seat).length > 0) return true;
  }
  return alive <= 1;
}

/**
 * Variants of a mid-game state that make conditions hold without going through a decision: every identity public
 * (S-B), a hand of `diamondHand` cards (D-A), a death (C-A, and the others that need one), a kill (S-A, C-B, J-B).
 */
function variants(s: ShajisifuState, rng: Rng): ShajisifuState[] {
  const n = s.players.length;
  const out: ShajisifuState[] = [shajisifu.clone(s)];
  const revealed = shajisifu.clone(s);
  for (const p of revealed.players) p.revealed = true;
  out.push(revealed);
  const rich = shajisifu.clone(s);
  const seat = rng.int(n);
  const hand = rich.players[seat]?.hand as number[];
  while (hand.length < 10 && rich.draw.length > 0) hand.push(rich.draw.pop() as number);
  out.push(rich);
  const deadOne = shajisifu.clone(s);
  const victim = deadOne.players[rng.int(n)] as ShajisifuState['players'][number];
  if (victim.alive) {
    victim.alive = false;
    victim.revealed = true;
    deadOne.deaths++;
    victim.deathOrder = deadOne.deaths;
  }
  out.push(deadOne);
  const killer = shajisifu.clone(s);
  killer.players[rng.int(n)]?.kills.push(rng.int(n));
  out.push(killer);
  return out;
}

describe('checkVictory screen (no condition can hold before a death or a kill)', () => {
  test('ends a game exactly when the full check of every seat says so', () => {
    const configs: ShajisifuConfig[] = [
      shajisifu.validateConfig({ players: 4 }),
      shajisifu.validateConfig({ players: 6 }),
      shajisifu.validateConfig({ players: 9, diamondHand: 4 }),
      shajisifu.validateConfig({ players: 5, 'win.S-B': false, 'win.D-A': false }),
    ];
    const rng = new Rng(seedRng(77));
    let ended = 0;
    let going = 0;
    for (const config of configs) {
      for (let g = 0; g < 15; g++) {
        const s = shajisifu.setup(config, 300 + g);
        const bots: Decider[] = [];
        for (let i = 0; i < config.players; i++) bots.push(makeBot('random', g * 13 + i));
        const check = (): void => {
          if (s.result) return;
          for (const v of variants(s, rng)) {
            const want = endsByConditions(v);
            if (checkVictory(v) !== want) expect.fail(`seat conditions say ${want}, checkVictory the opposite`);
            if (want) ended++;
            else going++;
          }
        };
        check();
        playout(shajisifu, s, bots, { record: false, onStep: check });
      }
    }
    // Both answers are reached many times, so the comparison can fail either way.
    expect(ended).toBeGreaterThan(500);
    expect(going).toBeGreaterThan(500);
  });
});
