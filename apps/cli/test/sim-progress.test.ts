/**
 * `shaju simulate` compared with the default rules runs two arms: each has its own progress display, named by its
 * arm (the preset file's name or the preset, then `default rules`), shown once and in order; a run of one arm keeps
 * its unnamed display. On a pipe: a line every 10% per arm; on a terminal: one bar per arm (cli-progress).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../src/main.ts';
import { armProgress } from '../src/sim-progress.ts';
import { runCli } from './fixtures/run.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-sim-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = join(dir, 'quick-deaths.json');
writeFileSync(file, JSON.stringify({ format: 'shaju-preset@1', game: 'shajisifu', set: { deathTotal: 60 } }));

/** The progress lines of a run's standard error. */
const progressLines = (err: string) => err.split('\n').filter((l) => l.startsWith('simulating'));

describe('on a pipe', () => {
  test('a preset file and the default rules: each arm named, 10%…100% once each, the file first', async () => {
    const r = await runCli(['simulate', 'shajisifu', '--preset-file', file, '--games', '20', '--lang', 'en']);
    expect(r.code).toBe(0);
    const lines = progressLines(r.err);
    const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    const want = (arm: string) => steps.map((p) => `simulating (${arm}) ${p}% (${(p * 20) / 100}/20 games)`);
    expect(lines).toEqual([...want('quick-deaths.json'), ...want('default rules')]);
  });

  test('a named preset is named too; a run of one arm is not', async () => {
    const r = await runCli(['simulate', 'shajisifu', '--preset', 'quick', '--games', '10', '--lang', 'en']);
    expect(progressLines(r.err).filter((l) => l.includes('100%'))).toEqual([
      'simulating (preset quick) 100% (10/10 games)',
      'simulating (default rules) 100% (10/10 games)',
    ]);
    const one = await runCli(['simulate', 'shajisifu', '--games', '10', '--lang', 'en']);
    expect(progressLines(one.err)).toHaveLength(10);
    expect(one.err).not.toMatch(/default rules|\(preset/);
  });
});

describe('on a terminal', () => {
  test('one bar per arm, each named, the default rules after the file', async () => {
    const stderr = Object.assign(new PassThrough(), { isTTY: true, columns: 120 });
    let err = '';
    stderr.on('data', (b) => {
      err += b;
    });
    const argv = ['simulate', 'shajisifu', '--preset-file', file, '--games', '30', '--lang', 'en'];
    const code = await main(argv, { stdout: new PassThrough(), stderr, stdin: new PassThrough(), env: {} });
    expect(code).toBe(0);
    const fileBar = err.indexOf('Simulating 30 games (quick-deaths.json)');
    const baseBar = err.indexOf('Simulating 30 games (default rules)');
    expect(fileBar).toBeGreaterThanOrEqual(0);
    expect(baseBar).toBeGreaterThan(err.lastIndexOf('Simulating 30 games (quick-deaths.json)'));
  });

  test('armProgress draws a bar named by its arm and clears it when stopped', () => {
    const stderr = Object.assign(new PassThrough(), { isTTY: true, columns: 120 });
    let err = '';
    stderr.on('data', (b) => {
      err += b;
    });
    const p = armProgress(stderr, 4, 'default rules', 'en');
    for (let i = 1; i <= 4; i++) p.update(i, 4);
    p.stop();
    expect(err).toContain('Simulating 4 games (default rules)');
    expect(err).toContain('4/4');
  });
});
