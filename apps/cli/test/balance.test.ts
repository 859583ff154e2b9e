/**
 * The CLI's balance tools: boss mode in play and simulate (the 海盗王's win rate by number of opponents), and
 * `simulate --by character` (each character's win rate, overall and by identity, against what an average character
 * would have won in the same seats).
 */
import { kitOf } from '@shaju/games/loaded';
import { type PaopaoshaEvent, paopaosha, redactEvent } from '@shaju/paopaosha';
import type { CharacterFigure } from '@shaju/paopaosha/stats';
import { renderEvents, renderResult, renderTable } from '@shaju/paopaosha/words';
import { playout } from '@shaju/testkit';
import { describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { main } from '../src/main.ts';
import { GAMES } from '../src/registry.ts';
import { formatSimulation, runSimulation } from '../src/simulate.ts';
import type { GameEntry } from '../src/types.ts';

const paopaoshaEntry = GAMES.paopaosha as GameEntry;

const zh = { lang: 'zh' as const };
const en = { lang: 'en' as const };

interface BossRowJson {
  opponents: number;
  games: number;
  boss: { wins: number; rate: number; ci95: [number, number] };
  team: { wins: number };
  draws: number;
  avgRounds: number;
}

describe('boss mode', () => {
  test('the table, events and result speak of the 海盗王 and the 跑跑 team, not 国主 and 强盗', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 4, mode: 'boss' }), 2, ev);
    playout(
      paopaosha,
      s,
      [0, 1, 2, 3].map((i) => kitOf('paopaosha').makeBot('heuristic', i)),
      { record: false, events: ev },
    );
    const table = renderTable(paopaoshaEntry.finalView?.(s, 1) as never, zh).join('\n');
    expect(table).toContain('阵营');
    expect(table).toMatch(/海盗王/);
    expect(table).toMatch(/跑跑/);
    const events = renderEvents(
      ev.map((e) => redactEvent(e, 1)),
      1,
      zh,
    ).join('\n');
    expect(events).toContain('海盗王模式：0号 是海盗王');
    expect(events).toContain('你在跑跑队');
    const result = renderResult(s, 1, zh).join('\n');
    expect(result).toMatch(/跑跑队：海盗王死亡|海盗王：所有跑跑都已死亡|平局/);
    // (强盗入侵 is a card.)
    for (const text of [table, events, result]) expect(text.replace(/强盗入侵/g, '')).not.toMatch(/国主|强盗/);
    const english = renderResult(s, null, en).join('\n');
    expect(english).toMatch(/Pirate King/);
    expect(english).not.toMatch(/Lord|Bandit/);
  });

  test('simulate: the boss win rate by number of opponents, with games, rounds and causes of death', () => {
    const spec = {
      entry: paopaoshaEntry,
      games: 36,
      minPlayers: 3,
      maxPlayers: 8,
      bots: ['heuristic'],
      seed: 4,
      mode: 'boss',
    };
    const a = runSimulation(spec);
    const b = runSimulation(spec);
    expect(JSON.stringify(a.stats)).toBe(JSON.stringify(b.stats));
    const rows = a.stats.byOpponents as BossRowJson[];
    expect(rows.map((r) => r.opponents)).toEqual([2, 3, 4, 5, 6, 7]);
    for (const r of rows) {
      expect(r.games).toBe(6);
      expect(r.boss.wins + r.team.wins + r.draws).toBe(6);
      expect(r.boss.ci95[0]).toBeLessThanOrEqual(r.boss.rate);
      expect(r.avgRounds).toBeGreaterThan(0);
    }
    expect(a.stats.config).toMatchObject({ mode: 'boss' });
    const text = formatSimulation(a, paopaoshaEntry, zh);
    const t2 = formatSimulation(b, paopaoshaEntry, zh);
    expect(text.filter((l, i) => l !== t2[i]).every((l) => l.startsWith('用时 '))).toBe(true);
    const joined = text.join('\n');
    for (const w of [
      '海盗王模式',
      '海盗王胜率，按对手（跑跑）人数',
      '2 人（3 人局）',
      '7 人（8 人局）',
      '合计',
      '海盗王的死因',
      '跑跑的死因',
    ])
      expect(joined).toContain(w);
    expect(joined).not.toContain('按相对国主位置');
  });
});

describe('simulate --by character', () => {
  const spec = {
    entry: paopaoshaEntry,
    games: 40,
    minPlayers: 5,
    maxPlayers: 8,
    bots: ['heuristic'],
    seed: 2,
    by: 'character',
  };

  test('every appearance is counted once, by identity; figures are sorted by the difference from expected', () => {
    const { stats } = runSimulation(spec);
    const figs = stats.characters as CharacterFigure[];
    const seats = 10 * (5 + 6 + 7 + 8);
    expect(figs.reduce((n, f) => n + f.appearances, 0)).toBe(seats);
    for (const f of figs) {
      const byId = Object.values(f.byIdentity);
      expect(byId.reduce((n, x) => n + (x?.appearances ?? 0), 0)).toBe(f.appearances);
      expect(byId.reduce((n, x) => n + (x?.wins ?? 0), 0)).toBe(f.wins);
      expect(f.ci95[0]).toBeLessThanOrEqual(f.rate);
      expect(f.ci95[1]).toBeGreaterThanOrEqual(f.rate);
    }
    for (let i = 1; i < figs.length; i++)
      expect((figs[i - 1] as CharacterFigure).delta).toBeGreaterThanOrEqual((figs[i] as CharacterFigure).delta);
    // The expectations average out: total expected wins equal total wins.
    const expected = figs.reduce((n, f) => n + f.expected * f.appearances, 0);
    expect(expected).toBeCloseTo(
      figs.reduce((n, f) => n + f.wins, 0),
      6,
    );
  });

  test('dealt at random, every character of the pool plays; the text has both tables', () => {
    const r = runSimulation({ ...spec, characters: 'random' });
    const figs = r.stats.characters as CharacterFigure[];
    expect(figs).toHaveLength(11);
    expect(r.stats.config).toMatchObject({ characters: 'random', by: 'character' });
    const text = formatSimulation(r, paopaoshaEntry, zh).join('\n');
    expect(text).toContain('人物胜率（所在团队的胜负');
    expect(text).toContain('人物 × 身份胜率');
    expect(text).toContain('人物随机分配');
    expect(formatSimulation(r, paopaoshaEntry, en).join('\n')).toContain('Win rate per character');
  });

  test('--json includes the characters; without --by it does not', async () => {
    const out: string[] = [];
    const stream = { write: (t: string) => out.push(t) !== 0 } as unknown as NodeJS.WritableStream;
    const env = { stdout: stream, stderr: { write: () => true } as never, stdin: process.stdin, env: {} };
    const argv = ['simulate', 'paopaosha', '--games', '6', '--players', '5', '--json'];
    expect(await main([...argv, '--by', 'character'], env)).toBe(0);
    const withBy = JSON.parse(out.join('')) as { stats: { characters?: CharacterFigure[] } };
    expect(withBy.stats.characters?.length).toBeGreaterThan(0);
    out.length = 0;
    expect(await main(argv, env)).toBe(0);
    expect((JSON.parse(out.join('')) as { stats: Record<string, unknown> }).stats.characters).toBeUndefined();
  });

  test('--set changes a configuration field, checked by the game', () => {
    const c = parseCommandLine([
      'simulate',
      'paopaosha',
      '--set',
      'lansefengyunDraw=3',
      '--set',
      'rewardsAndPenalties=false',
    ]);
    expect(c).toMatchObject({ set: { lansefengyunDraw: 3, rewardsAndPenalties: false } });
    const p = parseCommandLine(['play', 'paopaosha', '--mode', 'boss', '--set', 'bossHpPerOpponent=5']);
    if (p.cmd !== 'play') throw new Error('not play');
    expect((p.config as { bossHpPerOpponent: number }).bossHpPerOpponent).toBe(5);
    expect(() => parseCommandLine(['simulate', 'paopaosha', '--set', 'players=4'])).toThrow(/--players/);
    expect(() => parseCommandLine(['simulate', 'paopaosha', '--set', 'lanlanHp'])).toThrow(/--set/);
    expect(() => parseCommandLine(['simulate', 'paopaosha', '--set', 'nope=1'])).toThrow(/nope/);
    expect(() => parseCommandLine(['simulate', 'paopaosha', '--set', 'lanlanHp=99'])).toThrow(/lanlanHp/);
    const r = runSimulation({ ...spec, games: 4, set: { lansefengyunDraw: 3 } });
    expect(r.stats.config.set).toEqual({ lansefengyunDraw: 3 });
  });

  test('the acceptance command lines parse', () => {
    expect(
      parseCommandLine([
        'simulate',
        'paopaosha',
        '--games',
        '2000',
        '--players',
        '8',
        '--by',
        'character',
        '--seed',
        '3',
      ]),
    ).toMatchObject({ games: 2000, minPlayers: 8, maxPlayers: 8, by: 'character', seed: 3 });
    expect(
      parseCommandLine(['simulate', 'paopaosha', '--mode', 'boss', '--games', '1000', '--players', '5', '--seed', '3']),
    ).toMatchObject({ games: 1000, minPlayers: 5, maxPlayers: 5, mode: 'boss', seed: 3 });
  });
});
