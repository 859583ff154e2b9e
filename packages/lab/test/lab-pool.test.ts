import { describe, expect, test } from 'vitest';
import type { BatchSpec } from '../src/contract.ts';
import { localRunner } from '../src/pool.ts';

const specs: BatchSpec[] = [0, 1, 2].map((k) => ({
  game: 'shajisifu',
  arm: 'base',
  rules: {},
  players: [5, 6],
  bots: ['heuristic'],
  seed: 11,
  first: k * 6,
  count: 6,
}));

describe('localRunner', () => {
  test('1 worker (in-thread) and 2 worker threads give the same results, in the specs order', async () => {
    const one = localRunner(1);
    const two = localRunner(2);
    try {
      const done: number[] = [];
      const a = await one.run(specs);
      const b = await two.run(specs, (i) => done.push(i));
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      expect(b.map((r) => r.first)).toEqual([0, 6, 12]);
      expect(done.slice().sort()).toEqual([0, 1, 2]);
    } finally {
      await one.close();
      await two.close();
    }
  }, 120_000);

  test('a batch that fails for good rejects the run with its error', async () => {
    const r = localRunner(1);
    await expect(r.run([{ ...(specs[0] as BatchSpec), game: 'nosuchgame' }])).rejects.toThrow(/nosuchgame/);
    await r.close();
  });
});
