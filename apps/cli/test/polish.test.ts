/**
 * The CLI's polish: global options anywhere, stable menu numbers (the decline is 0), y/N questions that ask
 * again, negative numbers out of range, clean handling of odd input at a prompt, the configured decks in
 * `simulate --json`, unique save names under the project's root, strict replay checks, Chinese refusal messages.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IllegalDecisionError } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import { buildScenario, type ShajisifuView, shajisifu } from '@shaju/shajisifu';
import { renderMenu, renderTable } from '@shaju/shajisifu/words';
import { playout } from '@shaju/testkit';
import { normalizeAnswer, printable } from '@shaju/words';
import { afterAll, describe, expect, test } from 'vitest';
import { parseCommandLine, splitCommandLine } from '../src/args.ts';
import { UsageError } from '../src/errors.ts';
import { describeIllegal } from '../src/i18n.ts';
import { functionPrompter, scriptedPrompter } from '../src/io.ts';
import { main } from '../src/main.ts';
import { defaultSaveDir, runPlay, saveNew } from '../src/play.ts';
import { GAMES } from '../src/registry.ts';
import { runReplay } from '../src/replay.ts';
import { runSimulation } from '../src/simulate.ts';
import type { GameEntry } from '../src/types.ts';
import { lowestChoice } from './fixtures/menus.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-polish-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const usageError = (argv: string[]): UsageError => {
  try {
    parseCommandLine(argv);
  } catch (e) {
    if (e instanceof UsageError) return e;
    throw e;
  }
  throw new Error(`expected a UsageError for ${argv.join(' ')}`);
};

function sink() {
  const lines: string[] = [];
  return { lines, stream: { write: (t: string) => lines.push(t) !== 0 } as unknown as NodeJS.WritableStream };
}

describe('global options in any position', () => {
  test('before the command, between flags and at the end', () => {
    expect(parseCommandLine(['--lang', 'en', 'help'])).toMatchObject({ cmd: 'help', topic: null, lang: 'en' });
    expect(parseCommandLine(['--lang', 'en'])).toMatchObject({ cmd: 'help', lang: 'en' });
    const a = parseCommandLine(['--lang', 'en', 'play', 'shajisifu', '--players', '4']);
    expect(a).toMatchObject({ cmd: 'play', players: 4, lang: 'en' });
    const b = parseCommandLine(['--no-color', 'play', 'shajisifu', '--players', '4']);
    expect(b).toMatchObject({ cmd: 'play', players: 4, noColor: true, lang: 'zh' });
    const c = parseCommandLine(['simulate', '--lang=en', 'shajisifu', '--games', '5', '--no-color']);
    expect(c).toMatchObject({ cmd: 'simulate', games: 5, lang: 'en', noColor: true });
    expect(parseCommandLine(['--help', 'simulate'])).toMatchObject({ cmd: 'help', topic: 'simulate' });
    expect(parseCommandLine(['--players', '4', 'play', 'shajisifu'])).toMatchObject({ cmd: 'play', players: 4 });
  });

  test('a value is never taken for the command, and --lang needs one', () => {
    expect(splitCommandLine(['--seed', '3', 'play', 'x'], 'zh')).toMatchObject({
      command: 'play',
      rest: ['--seed=3', 'x'],
    });
    expect(usageError(['play', 'shajisifu', '--lang']).message).toMatch(/--lang/);
    expect(usageError(['--lang', 'fr', 'help']).message).toMatch(/fr/);
  });

  test('main: `--lang en help` prints the English usage', async () => {
    const out = sink();
    const err = sink();
    const env = { stdout: out.stream, stderr: err.stream, stdin: process.stdin, env: {} };
    expect(await main(['--lang', 'en', 'help'], env)).toBe(0);
    expect(out.lines.join('')).toContain('Usage:');
  });
});

describe('numbers', () => {
  test('negative values are out of range, not missing', () => {
    expect(usageError(['play', 'shajisifu', '--seat', '-1']).message).toMatch(/--seat -1 超出范围/);
    expect(usageError(['simulate', 'shajisifu', '--games', '-1', '--lang', 'en']).message).toBe(
      '--games must be between 1 and 100000000, got -1',
    );
    expect(usageError(['simulate', 'shajisifu', '--seed', '-3', '--lang', 'en']).message).toMatch(
      /--seed must be between 0 and 4294967295, got -3/,
    );
    expect(usageError(['simulate', 'shajisifu', '--players', '-4', '--lang', 'en']).message).toMatch(
      /--players must be between 4 and 10/,
    );
    expect(usageError(['replay', 'x.json', '--seat', '-2', '--lang', 'en']).message).toMatch(/out|between/);
  });

  test('modes, breakdowns and character dealing are checked', () => {
    const c = parseCommandLine(['simulate', 'paopaosha', '--mode', 'boss']);
    expect(c).toMatchObject({ cmd: 'simulate', mode: 'boss', minPlayers: 3, maxPlayers: 8 });
    expect(usageError(['simulate', 'paopaosha', '--mode', 'boss', '--players', '9']).message).toMatch(
      /--players.*3.*8.*9/,
    );
    expect(usageError(['simulate', 'paopaosha', '--mode', 'bos', '--lang', 'en']).message).toMatch(
      /--mode cannot be "bos".*did you mean boss/,
    );
    expect(usageError(['simulate', 'shajisifu', '--mode', 'boss', '--lang', 'en']).message).toMatch(/no option --mode/);
    expect(usageError(['simulate', 'shajisifu', '--by', 'character', '--lang', 'en']).message).toMatch(/--by/);
    expect(usageError(['simulate', 'paopaosha', '--by', 'seat']).message).toMatch(/--by/);
    expect(usageError(['simulate', 'paopaosha', '--characters', 'some']).message).toMatch(/--characters/);
    const p = parseCommandLine(['play', 'paopaosha', '--mode', 'boss', '--players', '4']);
    expect(p).toMatchObject({ cmd: 'play', mode: 'boss', players: 4 });
    if (p.cmd === 'play') expect((p.config as { mode: string }).mode).toBe('boss');
  });
});

describe('prompts', () => {
  test('odd input: full-width digits count; huge numbers and control characters are refused cleanly', () => {
    expect(normalizeAnswer(' ５ ')).toBe('5');
    expect(normalizeAnswer('Ｑ')).toBe('q');
    expect(printable('\u001b[31mx\u0007')).toBe('\\x1B[31mx\\x07');
    expect(printable('a'.repeat(30), 5)).toBe('aaaaa…');
  });

  async function play(argv: string[], answers: string[]) {
    const c = parseCommandLine(['play', 'shajisifu', ...argv]);
    if (c.cmd !== 'play') throw new Error('not play');
    const out: string[] = [];
    const summary = await runPlay(c, {
      prompter: scriptedPrompter(answers, () => {}),
      write: (l) => out.push(`${l}\n`),
      saveDir: dir,
      now: () => new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)),
      color: false,
    });
    return { summary, text: out.join('') };
  }

  test('the menu explains odd answers without echoing them raw', async () => {
    const { text } = await play(
      ['--players', '4', '--seed', '1', '--lang', 'en'],
      ['99999999999999999999', '\u001b[31mx', '０'],
    );
    expect(text).toContain('There is no option 999999999999…');
    expect(text).not.toMatch(/Infinity|1e\+|100000000000000000000/);
    expect(text).toContain('"\\x1B[31mx" is not an option');
    expect(text).not.toContain('\u001b');
    // Full-width ０ is read as 0 (there is no decline to take at the first play of a turn).
    expect(text).toContain('There is no option 0');
  });

  test('a (y/N) question asks again on anything else; Enter is no', async () => {
    const { summary, text } = await play(['--players', '4', '--seed', '3'], ['q', '1', 'maybe', '', 'q', 'ｙ']);
    expect(text.match(/没有看懂/g)?.length).toBe(2);
    expect(text).toContain('请回答 y（是）或 n（否）');
    expect(summary.end).toBe('quit');
  });

  test('the decline is always 0 and listed last; other numbers do not move', () => {
    const s = buildScenario({
      seats: [{ identity: '♥7', hand: ['♥3', '♥Q', '♠9'] }, { identity: '♣K' }, { identity: '♦2' }, { identity: '♠A' }],
      discardTop: '♥4',
    });
    const first = renderMenu(shajisifu.view(s, 0).legal, shajisifu.view(s, 0), { lang: 'zh' });
    expect(first.some((m) => m.decline)).toBe(false);
    shajisifu.apply(s, 0, { t: 'play', card: s.players[0]?.hand.find((c) => c % 13 === 2) as number });
    const v = shajisifu.view(s, 0);
    const menu = renderMenu(v.legal, v, { lang: 'zh' });
    expect(menu.at(-1)).toMatchObject({ decline: true, label: '停止出牌' });
    expect(menu.filter((m) => m.decline)).toHaveLength(1);
  });

  test('the decline is typed as 0, whatever the menu holds', async () => {
    const c = parseCommandLine(['play', 'shajisifu', '--players', '4', '--seed', '1']);
    if (c.cmd !== 'play') throw new Error('not play');
    const out: string[] = [];
    let zeroes = 0;
    await runPlay(c, {
      prompter: functionPrompter(
        (q, i) => {
          if (i > 400) return null;
          if (q.includes('(y/N)')) return 'n';
          if (/或 0（/.test(q) || /请选择 0（/.test(q)) {
            zeroes++;
            return '0';
          }
          return lowestChoice(q);
        },
        (t) => out.push(t),
      ),
      write: (l) => out.push(`${l}\n`),
      saveDir: dir,
      now: () => new Date(),
      color: false,
    });
    const text = out.join('');
    expect(zeroes).toBeGreaterThan(0);
    for (const m of text.matchAll(/\n {2}0\. (.+)\n/g)) expect(m[1]).toMatch(/^(停止出牌|停止翻牌|不疗伤|不碰)/);
    expect(text).toMatch(/停止(出牌|翻牌)/);
  });
});

describe('the end of a 杀机四伏 game', () => {
  test('the final table shows every identity, hidden ones marked as never revealed', () => {
    const entry = GAMES.shajisifu as GameEntry;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = shajisifu.setup(shajisifu.validateConfig({ players: 6 }), seed);
      playout(
        shajisifu,
        s,
        [0, 1, 2, 3, 4, 5].map((i) => kitOf('shajisifu').makeBot('heuristic', i)),
        { record: false },
      );
      const rows = renderTable(entry.finalView?.(s, 0) as ShajisifuView, { lang: 'zh' }).slice(2, 8);
      for (const row of rows) expect(row).toMatch(/穷困男|嫉妒女|失恋男|拜金女|追星族/);
    }
  });
});

describe('saves', () => {
  test('names are unique (milliseconds, then a counter) and nothing is overwritten', () => {
    const a = saveNew(dir, 'same', '{"a":1}');
    const b = saveNew(dir, 'same', '{"b":2}');
    const c = saveNew(dir, 'same', '{"c":3}');
    expect([a, b, c].map((p) => p.slice(dir.length + 1))).toEqual(['same.json', 'same-2.json', 'same-3.json']);
    expect(readFileSync(a, 'utf8')).toBe('{"a":1}');
  });

  test('two games of one seed saved in the same millisecond keep both records', async () => {
    const run = async () => {
      const c = parseCommandLine(['play', 'shajisifu', '--players', '4', '--seed', '5']);
      if (c.cmd !== 'play') throw new Error('not play');
      return runPlay(c, {
        prompter: scriptedPrompter([]),
        write: () => {},
        saveDir: dir,
        now: () => new Date(Date.UTC(2025, 5, 6, 7, 8, 9, 10)),
        color: false,
      });
    };
    const one = await run();
    const two = await run();
    expect(one.path).toBe(join(dir, 'shajisifu-5-20250606T070809.010Z.json'));
    expect(two.path).toBe(join(dir, 'shajisifu-5-20250606T070809.010Z-2.json'));
  });

  test('play run from a subfolder saves under the project root', () => {
    const root = join(dir, 'proj');
    mkdirSync(join(root, 'apps', 'cli'), { recursive: true });
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'x', workspaces: ['apps/*'] }));
    writeFileSync(join(root, 'apps', 'cli', 'package.json'), JSON.stringify({ name: 'y' }));
    expect(defaultSaveDir(join(root, 'apps', 'cli'))).toBe(join(root, 'saves'));
    expect(defaultSaveDir(root)).toBe(join(root, 'saves'));
  });
});

describe('replay checks and messages', () => {
  const record = (over: Record<string, unknown>) => {
    const file = join(dir, `r-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        game: 'shajisifu',
        version: shajisifu.version,
        seed: 1,
        config: { players: 4 },
        log: [],
        ...over,
      }),
    );
    return file;
  };
  const run = (file: string, lang: 'zh' | 'en' = 'en') =>
    runReplay(
      { file, seat: null, step: false, lang, noColor: true },
      { write: () => {}, prompter: null, color: false },
    );

  test('players that do not match the configuration, and seeds out of range, are refused', async () => {
    await expect(run(record({ players: ['human', 'bot:x'] }))).rejects.toThrow(
      /"players" names 2 players but the configuration has 4 seats/,
    );
    await expect(run(record({ players: 'human' }))).rejects.toThrow(/"players" must be an array/);
    await expect(run(record({ seed: 4294967296 }))).rejects.toThrow(/seed 4294967296 is out of range/);
    await expect(run(record({ seed: -1 }), 'zh')).rejects.toThrow(/种子 -1 超出范围/);
    await expect(run(record({ log: [{ seat: 7, d: { t: 'stop' } }] }))).rejects.toThrow(/log entry 1 names a seat/);
    expect(await run(record({ players: ['human', 'bot:a', 'bot:b', 'bot:c'] }))).toBe(0);
  });

  test('a refused decision reads in the interface language', async () => {
    const bad = record({ log: [{ seat: 0, d: { t: 'play', card: 9999 } }] });
    await expect(run(bad, 'zh')).rejects.toThrow(/记录在第 1 个决定处无法重放：0号：/);
    await expect(run(bad, 'zh')).rejects.not.toThrow(/seat 0|\[/);
    const e = new IllegalDecisionError('illegal', 1, 'card 124 is not in your hand');
    expect(describeIllegal(e, 'zh')).toBe('1号：该决定不在可选的合法决定之中');
    expect(describeIllegal(e, 'en')).toBe('seat 1: not among the legal decisions (card 124 is not in your hand)');
  });
});

describe('simulate --json', () => {
  test('names the configured decks of 杀机四伏 (4 by default)', async () => {
    const out = sink();
    const env = { stdout: out.stream, stderr: sink().stream, stdin: process.stdin, env: {} };
    expect(await main(['simulate', 'shajisifu', '--games', '4', '--json'], env)).toBe(0);
    const json = JSON.parse(out.lines.join('')) as { stats: { config: Record<string, unknown> } };
    expect(json.stats.config).toMatchObject({ decks: 4, pong: false, mode: null });
    const { stats } = runSimulation({
      entry: GAMES.shajisifu as GameEntry,
      games: 2,
      minPlayers: 4,
      maxPlayers: 4,
      bots: ['random'],
      seed: 1,
      decks: 6,
    });
    expect(stats.config.decks).toBe(6);
  });
});
