import { ConfigError } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { buildScenario, defaultConfig, setup, shajisifu, validateConfig } from '../src/index.ts';

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

describe('configuration (S-C1, S-S1, S-P1, S-V2)', () => {
  test('S-C1: the defaults are 4 decks, 碰 off, 2000 turns', () => {
    expect(defaultConfig(6)).toEqual({ players: 6, decks: 4, pong: false, maxTurns: 2000 });
    expect(validateConfig({ players: 4 })).toEqual({ players: 4, decks: 4, pong: false, maxTurns: 2000 });
    expect(Object.isFrozen(validateConfig({ players: 4 }))).toBe(true);
    expect(shajisifu.defaultConfig(5)).toEqual(defaultConfig(5));
  });

  test('S-C1: decks 2–8 are allowed; 1 and 9 are refused naming the field decks', () => {
    // 多副扑克（4副以上吧）
    expect(validateConfig({ players: 4, decks: 2 }).decks).toBe(2);
    expect(validateConfig({ players: 10, decks: 8 }).decks).toBe(8);
    for (const decks of [1, 9, 0, -4]) {
      const e = configError(() => validateConfig({ players: 4, decks }));
      expect(e.field).toBe('decks');
      expect(e.message).toContain('between 2 and 8');
    }
    expect(configError(() => validateConfig({ players: 4, decks: 2.5 })).field).toBe('decks');
    expect(configError(() => validateConfig({ players: 4, decks: '4' })).field).toBe('decks');
  });

  test('S-S1: 4–10 players are allowed; 3 and 11 are refused naming players; players is required', () => {
    // 游戏人数：4–10人
    for (const players of [4, 10]) expect(validateConfig({ players }).players).toBe(players);
    for (const players of [3, 11, 0]) expect(configError(() => validateConfig({ players })).field).toBe('players');
    expect(configError(() => validateConfig({ players: 5.5 })).field).toBe('players');
    expect(configError(() => validateConfig({ players: Number.NaN })).field).toBe('players');
    expect(configError(() => validateConfig({})).field).toBe('players');
  });

  test('S-P1: pong must be a boolean', () => {
    expect(validateConfig({ players: 4, pong: true }).pong).toBe(true);
    for (const pong of ['yes', 1, null])
      expect(configError(() => validateConfig({ players: 4, pong })).field).toBe('pong');
  });

  test('S-V2: maxTurns must be a positive integer', () => {
    expect(validateConfig({ players: 4, maxTurns: 1 }).maxTurns).toBe(1);
    for (const maxTurns of [0, -1, 1.5, '2000']) {
      expect(configError(() => validateConfig({ players: 4, maxTurns })).field).toBe('maxTurns');
    }
  });

  test('S-C1: configuration fields are named: unknown fields and non-objects are refused', () => {
    expect(configError(() => validateConfig({ players: 4, jokers: 2 })).field).toBe('jokers');
    for (const input of [null, 5, 'players', [4]]) expect(configError(() => validateConfig(input)).field).toBe('');
  });

  test('S-S1: setup and scenarios refuse a bad configuration with ConfigError naming the field', () => {
    expect(configError(() => setup({ players: 3, decks: 4, pong: false, maxTurns: 2000 }, 1)).field).toBe('players');
    expect(configError(() => setup({ players: 5, decks: 10, pong: false, maxTurns: 2000 }, 1)).field).toBe('decks');
    expect(
      configError(() =>
        buildScenario({ seats: [{ identity: '♠2' }, { identity: '♥5' }, { identity: '♣7' }], discardTop: '♠4' }),
      ).field,
    ).toBe('players');
    expect(
      configError(() =>
        buildScenario({
          seats: [{ identity: '♠2' }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }],
          maxTurns: 0,
        }),
      ).field,
    ).toBe('maxTurns');
  });
});
