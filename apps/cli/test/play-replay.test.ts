import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecord } from '@shaju/engine';
import { shajisifu } from '@shaju/shajisifu';
import { verifyRecord } from '@shaju/testkit';
import { afterAll, describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { CliError } from '../src/errors.ts';
import { functionPrompter, type Prompter, scriptedPrompter } from '../src/io.ts';
import { main } from '../src/main.ts';
import { runPlay } from '../src/play.ts';
import { runReplay } from '../src/replay.ts';
import { lowestChoice } from './fixtures/menus.ts';

const dir = mkdtempSync(join(tmpdir(), 'shaju-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Answers like a person who always takes the first choice: 1, or 0 when the decline is the only choice, yes when the
 * menu asks to confirm that choice (flipping again), and no at any other (y/N) question; at most `limit` answers,
 * then the end of the input.
 */
function firstChoice(limit: number, write: (t: string) => void): Prompter {
  return functionPrompter((q, i) => {
    if (i >= limit) return null;
    if (q.includes('(y/N)')) return q.includes('继续翻牌') ? 'y' : 'n';
    return /(请选择|Choose) 0[（ ]/.test(q) ? '0' : lowestChoice(q);
  }, write);
}

async function play(argv: string[], answers: string[] | number) {
  const c = parseCommandLine(['play', 'shajisifu', ...argv]);
  if (c.cmd !== 'play') throw new Error('not play');
  const out: string[] = [];
  const write = (t: string) => out.push(t);
  const summary = await runPlay(c, {
    prompter: typeof answers === 'number' ? firstChoice(answers, write) : scriptedPrompter(answers, write),
    write: (l) => out.push(`${l}\n`),
    saveDir: dir,
    now: () => new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
    color: false,
  });
  return { summary, text: out.join('') };
}

describe('play', () => {
  test('a scripted person plays to the end; the saved record replays to the same hash', async () => {
    const { summary, text } = await play(['--players', '4', '--seed', '1'], 2000);
    expect(summary.end).toBe('over');
    expect(summary.path).toBe(join(dir, 'shajisifu-1-20250102T030405.000Z.json'));
    const record = JSON.parse(readFileSync(summary.path, 'utf8')) as GameRecord;
    expect(record.game).toBe('shajisifu');
    expect(record.players?.[0]).toBe('human');
    expect(verifyRecord(shajisifu, record).ok).toBe(true);
    expect(text).toMatch(/游戏结束（第 \d+ 回合）|平局/);
    expect(text).toContain('所有身份');
  });

  test('wrong input is explained and asked again; the end of input quits and still saves', async () => {
    const { summary, text } = await play(
      ['--players', '5', '--seed', '2', '--lang', 'en'],
      ['abc', '', '99', 'h', 'q', 'n'],
    );
    expect(text).toContain('"abc" is not an option');
    expect(text).toContain('Type a number from 1 to');
    expect(text).toContain('There is no option 99');
    expect(text).toContain('rules in short');
    expect(text).toContain('Quit this game?');
    expect(text).toContain('Input ended');
    expect(summary.end).toBe('eof');
    const record = JSON.parse(readFileSync(summary.path, 'utf8')) as GameRecord;
    expect(record.result).toBeNull();
    expect(verifyRecord(shajisifu, record).ok).toBe(true);
  });

  test('q then y quits', async () => {
    const { summary, text } = await play(['--players', '4', '--seed', '3'], ['q', 'y']);
    expect(summary.end).toBe('quit');
    expect(text).toContain('你退出了对局');
  });
});

describe('replay', () => {
  test('replays a saved game, checks the hash, and notices tampering', async () => {
    const { summary } = await play(['--players', '6', '--seed', '8', '--pong'], 3000);
    const out: string[] = [];
    const io = { write: (l: string) => out.push(l), prompter: null, color: false };
    const ok = await runReplay({ file: summary.path, seat: 2, step: false, lang: 'zh', noColor: true }, io);
    expect(ok).toBe(0);
    expect(out.join('\n')).toContain('最终状态哈希一致');
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...summary.record, finalHash: '00000000000000' }));
    expect(await runReplay({ file: bad, seat: null, step: false, lang: 'en', noColor: true }, io)).toBe(1);
  });

  test('clear errors for a missing file, bad JSON and a record of another game', async () => {
    const io = { write: () => {}, prompter: null, color: false };
    const run = (file: string) => runReplay({ file, seat: null, step: false, lang: 'en', noColor: true }, io);
    await expect(run(join(dir, 'nope.json'))).rejects.toThrow(/file not found/);
    writeFileSync(join(dir, 'x.json'), '{not json');
    await expect(run(join(dir, 'x.json'))).rejects.toThrow(CliError);
    writeFileSync(
      join(dir, 'p.json'),
      JSON.stringify({ game: 'paopaosha', version: 999, seed: 1, config: { players: 5 }, log: [] }),
    );
    await expect(run(join(dir, 'p.json'))).rejects.toThrow(/version 999/);
    writeFileSync(join(dir, 'c.json'), JSON.stringify({ game: 'chess', version: 1, seed: 1, config: {}, log: [] }));
    await expect(run(join(dir, 'c.json'))).rejects.toThrow(/does not know/);
  });
});

describe('main', () => {
  test('usage errors exit 2 with the message on stderr', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const stream = (sink: string[]) =>
      ({ write: (t: string) => sink.push(t) !== 0 }) as unknown as NodeJS.WritableStream;
    const env = { stdout: stream(out), stderr: stream(err), stdin: process.stdin, env: {} };
    expect(await main(['simulate', 'shajisifu', '--players', '3'], env)).toBe(2);
    expect(err.join('')).toContain('--players');
    expect(await main(['simulate', 'paopaosha', '--pong'], env)).toBe(2);
    expect(await main(['help', 'replay'], env)).toBe(0);
    expect(out.join('')).toContain('shaju replay');
    out.length = 0;
    expect(await main(['simulate', 'shajisifu', '--games', '20', '--json'], env)).toBe(0);
    const json = JSON.parse(out.join('')) as { stats: { games: number }; timing: unknown };
    expect(json.stats.games).toBe(20);
    expect(json.timing).toBeDefined();
  });
});
