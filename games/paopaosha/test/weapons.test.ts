import { describe, expect, test } from 'vitest';
import { attackRange } from '../src/index.ts';
import { four } from './helpers.ts';

describe('weapons', () => {
  test('P-T3: each weapon has the range of the weapons ruling (1 with none)', () => {
    const ranges: Record<string, number> = {
      pak470: 1,
      shuiqiang: 3,
      dapao: 2,
      sishenmingdao: 12,
      paopaojiatelin: 5,
      muchui: 1,
      chaoguo: 2,
      paopaosandanqiang: 3,
      m16: 5,
    };
    for (const [w, r] of Object.entries(ranges)) {
      const g = four([{ equip: { weapon: w } }]);
      expect({ w, r: attackRange(g.state, 0) }).toEqual({ w, r });
    }
    expect(attackRange(four([]).state, 0)).toBe(1);
  });
});
