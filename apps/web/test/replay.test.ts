/**
 * Replays rebuilt in the browser (src/replay/replay.ts): bot games of 杀机四伏 and 跑跑杀 played live, saved in the
 * server's record shape, then replayed and compared step by step with what the live game showed each viewer.
 */
import { type AnyGameModule, hashState } from '@shaju/engine';
import { type PaopaoshaEvent, paopaosha } from '@shaju/paopaosha';
import { type ShajisifuEvent, type ShajisifuState, type ShajisifuView, shajisifu } from '@shaju/shajisifu';
import { describe, expect, it } from 'vitest';
import type { EventBatch } from '../src/net/session.ts';
import { CHECKPOINT, parseRecord, RecordError, Replay, stepDelay } from '../src/replay/replay.ts';
import { playLive, wire } from './live.ts';

const GAMES: [string, AnyGameModule, unknown, number][] = [
  ['shajisifu', shajisifu as AnyGameModule, { players: 5, pong: true }, 2],
  ['paopaosha', paopaosha as AnyGameModule, { players: 5 }, 1],
];

describe.each(GAMES)('%s replay', (name, game, config, seed) => {
  const live = playLive(game, config, seed);
  const replay = new Replay(game, parseRecord(live.record));
  const n = live.record.log.length;

  it('replays the whole log, to the recorded final hash and result', () => {
    expect(n).toBeGreaterThan(CHECKPOINT * 2);
    expect(replay.total).toBe(n);
    expect(replay.check).toEqual({ hash: live.record.finalHash, hashOk: true, resultDiffers: false, brokenAt: null });
    expect(replay.result).toEqual(live.record.result);
    expect(hashState(replay.stateAt(n))).toBe(live.hashes[n]);
  });

  it("step k's view is every viewer's live view after k decisions", () => {
    for (let k = 0; k <= n; k++) {
      const row = live.views[k] as unknown[];
      expect(replay.viewAt(k, null)).toEqual(row[0]);
      for (let s = 0; s < replay.seats; s++) expect(replay.viewAt(k, s)).toEqual(row[s + 1]);
    }
  });

  it('seeks in any order to the right state, without disturbing the states it keeps', () => {
    const order = [n, 0, 37, 5, 36, 38, n - 1, 1, Math.floor(n / 2), 17, 16, 15, 0, n];
    for (const k of order) expect(hashState(replay.stateAt(k)), `step ${k}`).toBe(live.hashes[k]);
    expect(replay.stateAt(-4)).toEqual(live.states[0]);
    expect(hashState(replay.stateAt(n + 10))).toBe(live.hashes[n]);
  });

  it("each viewer's log up to step k is the live client's log, redacted for it", () => {
    for (let v = 0; v <= replay.seats; v++) {
      const viewer = v === 0 ? null : v - 1;
      const full = live.logs[v] as EventBatch[];
      expect(replay.logAt(n, viewer)).toEqual(full);
      for (const k of [0, 1, 2, CHECKPOINT, Math.floor(n / 3), n - 1]) {
        expect(replay.logAt(k, viewer)).toEqual(full.filter((b) => b.seq <= k));
      }
    }
    // Step k+1's log extends step k's (the game log prints only the new batches).
    const a = replay.logAt(10, 2);
    const b = replay.logAt(11, 2);
    expect(b.slice(0, a.length)).toEqual(a);
  });

  it('names who decided each step, and the controller when another seat decided', () => {
    expect(replay.decisionAt(0)).toBeNull();
    // 跑跑杀's 海洋公主 and 司令部: this game has seats decided by another (`by`), replayed as the rules seat.
    if (name === 'paopaosha') expect(live.record.log.some((e) => e.by !== undefined)).toBe(true);
    live.record.log.forEach((e, i) => {
      expect(replay.decisionAt(i + 1)).toEqual({ seat: e.seat, by: e.by ?? e.seat });
    });
  });
});

describe('what a seat sees', () => {
  it("杀机四伏: seat 2's log and views never show another seat's hidden hand or identity", () => {
    const live = playLive(shajisifu as AnyGameModule, { players: 6 }, 11);
    const replay = new Replay(shajisifu as AnyGameModule, parseRecord(live.record));
    const log = replay.logAt(replay.total, 2);
    let draws = 0;
    let drawer = -1;
    for (const b of log) {
      for (const e of b.events as ShajisifuEvent[]) {
        if (e.t === 'deal' && e.seat !== 2) {
          expect(e.hand).toBeNull();
          expect(e.identity).toBeNull();
        }
        if (e.t === 'draw' && e.seat !== 2) {
          draws++;
          drawer = e.seat;
          expect(e.cards).toBeNull();
        }
      }
    }
    expect(draws).toBeGreaterThan(0);
    // The view: own hand only; others' hands as counts; hidden identities hidden.
    for (let k = 0; k <= replay.total; k += 7) {
      const s = live.states[k] as ShajisifuState;
      const v = replay.viewAt(k, 2) as ShajisifuView;
      expect(v.hand).toEqual(s.players[2]?.hand);
      const text = JSON.stringify(v.players);
      v.players.forEach((p, i) => {
        const full = s.players[i] as ShajisifuState['players'][number];
        expect(p.handCount).toBe(full.hand.length);
        if (i !== 2 && !full.revealed) expect(p.identity).toBeNull();
      });
      expect(text).not.toContain('"hand"');
    }
    // Not vacuous: the drawing seat's own log does carry its cards; the redaction is what hides them from seat 2.
    const own = replay.logAt(replay.total, drawer).flatMap((b) => b.events as ShajisifuEvent[]);
    expect(own.some((e) => e.t === 'draw' && e.seat === drawer && (e.cards?.length ?? 0) > 0)).toBe(true);
    expect(JSON.stringify(replay.logAt(replay.total, null))).not.toMatch(/"t":"draw","seat":\d+,"cards":\[/);
  });

  it("跑跑杀: seat 2's log has no other seat's drawn cards, nor a look it did not take", () => {
    const live = playLive(paopaosha as AnyGameModule, { players: 6 }, 3);
    const replay = new Replay(paopaosha as AnyGameModule, parseRecord(live.record));
    let draws = 0;
    for (const b of replay.logAt(replay.total, 2)) {
      for (const e of b.events as PaopaoshaEvent[]) {
        if (e.t === 'draw' && e.seat !== 2) {
          draws++;
          expect(e.cards).toBeNull();
        }
        if (e.t === 'identity' && e.seat !== 2 && !e.public) expect(e.identity).toBeNull();
        if ((e.t === 'look' || e.t === 'peek') && e.seat !== 2) expect(JSON.stringify(e)).not.toMatch(/\[\d/);
        if (e.t === 'move' && e.see.length > 0 && !e.see.includes(2)) expect(e.cards).toBeNull();
      }
    }
    expect(draws).toBeGreaterThan(0);
  });
});

describe('bad records', () => {
  const live = playLive(shajisifu as AnyGameModule, { players: 4 }, 5);

  it('warns when the final hash or the result differ', () => {
    const r = new Replay(shajisifu as AnyGameModule, { ...live.record, finalHash: '00000000000000' });
    expect(r.check.hashOk).toBe(false);
    expect(r.check.hash).toBe(live.record.finalHash);
    const noHash = new Replay(shajisifu as AnyGameModule, { ...live.record, finalHash: null });
    expect(noHash.check.hashOk).toBeNull();
    const other = new Replay(shajisifu as AnyGameModule, {
      ...live.record,
      result: { winners: [9], draw: false, reason: 'x', why: {} },
    });
    expect(other.check.resultDiffers).toBe(true);
  });

  it('stops at a decision the game refuses, and says where', () => {
    const log = live.record.log.slice();
    log[3] = { seat: 99, d: { t: 'nonsense' } };
    const r = new Replay(shajisifu as AnyGameModule, { ...live.record, log });
    expect(r.total).toBe(3);
    expect(r.check.brokenAt?.step).toBe(4);
    expect(r.check.hashOk).toBe(false);
    expect(r.viewAt(3, null)).toEqual(live.views[3]?.[0]);
  });

  it('refuses another game, another version, a bad configuration', () => {
    expect(() => new Replay(paopaosha as AnyGameModule, live.record)).toThrow(RecordError);
    expect(() => new Replay(shajisifu as AnyGameModule, { ...live.record, version: 999 })).toThrow(/version/);
    expect(() => new Replay(shajisifu as AnyGameModule, { ...live.record, config: { players: 99 } })).toThrow(
      RecordError,
    );
  });

  it('parseRecord checks the shape of untrusted JSON', () => {
    expect(parseRecord(wire(live.record))).toEqual(live.record);
    for (const bad of [
      null,
      [],
      'x',
      { ...live.record, game: 1 },
      { ...live.record, seed: -1 },
      { ...live.record, seed: 1.5 },
      { ...live.record, log: {} },
      { ...live.record, log: [{ seat: 'a', d: 1 }] },
      { ...live.record, log: [{ seat: 0 }] },
      { ...live.record, log: [{ seat: 0, d: 1, by: -2 }] },
      { ...live.record, players: [1, 2] },
      { ...live.record, finalHash: 7 },
    ]) {
      expect(() => parseRecord(bad), JSON.stringify(bad).slice(0, 60)).toThrow(RecordError);
    }
    const minimal = parseRecord({ game: 'shajisifu', version: 1, seed: 0, config: {}, log: [] });
    expect(minimal.players).toEqual([]);
    expect(minimal.result).toBeNull();
    expect(minimal.finalHash).toBeNull();
  });

  it('plays faster at higher speeds', () => {
    expect(stepDelay(1)).toBe(1000);
    expect(stepDelay(4)).toBe(250);
    expect(stepDelay(0.5)).toBe(2000);
    expect(stepDelay(1000)).toBe(20);
  });
});
