/**
 * The search bot from the command line: `--bots search,heuristic` and strength levels (`--bots hard,normal`), and a
 * simulation with search bots that gives each kind's win rate with its 95% interval, the same figures twice.
 */
import { describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { GAMES } from '../src/registry.ts';
import { formatSimulation, runSimulation } from '../src/simulate.ts';
import type { GameEntry } from '../src/types.ts';

describe('--bots', () => {
  test('takes the search kind and the strength levels easy, normal and hard', () => {
    for (const game of ['shajisifu', 'paopaosha']) {
      const c = parseCommandLine(['simulate', game, '--bots', 'search,heuristic']);
      expect(c.cmd === 'simulate' && c.bots).toEqual(['search', 'heuristic']);
      const l = parseCommandLine(['simulate', game, '--bots', 'hard,normal,easy']);
      expect(l.cmd === 'simulate' && l.bots).toEqual(['search', 'heuristic', 'random']);
      const k = parseCommandLine(['connect', '--create', game, '--bots', '2', '--bot-kind', 'hard']);
      expect(k.cmd === 'connect' && k.botKind).toBe('search');
    }
  });
});

describe('simulate with search bots', () => {
  test("prints each kind's win rate with a 95% interval, identically twice", () => {
    const entry = GAMES.shajisifu as GameEntry;
    const spec = { entry, games: 4, minPlayers: 4, maxPlayers: 4, bots: ['search', 'heuristic'], seed: 1 };
    const a = runSimulation(spec);
    const b = runSimulation(spec);
    expect(JSON.stringify(b.stats)).toBe(JSON.stringify(a.stats));
    expect(Object.keys(a.stats.byBot)).toEqual(['search', 'heuristic']);
    for (const f of Object.values(a.stats.byBot)) {
      expect(f.appearances).toBe(8);
      expect(f.ci95[0]).toBeLessThanOrEqual(f.rate);
      expect(f.ci95[1]).toBeGreaterThanOrEqual(f.rate);
    }
    const text = formatSimulation(a, entry, { lang: 'en' });
    expect(text.some((l) => /^\s+search\s+\d+\.\d%\s+\[\d+\.\d%, \d+\.\d%\]/.test(l))).toBe(true);
  }, 180_000);
});
