/**
 * The option catalogue of 跑跑杀 (data/options.ts, P-G2): every option described in both languages with a source,
 * defaults that are the seed's game, bounds derived in one place, validation with typed errors, sparse storage (the
 * golden rule: a default option never enters the configuration) and the presets.
 */
import { ConfigError, type OptionSpec, presetsFor, resolveOptions } from '@shaju/engine';
import { configure } from '@shaju/runtime';
import { describe, expect, test } from 'vitest';
import { kit } from '../../kit.ts';
import {
  CARD_KIND_IDS,
  CARD_KINDS,
  CHARACTER_POOL,
  CONFIG_BOUNDS,
  DECK_PREFIX,
  deckMax,
  deckSize,
  defaultConfig,
  OPTION_DEFAULTS,
  OPTIONS,
  opt,
  paopaosha,
  validateConfig,
} from '../../src/index.ts';

function configError(f: () => unknown): ConfigError {
  try {
    f();
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

const byId = new Map<string, OptionSpec>(OPTIONS.options.map((o) => [o.id, o]));

describe('the catalogue', () => {
  test('every option has words in both languages, a known group, a source, and a default within its bounds', () => {
    const groups = new Set(OPTIONS.groups.map((g) => g.id));
    expect(byId.size).toBe(OPTIONS.options.length);
    for (const o of OPTIONS.options) {
      expect(groups.has(o.group), o.id).toBe(true);
      for (const t of [o.label, o.help]) {
        expect(t.zh.length, o.id).toBeGreaterThan(0);
        expect(t.en.length, o.id).toBeGreaterThan(0);
      }
      expect(o.source.length, o.id).toBeGreaterThan(0);
      if (o.type === 'int') {
        expect(o.min <= o.default && o.default <= o.max, o.id).toBe(true);
      }
    }
  });

  test('every PaopaoshaConfig field but players and mode is an option with the same default; CONFIG_BOUNDS are its bounds', () => {
    const d = defaultConfig(5) as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(d)) {
      if (k === 'players' || k === 'mode') continue;
      const o = byId.get(k);
      expect(o, k).toBeDefined();
      expect(o?.default, k).toBe(v);
      if (o?.type === 'int') expect(CONFIG_BOUNDS[k as keyof typeof CONFIG_BOUNDS], k).toEqual([o.min, o.max]);
    }
    expect(CONFIG_BOUNDS.players).toEqual([3, 12]);
  });

  test('every scalar option read through opt is listed with the default opt falls back to', () => {
    for (const [k, v] of Object.entries(OPTION_DEFAULTS)) {
      expect(byId.get(k)?.default, k).toBe(v);
      expect(opt({}, k as keyof typeof OPTION_DEFAULTS)).toBe(v);
    }
  });

  test('deck.<card> for every card kind (default the seed count, 0 … deckMax), character.<id> for every pool character', () => {
    for (const id of CARD_KIND_IDS) {
      const o = byId.get(`${DECK_PREFIX}${id}`);
      expect(o, id).toMatchObject({ type: 'int', default: CARD_KINDS[id].copies, min: 0 });
      expect(o?.type === 'int' && o.max).toBe(deckMax(CARD_KINDS[id].copies));
    }
    for (const id of CHARACTER_POOL)
      expect(byId.get(`character.${id}`), id).toMatchObject({ type: 'bool', default: true });
    expect(deckSize({})).toBe(110);
  });
});

describe('validateConfig', () => {
  test('a default option never enters the configuration (sparse); a changed one does; the config fields are always there', () => {
    const plain = validateConfig({ players: 5 });
    const same = validateConfig({ players: 5, 'deck.sha': 26, shaDamage: 1, 'character.pidan': true, extraHp: 0 });
    expect(same).toEqual(plain);
    expect(Object.keys(same)).toEqual(Object.keys(defaultConfig(5)));
    const changed = validateConfig({ players: 5, 'deck.sha': 30, shuijiaoNoDamage: false }) as unknown as Record<
      string,
      unknown
    >;
    expect(changed['deck.sha']).toBe(30);
    expect(changed.shuijiaoNoDamage).toBe(false);
  });

  test('unknown options, wrong types and values out of bounds are refused with their codes, naming the option', () => {
    expect(configError(() => validateConfig({ players: 5, nosuch: 1 }))).toMatchObject({
      field: 'nosuch',
      code: 'unknown_option',
    });
    expect(configError(() => validateConfig({ players: 5, shaDamage: 'x' }))).toMatchObject({
      field: 'shaDamage',
      code: 'bad_type',
    });
    expect(configError(() => validateConfig({ players: 5, 'deck.sha': 53 }))).toMatchObject({
      field: 'deck.sha',
      code: 'out_of_bounds',
    });
    expect(configError(() => validateConfig({ players: 5, dileiDamage: 0 }))).toMatchObject({
      field: 'dileiDamage',
      code: 'out_of_bounds',
    });
    expect(configError(() => validateConfig({ players: 9, mode: 'boss' }))).toMatchObject({
      field: 'players',
      code: 'out_of_bounds',
    });
    expect(configError(() => validateConfig({ players: 5, 'character.laopi': 1 }))).toMatchObject({
      field: 'character.laopi',
      code: 'bad_type',
    });
  });

  test('impossible: a deck too small to deal the starting hands, naming a deck option (or startingHand)', () => {
    const small: Record<string, number> = { players: 12, startingHand: 9 };
    for (const id of CARD_KIND_IDS) if (id !== 'sha') small[`${DECK_PREFIX}${id}`] = 0;
    small['deck.sha'] = 52;
    // 52 cards < 12 × 9 = 108
    const e = configError(() => validateConfig(small));
    expect(e.code).toBe('impossible');
    expect(e.field.startsWith(DECK_PREFIX)).toBe(true);
    expect(e.message).toMatch(/52 cards/);
    // 12 × 4 = 48 ≤ 52: fine
    expect(() => validateConfig({ ...small, startingHand: 4 })).not.toThrow();
  });

  test('impossible: no card that can take HP (nobody could win)', () => {
    const none: Record<string, number> = { players: 5 };
    for (const id of ['sha', 'shashanzhijiao', 'wandaoqifa', 'qiangdaoruqin', 'kongbufenzi', 'dantiao', 'dilei'])
      none[`${DECK_PREFIX}${id}`] = 0;
    for (const id of ['shuilei', 'zuzhou', 'sishenmingdao', 'shenmijingqi', 'yonghengzhihuo', 'jiaolazhihua'])
      none[`${DECK_PREFIX}${id}`] = 0;
    expect(configError(() => validateConfig(none))).toMatchObject({ field: 'deck.sha', code: 'impossible' });
    expect(() => validateConfig({ ...none, 'deck.dilei': 1 })).not.toThrow();
  });

  test('impossible: fewer characters in the pool than a player is offered', () => {
    const off: Record<string, unknown> = { players: 5 };
    for (const id of CHARACTER_POOL.slice(0, 9)) off[`character.${id}`] = false;
    // 2 characters left, 3 offered
    expect(configError(() => validateConfig(off))).toMatchObject({ field: 'character.pidan', code: 'impossible' });
    expect(() => validateConfig({ ...off, lordChoices: 2, characterChoices: 2 })).not.toThrow();
    // boss mode: the 国主's offer does not count (the 海盗王 is fixed)
    expect(() => validateConfig({ ...off, mode: 'boss', lordChoices: 3, characterChoices: 2 })).not.toThrow();
  });
});

describe('presets', () => {
  test('seed comes first with no values; every preset is versioned, described in both languages and valid', () => {
    expect(OPTIONS.presets[0]).toMatchObject({ id: 'seed', values: {} });
    for (const p of OPTIONS.presets) {
      expect(p.version).toBeGreaterThanOrEqual(1);
      expect(p.description.zh.length * p.description.en.length).toBeGreaterThan(0);
      const { values } = resolveOptions(OPTIONS, { preset: p.id });
      for (const players of [3, 5, 8, 12]) expect(() => validateConfig({ players, ...values })).not.toThrow();
    }
  });

  test('beginner has no god card that kills outright (永恒之火, 吉奥拉之花)', () => {
    const { values } = resolveOptions(OPTIONS, { preset: 'beginner' });
    expect(values['deck.yonghengzhihuo']).toBe(0);
    expect(values['deck.jiaolazhihua']).toBe(0);
  });

  test('the kit applies a preset, then --set on top; an unknown preset is refused', () => {
    const c = kit.config({ players: 6, preset: 'beginner', set: { extraHp: 3 } }) as Record<string, unknown>;
    expect(c['deck.yonghengzhihuo']).toBe(0);
    expect(c.extraHp).toBe(3);
    expect(kit.config({ players: 6 })).toEqual(paopaosha.validateConfig({ players: 6 }));
    expect(configError(() => kit.config({ players: 6, preset: 'nosuch' })).code).toBe('unknown_preset');
  });

  test('balanced is for the identity game only: boss mode neither offers nor takes it (no 国主, no 强盗 there)', () => {
    expect(presetsFor(OPTIONS, 'boss').map((p) => p.id)).toEqual(['seed', 'beginner']);
    expect(presetsFor(OPTIONS, 'identity').map((p) => p.id)).toEqual(['seed', 'beginner', 'balanced']);
    expect(configError(() => configure(kit, { players: 6, mode: 'boss', preset: 'balanced' })).code).toBe('impossible');
    expect(() => configure(kit, { players: 6, mode: 'identity', preset: 'balanced' })).not.toThrow();
    expect(() => configure(kit, { players: 6, mode: 'boss', preset: 'beginner' })).not.toThrow();
  });
});
