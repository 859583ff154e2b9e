/**
 * The sensitivity's designs and statistics without playing a game: Hadamard matrices, the folded-over screening
 * design (balanced, orthogonal, free of two-option interactions), the one-at-a-time design, the steps read from a
 * catalogue, and the jackknife intervals.
 */
import type { OptionSpec } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { emptyTally } from '../src/batch.ts';
import type { LabTally } from '../src/contract.ts';
import { DUMMIES, hadamard, hadamardOrder, oatDesign, screeningDesign } from '../src/sensitivity/design.ts';
import { EffectModel, jackknife, t975 } from '../src/sensitivity/effects.ts';
import { candidateSteps, type OptionFactor, stepOf } from '../src/sensitivity/steps.ts';

describe('Hadamard matrices', () => {
  test.each([1, 2, 4, 8, 12, 20, 24, 32, 44, 128, 140])('order %i: rows orthogonal, first column all ones', (n) => {
    const h = hadamard(n);
    expect(h.length).toBe(n);
    for (let i = 0; i < n; i++) {
      expect(h[i]?.[0]).toBe(1);
      for (let j = 0; j < n; j++) {
        const dot = (h[i] as number[]).reduce((a, x, k) => a + x * (h[j]?.[k] as number), 0);
        expect(dot).toBe(i === j ? n : 0);
      }
    }
  });
  test('the smallest order that fits: a power of two or a prime ≡ 3 (mod 4) plus one', () => {
    expect(hadamardOrder(3)).toBe(4);
    expect(hadamardOrder(22)).toBe(24);
    expect(hadamardOrder(25)).toBe(32);
    expect(hadamardOrder(133)).toBe(140);
    expect(() => hadamard(36)).toThrow(RangeError);
  });
});

/** A factor with steps `to` from `from` (kinds as the lab gives them). */
function factor(
  option: string,
  type: OptionFactor['type'],
  from: number | boolean,
  to: (number | boolean)[],
): OptionFactor {
  return {
    option,
    group: 'g',
    type,
    from,
    steps: to.map((v) => ({
      option,
      from,
      to: v,
      kind:
        type === 'bool' ? ('toggle' as const) : (v as number) < (from as number) ? ('down' as const) : ('up' as const),
    })),
    refused: [],
  };
}

describe('the screening design', () => {
  const factors = [
    factor('a', 'int', 10, [9, 11]),
    factor('b', 'bool', true, [false]),
    factor('c', 'int', 0, [1]),
    ...Array.from({ length: 9 }, (_, k) => factor(`x${k}`, 'int', 5, [4, 6])),
  ];
  const d = screeningDesign(factors, () => null);

  test('a folded-over two-level design with free columns: every option at each level in half the runs', () => {
    expect(d.kind).toBe('screening');
    expect(d.order).toBe(hadamardOrder(factors.length + 1 + DUMMIES));
    expect(d.runs.length).toBe(1 + 2 * d.order);
    expect(d.dummies.length).toBe(d.order - 1 - factors.length);
    expect(d.runs[0]?.set).toEqual({});
    for (const f of factors) {
      const values = d.runs.slice(1).map((r) => r.set[f.option] ?? f.from);
      const lo = f.type === 'int' && f.steps.length === 2 ? f.steps[0]?.to : f.from;
      const hi = f.steps.at(-1)?.to;
      expect(values.filter((v) => v === lo).length).toBe(d.order);
      expect(values.filter((v) => v === hi).length).toBe(d.order);
    }
  });

  test('main effects are orthogonal to each other and to every two-option interaction (resolution IV)', () => {
    const main = (option: string) => d.contrasts.find((c) => c.step.option === option && c.step.kind !== 'down');
    const sign = (option: string) => {
      const c = main(option);
      const w = new Map(c?.terms.map(([r, x]) => [r, Math.sign(x)]));
      return d.runs.map((_, r) => w.get(r) ?? 0);
    };
    const ids = factors.map((f) => f.option);
    for (const a of ids)
      for (const b of ids) {
        if (a === b) continue;
        const dot = sign(a).reduce((s, x, r) => s + x * (sign(b)[r] as number), 0);
        expect(dot, `${a}·${b}`).toBe(0);
        for (const c of ids) {
          if (c === a || c === b) continue;
          const inter = sign(a).reduce((s, x, r) => s + x * (sign(b)[r] as number) * (sign(c)[r] as number), 0);
          expect(inter, `${a}·${b}${c}`).toBe(0);
        }
      }
  });

  test('a step either side is half the main effect, each way; a one-sided step is all of it', () => {
    const weights = (option: string, kind: string) =>
      d.contrasts.find((c) => c.step.option === option && c.step.kind === kind)?.terms.map(([, w]) => w) ?? [];
    const up = weights('a', 'up');
    expect(weights('a', 'down')).toEqual(up.map((w) => -w));
    expect(Math.max(...up.map(Math.abs))).toBeCloseTo(0.5 / d.order, 12);
    expect(Math.max(...weights('c', 'up').map(Math.abs))).toBeCloseTo(1 / d.order, 12);
    expect(weights('b', 'toggle').reduce((a, w) => a + w, 0)).toBeCloseTo(0, 12);
  });

  test('an option blamed for a run the game refuses is measured one at a time instead', () => {
    const refusing = screeningDesign(factors, (set) => (set.b === false && set.a === 9 ? { option: 'b' } : null));
    expect(refusing.oneAtATime).toEqual(['b']);
    expect(refusing.screened).not.toContain('b');
    const alone = refusing.contrasts.find((c) => c.step.option === 'b');
    expect(alone?.how).toBe('oat');
  });

  test('one at a time: a run per step, each against run 0', () => {
    const o = oatDesign(factors.slice(0, 3));
    expect(o.runs.length).toBe(1 + 2 + 1 + 1);
    for (const c of o.contrasts)
      expect(c.terms).toEqual([
        [o.runs.findIndex((r) => r.set[c.step.option] === c.step.to), 1],
        [0, -1],
      ]);
  });
});

describe('steps read from a catalogue', () => {
  const int = (d: number, min: number, max: number): OptionSpec =>
    ({
      id: 'n',
      group: 'g',
      label: { zh: '', en: '' },
      help: { zh: '', en: '' },
      source: '',
      type: 'int',
      default: d,
      min,
      max,
    }) as OptionSpec;
  test('a number steps a tenth of its value (at least 1) each way, within its bounds', () => {
    expect(stepOf(50)).toBe(5);
    expect(stepOf(3)).toBe(1);
    expect(candidateSteps(int(50, 10, 500), 50)).toEqual([
      { to: 45, kind: 'down' },
      { to: 55, kind: 'up' },
    ]);
    expect(candidateSteps(int(0, 0, 4), 0)).toEqual([{ to: 1, kind: 'up' }]);
    expect(candidateSteps(int(4, 0, 4), 4)).toEqual([{ to: 3, kind: 'down' }]);
  });
  test('a switch flips; a choice takes each other value', () => {
    const bool = { ...int(0, 0, 0), type: 'bool', default: true } as unknown as OptionSpec;
    expect(candidateSteps(bool, true)).toEqual([{ to: false, kind: 'toggle' }]);
    const e = {
      ...int(0, 0, 0),
      type: 'enum',
      default: 'a',
      values: ['a', 'b', 'c'].map((id) => ({ id, label: { zh: id, en: id } })),
    } as unknown as OptionSpec;
    expect(candidateSteps(e, 'a').map((s) => s.to)).toEqual(['b', 'c']);
  });
});

/** A tally of `games` games where identity `a` won `wins` times (one seat each) and `b` the rest. */
function tally(games: number, wins: number): LabTally {
  const t = emptyTally();
  t.games = games;
  t.seats = 2 * games;
  t.rounds = 3 * games;
  t.byIdentity = { a: { wins, games }, b: { wins: games - wins, games } };
  t.byPlayersIdentity = { '2:a': { wins, games }, '2:b': { wins: games - wins, games } };
  return t;
}

describe('the jackknife', () => {
  test('t quantiles', () => {
    expect(t975(19)).toBeCloseTo(2.093, 3);
    expect(t975(9)).toBeCloseTo(2.262, 2);
    expect(t975(1e9)).toBeCloseTo(1.96, 3);
  });
  test('a statistic that no block changes has a zero-width interval', () => {
    expect(jackknife([0.3, 0.3, 0.3, 0.3], 10)).toEqual({ est: 0.3, lo: 0.3, hi: 0.3, n: 10 });
    expect(jackknife([0.3, Number.NaN, 0.3], 10)).toBeNull();
  });
  test('a run that plays like run 0 has an effect of exactly 0; a run that wins more shows it', () => {
    const metrics = [
      { id: 'spread', kind: 'spread' as const },
      { id: 'identity:a', kind: 'rate' as const },
      { id: 'length', kind: 'perGame' as const },
    ];
    const blocks = (w: (k: number) => number) => Array.from({ length: 10 }, (_, k) => tally(20, w(k)));
    const base = blocks((k) => 8 + (k % 3));
    const model = new EffectModel([base, base, blocks((k) => 12 + (k % 3))], base, metrics);
    const same = model.effect(
      [
        [1, 1],
        [0, -1],
      ],
      200,
    );
    expect(same['identity:a']).toEqual({ est: 0, lo: 0, hi: 0, n: 200 });
    expect(same.spread).toEqual({ est: 0, lo: 0, hi: 0, n: 200 });
    const more = model.effect(
      [
        [2, 1],
        [0, -1],
      ],
      200,
    );
    expect(more['identity:a']?.est).toBeCloseTo(0.2, 12);
    expect(more['identity:a']?.lo).toBeCloseTo(0.2, 12);
    // a: 44.5% → 64.5%, b: 55.5% → 35.5%: the spread goes from 11 to 29 points.
    expect(more.spread?.est).toBeCloseTo(0.18, 12);
    expect(more.length?.est).toBeCloseTo(0, 12);
  });
});
