import { describe, expect, test } from 'vitest';
import { GAMES } from '../src/registry.ts';
import { botOfSeat, formatSimulation, playersOfGame, runSimulation } from '../src/simulate.ts';
import type { GameEntry } from '../src/types.ts';

const entry = GAMES.shajisifu as GameEntry;
const spec = { entry, games: 60, minPlayers: 4, maxPlayers: 10, bots: ['heuristic', 'random'], seed: 9 };

describe('runSimulation', () => {
  test('the same seed gives identical figures; another seed does not', () => {
    const a = runSimulation(spec);
    const b = runSimulation(spec);
    expect(JSON.stringify(a.stats)).toBe(JSON.stringify(b.stats));
    const c = runSimulation({ ...spec, seed: 10 });
    expect(JSON.stringify(c.stats)).not.toBe(JSON.stringify(a.stats));
    // The text differs only in the timing line.
    const o = { lang: 'en' as const };
    const ta = formatSimulation(a, entry, o);
    const tb = formatSimulation(b, entry, o);
    const diff = ta.filter((l, i) => l !== tb[i]);
    expect(diff.every((l) => l.startsWith('Time '))).toBe(true);
  });

  test('counts add up', () => {
    const { stats } = runSimulation(spec);
    expect(stats.games).toBe(60);
    const seats = Object.values(stats.byBot).reduce((n, f) => n + f.appearances, 0);
    // 60 games cycling 4..10 players: 8 full cycles of 49 seats plus 4 + 5 + 6 + 7.
    expect(seats).toBe(8 * 49 + 22);
    const ids = stats.identities as Record<string, { appearances: number }>;
    expect(Object.values(ids).reduce((n, f) => n + f.appearances, 0)).toBe(seats);
    expect(stats.draws + (stats.games - stats.draws)).toBe(60);
    expect(stats.avgDecisions).toBeGreaterThan(10);
  });

  test('player counts cycle; bot kinds rotate through the seats', () => {
    expect([0, 1, 6, 7].map((i) => playersOfGame({ minPlayers: 4, maxPlayers: 10 }, i))).toEqual([4, 5, 10, 4]);
    expect([0, 1, 2].map((seat) => botOfSeat(['a', 'b'], 0, seat))).toEqual(['a', 'b', 'a']);
    expect([0, 1, 2].map((seat) => botOfSeat(['a', 'b'], 1, seat))).toEqual(['b', 'a', 'b']);
  });
});
