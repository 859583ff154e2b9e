/**
 * The options contract (packages/engine/src/options.ts): value checks, command-line text, sparse resolution of a
 * preset plus `set`, what differs from a preset, and the catalogue's own check. Properties over random catalogues
 * and values (fast-check) keep resolution sparse, idempotent and faithful.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoolOption,
  ConfigError,
  catalogueProblems,
  checkOptionValue,
  checkOptionValues,
  type EnumOption,
  type IntOption,
  type OptionCatalogue,
  type OptionSpec,
  type OptionValue,
  optionDefaults,
  parseOptionText,
  presetChanges,
  presetValues,
  resolveOptions,
} from '../src/index.ts';

const t = (s: string) => ({ zh: s, en: s });
const INT: IntOption = {
  id: 'damage',
  group: 'cards',
  type: 'int',
  default: 3,
  min: 0,
  max: 10,
  label: t('damage'),
  help: t('h'),
  source: 'seed',
};
const BOOL: BoolOption = {
  id: 'rewards',
  group: 'rules',
  type: 'bool',
  default: true,
  label: t('r'),
  help: t('h'),
  source: 'P-W3',
};
const ENUM: EnumOption = {
  id: 'deck.mode',
  group: 'rules',
  type: 'enum',
  default: 'a',
  values: [
    { id: 'a', label: t('A') },
    { id: 'b', label: t('B') },
  ],
  label: t('m'),
  help: t('h'),
  source: 'design',
};
const CAT: OptionCatalogue = {
  groups: [
    { id: 'cards', label: t('Cards') },
    { id: 'rules', label: t('Rules') },
  ],
  options: [INT, BOOL, ENUM],
  presets: [
    { id: 'seed', version: 1, title: t('Seed'), description: t('d'), values: {} },
    { id: 'soft', version: 2, title: t('Soft'), description: t('d'), values: { damage: 1, rewards: false } },
  ],
};

/** Calls `f` and returns the `ConfigError` it throws (fails the test when it throws nothing or something else). */
function configError(f: () => unknown): ConfigError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('checkOptionValue', () => {
  it('accepts values of the right type within bounds and returns them', () => {
    expect(checkOptionValue(INT, 0)).toBe(0);
    expect(checkOptionValue(INT, 10)).toBe(10);
    expect(checkOptionValue(BOOL, false)).toBe(false);
    expect(checkOptionValue(ENUM, 'b')).toBe('b');
  });
  it('refuses a wrong type with bad_type, naming the option', () => {
    for (const [spec, v] of [
      [INT, 2.5],
      [INT, '3'],
      [INT, Number.NaN],
      [INT, Number.POSITIVE_INFINITY],
      [BOOL, 1],
      [BOOL, 'true'],
      [ENUM, 'c'],
      [ENUM, 1],
    ] as [OptionSpec, unknown][]) {
      const e = configError(() => checkOptionValue(spec, v));
      expect(e.code).toBe('bad_type');
      expect(e.field).toBe(spec.id);
      expect(e.message).toContain(spec.id);
    }
  });
  it('refuses a number outside [min, max] with out_of_bounds and says the bounds', () => {
    for (const v of [-1, 11]) {
      const e = configError(() => checkOptionValue(INT, v));
      expect(e.code).toBe('out_of_bounds');
      expect(e.field).toBe('damage');
      expect(e.message).toMatch(/between 0 and 10/);
    }
  });
});

describe('parseOptionText', () => {
  it('reads integers, switches and enum ids', () => {
    expect(parseOptionText(INT, ' 7 ')).toBe(7);
    expect(parseOptionText(INT, '-0')).toBe(0);
    for (const s of ['true', 'on', '1']) expect(parseOptionText(BOOL, s)).toBe(true);
    for (const s of ['false', 'off', '0']) expect(parseOptionText(BOOL, s)).toBe(false);
    expect(parseOptionText(ENUM, 'b')).toBe('b');
  });
  it('refuses text of the wrong shape or out of bounds, naming the option', () => {
    expect(configError(() => parseOptionText(INT, '3.5')).code).toBe('bad_type');
    expect(configError(() => parseOptionText(INT, 'x')).code).toBe('bad_type');
    expect(configError(() => parseOptionText(INT, '')).code).toBe('bad_type');
    expect(configError(() => parseOptionText(INT, '-1')).code).toBe('out_of_bounds');
    expect(configError(() => parseOptionText(BOOL, 'yes')).field).toBe('rewards');
    expect(configError(() => parseOptionText(ENUM, 'B')).field).toBe('deck.mode');
  });
});

describe('checkOptionValues and resolveOptions', () => {
  it('keeps only the values that differ from the defaults, frozen', () => {
    const v = checkOptionValues(CAT, { damage: 3, rewards: false, 'deck.mode': 'a' });
    expect(v).toEqual({ rewards: false });
    expect(Object.isFrozen(v)).toBe(true);
  });
  it('refuses an unknown id with unknown_option naming it, and a non-object', () => {
    const e = configError(() => checkOptionValues(CAT, { nosuch: 1 }));
    expect(e.code).toBe('unknown_option');
    expect(e.field).toBe('nosuch');
    expect(e.message).toContain('nosuch');
    // A JSON `__proto__` key is an own property like any other: an unknown option, not a prototype.
    const proto = configError(() => checkOptionValues(CAT, JSON.parse('{"__proto__": {"damage": 1}}')));
    expect([proto.code, proto.field]).toEqual(['unknown_option', '__proto__']);
    for (const bad of [null, [], 3, 'x']) expect(configError(() => checkOptionValues(CAT, bad)).code).toBe('bad_type');
  });
  it('takes the first preset by default, then a named preset, then `set` on top', () => {
    expect(resolveOptions(CAT)).toEqual({ preset: 'seed', values: {} });
    expect(resolveOptions(CAT, { preset: 'soft' })).toEqual({ preset: 'soft', values: { damage: 1, rewards: false } });
    // A value set back to its default leaves the sparse set, even when the preset changed it.
    expect(resolveOptions(CAT, { preset: 'soft', set: { rewards: true, 'deck.mode': 'b' } })).toEqual({
      preset: 'soft',
      values: { damage: 1, 'deck.mode': 'b' },
    });
  });
  it('refuses an unknown preset with unknown_preset, naming the known ones', () => {
    const e = configError(() => resolveOptions(CAT, { preset: 'hard' }));
    expect(e.code).toBe('unknown_preset');
    expect(e.field).toBe('preset');
    expect(e.message).toContain('seed, soft');
    expect(configError(() => resolveOptions({ ...CAT, presets: [] })).code).toBe('unknown_preset');
  });
  it('refuses a bad `set` value with the option named', () => {
    const e = configError(() => resolveOptions(CAT, { preset: 'soft', set: { damage: 11 } }));
    expect([e.code, e.field]).toEqual(['out_of_bounds', 'damage']);
  });
});

describe('presets and changes', () => {
  it('fills a preset with the defaults', () => {
    expect(optionDefaults(CAT)).toEqual({ damage: 3, rewards: true, 'deck.mode': 'a' });
    expect(presetValues(CAT, 'soft')).toEqual({ damage: 1, rewards: false, 'deck.mode': 'a' });
  });
  it('lists the options that differ from a preset, in catalogue order, skipping unknown ids', () => {
    const changes = presetChanges(CAT, 'soft', { damage: 1, 'deck.mode': 'b', gone: 3 });
    expect(changes.map((c) => [c.spec.id, c.value, c.preset])).toEqual([
      ['rewards', true, false],
      ['deck.mode', 'b', 'a'],
    ]);
    expect(presetChanges(CAT, 'seed', {})).toEqual([]);
  });
});

describe('catalogueProblems', () => {
  it('finds nothing wrong in a sound catalogue', () => {
    expect(catalogueProblems(CAT)).toEqual([]);
  });
  it('names each defect', () => {
    const bad: OptionCatalogue = {
      groups: CAT.groups,
      options: [
        { ...INT, default: 11 },
        { ...INT, min: 5, max: 4, default: 5 },
        { ...BOOL, group: 'nowhere' },
        { ...ENUM, id: '9lives', values: [] },
      ],
      presets: [
        { id: 'seed', version: 0, title: t('s'), description: t('d'), values: { nosuch: 1 } },
        { id: 'seed', version: 1, title: t('s'), description: t('d'), values: {} },
      ],
    };
    const p = catalogueProblems(bad).join('\n');
    for (const want of [
      'option damage: default 11 refused',
      'option damage: duplicate id',
      'option damage: bounds',
      'unknown group "nowhere"',
      'option "9lives": id does not match',
      'option 9lives: empty or repeated choices',
      'preset seed: version',
      'preset seed: config.nosuch',
      'preset seed: duplicate id',
    ])
      expect(p).toContain(want);
    expect(catalogueProblems({ ...CAT, presets: [] })).toEqual(['no preset (the first preset is the default one)']);
  });
});

/** A random catalogue of int, bool and enum options with unique ids, and a random valid value for each. */
const catalogueArb = fc
  .uniqueArray(
    fc.tuple(
      fc.stringMatching(/^[a-z][a-z0-9.]{0,8}$/),
      fc.oneof(
        fc.tuple(fc.integer({ min: -50, max: 50 }), fc.nat(30), fc.nat(30)).map(([min, span, at]) => ({
          type: 'int' as const,
          min,
          max: min + span,
          default: min + Math.min(at, span),
        })),
        fc.boolean().map((d) => ({ type: 'bool' as const, default: d })),
        fc.integer({ min: 1, max: 4 }).chain((n) =>
          fc.nat(n - 1).map((d) => ({
            type: 'enum' as const,
            values: Array.from({ length: n }, (_, i) => ({ id: `c${i}`, label: t(`c${i}`) })),
            default: `c${d}`,
          })),
        ),
      ),
    ),
    { selector: ([id]) => id, minLength: 1, maxLength: 8 },
  )
  .map(
    (list): OptionCatalogue => ({
      groups: [{ id: 'g', label: t('g') }],
      options: list.map(
        ([id, o]) => ({ ...o, id, group: 'g', label: t(id), help: t(id), source: 'test' }) as OptionSpec,
      ),
      presets: [{ id: 'seed', version: 1, title: t('s'), description: t('d'), values: {} }],
    }),
  );

/** A random valid value of `spec`. */
function valueArb(spec: OptionSpec): fc.Arbitrary<OptionValue> {
  if (spec.type === 'int') return fc.integer({ min: spec.min, max: spec.max });
  if (spec.type === 'bool') return fc.boolean();
  return fc.constantFrom(...spec.values.map((c) => c.id));
}

const withValues = catalogueArb.chain((cat) =>
  fc.tuple(...cat.options.map((o) => fc.option(valueArb(o), { nil: undefined }))).map((vs) => {
    const set: Record<string, OptionValue> = {};
    cat.options.forEach((o, i) => {
      if (vs[i] !== undefined) set[o.id] = vs[i] as OptionValue;
    });
    return { cat, set };
  }),
);

describe('properties', () => {
  it('resolution is sparse, faithful and idempotent; a preset of the result resolves to the same values', () => {
    fc.assert(
      fc.property(withValues, ({ cat, set }) => {
        expect(catalogueProblems(cat)).toEqual([]);
        const { values } = resolveOptions(cat, { set });
        const full = { ...optionDefaults(cat), ...values };
        for (const o of cat.options) {
          expect(full[o.id]).toBe(set[o.id] ?? o.default);
          if (Object.hasOwn(values, o.id)) expect(values[o.id]).not.toBe(o.default);
        }
        expect(resolveOptions(cat, { set: values }).values).toEqual(values);
        const withPreset = { ...cat, presets: [...cat.presets, { ...cat.presets[0], id: 'p', values } as never] };
        expect(resolveOptions(withPreset, { preset: 'p' }).values).toEqual(values);
        expect(presetChanges(withPreset, 'p', values)).toEqual([]);
        expect(presetChanges(cat, 'seed', values).map((c) => c.spec.id)).toEqual(Object.keys(values).sort(byCat(cat)));
      }),
    );
  });
  it('the text of every valid value parses back to it', () => {
    fc.assert(
      fc.property(withValues, ({ cat, set }) => {
        for (const [id, v] of Object.entries(set)) {
          const spec = cat.options.find((o) => o.id === id) as OptionSpec;
          expect(parseOptionText(spec, String(v))).toBe(v);
        }
      }),
    );
  });
});

/** Sorts option ids in the catalogue's order. */
function byCat(cat: OptionCatalogue): (a: string, b: string) => number {
  const at = (id: string) => cat.options.findIndex((o) => o.id === id);
  return (a, b) => at(a) - at(b);
}
