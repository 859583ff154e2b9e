/**
 * Boss mode (P-B1) setup: the 海盗王 at seat 0 with bossHpPerOpponent (4) × the number of 跑跑 HP and no 国主 bonus
 * (product reading 17), every identity public, the 跑跑 choosing characters in seat order (P-S2), the boss first.
 */
import { ConfigError } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { BOSS_SEAT, CHARACTER_POOL, type PaopaoshaEvent, type PaopaoshaState, paopaosha } from '../../src/index.ts';
import { eventsOf } from '../helpers.ts';

function bossGame(players: number, seed: number, more: Record<string, unknown> = {}, ev?: PaopaoshaEvent[]) {
  return paopaosha.setup(paopaosha.validateConfig({ players, mode: 'boss', ...more }), seed, ev);
}

/** Every 跑跑 takes its first candidate. */
function chooseAll(s: PaopaoshaState): void {
  while (s.ask?.kind === 'character') {
    const seat = s.ask.seats[0] as number;
    paopaosha.apply(s, seat, paopaosha.legal(s, seat)[0]);
  }
}

describe('boss mode setup (P-B1)', () => {
  test('the 海盗王 sits at seat 0 with 4 × opponents HP; the others are the 跑跑; every identity is public', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = bossGame(5, 1, {}, ev);
    expect(BOSS_SEAT).toBe(0);
    expect(s.lord).toBe(0);
    expect(s.seats[0]).toMatchObject({
      character: 'haidaowang',
      hp: 16,
      maxHp: 16,
      team: 'boss',
      identity: 'guozhu',
      identityPublic: true,
    });
    for (let i = 1; i < 5; i++) {
      expect(s.seats[i]).toMatchObject({ character: null, team: 'paopao', identity: 'qiangdao', identityPublic: true });
    }
    expect(eventsOf(ev, 'identity').every((e) => e.public)).toBe(true);
    expect(eventsOf(ev, 'character')).toEqual([{ t: 'character', seat: 0, character: 'haidaowang', hp: 16 }]);
    // Every seat sees every identity and the boss's character from the start.
    for (const seat of [1, 3, null]) {
      const v = paopaosha.view(s, seat);
      expect(v.players.map((p) => p.identity)).toEqual(['guozhu', 'qiangdao', 'qiangdao', 'qiangdao', 'qiangdao']);
      expect(v.players.map((p) => p.team)).toEqual(['boss', 'paopao', 'paopao', 'paopao', 'paopao']);
      expect(v.players[0]).toMatchObject({ character: 'haidaowang', hp: 16, maxHp: 16 });
    }
  });

  test('the 跑跑 choose in seat order from characterChoices candidates of the pool (never the 海盗王); the boss goes first', () => {
    const s = bossGame(4, 2, { characterChoices: 2 });
    const asked: number[] = [];
    while (s.ask?.kind === 'character') {
      const seat = s.ask.seats[0] as number;
      asked.push(seat);
      expect(s.ask.characters.length).toBe(2);
      for (const c of s.ask.characters) expect(CHARACTER_POOL).toContain(c);
      paopaosha.apply(s, seat, paopaosha.legal(s, seat)[0]);
    }
    expect(asked).toEqual([1, 2, 3]);
    // The boss's first turn: round 1, his draw phase drew 10 (包公普) on top of the 4 starting cards.
    expect(paopaosha.pending(s)).toMatchObject({ seats: [0], kind: 'play' });
    expect([s.turn, s.round, s.turns]).toEqual([0, 1, 1]);
    expect(s.seats[0]?.hand.length).toBe(14);
    // The 跑跑 have their characters' HP (no 国主 bonus anywhere).
    for (let i = 1; i < 4; i++) {
      const p = s.seats[i] as PaopaoshaState['seats'][number];
      expect(p.hp).toBe(p.maxHp);
      expect(p.maxHp).toBeLessThanOrEqual(4);
      expect(p.hand.length).toBe(4);
    }
  });

  test('boss HP follows bossHpPerOpponent and the number of 跑跑 (P-G2); the boss seat never moves', () => {
    expect(bossGame(3, 5).seats[0]?.maxHp).toBe(8);
    expect(bossGame(8, 5).seats[0]?.maxHp).toBe(28);
    expect(bossGame(8, 5, { bossHpPerOpponent: 3 }).seats[0]?.maxHp).toBe(21);
    for (const seed of [1, 2, 3, 99]) {
      const s = bossGame(6, seed);
      chooseAll(s);
      expect(s.seats.map((p) => p.team)).toEqual(['boss', 'paopao', 'paopao', 'paopao', 'paopao', 'paopao']);
      expect(s.turn).toBe(0);
    }
  });

  test('players: boss + 2–7 跑跑 (3–8 seats)', () => {
    expect(() => paopaosha.validateConfig({ players: 2, mode: 'boss' })).toThrow(ConfigError);
    expect(() => paopaosha.validateConfig({ players: 9, mode: 'boss' })).toThrow(ConfigError);
    expect(() => bossGame(3, 1)).not.toThrow();
    expect(() => bossGame(8, 1)).not.toThrow();
  });
});
