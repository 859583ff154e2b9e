/**
 * Issue 26, point 5 — new content needs no code: the 火球 pack (fixtures/packs/huoqiu: one JSON card entry, no `bot`
 * field) plays in `simulate` with the heuristic and search bots, shows in the lab's card importance, and a record of a
 * game with it replays to its hash; a malformed pack is refused naming the JSON path (docs/packs.md).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LabReport } from '@shaju/lab';
import { configure, type Decider, makeRecord, playout, verifyRecord } from '@shaju/runtime';
import { describe, expect, test } from 'vitest';
import { loadPack, readPacks } from '../src/packs.ts';
import { GAMES } from '../src/registry.ts';
import { playSeeded, runSimulation } from '../src/simulate.ts';
import type { GameEntry } from '../src/types.ts';
import { runCli } from './fixtures/run.ts';

const entry = GAMES.paopaosha as GameEntry;
const FIXTURES = join(import.meta.dirname, 'fixtures', 'packs');
const HUOQIU = join(FIXTURES, 'huoqiu');
const packs = readPacks(entry, [HUOQIU], 'en', 'simulate') as readonly unknown[];

/** The 火球 uses of a game's events. */
function huoqiuUses(events: readonly unknown[]): number {
  return events.filter((e) => {
    const x = e as { t?: string; as?: string };
    return x.t === 'use' && x.as === 'huoqiu';
  }).length;
}

describe('the 火球 pack: new content with no code', () => {
  test('the pack is read from its folder and passes the schema', () => {
    const pack = loadPack(HUOQIU, 'en', 'simulate') as { id: string; entries: unknown[] };
    expect(pack.id).toBe('huoqiu');
    expect(pack.entries).toHaveLength(1);
    expect(entry.content?.checkPack?.(pack)).toEqual([]);
  });

  test('heuristic and search bots play it: 火球 is used, its copies are dealt, and the seed deck is unchanged', () => {
    const config = configure(entry, { players: 5, packs }).config as { packs?: unknown };
    expect(config.packs).toBeDefined();
    let uses = 0;
    for (const [g, kind] of [
      [0, 'heuristic'],
      [1, 'search'],
      [2, 'heuristic'],
      [3, 'search'],
    ] as const) {
      const events: unknown[] = [];
      const out = playSeeded(
        entry.module,
        config,
        40 + g,
        events,
        () => {},
        (ds) => {
          for (let s = 0; s < 5; s++) ds.push(entry.makeBot(s % 2 === 0 ? kind : 'heuristic', 7 * g + s) as Decider);
        },
      );
      expect(out.result).not.toBeNull();
      uses += huoqiuUses(events);
    }
    expect(uses).toBeGreaterThan(0);
    // The pack's four copies join the deck; a game without the pack plays the seed's 110 cards.
    expect((entry.module.setup(config, 40) as { draw: number[] }).draw.length).toBe(114);
    const seed = entry.module.setup(configure(entry, { players: 5 }).config, 40) as { draw: number[] };
    expect(seed.draw.length).toBe(110);
    expect(Math.max(...seed.draw)).toBe(109);
  }, 120_000);

  test('simulate runs with the pack (heuristic and search)', () => {
    const r = runSimulation({
      entry,
      games: 4,
      minPlayers: 5,
      maxPlayers: 5,
      bots: ['heuristic', 'search'],
      seed: 3,
      packs,
    });
    expect(r.stats.games).toBe(4);
    const a = runSimulation({ entry, games: 4, minPlayers: 5, maxPlayers: 5, bots: ['heuristic'], seed: 3, packs });
    const b = runSimulation({ entry, games: 4, minPlayers: 5, maxPlayers: 5, bots: ['heuristic'], seed: 3, packs });
    expect(JSON.stringify(a.stats)).toBe(JSON.stringify(b.stats));
  }, 120_000);

  test('a record of a game with the pack replays to its hash, the pack embedded in its configuration', () => {
    const config = configure(entry, { players: 6, packs }).config;
    const state = entry.module.setup(config, 11);
    const bots = [0, 1, 2, 3, 4, 5].map((s) => entry.makeBot('heuristic', s) as Decider);
    const out = playout(entry.module, state, bots);
    const record = JSON.parse(JSON.stringify(makeRecord(entry.module, config, 11, out.log, state)));
    // A seed game in between leaves nothing behind.
    const other = entry.module.setup(configure(entry, { players: 6 }).config, 11);
    playout(entry.module, other, bots);
    const v = verifyRecord(entry.module, record);
    expect(v.ok).toBe(true);
  }, 120_000);

  test('the lab lists 火球 in the card importance', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'shaju-packs-')), 'lab');
    const r = await runCli([
      ...['lab', 'paopaosha', '--pack', HUOQIU, '--games', '6', '--players', '5', '--workers', '1'],
      ...['--only', 'importance', '--importance-games', '3', '--out', out],
    ]);
    expect(r.code).toBe(0);
    const rep = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as LabReport;
    const row = rep.importance.find((x) => x.id === 'huoqiu');
    expect(row?.kind).toBe('card');
    expect(row?.name).toContain('火球');
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('--pack');
  }, 180_000);
});

describe('a bad pack is refused with exit 2, naming the file and the JSON path', () => {
  test.each([
    [['bad-amount.json'], /entries\[0\]\.use\.effect\[0\]\.amount/],
    [['no-such-pack.json'], /no-such-pack\.json/],
  ])('%s', async (files, expected) => {
    const r = await runCli([
      ...['simulate', 'paopaosha', '--games', '1', '--lang', 'en'],
      ...files.flatMap((f) => ['--pack', join(FIXTURES, f)]),
    ]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(expected);
  });

  test('an entry the rules cannot compile names its path in the configuration', async () => {
    const pack = {
      id: 'x',
      name: 'x',
      entries: [{ ...(loadPack(HUOQIU, 'en', 'x') as { entries: object[] }).entries[0], id: 'sha' }],
    };
    expect(() => configure(entry, { players: 5, packs: [pack] })).toThrow(/packs\[0\]\.entries\[0\]\.id/);
  });
});
