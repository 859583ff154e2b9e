/**
 * `intern` (GameModule.intern, src/decisions.ts `internDecision`): for every legal decision of seeded games, a copy as
 * it comes off the wire (JSON round trip) is interned to an equal decision, and to the very instance the rules list
 * when they list a shared one; a decision with no shared instance (a reveal of several cards) comes back as itself.
 */
import { expect, test } from 'vitest';
import { internDecision, legalDecisions, type ShajisifuDecision, shajisifu } from '../src/index.ts';

test('a decoded legal decision is interned to an equal one, shared when the rules share it', () => {
  let checked = 0;
  let shared = 0;
  for (let seed = 1; seed <= 12; seed++) {
    const config = shajisifu.validateConfig({ players: 4 + (seed % 7) });
    const s = shajisifu.setup(config, seed);
    let r = seed;
    for (let p = shajisifu.pending(s); p !== null; p = shajisifu.pending(s)) {
      const seat = p.seats[0] as number;
      const legal = legalDecisions(s, seat);
      for (const d of legal) {
        const wire = JSON.parse(JSON.stringify(d)) as ShajisifuDecision;
        const kept = internDecision(wire);
        expect(kept).toEqual(d);
        if (Object.isFrozen(d)) {
          expect(kept).toBe(d);
          shared++;
        }
        checked++;
      }
      r = (r * 1103515245 + 12345) % 2147483648;
      shajisifu.apply(s, seat, legal[r % legal.length] as ShajisifuDecision);
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect(shared / checked).toBeGreaterThan(0.9);
});

test('a reveal of several cards has no shared instance and comes back as itself', () => {
  const d: ShajisifuDecision = { t: 'reveal', order: [3, 57] };
  expect(internDecision(d)).toBe(d);
  expect(shajisifu.intern?.(d)).toBe(d);
});
