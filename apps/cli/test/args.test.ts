import { describe, expect, test } from 'vitest';
import { detectLang, parseCommandLine, parsePlayers } from '../src/args.ts';
import { UsageError } from '../src/errors.ts';

const usageError = (argv: string[]): UsageError => {
  try {
    parseCommandLine(argv);
  } catch (e) {
    if (e instanceof UsageError) return e;
    throw e;
  }
  throw new Error(`expected a UsageError for ${argv.join(' ')}`);
};

describe('parseCommandLine', () => {
  test('play: defaults, and the clock seeds the game', () => {
    const c = parseCommandLine(['play', 'shajisifu'], 1_234_567_890_123);
    expect(c.cmd).toBe('play');
    if (c.cmd !== 'play') return;
    expect(c.players).toBe(5);
    expect(c.seat).toBe(0);
    expect(c.seed).toBe(1_234_567_890_123 % 1_000_000_000);
    expect(c.seedGiven).toBe(false);
    expect(c.bots).toEqual(['heuristic']);
    expect(c.lang).toBe('zh');
    expect(c.config).toEqual({ players: 5, decks: 4, pong: false, maxTurns: 2000 });
  });

  test('play: every flag', () => {
    const c = parseCommandLine([
      'play',
      'shajisifu',
      '--players',
      '7',
      '--seat',
      '3',
      '--pong',
      '--seed=42',
      '--lang',
      'en',
      '--bots',
      'random',
      '--decks',
      '6',
    ]);
    if (c.cmd !== 'play') throw new Error('not play');
    expect([c.players, c.seat, c.seed, c.seedGiven, c.lang, c.pong, c.decks]).toEqual([7, 3, 42, true, 'en', true, 6]);
    expect(c.bots).toEqual(['random']);
    expect(c.config).toEqual({ players: 7, decks: 6, pong: true, maxTurns: 2000 });
  });

  test('simulate: ranges, bot lists, defaults', () => {
    const c = parseCommandLine([
      'simulate',
      'shajisifu',
      '--games',
      '10000',
      '--players',
      '4..10',
      '--bots',
      'heuristic,random',
    ]);
    if (c.cmd !== 'simulate') throw new Error('not simulate');
    expect([c.games, c.minPlayers, c.maxPlayers, c.seed, c.json]).toEqual([10000, 4, 10, 1, false]);
    expect(c.bots).toEqual(['heuristic', 'random']);
    const d = parseCommandLine(['simulate', 'shajisifu', '--json']);
    if (d.cmd !== 'simulate') throw new Error('not simulate');
    expect([d.games, d.minPlayers, d.maxPlayers, d.json]).toEqual([1000, 4, 10, true]);
  });

  test('replay and help', () => {
    expect(parseCommandLine(['replay', 'x.json', '--seat', '2', '--step'])).toMatchObject({
      cmd: 'replay',
      file: 'x.json',
      seat: 2,
      step: true,
    });
    expect(parseCommandLine(['replay', 'x.json'])).toMatchObject({ seat: null, step: false });
    expect(parseCommandLine([])).toMatchObject({ cmd: 'help', topic: null });
    expect(parseCommandLine(['--help'])).toMatchObject({ cmd: 'help', topic: null });
    expect(parseCommandLine(['help', 'simulate'])).toMatchObject({ cmd: 'help', topic: 'simulate' });
    expect(parseCommandLine(['play', '-h'])).toMatchObject({ cmd: 'help', topic: 'play' });
  });

  test('mistakes are usage errors with clear messages', () => {
    expect(usageError(['simulate', 'shajisifu', '--players', '3']).message).toMatch(/--players.*4.*10.*3/);
    expect(usageError(['simulate', 'shajisifu', '--games', 'abc']).message).toMatch(/--games.*abc/);
    expect(usageError(['simulate', 'shajisifu', '--games', '0']).message).toMatch(/--games/);
    expect(usageError(['simulate', 'paopaosha', '--decks', '2']).message).toMatch(/paopaosha.*--decks/);
    expect(usageError(['play', 'paopaosha', '--pong', '--lang', 'en']).message).toMatch(/no option --pong/);
    expect(usageError(['play', 'paopaosha', '--players', '13']).message).toMatch(/--players.*3.*12.*13/);
    expect(usageError(['play', 'chess']).message).toMatch(/chess/);
    expect(usageError(['frobnicate']).message).toMatch(/frobnicate/);
    expect(usageError(['play', 'shajisifu', '--plyers', '5', '--lang', 'en']).message).toMatch(
      /unknown option --plyers.*did you mean --players/,
    );
    expect(usageError(['play', 'shajisifu', '--seat', '5', '--players', '5']).message).toMatch(/--seat 5/);
    expect(usageError(['play', 'shajisifu', '--bots', 'smart']).message).toMatch(/smart/);
    expect(usageError(['play', 'shajisifu', '--decks', '9']).message).toMatch(/--decks/);
    expect(usageError(['play', 'shajisifu', '--lang', 'fr']).message).toMatch(/fr/);
    expect(usageError(['play', 'shajisifu', '--players']).message).toMatch(/--players/);
    expect(usageError(['play', 'shajisifu', '--pong=yes']).message).toMatch(/--pong/);
    expect(usageError(['play']).command).toBe('play');
    expect(usageError(['replay']).command).toBe('replay');
  });

  test('跑跑杀: 3–12 players, default bots, no decks or 碰', () => {
    const c = parseCommandLine(['simulate', 'paopaosha', '--games', '50', '--seed', '7']);
    if (c.cmd !== 'simulate') throw new Error('not simulate');
    expect([c.entry.id, c.minPlayers, c.maxPlayers, c.games, c.seed]).toEqual(['paopaosha', 3, 12, 50, 7]);
    expect(c.bots).toEqual(['heuristic']);
    const p = parseCommandLine(['play', 'paopaosha', '--players', '5', '--seat', '2', '--bots', 'random']);
    if (p.cmd !== 'play') throw new Error('not play');
    expect([p.players, p.seat, p.bots]).toEqual([5, 2, ['random']]);
    expect((p.config as { players: number }).players).toBe(5);
  });

  test('--players accepts N, a..b and a-b; rejects reversed ranges', () => {
    expect(parsePlayers('6', 4, 10, 'en', null)).toEqual([6, 6]);
    expect(parsePlayers('4..10', 4, 10, 'en', null)).toEqual([4, 10]);
    expect(parsePlayers('5-7', 4, 10, 'en', null)).toEqual([5, 7]);
    expect(() => parsePlayers('8..5', 4, 10, 'en', null)).toThrow(UsageError);
    expect(() => parsePlayers('4..11', 4, 10, 'en', null)).toThrow(UsageError);
    expect(() => parsePlayers('four', 4, 10, 'en', null)).toThrow(UsageError);
  });

  test('the language is found before anything else is parsed', () => {
    expect(detectLang(['play', '--bogus', '--lang', 'en'])).toBe('en');
    expect(detectLang(['play', '--lang=en'])).toBe('en');
    expect(detectLang(['play'])).toBe('zh');
  });
});
