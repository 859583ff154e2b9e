/**
 * The runs of a sensitivity design and how each step's effect is read from them (a contrast: Δ = Σ weight × metric of
 * a run). Run 0 is always the rules as given.
 *
 * - **One at a time** (`oat`): one run per step; a step's effect is its run minus run 0. Few options: every step
 *   measured as it is, an asymmetry (a step up that does more than a step down undoes) shown as measured.
 * - **Screening** (`screening`): a two-level fractional factorial design (Plackett and Burman 1946) folded over
 *   (Box and Wilson 1951), for many options. Each number option is set one step below or above its value (one side
 *   only when the other is out of bounds or refused), each switch off or on, in the 2N runs of a Hadamard matrix of
 *   order N ≥ options + 1 and its mirror: every main effect is estimated from every run, free of the other main
 *   effects and of every two-option interaction (resolution IV), so 135 options cost about 270 runs, and each effect
 *   is as precise as a one-at-a-time comparison of N times as many games. What it assumes: the steps' effects add up
 *   (a linear model around the rules as given); a step down is read as the opposite of a step up. Choices with more
 *   than two values, and options whose levels make an impossible run, are measured one at a time beside it.
 *
 * The two-level part keeps at least `DUMMIES` columns of its matrix free: their contrasts ("dummy factors") are what
 * an option that does nothing looks like in this design — sampling noise, and whatever the linear model leaves out
 * (interactions of three options and more are aliased with main effects even after the foldover) — and the intervals
 * of the screened options are widened by that model error (plan.ts, effects.ts).
 *
 * Hadamard matrices by Sylvester's doubling (orders 2^k) or Paley's construction I (order q + 1 for a prime
 * q ≡ 3 mod 4), whichever is the smallest order that fits.
 */
import type { OptionValue } from '@shaju/engine';
import type { OptionFactor, OptionStep } from './steps.ts';

/** How the steps are measured. */
export type DesignKind = 'oat' | 'screening';

/** One run of a design: the option values it sets on top of the run's rules (run 0 sets none). */
export interface DesignRun {
  readonly set: Readonly<Record<string, OptionValue>>;
}

/** How a step's effect is read: Δ = Σ weight × metric(run), over `terms` (run index, weight). */
export interface StepContrast {
  readonly step: OptionStep;
  readonly terms: readonly (readonly [number, number])[];
  /** `screening`: a two-level factor of the fractional design; `oat`: a run of its own. */
  readonly how: DesignKind;
  /** The step's share of its factor's main effect (screening: ±½ for a step either side, 1 for one side; oat: 1). */
  readonly scale: number;
}

/** Free columns the two-level part keeps at least (dummy factors: the model error of its effects). */
export const DUMMIES = 8;

/** A sensitivity design: its runs, and a contrast per step. */
export interface SensitivityDesign {
  readonly kind: DesignKind;
  readonly runs: readonly DesignRun[];
  readonly contrasts: readonly StepContrast[];
  /** The Hadamard order of the two-level part (its runs: twice that), 0 without one. */
  readonly order: number;
  /** Options of the two-level part and options measured one at a time. */
  readonly screened: readonly string[];
  readonly oneAtATime: readonly string[];
  /** The main-effect contrasts of the two-level part's free columns (dummy factors), none without one. */
  readonly dummies: readonly (readonly (readonly [number, number])[])[];
}

/** Whether `n` is prime. */
function isPrime(n: number): boolean {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

/** The order of the smallest Hadamard matrix this module builds with at least `n` rows. */
export function hadamardOrder(n: number): number {
  for (let m = Math.max(1, n); ; m++) {
    if ((m & (m - 1)) === 0) return m;
    if (m % 4 === 0 && isPrime(m - 1)) return m;
  }
}

/**
 * A Hadamard matrix of order `n` (entries ±1, rows mutually orthogonal) with a first column of ones, so that every
 * other column is balanced. Throws `RangeError` for an order this module cannot build (see `hadamardOrder`).
 */
export function hadamard(n: number): number[][] {
  if ((n & (n - 1)) === 0 && n >= 1) {
    let h = [[1]];
    while (h.length < n) h = [...h.map((r) => [...r, ...r]), ...h.map((r) => [...r, ...r.map((x) => -x)])];
    return h;
  }
  const q = n - 1;
  if (n % 4 !== 0 || !isPrime(q)) throw new RangeError(`no Hadamard matrix of order ${n} here`);
  // χ: the quadratic character mod q (q ≡ 3 mod 4, so χ(−1) = −1 and Q is antisymmetric).
  const residue = new Set<number>();
  for (let x = 1; x < q; x++) residue.add((x * x) % q);
  const chi = (a: number): number => {
    const r = ((a % q) + q) % q;
    return r === 0 ? 0 : residue.has(r) ? 1 : -1;
  };
  // H = I + S, S = [[0, 1ᵀ], [−1, Q]], Q_ij = χ(j − i); then rows 1… negated so that the first column is all ones.
  const h: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    for (let j = 0; j < n; j++) {
      let s: number;
      if (i === 0) s = j === 0 ? 0 : 1;
      else if (j === 0) s = -1;
      else s = chi(j - 1 - (i - 1));
      row.push((i === j ? 1 : 0) + s);
    }
    h.push(i === 0 ? row : row.map((x) => -x));
  }
  return h;
}

/** Adds a run of its own for each step of `f` to `runs`, and its contrast against run 0 to `contrasts`. */
function runsAlone(f: OptionFactor, runs: DesignRun[], contrasts: StepContrast[]): void {
  for (const step of f.steps) {
    runs.push({ set: { [step.option]: step.to } });
    const terms: StepContrast['terms'] = [
      [runs.length - 1, 1],
      [0, -1],
    ];
    contrasts.push({ step, how: 'oat', scale: 1, terms });
  }
}

/** The one-at-a-time design of `factors`: run 0, then one run per step. */
export function oatDesign(factors: readonly OptionFactor[]): SensitivityDesign {
  const runs: DesignRun[] = [{ set: {} }];
  const contrasts: StepContrast[] = [];
  for (const f of factors) runsAlone(f, runs, contrasts);
  return {
    kind: 'oat',
    runs,
    contrasts,
    order: 0,
    screened: [],
    oneAtATime: factors.filter((f) => f.steps.length > 0).map((f) => f.option),
    dummies: [],
  };
}

/** A two-level factor: its low and high values, and whether they lie one step either side of its value. */
interface TwoLevel {
  readonly factor: OptionFactor;
  readonly lo: OptionValue;
  readonly hi: OptionValue;
  readonly symmetric: boolean;
}

/** The two levels of a factor, or null for one measured one at a time (a choice of several values, no step). */
function twoLevel(f: OptionFactor): TwoLevel | null {
  if (f.steps.length === 0 || f.type === 'enum') return null;
  const down = f.steps.find((s) => s.kind === 'down');
  const up = f.steps.find((s) => s.kind === 'up');
  if (down && up) return { factor: f, lo: down.to, hi: up.to, symmetric: true };
  const only = f.steps[0] as OptionStep;
  return { factor: f, lo: f.from, hi: only.to, symmetric: false };
}

/**
 * The screening design of `factors`: the folded-over two-level design of every number and switch, then a run per step
 * of the others. `refuses(set)` says whether the game refuses a run's values (and names the option it blames, or
 * null); a two-level factor blamed for a refused run is measured one at a time instead, until every run is playable.
 */
export function screeningDesign(
  factors: readonly OptionFactor[],
  refuses: (set: Readonly<Record<string, OptionValue>>) => { readonly option: string | null } | null,
): SensitivityDesign {
  const alone = new Set<string>();
  for (;;) {
    const levels = factors.map((f) => (alone.has(f.option) ? null : twoLevel(f))).filter((x) => x !== null);
    const built = build(levels, factors);
    let blamed: string | null = null;
    for (const run of built.runs) {
      const r = refuses(run.set);
      if (!r) continue;
      blamed = r.option !== null && levels.some((l) => l.factor.option === r.option) ? r.option : null;
      // A refusal that names no factor of the two-level part: the part goes, every option one at a time.
      if (blamed === null) return oatDesign(factors);
      break;
    }
    if (blamed === null) return built;
    alone.add(blamed);
  }
}

/** The design for given two-level factors (the rest one at a time). */
function build(levels: readonly TwoLevel[], factors: readonly OptionFactor[]): SensitivityDesign {
  const runs: DesignRun[] = [{ set: {} }];
  const contrasts: StepContrast[] = [];
  const order = levels.length === 0 ? 0 : hadamardOrder(levels.length + 1 + DUMMIES);
  const dummies: (readonly [number, number])[][] = [];
  if (order > 0) {
    const h = hadamard(order);
    const all: number[][] = [...h, ...h.map((r) => r.map((x) => -x))].map((r) => r.slice(1));
    const signs = all.map((r) => r.slice(0, levels.length));
    for (let j = levels.length; j < order - 1; j++)
      dummies.push(all.map((row, r) => [r + 1, (row[j] as number) / order]));
    for (const row of signs) {
      const set: Record<string, OptionValue> = {};
      levels.forEach((l, j) => {
        const v = (row[j] as number) > 0 ? l.hi : l.lo;
        if (v !== l.factor.from) set[l.factor.option] = v;
      });
      runs.push({ set });
    }
    // The main effect (mean at high − mean at low) is Σ sign × metric / order over the 2·order runs.
    levels.forEach((l, j) => {
      const main = signs.map((row, r) => [r + 1, (row[j] as number) / order] as const);
      for (const step of l.factor.steps) {
        const scale = !l.symmetric ? 1 : step.kind === 'up' ? 0.5 : -0.5;
        contrasts.push({ step, how: 'screening', scale, terms: main.map(([r, w]) => [r, w * scale] as const) });
      }
    });
  }
  const single = factors.filter((f) => f.steps.length > 0 && !levels.some((l) => l.factor === f));
  for (const f of single) runsAlone(f, runs, contrasts);
  return {
    kind: 'screening',
    runs,
    contrasts,
    order,
    screened: levels.map((l) => l.factor.option),
    oneAtATime: single.map((f) => f.option),
    dummies,
  };
}
