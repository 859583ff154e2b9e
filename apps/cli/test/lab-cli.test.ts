import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LabReport } from '@shaju/lab';
import { describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { prepareOutDir, removeMade } from '../src/lab/out-dir.ts';
import { runCli } from './fixtures/run.ts';

/** `shaju …argv` in-process (fixtures/run.ts). */
const run = runCli;

const dir = mkdtempSync(join(tmpdir(), 'shaju-lab-'));

/** report.json without what varies between runs (the timing, and the command line that names the output). */
function figures(out: string): Omit<LabReport, 'timing' | 'command'> {
  const r = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as LabReport;
  const { timing: _t, command: _c, ...rest } = r;
  return rest;
}

describe('shaju lab: bad flags stop with exit 2 and a message naming them', () => {
  test.each([
    [['lab'], /shajisifu/],
    [['lab', 'nosuch'], /nosuch/],
    [['lab', 'shajisifu', '--games', 'abc'], /--games/],
    [['lab', 'shajisifu', '--workers', '0'], /--workers/],
    [['lab', 'shajisifu', '--games', '10', '--importance-games', '11'], /--importance-games/],
    [['lab', 'shajisifu', '--only', 'luck'], /luck/],
    [['lab', 'shajisifu', '--set', 'noSuchOption=1'], /noSuchOption/],
    [['lab', 'shajisifu', '--players', '3'], /--players/],
    [['lab', 'shajisifu', '--preset-file', join(dir, 'missing.json')], /missing\.json/],
    [['lab', 'shajisifu', '--games', '4', '--out', join(dir, 'x'), '--search', join(dir, 'missing.json')], /missing/],
    [['lab', 'shajisifu', '--redis', 'http://x'], /--redis/],
    [['lab', 'shajisifu', '--redis', 'redis://127.0.0.1:1', '--prefix', 'a:b'], /--prefix/],
    [['lab', 'shajisifu', '--redis', 'redis://127.0.0.1:1', '--queue', ''], /--queue/],
  ])('%j', async (argv, re) => {
    const r = await run(['--lang', 'en', ...argv]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(re);
  });

  test('--redis with --prefix and --queue names where the batches go (the workers’ own); a password stays out of the command', () => {
    const c = parseCommandLine([
      'lab',
      'shajisifu',
      '--redis',
      'redis://u:secret@h:1',
      '--prefix',
      'p1',
      '--queue',
      'q1',
    ]);
    expect(c).toMatchObject({ cmd: 'lab', redis: 'redis://u:secret@h:1', prefix: 'p1', queue: 'q1' });
    expect((c as { command: string }).command).not.toContain('secret');
  });

  test('an --out that is a file, or under a directory that cannot hold one, is refused before anything is played', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    const a = await run(['lab', 'shajisifu', '--games', '40', '--out', file, '--lang', 'en']);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/cannot write the reports into .*a-file: .*a-file is a file, not a directory/);
    expect(a.out).toBe('');
    const b = await run(['lab', 'shajisifu', '--games', '40', '--out', join(file, 'under'), '--lang', 'en']);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/a-file.under: .*a-file is a file, not a directory/);
    expect(b.out).toBe('');
  });

  test('the directories made for a run are removed when it stops before its reports, not once they hold something', () => {
    const top = join(dir, 'made');
    const made = prepareOutDir(join(top, 'a', 'b'), 'en');
    expect(made).toEqual([join(top, 'a', 'b'), join(top, 'a'), top]);
    removeMade(made);
    expect(existsSync(top)).toBe(false);
    const again = prepareOutDir(join(top, 'a'), 'en');
    writeFileSync(join(top, 'a', 'keep.json'), '{}');
    removeMade(again);
    expect(existsSync(join(top, 'a', 'keep.json'))).toBe(true);
    expect(prepareOutDir(join(top, 'a'), 'en')).toEqual([]);
  });

  test('a search file with an unknown metric or an impossible variant is refused', async () => {
    const f = join(dir, 'bad-search.json');
    writeFileSync(f, JSON.stringify({ objective: { luck: 1 }, variants: [{ deathTotal: 60 }] }));
    const a = await run(['lab', 'shajisifu', '--games', '4', '--out', join(dir, 'y'), '--search', f, '--lang', 'en']);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/luck/);
    writeFileSync(f, JSON.stringify({ objective: { drawRate: -1 }, variants: [{ deathTotal: 9999 }] }));
    const b = await run(['lab', 'shajisifu', '--games', '4', '--out', join(dir, 'y'), '--search', f, '--lang', 'en']);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/deathTotal/);
  });
});

describe('shaju lab runs', () => {
  test('the same seed gives the same report.json with 1 and 2 workers (timing aside)', async () => {
    const args = ['lab', 'shajisifu', '--games', '24', '--players', '5..6', '--seed', '3', '--only', 'fairness,agency'];
    const a = await run([...args, '--workers', '1', '--out', join(dir, 'w1')]);
    const b = await run([...args, '--workers', '2', '--out', join(dir, 'w2')]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(JSON.stringify(figures(join(dir, 'w2')))).toBe(JSON.stringify(figures(join(dir, 'w1'))));
    const r = figures(join(dir, 'w1'));
    expect(r.games).toBe(24);
    expect(Object.keys(r.fairness.byIdentity).length).toBeGreaterThan(1);
    expect(readFileSync(join(dir, 'w1', 'report.md'), 'utf8')).toContain('npx shaju lab shajisifu --games 24');
    expect(readFileSync(join(dir, 'w1', 'report.html'), 'utf8')).toContain('<html');
  }, 120_000);

  test('skill and importance arms: every restrictable card kind and skill gets a row', async () => {
    const out = join(dir, 'imp');
    const r = await run([
      ...['lab', 'shajisifu', '--games', '12', '--players', '5', '--workers', '1', '--out', out],
      ...['--search-games', '4', '--importance-games', '8'],
    ]);
    expect(r.code).toBe(0);
    const rep = figures(out);
    expect(rep.importance.map((x) => x.id).sort()).toEqual(['attack', 'heal', 'joker', 'reveal', 'stop']);
    expect(rep.skill.some((x) => x.bot === 'search' && x.players === 'all' && x.identity === 'all')).toBe(true);
    expect(rep.skill.some((x) => x.baseline === 'random')).toBe(true);
    expect(rep.skill.find((x) => x.bot === 'search' && x.identity === 'all')?.rate.n).toBe(4);
    expect(rep.importance.every((x) => x.delta.n === 8)).toBe(true);
  }, 120_000);

  test('variant search drops a broken variant and writes a preset file --preset-file accepts', async () => {
    const f = join(dir, 'search.json');
    // maxTurns 2 ends every game as a draw: clearly worse for an objective against draws.
    writeFileSync(
      f,
      JSON.stringify({ objective: { drawRate: -1 }, variants: [{ maxTurns: 2 }, { deathTotal: 60 }], games: 16 }),
    );
    const out = join(dir, 'search');
    const r = await run([
      ...['lab', 'shajisifu', '--games', '8', '--players', '5', '--workers', '1', '--only', 'fairness'],
      ...['--out', out, '--search', f, '--lang', 'en'],
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Variant search');
    const rep = figures(out);
    const rows = rep.variants?.rows ?? [];
    const broken = rows.find((x) => x.set.maxTurns === 2);
    expect(broken?.dropped).toBe(0);
    expect(rep.variants?.best).not.toBe(broken?.id);
    expect(broken?.games).toBeLessThan(Math.max(...rows.map((x) => x.games)));
    const preset = join(out, 'preset.json');
    // The search's line names where the preset went, and the report says what the winner changes, beside the rules.
    expect(r.out).toContain(`preset file ${preset}`);
    const win = rows.find((x) => x.id === rep.variants?.best);
    if (win && win.id !== 'base') {
      const md = readFileSync(join(out, 'report.md'), 'utf8');
      expect(md).toContain(
        `best variant ${win.id} (${Object.entries(win.set)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ')})`,
      );
    }
    const lab = parseCommandLine(['lab', 'shajisifu', '--preset-file', preset]);
    expect(lab.cmd).toBe('lab');
    const sim = parseCommandLine(['simulate', 'shajisifu', '--preset-file', preset, '--games', '3']);
    expect(sim.cmd === 'simulate' && sim.set).toBeTruthy();
  }, 120_000);
});
