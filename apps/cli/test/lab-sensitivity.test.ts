/**
 * `shaju lab --sensitivity` from the command line: bad flags stop with exit 2 naming the flag; a run writes a report
 * whose top names the changes and whose printed `--search` command runs and writes `preset.json`; the same seed
 * gives the same report.json on 1 and 2 worker threads (the BullMQ workers: lab-distributed.test.ts).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kitOf } from '@shaju/games/loaded';
import type { LabReport } from '@shaju/lab';
import { afterAll, describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { figuresOf } from './fixtures/lab-figures.ts';
import { runCli } from './fixtures/run.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-lab-sens-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** report.json of `out`. */
function report(out: string): LabReport {
  return JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as LabReport;
}

describe('shaju lab --sensitivity: bad flags stop with exit 2 and a message naming them', () => {
  test.each([
    [['--objective', 'fairness'], /unknown objective fairness in --objective/],
    [['--objective', 'spread=-1'], /the weight of spread in --objective must be a positive number, got -1/],
    [['--objective', ''], /--objective must not be empty/],
    [['--vary', 'deathTotal,nothing*'], /nothing\* in --vary matches no option of this game/],
    [['--design', 'lhs'], /--design must be one of auto, oat, screening, got lhs/],
    [['--sensitivity-games', '0'], /--sensitivity-games must be between 1 and 100 \(--games\), got 0/],
    [['--sensitivity-games', '101'], /--sensitivity-games must be between 1 and 100 \(--games\), got 101/],
    [['--sensitivity-games', 'x'], /--sensitivity-games must be a positive integer, got x/],
  ])('%j', async (flags, message) => {
    const r = await runCli(['lab', 'shajisifu', '--games', '100', '--lang', 'en', ...flags, '--out', join(dir, 'bad')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(existsSync(join(dir, 'bad'))).toBe(false);
  });

  test('a flag of the sensitivity turns it on; the objective and the options it varies are parsed', () => {
    const c = parseCommandLine(['lab', 'shajisifu', '--objective', 'spread=1,early-deaths=0.5', '--vary', 'win.*']);
    if (c.cmd !== 'lab' || !c.sensitivity) throw new Error('expected a lab command with a sensitivity');
    expect(c.sensitivity.objective).toEqual({ spread: 1, 'early-deaths': 0.5 });
    expect(c.sensitivity.vary).toEqual(['win.*']);
    expect(c.sensitivity.include?.('win.H-B')).toBe(true);
    expect(c.sensitivity.include?.('deathTotal')).toBe(false);
    const off = parseCommandLine(['lab', 'shajisifu']);
    expect(off.cmd === 'lab' && off.sensitivity).toBe(undefined);
  });
});

describe('shaju lab --sensitivity runs', () => {
  test('the report opens on what to change; its printed --search command runs and writes preset.json', async () => {
    const out = join(dir, 'acc');
    const r = await runCli(['lab', 'shajisifu', '--games', '400', '--sensitivity', '--out', out, '--lang', 'en']);
    expect(r.code).toBe(0);
    // The printed report starts with the title, then what to change.
    const lines = r.out.split('\n');
    expect(lines[0]).toMatch(/^# Shaji Sifu/);
    expect(lines.find((l) => l.startsWith('## '))).toBe('## What to change');
    expect(r.out).toMatch(/^1\. .+: .+ → .+, objective −[\d.]+ \[−[\d.]+, −[\d.]+\]/m);
    const rep = report(out);
    // A recommendation says what rule its option is (the catalogue's help), not only a code like win.H-B.
    const first = rep.recommendations?.items[0]?.option as string;
    const help = kitOf('shajisifu').options.options.find((o) => o.id === first)?.help.en ?? '';
    expect(help).not.toBe('');
    expect(r.out).toContain(`(${first}) [${help.split(/(?<=[.!?])\s/)[0]?.replace(/\.$/, '')}]:`);
    expect(rep.sensitivity?.design).toBe('oat');
    expect(rep.recommendations?.items.length).toBeGreaterThanOrEqual(3);
    const md = readFileSync(join(out, 'report.md'), 'utf8');
    expect(md.indexOf('## What to change')).toBeLessThan(md.indexOf('Command:'));
    const command = lines.find((l) => l.startsWith('npx shaju lab shajisifu') && l.includes('--search'));
    expect(command).toBe(rep.recommendations?.command);
    expect(existsSync(join(out, 'variants.json'))).toBe(true);
    // The printed command, as a designer would paste it (no argument here needs quoting).
    const argv = (command as string).split(' ').slice(2);
    const s = await runCli(argv);
    expect(s.code).toBe(0);
    const preset = join(out, 'search', 'preset.json');
    expect(existsSync(preset)).toBe(true);
    const play = lines.find((l) => l.startsWith('npx shaju play shajisifu --preset-file'));
    expect(play).toBe(`npx shaju play shajisifu --preset-file ${preset}`);
    const sim = parseCommandLine(['simulate', 'shajisifu', '--preset-file', preset, '--games', '3']);
    expect(sim.cmd).toBe('simulate');
  }, 300_000);

  test('the same seed gives the same report.json with 1 and 2 workers, a screening and its confirmation included', async () => {
    const args = ['lab', 'shajisifu', '--games', '120', '--players', '5..7', '--seed', '5', '--only', 'fairness'];
    const sens = ['--design', 'screening', '--vary', 'value.*,win.*,deathTotal', '--sensitivity-games', '60'];
    const a = await runCli([...args, ...sens, '--workers', '1', '--out', join(dir, 'w1')]);
    const b = await runCli([...args, ...sens, '--workers', '2', '--out', join(dir, 'w2')]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    const ra = report(join(dir, 'w1'));
    expect(ra.sensitivity?.design).toBe('screening');
    expect(ra.sensitivity?.confirmed?.length).toBeGreaterThan(0);
    expect(JSON.stringify(figuresOf(report(join(dir, 'w2'))))).toBe(JSON.stringify(figuresOf(ra)));
  }, 300_000);
});
