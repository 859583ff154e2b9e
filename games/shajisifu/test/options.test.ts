import { ConfigError, checkOptionValues, type OptionSpec, resolveOptions } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { kit } from '../kit.ts';
import { CONFIG_BOUNDS, defaultConfig, OPTIONS, rulesOf, setup, shajisifu, validateConfig } from '../src/index.ts';

/** The ConfigError thrown by `fn`, or fails the test. */
function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError, nothing was thrown');
}

/** A value of `o` other than its default, within bounds. */
function otherValue(o: OptionSpec): number | boolean | string {
  if (o.type === 'bool') return !o.default;
  if (o.type === 'enum') return (o.values.find((c) => c.id !== o.default) as { id: string }).id;
  return o.default < o.max ? o.default + 1 : o.default - 1;
}

describe('the option catalogue of 杀机四伏', () => {
  test('every option has words in both languages, a source, a group of the catalogue and a default within bounds', () => {
    const groups = new Set(OPTIONS.groups.map((g) => g.id));
    const ids = new Set<string>();
    for (const o of OPTIONS.options) {
      expect(ids.has(o.id), o.id).toBe(false);
      ids.add(o.id);
      expect(groups.has(o.group), o.id).toBe(true);
      for (const t of [o.label, o.help]) {
        expect(t.zh.length, o.id).toBeGreaterThan(0);
        expect(t.en.length, o.id).toBeGreaterThan(0);
      }
      expect(o.source.length, o.id).toBeGreaterThan(0);
      if (o.type === 'int') {
        expect(o.min <= o.default && o.default <= o.max, o.id).toBe(true);
        expect(Number.isInteger(o.min) && Number.isInteger(o.max), o.id).toBe(true);
      }
      if (o.type === 'enum')
        expect(
          o.values.some((c) => c.id === o.default),
          o.id,
        ).toBe(true);
    }
    // What the seed makes tunable (S-C1, S-S1, S-C2, S-D1, S-A3, S-V1, S-P1, S-V2).
    for (const id of [
      'decks',
      'startHand',
      'value.A',
      'value.J',
      'value.Q',
      'value.K',
      'value.joker',
      'deathTotal',
      'sameValueCount',
      'penalty',
      'diamondHand',
      'win.H-A',
      'win.H-B',
      'win.D-A',
      'win.D-B',
      'win.S-A',
      'win.S-B',
      'win.C-A',
      'win.C-B',
      'win.J-A',
      'win.J-B',
      'win.sole',
      'pong',
      'maxTurns',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  test('the defaults are the seed: S-C1 4 decks, S-S1 3 cards, S-C2 A=1 J=11 Q=12 K=13 王=20, S-D1 50 and 3, ♦ 10', () => {
    const r = rulesOf(defaultConfig(5));
    expect(r.startHand).toBe(3);
    expect(r.deathTotal).toBe(50);
    expect(r.sameValueCount).toBe(3);
    expect(r.diamondHand).toBe(10);
    expect(r.penalty).toBe('last');
    expect([...r.values.slice(0, 13)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect([r.values[52], r.values[53]]).toEqual([20, 20]);
    expect(Object.values(r.win).every((on) => on)).toBe(true);
  });

  test('CONFIG_BOUNDS is read from the catalogue (one list of bounds)', () => {
    for (const [id, bounds] of Object.entries(CONFIG_BOUNDS)) {
      if (id === 'players') continue;
      const o = OPTIONS.options.find((x) => x.id === id);
      expect(o?.type).toBe('int');
      if (o?.type === 'int') expect(bounds).toEqual([o.min, o.max]);
    }
    expect(kit.flags.decks).toEqual(CONFIG_BOUNDS.decks);
  });

  test('the golden rule: a default game stores only players, decks, pong, maxTurns; an option equal to its default is not stored', () => {
    const all: Record<string, unknown> = { players: 6 };
    for (const o of OPTIONS.options) all[o.id] = o.default;
    expect(validateConfig(all)).toEqual({ players: 6, decks: 4, pong: false, maxTurns: 2000 });
    expect(Object.keys(validateConfig({ players: 6, deathTotal: 60 }))).toEqual([
      'players',
      'decks',
      'pong',
      'maxTurns',
      'deathTotal',
    ]);
  });

  test('every option accepts another value within bounds and stores it', () => {
    for (const o of OPTIONS.options) {
      const v = otherValue(o);
      const c = validateConfig({ players: 5, [o.id]: v }) as unknown as Record<string, unknown>;
      expect(c[o.id], o.id).toBe(v);
    }
  });

  test('bad values are refused naming the option: unknown_option, bad_type, out_of_bounds', () => {
    const e1 = configError(() => validateConfig({ players: 5, nosuch: 1 }));
    expect([e1.field, e1.code]).toEqual(['nosuch', 'unknown_option']);
    const e2 = configError(() => validateConfig({ players: 5, deathTotal: -1 }));
    expect([e2.field, e2.code]).toEqual(['deathTotal', 'out_of_bounds']);
    expect(e2.message).toContain('deathTotal');
    const e3 = configError(() => validateConfig({ players: 5, deathTotal: '60' }));
    expect([e3.field, e3.code]).toEqual(['deathTotal', 'bad_type']);
    const e4 = configError(() => validateConfig({ players: 5, penalty: 'double' }));
    expect([e4.field, e4.code]).toEqual(['penalty', 'bad_type']);
    const e5 = configError(() => validateConfig({ players: 5, 'win.H-A': 'no' }));
    expect([e5.field, e5.code]).toEqual(['win.H-A', 'bad_type']);
    const e6 = configError(() => validateConfig({ players: 5, 'value.joker': 0 }));
    expect([e6.field, e6.code]).toEqual(['value.joker', 'out_of_bounds']);
  });

  test('impossible combinations are refused with code impossible naming the option', () => {
    // S-S1: 10 players × (1 identity + 10 hand cards) + 1 face-up card = 111 > 2 decks × 54 = 108
    const e1 = configError(() => validateConfig({ players: 10, decks: 2, startHand: 10 }));
    expect([e1.field, e1.code]).toEqual(['startHand', 'impossible']);
    expect(e1.message).toContain('too few cards');
    expect(validateConfig({ players: 10, decks: 2, startHand: 9 }).startHand).toBe(9); // 101 ≤ 108
    // S-V1: every way of winning off (♥ B alone never wins: it needs someone else to win)
    const off: Record<string, unknown> = { players: 5 };
    for (const o of OPTIONS.options) if (o.id.startsWith('win.')) off[o.id] = false;
    const e2 = configError(() => validateConfig(off));
    expect(e2.code).toBe('impossible');
    expect(e2.field).toBe('win.sole');
    expect(configError(() => validateConfig({ ...off, 'win.H-B': true })).code).toBe('impossible');
    expect(validateConfig({ ...off, 'win.S-B': true })['win.S-B']).toBeUndefined(); // on = the default: not stored
    expect(configError(() => setup({ ...defaultConfig(10), decks: 2, startHand: 20 }, 1)).code).toBe('impossible');
  });
});

describe('presets of 杀机四伏', () => {
  test('seed comes first with no values; every preset is versioned, described in both languages and valid for 4–10 players', () => {
    expect(OPTIONS.presets[0]?.id).toBe('seed');
    expect(OPTIONS.presets[0]?.values).toEqual({});
    expect(OPTIONS.presets.length).toBeGreaterThanOrEqual(2);
    const ids = new Set<string>();
    for (const p of OPTIONS.presets) {
      expect(ids.has(p.id)).toBe(false);
      ids.add(p.id);
      expect(p.version).toBeGreaterThanOrEqual(1);
      for (const t of [p.title, p.description]) {
        expect(t.zh.length).toBeGreaterThan(0);
        expect(t.en.length).toBeGreaterThan(0);
      }
      expect(checkOptionValues(OPTIONS, p.values)).toEqual(p.values);
      for (let players = 4; players <= 10; players++)
        expect(() => validateConfig({ players, ...p.values })).not.toThrow();
    }
  });

  test('quick deals 1 card and kills at 40; balanced turns off ♥ B, ♣ A and 王 A', () => {
    const quick = rulesOf(validateConfig({ players: 5, ...resolveOptions(OPTIONS, { preset: 'quick' }).values }));
    expect([quick.startHand, quick.deathTotal]).toEqual([1, 40]);
    const bal = rulesOf(validateConfig({ players: 5, ...resolveOptions(OPTIONS, { preset: 'balanced' }).values }));
    expect([bal.win['H-B'], bal.win['C-A'], bal.win['J-A'], bal.win['H-A'], bal.win.sole]).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  test('the kit builds a configuration from a preset and --set on top; an unknown preset is refused', () => {
    const c = kit.config({ players: 6, preset: 'quick', set: { deathTotal: 45 } }) as Record<string, unknown>;
    expect(c).toEqual({ players: 6, decks: 4, pong: false, maxTurns: 2000, startHand: 1, deathTotal: 45 });
    expect(kit.config({ players: 6 })).toEqual(defaultConfig(6));
    expect(kit.config({ players: 6, preset: 'seed' })).toEqual(defaultConfig(6));
    expect(configError(() => kit.config({ players: 6, preset: 'nosuch' })).code).toBe('unknown_preset');
    expect(configError(() => kit.config({ players: 6, set: { deathTotal: -1 } })).field).toBe('deathTotal');
    expect(shajisifu.validateConfig({ players: 4, ...OPTIONS.presets[2]?.values })['win.H-B']).toBe(false);
  });
});
