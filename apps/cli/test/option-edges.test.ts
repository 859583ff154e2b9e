/**
 * The option system's edge cases on the command line (issue 29, point 9): an option set twice is refused (the last
 * won without a word), a reserved name (`toString`, `constructor`, `__proto__`) is refused as one — in `--set` and in a
 * preset file — where a plain-object lookup printed "use function toString() { [native code] }" or dropped it; an
 * option set while another makes it inert is warned about (the catalogue's `dependsOn`); and `replay` checks the
 * record's rules line against the configuration it replays (an edited `maxRounds=99` printed and exited 0).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configure, rulesMismatches } from '@shaju/runtime';
import { afterAll, describe, expect, test } from 'vitest';
import { GAMES } from '../src/registry.ts';
import { runCli } from './fixtures/run.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-option-edges-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pps = GAMES.paopaosha;
if (!pps) throw new Error('no paopaosha');

describe('--set', () => {
  for (const cmd of ['simulate', 'lab', 'play']) {
    test(`${cmd}: an option set twice is refused, naming it and both values (exit 2)`, async () => {
      const r = await runCli([cmd, 'shajisifu', '--set', 'deathTotal=30', '--set', 'deathTotal=40', '--lang', 'en']);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toContain('deathTotal is set twice (--set deathTotal=30 and --set deathTotal=40)');
      expect(r.out).toBe('');
    });
  }

  test('a reserved name is refused as such, never looked up on an object’s prototype (exit 2)', async () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'prototype']) {
      const r = await runCli(['simulate', 'shajisifu', '--set', `${name}=1`, '--games', '1', '--lang', 'en']);
      expect(r.code, `${name}: ${r.err}`).toBe(2);
      expect(r.err).toContain(`"${name}" is a reserved name, never an option`);
      expect(r.err).not.toContain('native code');
    }
  });

  test('an option made inert by another is warned about on stderr, and the run goes on', async () => {
    const args = ['--set', 'rewardsAndPenalties=false', '--set', 'qiangdaoKillDraw=10', '--games', '1'];
    const r = await runCli(['simulate', 'paopaosha', ...args, '--players', '5', '--lang', 'en']);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toContain('warning: qiangdaoKillDraw=10');
    expect(r.err).toContain('has no effect unless rewardsAndPenalties=on (it is off)');
    // Chinese by default.
    const zh = await runCli(['simulate', 'paopaosha', ...args, '--players', '5']);
    expect(zh.err).toContain('注意：qiangdaoKillDraw=10');
    // Nothing to say when the switch is on.
    const on = await runCli([
      'simulate',
      'paopaosha',
      '--set',
      'qiangdaoKillDraw=10',
      '--games',
      '1',
      '--players',
      '5',
    ]);
    expect(on.err).not.toContain('注意');
  });
});

describe('preset files', () => {
  /** Writes a preset file of paopaosha with the JSON text `set` as its "set". */
  function file(name: string, set: string): string {
    const f = join(dir, name);
    writeFileSync(f, `{"format":"shaju-preset@1","game":"paopaosha","set":${set}}`);
    return f;
  }

  test('a reserved name in "set" is refused (it was dropped without a word)', async () => {
    for (const [name, set] of [
      ['proto.json', '{"__proto__": 5, "dileiDamage": 2}'],
      ['ctor.json', '{"constructor": 5}'],
    ] as const) {
      const r = await runCli(['simulate', 'paopaosha', '--preset-file', file(name, set), '--lang', 'en']);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toMatch(/in "set" is a reserved name, never an option/);
    }
  });

  test('a key written twice is refused (JSON keeps the last without a word)', async () => {
    const f = file('twice.json', '{"dileiDamage": 2, "dileiDamage": 3}');
    const r = await runCli(['lab', 'paopaosha', '--preset-file', f, '--lang', 'en']);
    expect(r.code, r.err).toBe(2);
    expect(r.err).toContain('the key "dileiDamage" appears twice');
  });
});

describe('replay', () => {
  /** A record of a 5-player 跑跑杀 game of no decision, with the rules line `rules`. */
  function record(name: string, rules: unknown): string {
    const { config } = configure(pps as NonNullable<typeof pps>, { players: 5 });
    const f = join(dir, name);
    writeFileSync(
      f,
      JSON.stringify({ game: 'paopaosha', version: pps?.module.version, seed: 1, config, log: [], rules }),
    );
    return f;
  }

  test('a rules line that does not match the configuration is an error (exit 1), as a hash mismatch is', async () => {
    const edited = record('edited.json', { preset: 'seed', presetVersion: 1, options: { maxRounds: 99 } });
    const r = await runCli(['replay', edited, '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      "✗ The record's rules line does not match the configuration it replays: maxRounds: 99 / 200",
    );
    const honest = record('honest.json', { preset: 'seed', presetVersion: 1, options: {} });
    const ok = await runCli(['replay', honest, '--lang', 'en']);
    expect(ok.code, ok.out).toBe(0);
  });

  test('the rules of a run name every option its configuration plays, flags of their own included', () => {
    const sj = GAMES.shajisifu;
    if (!sj) throw new Error('no shajisifu');
    const { config, rules } = configure(sj, { players: 5, pong: true, decks: 2 });
    expect(rules.options).toMatchObject({ pong: true, decks: 2 });
    expect(rulesMismatches(sj.options, rules, config)).toEqual([]);
  });
});
