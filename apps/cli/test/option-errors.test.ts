/**
 * A refused rule option on the command line (`--set`, `--preset`, a preset file of `simulate` and `lab`), one test per
 * `ConfigError` code (unknown_option, bad_type, out_of_bounds, impossible, unknown_preset): exit 2 and nothing run;
 * the message is in one language (English with `--lang en`: Chinese only in parentheses, fixtures/english.ts;
 * Chinese by default), names the option as the user wrote it (the flag, or the file's key and the file's name), never
 * the engine's `config.<field>`, and says what the option takes and what to do.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, findOption, type IntOption, type OptionCatalogue, type OptionSpec } from '@shaju/engine';
import { configure } from '@shaju/runtime';
import { afterAll, describe, expect, test } from 'vitest';
import { NO_ORIGINS, optionErrorText } from '../src/option-errors.ts';
import { GAMES } from '../src/registry.ts';
import type { GameEntry } from '../src/types.ts';
import { cjkOutsideParentheses } from './fixtures/english.ts';
import { type CliRun, runCli } from './fixtures/run.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-option-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A game of the registry. */
function game(id: string): GameEntry {
  const e = GAMES[id];
  if (!e) throw new Error(`no game ${id}`);
  return e;
}
const pps = game('paopaosha');
const sj = game('shajisifu');

/** The option `id` of a game's catalogue. */
function spec(cat: OptionCatalogue, id: string): OptionSpec {
  const s = findOption(cat, id);
  if (!s) throw new Error(`no option ${id}`);
  return s;
}

/** Writes a preset file of `game` setting `set`; returns its path. */
function presetFile(name: string, game: string, set: Record<string, unknown>, preset?: string): string {
  const f = join(dir, name);
  writeFileSync(f, JSON.stringify({ format: 'shaju-preset@1', game, ...(preset ? { preset } : {}), set }));
  return f;
}

/** A refused run: exit 2, nothing on stdout, no `config.` field, and in English only (with `--lang en`). */
function refusedInEnglish(r: CliRun): string {
  expect(r.code, r.err).toBe(2);
  expect(r.out).toBe('');
  expect(r.err).not.toMatch(/config\./);
  expect(r.err).toMatch(/^Error: bad rule option: /);
  expect(cjkOutsideParentheses(r.err)).toEqual([]);
  return r.err;
}

const deckSha = spec(pps.options, 'deck.sha') as IntOption;

describe('out_of_bounds', () => {
  test('--set: the flag as written, the label, the range, the default and a value in range to write', async () => {
    const err = refusedInEnglish(
      await runCli(['simulate', 'paopaosha', '--set', `deck.sha=${deckSha.max + 5}`, '--games', '1', '--lang', 'en']),
    );
    expect(err).toContain(`--set deck.sha=${deckSha.max + 5}: ${deckSha.max + 5} is out of range.`);
    expect(err).toContain(`deck.sha (${deckSha.label.en}) takes a whole number from ${deckSha.min} to ${deckSha.max}`);
    expect(err).toContain(`(default ${deckSha.default})`);
    expect(err).toContain(`Write e.g. --set deck.sha=${deckSha.max}.`);
  });

  test('a preset file (simulate and lab): the key, its value and the file name', async () => {
    const f = presetFile('too-many.json', 'paopaosha', { dileiDamage: 2, 'deck.sha': 999 });
    for (const cmd of ['simulate', 'lab']) {
      const err = refusedInEnglish(
        await runCli([cmd, 'paopaosha', '--preset-file', f, '--games', '1', '--lang', 'en']),
      );
      expect(err).toContain(`"deck.sha": 999 in ${f}: 999 is out of range.`);
      expect(err).toContain(`from ${deckSha.min} to ${deckSha.max}`);
      expect(err).toContain(`Write e.g. "deck.sha": ${deckSha.max}.`);
      expect(err).toContain(`shaju help ${cmd}`);
    }
  });

  test('--set wins over the file for the same key, and is named', async () => {
    const f = presetFile('fine.json', 'paopaosha', { 'deck.sha': 20 });
    const err = refusedInEnglish(
      await runCli([
        'simulate',
        'paopaosha',
        '--preset-file',
        f,
        '--set',
        'deck.sha=-1',
        '--games',
        '1',
        '--lang',
        'en',
      ]),
    );
    expect(err).toContain('--set deck.sha=-1: -1 is out of range.');
    expect(err).not.toContain(f);
  });
});

describe('bad_type', () => {
  test('an integer option given a word', async () => {
    const err = refusedInEnglish(await runCli(['play', 'paopaosha', '--set', 'deck.sha=many', '--lang', 'en']));
    expect(err).toContain('--set deck.sha=many: many is not a whole number.');
    expect(err).toContain(`takes a whole number from ${deckSha.min} to ${deckSha.max}`);
  });

  test('an on/off option given a word, from --set and from a file', async () => {
    const o = spec(pps.options, 'rewardsAndPenalties');
    const err = refusedInEnglish(
      await runCli(['simulate', 'paopaosha', '--set', 'rewardsAndPenalties=maybe', '--games', '1', '--lang', 'en']),
    );
    expect(err).toContain('--set rewardsAndPenalties=maybe: maybe is not true or false.');
    expect(err).toContain(`rewardsAndPenalties (${o.label.en}) takes true or false (default ${o.default})`);
    expect(err).toContain('on/off and 1/0 also work with --set');
    const f = presetFile('bool.json', 'paopaosha', { rewardsAndPenalties: 'yes' });
    const fromFile = refusedInEnglish(
      await runCli(['simulate', 'paopaosha', '--preset-file', f, '--games', '1', '--lang', 'en']),
    );
    expect(fromFile).toContain(`"rewardsAndPenalties": "yes" in ${f}: "yes" is not true or false.`);
    expect(fromFile).toContain('Write e.g. "rewardsAndPenalties": true.');
  });
});

describe('unknown_option', () => {
  test('--set of a mistyped id: the nearest option with its label, and where to list them', async () => {
    const err = refusedInEnglish(
      await runCli(['simulate', 'paopaosha', '--set', 'deck.shaa=3', '--games', '1', '--lang', 'en']),
    );
    expect(err).toContain('--set deck.shaa=3: paopaosha has no option "deck.shaa".');
    expect(err).toContain(`Did you mean deck.sha (${deckSha.label.en})?`);
    expect(err).toContain('npx shaju options paopaosha --lang en');
  });

  test("a preset file's unknown key, in both games", async () => {
    for (const game of ['paopaosha', 'shajisifu']) {
      const f = presetFile(`unknown-${game}.json`, game, { nosuchOption: 1 });
      const err = refusedInEnglish(
        await runCli(['simulate', game, '--preset-file', f, '--games', '1', '--lang', 'en']),
      );
      expect(err).toContain(`"nosuchOption": 1 in ${f}: ${game} has no option "nosuchOption".`);
    }
  });
});

describe('unknown_preset', () => {
  test('--preset: the nearest preset and the known ones', async () => {
    const err = refusedInEnglish(await runCli(['simulate', 'paopaosha', '--preset', 'begginer', '--lang', 'en']));
    expect(err).toContain('--preset begginer: paopaosha has no preset "begginer". Did you mean beginner?');
    expect(err).toContain(`Use one of the known presets: ${pps.options.presets.map((p) => p.id).join(', ')}.`);
  });

  test("a preset file's preset, named with the file", async () => {
    const f = presetFile('no-preset.json', 'shajisifu', {}, 'nosuch');
    const err = refusedInEnglish(await runCli(['lab', 'shajisifu', '--preset-file', f, '--lang', 'en']));
    expect(err).toContain(`"preset": "nosuch" in ${f}: shajisifu has no preset "nosuch".`);
  });
});

describe('impossible', () => {
  test("the rules' reason, the option they point at as written, and the other options set", async () => {
    const offs = ['win.H-A', 'win.D-A', 'win.D-B', 'win.S-A', 'win.S-B', 'win.C-A', 'win.C-B', 'win.J-A', 'win.J-B'];
    const set = offs.flatMap((id) => ['--set', `${id}=false`]);
    const err = refusedInEnglish(
      await runCli(['simulate', 'shajisifu', ...set, '--set', 'win.sole=off', '--games', '1', '--lang', 'en']),
    );
    const sole = spec(sj.options, 'win.sole');
    expect(err).toContain('these rules cannot make a game: every win condition but ♥ B is off');
    expect(err).toContain(`The rules point at win.sole (${sole.label.en}), set by --set win.sole=off.`);
    expect(err).toContain('Change it or another option you set (--set win.H-A=false, --set win.D-A=false');
  });

  test('from a preset file: the option the rules point at, named with the file', async () => {
    const f = presetFile('small-deck.json', 'shajisifu', { startHand: 20 });
    const err = refusedInEnglish(
      await runCli(['simulate', 'shajisifu', '--preset-file', f, '--decks', '2', '--games', '1', '--lang', 'en']),
    );
    expect(err).toContain('these rules cannot make a game: too few cards for this many players');
    expect(err).toContain(`The rules point at startHand (${spec(sj.options, 'startHand').label.en}), set by`);
    expect(err).toContain(`"startHand": 20 in ${f}`);
  });
});

describe('in Chinese (the default language)', () => {
  test('the same errors in Chinese words, naming the option as written, with its Chinese label', async () => {
    const r = await runCli(['simulate', 'paopaosha', '--set', 'deck.sha=999', '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.err).not.toMatch(/config\.|out of range|takes|Write/);
    expect(r.err).toContain(`规则选项错误：--set deck.sha=999：999 超出范围。deck.sha（${deckSha.label.zh}）取值为`);
    expect(r.err).toContain(`例如写 --set deck.sha=${deckSha.max}。`);
    const p = await runCli(['simulate', 'paopaosha', '--preset', 'begginer']);
    expect(p.err).toContain('--preset begginer：paopaosha 没有预设「begginer」。是不是 beginner？');
  });
});

describe('without an origin (values the program chose, e.g. a variant search)', () => {
  test('each code still names the option, its label and what it takes, never config.', () => {
    const cases: [ConfigError, string][] = [
      [
        new ConfigError('preset', 'unknown preset "zzz" (known: seed)', 'unknown_preset'),
        'paopaosha has no preset "zzz".',
      ],
      [
        new ConfigError('deck.sha', 'must be between 0 and 52, got 99', 'out_of_bounds'),
        `Out of range. deck.sha (${deckSha.label.en}) takes a whole number from ${deckSha.min} to ${deckSha.max}`,
      ],
      [new ConfigError('deck.sha', 'must be an integer', 'bad_type'), 'A value of the wrong type.'],
      [new ConfigError('nosuch', 'unknown option', 'unknown_option'), 'paopaosha has no option "nosuch".'],
      [new ConfigError('weird', 'is odd', 'invalid'), 'bad rule option: the field weird: is odd'],
    ];
    for (const [e, want] of cases) {
      const text = optionErrorText(e, pps, NO_ORIGINS, 'en');
      expect(text).toContain(want);
      expect(text).not.toMatch(/config\./);
      expect(cjkOutsideParentheses(text)).toEqual([]);
    }
  });
});

describe('a preset made for another mode (Preset.modes)', () => {
  test('is named with the modes’ titles and what to do, in the language of the run', () => {
    let e: unknown = null;
    try {
      configure(pps, { players: 6, mode: 'boss', preset: 'balanced' });
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(ConfigError);
    expect(optionErrorText(e as ConfigError, pps, NO_ORIGINS, 'zh')).toBe(
      '规则选项错误：预设 balanced 只用于身份局，不用于海盗王模式：请换一个预设，或换成该模式。',
    );
    expect(optionErrorText(e as ConfigError, pps, NO_ORIGINS, 'en')).toBe(
      'bad rule option: the preset balanced is made for the identity mode, not boss mode: choose another preset, or that mode.',
    );
  });
});

describe('a preset file that is not one (its format, not an option)', () => {
  test('each reason in the language of the run: Chinese by default, English with --lang en', async () => {
    const wrongFormat = join(dir, 'wrong-format.json');
    writeFileSync(wrongFormat, JSON.stringify({ name: 3 }));
    const notJson = join(dir, 'not-json.json');
    writeFileSync(notJson, 'not json\nat all');
    const otherGame = presetFile('other-game.json', 'paopaosha', {});
    const cases: [string, string, string][] = [
      [wrongFormat, '"format" 须为 "shaju-preset@1"', '"format" must be "shaju-preset@1"'],
      [notJson, '不是合法的 JSON', 'is not valid JSON'],
      [otherGame, '它是 "paopaosha" 的预设，不是 shajisifu 的', 'it is for "paopaosha", not shajisifu'],
      [join(dir, 'missing.json'), '文件不存在', 'no such file'],
    ];
    for (const [f, zh, en] of cases) {
      const z = await runCli(['simulate', 'shajisifu', '--preset-file', f, '--games', '1']);
      expect(z.code, z.err).toBe(2);
      expect(z.err).toContain(`预设文件 ${f} 无效：${zh}`);
      // One line, and in Chinese only (Node's English reasons are for --lang en).
      expect(z.err.split('\n')[0]).toContain(zh);
      expect(z.err).not.toMatch(/Unexpected|ENOENT|no such file|must be/);
      const e = await runCli(['simulate', 'shajisifu', '--preset-file', f, '--games', '1', '--lang', 'en']);
      expect(e.code, e.err).toBe(2);
      expect(e.err).toContain(`bad preset file ${f}: `);
      expect(e.err).toContain(en);
      expect(cjkOutsideParentheses(e.err)).toEqual([]);
    }
  });
});
