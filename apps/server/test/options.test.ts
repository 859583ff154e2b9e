/**
 * A room's rules: the creator's preset and option values are resolved with the game's kit and checked by its rules;
 * a bad option, value, preset or combination is refused naming the option and creates nothing; the rules are in the
 * public room state for players and spectators, stored with the game, and carried by the replay and `/api/games/:id`.
 * The options used are read from each game's catalogue.
 */
import { matchMaker } from '@colyseus/core';
import type { IntOption, OptionCatalogue } from '@shaju/engine';
import { GAMES, kitOf, manifestOf } from '@shaju/games/loaded';
import { parseRulesRefusal, ROOM_NAME } from '@shaju/protocol';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';

const FAST = { botDelayMs: 0, turnSeconds: 30, responseSeconds: 15, minResponseMs: 0, graceSeconds: 30 };
let srv: RunningServer;
let storage: SqliteStorage;
const players: TestPlayer[] = [];

beforeAll(async () => {
  storage = new SqliteStorage(':memory:');
  srv = await startServer({ port: 0, storage, heartbeatMs: 0, messagesPerSecond: 10_000 });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

function player(name: string, opts = {}): TestPlayer {
  const p = new TestPlayer(srv.url, name, opts);
  players.push(p);
  return p;
}

/** The first integer option with room for a value other than its default, and such a value. */
function someInt(cat: OptionCatalogue): { o: IntOption; v: number } {
  const o = cat.options.find((x): x is IntOption => x.type === 'int' && x.max > x.min);
  if (!o) throw new Error('no integer option');
  return { o, v: o.default < o.max ? o.default + 1 : o.default - 1 };
}

/** The rules in a player's room state. */
function rulesOf(p: TestPlayer): unknown {
  const text = (p.room.state as { rules?: string }).rules;
  return text ? JSON.parse(text) : null;
}

test('a reserved name among the options or the configuration is refused naming it (issue 29, point 9)', async () => {
  const before = (await matchMaker.query({ name: ROOM_NAME })).length;
  // As a client sends them: JSON text, whose "__proto__" is an own key (zod dropped it, or made it the prototype).
  for (const body of [
    '{"options": {"__proto__": 5}}',
    '{"options": {"constructor": 1}}',
    '{"options": {"toString": 1}}',
    '{"config": {"__proto__": {"maxRounds": 99}}}',
  ]) {
    const extra = JSON.parse(body) as Record<string, unknown>;
    const key = Object.keys(Object.values(extra)[0] as object)[0] as string;
    const p = new TestPlayer(srv.url, 'reserved');
    const err = await p.create({ game: 'paopaosha', players: 5, ...extra }).then(
      () => null,
      (e: Error) => e,
    );
    if (!err) players.push(p);
    expect(err?.message, body).toContain(`${key}: a reserved name, never an option`);
  }
  expect((await matchMaker.query({ name: ROOM_NAME })).length).toBe(before);
});

describe.each(GAMES.map((m) => [m.id, m.players.min] as const))('%s', (game, seats) => {
  const cat = kitOf(game).options;
  const first = cat.presets[0];

  test('a bad option, value or preset is refused naming it; nothing is created', async () => {
    const { o } = someInt(cat);
    const before = (await matchMaker.query({ name: ROOM_NAME })).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ options: { nosuch: 1 } }, 'nosuch', 'unknown_option'],
      [{ options: { [o.id]: o.max + 1 } }, o.id, 'out_of_bounds'],
      [{ options: { [o.id]: 'x' } }, o.id, 'bad_type'],
      [{ preset: 'nosuchpreset' }, 'preset', 'unknown_preset'],
    ];
    // A preset made for another mode than the room's (Preset.modes: 跑跑杀's balanced is for the identity game).
    for (const p of cat.presets)
      for (const mode of manifestOf(game).modes)
        if (p.modes !== undefined && !p.modes.includes(mode.id))
          cases.push([{ preset: p.id, config: { mode: mode.id } }, 'preset', 'impossible']);
    for (const [extra, field, code] of cases) {
      const p = new TestPlayer(srv.url, 'bad');
      const err = await p.create({ game, players: seats, ...extra }).then(
        () => null,
        (e: Error) => e,
      );
      if (!err) players.push(p);
      expect(err, JSON.stringify(extra)).not.toBeNull();
      expect(parseRulesRefusal(err?.message ?? '')).toEqual({ field, code });
      expect(err?.message).toContain(field);
    }
    expect((await matchMaker.query({ name: ROOM_NAME })).length).toBe(before);
  });

  test("an option an older client puts in `config` counts as an option of the room's rules", async () => {
    const { o, v } = someInt(cat);
    const host = player('乙');
    await host.create({ game, players: seats, config: { [o.id]: v } });
    await host.waitFor(() => rulesOf(host) !== null, 5000, 'rules in the room state');
    expect(rulesOf(host)).toEqual({ preset: first?.id, presetVersion: first?.version, options: { [o.id]: v } });
    // The same option in `options` wins over `config`.
    const other = player('丙');
    await other.create({ game, players: seats, config: { [o.id]: v }, options: { [o.id]: o.default } });
    await other.waitFor(() => rulesOf(other) !== null, 5000, 'rules in the room state');
    expect(rulesOf(other)).toEqual({ preset: first?.id, presetVersion: first?.version, options: {} });
  });

  test('the rules reach every player and spectator, the stored game, the replay and the API', async () => {
    const { o, v } = someInt(cat);
    const host = player('甲', { chooser: botChooser(game, 'random', 5) });
    await host.create({
      game,
      players: seats,
      preset: first?.id,
      options: { [o.id]: v },
      bots: { count: seats - 1, kind: 'random', fill: true },
      timer: FAST,
    });
    const want = { preset: first?.id, presetVersion: first?.version, options: { [o.id]: v } };
    const watcher = player('watcher');
    await watcher.join(host.roomId, { spectate: true });
    for (const p of [host, watcher]) await p.waitFor(() => rulesOf(p) !== null, 5000, 'rules in the room state');
    expect(rulesOf(host)).toEqual(want);
    expect(rulesOf(watcher)).toEqual(want);
    expect(JSON.parse((host.room.state as { config: string }).config)[o.id]).toBe(v);
    host.sendRaw('start', {});
    for (const p of [host, watcher]) await p.waitFor(() => p.replay !== null, 120_000, 'the replay');
    expect(host.replay?.record.rules).toEqual(want);
    expect(watcher.replay?.record.rules).toEqual(want);
    expect(storage.loadGame(host.roomId)?.settings.rules).toEqual(want);
    const api = (await (await fetch(`${srv.url}/api/games/${host.roomId}`)).json()) as { rules?: unknown };
    expect(api.rules).toEqual(want);
  });
});
