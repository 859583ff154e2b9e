/**
 * Rule options on the command line, for every game of the catalogue: `shaju options` lists every option and preset
 * (text and JSON), `--preset` and `--set` choose the rules of play, simulate and connect, a bad option is refused
 * with exit 2 naming it, records carry the rules, and `simulate --preset` compares with the default preset. The
 * options used here are read from each catalogue, so the tests hold whatever options a game lists.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueProblems, type GameRecord, type IntOption, type OptionCatalogue } from '@shaju/engine';
import { afterAll, describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { compareReports, formatComparison } from '../src/compare.ts';
import { functionPrompter } from '../src/io.ts';
import { runPlay } from '../src/play.ts';
import { GAME_LIST } from '../src/registry.ts';
import { runReplay } from '../src/replay.ts';
import { runSimulation } from '../src/simulate.ts';
import type { GameEntry } from '../src/types.ts';
import { runCli } from './fixtures/run.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-options-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `shaju argv`; resolves with the exit status and what it wrote. */
/** `shaju …argv` in-process (fixtures/run.ts). */
const run = runCli;

/** The first integer option of a catalogue whose range leaves room for a value other than the default. */
function someInt(cat: OptionCatalogue): IntOption {
  const o = cat.options.find((x): x is IntOption => x.type === 'int' && x.max > x.min);
  if (!o) throw new Error('no integer option');
  return o;
}

/** A value of `o` other than its default. */
function otherValue(o: IntOption): number {
  return o.default < o.max ? o.default + 1 : o.default - 1;
}

describe.each(GAME_LIST.map((e) => [e.id, e] as const))('%s', (id, entry: GameEntry) => {
  test('the catalogue is sound', () => {
    expect(catalogueProblems(entry.options)).toEqual([]);
  });

  test("the manifest's loadOptions gives the kit's catalogue itself (the lobby loads it without the rules)", async () => {
    expect(await entry.manifest.loadOptions()).toBe(entry.options);
  });

  test('shaju options lists every option by group and every preset; --json gives the catalogue', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const { code, out } = await run(['options', id, '--lang', lang]);
      expect(code).toBe(0);
      for (const o of entry.options.options) {
        expect(out).toContain(`${o.id} — ${o.label[lang]}`);
        expect(out).toContain(o.help[lang]);
        expect(out).toContain(o.source);
      }
      for (const g of entry.options.groups) expect(out).toContain(`[${g.label[lang]}]`);
      for (const p of entry.options.presets) expect(out).toContain(`${p.id}@${p.version} — ${p.title[lang]}`);
    }
    const { code, out } = await run(['options', id, '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify({ game: id, ...entry.options })));
  });

  test('--set of an option is parsed against the catalogue; the rules are resolved to sparse values', () => {
    const o = someInt(entry.options);
    const v = otherValue(o);
    const c = parseCommandLine(['play', id, '--set', `${o.id}=${v}`, '--seed', '1']);
    if (c.cmd !== 'play') throw new Error('not play');
    expect(c.rules).toMatchObject({ preset: entry.options.presets[0]?.id, options: { [o.id]: v } });
    expect((c.config as Record<string, unknown>)[o.id]).toBe(v);
    const d = parseCommandLine(['play', id, '--set', `${o.id}=${o.default}`]);
    if (d.cmd !== 'play') throw new Error('not play');
    expect(d.rules.options).toEqual({});
  });

  test('a bad option, value or preset exits 2 before anything runs, naming it', async () => {
    const o = someInt(entry.options);
    const cases: [string[], RegExp][] = [
      [['simulate', id, '--set', 'nosuch=1', '--games', '1'], /nosuch/],
      [['simulate', id, '--set', `${o.id}=${o.max + 1}`, '--games', '1'], new RegExp(`${o.id}.*${o.min}.*${o.max}`)],
      [['play', id, '--set', `${o.id}=x`], new RegExp(o.id)],
      [['play', id, '--preset', 'nosuchpreset'], /nosuchpreset.*known/],
      [['connect', '--create', id, '--set', `${o.id}=${o.min - 1}`], new RegExp(o.id)],
    ];
    for (const [argv, want] of cases) {
      const r = await run([...argv, '--lang', 'en']);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err).toMatch(want);
      expect(r.out).toBe('');
    }
  });

  test('a saved record carries the preset and option values, and replay shows them', async () => {
    const o = someInt(entry.options);
    const v = otherValue(o);
    const c = parseCommandLine(['play', id, '--seed', '3', '--set', `${o.id}=${v}`, '--lang', 'en']);
    if (c.cmd !== 'play') throw new Error('not play');
    const summary = await runPlay(c, {
      prompter: functionPrompter(
        () => null,
        () => {},
      ),
      write: () => {},
      saveDir: dir,
      now: () => new Date(Date.UTC(2025, 0, 2)),
      color: false,
    });
    const record = JSON.parse(readFileSync(summary.path, 'utf8')) as GameRecord;
    const first = entry.options.presets[0];
    expect(record.rules).toEqual({ preset: first?.id, presetVersion: first?.version, options: { [o.id]: v } });
    const lines: string[] = [];
    await runReplay(
      { file: summary.path, seat: null, step: false, lang: 'en', noColor: true },
      { write: (l) => lines.push(l), prompter: null, color: false },
    );
    expect(lines.join('\n')).toContain(`Rules: preset ${first?.id}@${first?.version}`);
    expect(lines.join('\n')).toContain(`${o.id}=${v}`);
  });

  test('another preset is compared with the default one over the same games', async () => {
    const o = someInt(entry.options);
    const first = entry.options.presets[0];
    // A preset of this test (whatever the catalogue holds), so the comparison is checked for every game.
    const preset = { ...first, id: 'test', version: 7, values: { [o.id]: otherValue(o) } } as never;
    const test = { ...entry, options: { ...entry.options, presets: [...entry.options.presets, preset] } };
    const spec = {
      entry: test,
      games: 6,
      minPlayers: entry.manifest.players.min,
      maxPlayers: entry.manifest.players.min,
      bots: [entry.manifest.defaultBot],
      seed: 5,
    };
    const chosen = runSimulation({ ...spec, preset: 'test' });
    const base = runSimulation(spec);
    expect(chosen.stats.config.rules).toEqual({ preset: 'test', presetVersion: 7, options: { [o.id]: otherValue(o) } });
    const c = compareReports(chosen, base);
    expect(c.presets).toEqual(['test@7', `${first?.id}@${first?.version}`]);
    const turns = c.figures.find((f) => f.id === 'avgTurns');
    expect(turns?.values).toEqual([chosen.stats.avgTurns, base.stats.avgTurns]);
    expect(c.figures.length).toBeGreaterThan(3);
    const text = formatComparison(c, 'en').join('\n');
    expect(text).toContain('Presets side by side (the same games and seeds): test@7 and');
    // With the catalogue's own second preset, the command line prints the comparison (when the game has one).
    const other = entry.options.presets[1];
    if (other) {
      const r = await run(['simulate', id, '--preset', other.id, '--games', '4', '--lang', 'en']);
      expect(r.code).toBe(0);
      expect(r.out).toContain(`${other.id}@${other.version} and ${first?.id}@${first?.version}`);
    }
  });

  test.each(GAME_LIST.map((e) => [e.id, e] as const))(
    '%s: every headline figure of a comparison has words',
    (_id, e) => {
      const spec = { entry: e, games: 3, minPlayers: e.manifest.players.min, maxPlayers: e.manifest.players.min };
      const r = runSimulation({ ...spec, bots: [e.manifest.defaultBot], seed: 2 });
      const c = compareReports(r, r, e.options);
      expect(c.figures.length).toBeGreaterThan(3);
      for (const f of c.figures) {
        expect(f.label.en, f.id).not.toBe(f.id);
        expect(f.label.zh, f.id).not.toBe(f.id);
      }
    },
  );

  test("simulate --preset-file compares the file's rules with the default rules, naming the options it sets", async () => {
    const f = join(dir, 'preset-sj.json');
    writeFileSync(f, JSON.stringify({ format: 'shaju-preset@1', game: 'shajisifu', set: { deathTotal: 60 } }));
    const r = await run(['simulate', 'shajisifu', '--preset-file', f, '--games', '4', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'Presets side by side (the same games and seeds): preset-sj.json (preset file) and seed@1 (default rules)',
    );
    // Short column titles (the file's name); the options it sets are listed once, in the legend under the table.
    expect(r.out).toMatch(/^ {2}figure +preset-sj\.json +seed@1 +difference$/m);
    expect(r.out).toContain(`  preset-sj.json: file ${f}, preset seed@1, 1 option changed:\n    deathTotal=60\n`);
    expect(r.out.split('deathTotal=60').length - 1).toBe(2); // the run's header line and the legend
    const json = await run(['simulate', 'shajisifu', '--preset-file', f, '--games', '4', '--json']);
    const data = JSON.parse(json.out) as { comparison?: Record<string, unknown> };
    expect(data.comparison?.presets).toEqual(['seed@1 +deathTotal=60', 'seed@1']);
    expect(data.comparison).toMatchObject({
      titles: ['preset-sj.json', 'seed@1'],
      preset: 'seed@1',
      file: f,
      changed: [{ id: 'deathTotal', value: 60 }],
    });
  });

  test('a preset file setting many options keeps the column titles short and lists each option once', async () => {
    const ints = entry.options.options.filter((o): o is IntOption => o.type === 'int' && o.max > o.min).slice(0, 8);
    expect(ints.length).toBeGreaterThan(4);
    const set = Object.fromEntries(ints.map((o) => [o.id, otherValue(o)]));
    const f = join(dir, `many-${id}.json`);
    writeFileSync(f, JSON.stringify({ format: 'shaju-preset@1', game: id, set }));
    const players = String(entry.manifest.players.min);
    const r = await run(['simulate', id, '--preset-file', f, '--games', '2', '--players', players, '--lang', 'en']);
    expect(r.code, r.err).toBe(0);
    const table = r.out.slice(r.out.indexOf('Presets side by side'));
    expect(table).toMatch(new RegExp(`^ {2}figure +many-${id}\\.json +seed@1 +difference$`, 'm'));
    expect(table).toContain(`  many-${id}.json: file ${f}, preset seed@1, ${ints.length} options changed:`);
    for (const o of ints) expect(table.split(`${o.id}=${set[o.id]}`).length - 1, o.id).toBe(1);
  });
});
