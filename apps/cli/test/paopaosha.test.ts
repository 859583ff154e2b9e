import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecord } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import {
  buildScenario,
  inHand,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  type PaopaoshaState,
  type PaopaoshaView,
  paopaosha,
  redactEvent,
  useOf,
} from '@shaju/paopaosha';
import {
  cardLabel,
  questionText,
  renderBrief,
  renderEvents,
  renderMenu,
  renderResult,
  renderTable,
} from '@shaju/paopaosha/words';
import { type Decider, verifyRecord } from '@shaju/testkit';
import { afterAll, describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { resolveBots } from '../src/bots.ts';
import { functionPrompter } from '../src/io.ts';
import { runPlay } from '../src/play.ts';
import { GAMES } from '../src/registry.ts';
import { runReplay } from '../src/replay.ts';
import { formatSimulation, runSimulation } from '../src/simulate.ts';
import type { GameEntry } from '../src/types.ts';
import { lowestChoice, secondChoice } from './fixtures/menus.ts';

const paopaoshaEntry = GAMES.paopaosha as GameEntry;
const paopaoshaModule = paopaoshaEntry.module as typeof paopaosha;

const zh = { lang: 'zh' as const };
const en = { lang: 'en' as const };
const IDENTITY_WORDS = ['国主', '大臣', '强盗', '小贼'];

/** Labels of every card the viewer may see: its hand, equipment, delayed cards, the discard top, cards in play, options. */
function visibleLabels(v: PaopaoshaView): Set<string> {
  const out = new Set<string>();
  const add = (c: number) => {
    if (c >= 0) out.add(cardLabel(c, zh));
  };
  for (const c of v.hand ?? []) add(c);
  for (const x of v.controlling) for (const c of x.hand) add(c);
  for (const p of v.players) {
    for (const c of Object.values(p.equip)) add(c);
    for (const c of p.judging) add(c);
  }
  add(v.discardTop);
  for (const c of v.table) add(c);
  for (const x of v.armed) add(x.card);
  for (const c of v.harvest) add(c);
  for (const o of v.ask?.options ?? []) add(o.card);
  return out;
}

/** Checks that `text`, rendered from `v`, names no card of another seat's hand and no identity `v` does not know. */
function expectRedacted(text: string, v: PaopaoshaView, s: PaopaoshaState): void {
  const visible = visibleLabels(v);
  s.seats.forEach((p, seat) => {
    if (seat === v.seat) return;
    for (const c of p.hand) {
      const label = cardLabel(c, zh);
      if (!visible.has(label)) expect(text, `seat ${seat}'s ${label} shown to ${v.seat}`).not.toContain(label);
    }
  });
  const lines = text.split('\n');
  v.players.forEach((p) => {
    if (p.identity !== null) return;
    const row = lines.find((l) => new RegExp(`^[ >] ${p.seat}号`).test(l));
    expect(row, `row of seat ${p.seat}`).toBeDefined();
    for (const w of IDENTITY_WORDS) expect(row, `hidden identity of seat ${p.seat}`).not.toContain(w);
  });
}

/** Who decides for `seat` now (海洋公主 and 司令部 let one seat decide for another). */
const controllerOf = (s: PaopaoshaState, seat: number): number => paopaosha.controllerOf?.(s, seat) ?? seat;

/**
 * Plays a game with random bots, calling `each` before every decision with the state, the seat asked and the seat that
 * decides for it.
 */
function playGame(
  players: number,
  seed: number,
  each: (s: PaopaoshaState, seat: number, by: number) => void,
): PaopaoshaState {
  const s = paopaosha.setup(paopaosha.validateConfig({ players }), seed);
  const bots = Array.from({ length: players }, (_, i) => kitOf('paopaosha').makeBot('random', seed * 100 + i));
  for (let n = 0; n < 20_000; n++) {
    const p = paopaosha.pending(s);
    if (!p) break;
    const seat = p.seats[0] as number;
    const by = controllerOf(s, seat);
    each(s, seat, by);
    const d = (bots[by] as Decider).decide({
      seat,
      kind: p.kind,
      legal: () => paopaosha.legal(s, seat),
      view: () => paopaosha.view(s, by),
    });
    paopaosha.apply(s, seat, d);
  }
  return s;
}

describe('the 跑跑杀 table', () => {
  test('shows the viewer its hand and identity, public identities, equipment; nothing of other hands', () => {
    const s = buildScenario({
      seats: [
        { identity: 'qiangdao', hand: ['sha♠7', 'shan♦2'] },
        { identity: 'guozhu', hand: ['shui♥3'], equip: { weapon: 'dapao' } },
        { identity: 'dachen', hand: ['wuxiekeji♠J'], judging: ['dilei'] },
        { identity: 'xiaozei', hand: ['duo'], equip: { mount: 'laoniu' } },
      ],
      turn: 1,
    });
    const v = paopaoshaModule.view(s, 0);
    const text = renderTable(v, zh).join('\n');
    expect(text).toContain('你的手牌（2 张）：杀♠7 闪♦2');
    expect(text).toMatch(/你的身份：强盗/);
    expect(text).toMatch(/^> 1号 .*国主/m);
    expect(text).toContain('武器 大炮♦5');
    expect(text).toContain('坐骑 老牛♣J');
    expect(text).toMatch(/^ {2}2号 .*地雷♠A/m);
    expect(text).toMatch(/♥♥♥♥ 4\/4/);
    for (const hidden of ['水♥3', '无懈可击♠J', '躲♥J']) expect(text).not.toContain(hidden);
    expectRedacted(text, v, s);
    const spectator = renderTable(paopaoshaModule.view(s, null), en).join('\n');
    for (const hidden of ['Kill ♠7', 'Your hand', 'Your identity', 'Bandit', 'Thief', 'Minister'])
      expect(spectator).not.toContain(hidden);
  });

  test('over whole games, no view’s table, status or menu names another seat’s hand card or a hidden identity', () => {
    let checked = 0;
    for (const [players, seed] of [
      [3, 1],
      [5, 2],
      [8, 3],
      [12, 4],
    ] as const) {
      let step = 0;
      playGame(players, seed, (s, seat, by) => {
        if (step++ % 7 !== 0) return;
        const viewer = step % 3 === 0 ? by : (seat + step) % players;
        const v = paopaoshaModule.view(s, viewer);
        const legal = viewer === by ? paopaosha.legal(s, seat) : [];
        const text = [
          ...renderTable(v, zh),
          ...renderBrief(v, zh),
          ...renderMenu(legal, v, zh, seat).map((m) => m.label),
        ].join('\n');
        expectRedacted(text, v, s);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('menus and questions', () => {
  test('every legal decision of every kind gets a label in words, and every asked seat a question', () => {
    const kinds = new Set<string>();
    const asks = new Set<string>();
    for (let g = 0; g < 12; g++) {
      playGame(4 + (g % 6), 50 + g, (s, seat, by) => {
        const v = paopaoshaModule.view(s, by);
        const legal = paopaosha.legal(s, seat) as PaopaoshaDecision[];
        const menu = renderMenu(legal, v, g % 2 ? en : zh, seat);
        const labels = new Set(menu.map((m) => m.label));
        for (const d of legal) kinds.add(d.t);
        asks.add(v.ask?.kind ?? '');
        for (const m of menu) {
          expect(m.label.trim().length).toBeGreaterThan(1);
          expect(m.label).not.toMatch(/undefined|NaN|\[object|选项 \d|Option \d|^\{/);
        }
        // Identical labels are offered once (two 杀♠7); every decision has a line.
        expect(menu.length).toBeLessThanOrEqual(legal.length);
        expect(labels.size).toBe(menu.length);
        expect(questionText(v, g % 2 ? en : zh, seat)).not.toBe('');
      });
    }
    for (const k of ['character', 'use', 'end', 'play', 'pass', 'discard', 'choose']) expect(kinds).toContain(k);
    for (const k of ['character', 'play', 'shan', 'sha', 'wuxie', 'rescue', 'discard', 'choose'])
      expect(asks).toContain(k);
  });

  test('the 杀 menu, the 闪 question, the 无懈可击 window and the 过路拆路 choice, in words', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠7', 'guoluchailu', 'dapao', 'kongzhi'] },
        { identity: 'dachen', hand: ['shan♦2'] },
        { identity: 'qiangdao', hand: ['wuxiekeji'] },
        { identity: 'xiaozei', hand: ['duo'], equip: { armor: 'baguazhen' } },
      ],
    });
    const menu0 = () => renderMenu(paopaosha.legal(s, 0), paopaoshaModule.view(s, 0), zh).map((m) => m.label);
    expect(menu0()).toEqual(
      expect.arrayContaining(['使用 杀♠7 → 1号 老皮', '使用 杀♠7 → 3号 老皮', '装备 大炮♦5（攻击距离 2）', '结束出牌']),
    );
    expect(menu0().at(-1)).toBe('结束出牌');
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'sha♠7'), 'sha', [1]));
    const v1 = paopaoshaModule.view(s, 1);
    expect(questionText(v1, zh)).toBe('0号 老皮 对你使用了 杀♠7：出闪？（否则受到 1 点伤害）');
    expect(renderMenu(paopaosha.legal(s, 1), v1, zh).map((m) => m.label)).toEqual([
      '打出 闪♦2',
      '不出闪（受到 1 点伤害）',
    ]);
    paopaosha.apply(s, 1, PASS);
    const ev: PaopaoshaEvent[] = [];
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'guoluchailu'), 'guoluchailu', [3]), ev);
    const v2 = paopaoshaModule.view(s, 2);
    expect(questionText(v2, zh)).toMatch(/^无懈可击窗口：0号 老皮 的 过路拆路.+ 即将对 3号 老皮 生效$/);
    expect(renderMenu(paopaosha.legal(s, 2), v2, zh).map((m) => m.label)).toEqual([
      expect.stringMatching(/^打出 无懈可击.+（抵消）$/),
      '不使用无懈可击',
    ]);
    for (const seat of paopaosha.pending(s)?.seats ?? []) paopaosha.apply(s, seat, PASS);
    const v0 = paopaoshaModule.view(s, 0);
    expect(questionText(v0, zh)).toBe('过路拆路：选择弃置 3号 老皮 的哪张牌。');
    expect(renderMenu(paopaosha.legal(s, 0), v0, zh).map((m) => m.label)).toEqual([
      '随机一张手牌（共 1 张）',
      '八卦阵♠2（防具）',
    ]);
    expect(renderMenu(paopaosha.legal(s, 0), v0, en).map((m) => m.label)).toEqual([
      'A random hand card (of 1)',
      'Bagua Formation ♠2 (armor)',
    ]);
  });
});

describe('menus and questions: control, rescue, discard and characters', () => {
  test('控制 modes, rescue and the discard phase', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['kongzhi', 'sha♠8', 'shui♥3'] },
        { identity: 'qiangdao', hand: ['shan♦3'], hp: 1 },
        { identity: 'dachen' },
      ],
    });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'kongzhi'), 'kongzhi', [1]));
    for (const seat of paopaosha.pending(s)?.seats ?? []) paopaosha.apply(s, seat, PASS);
    const v = paopaoshaModule.view(s, 0);
    expect(renderMenu(paopaosha.legal(s, 0), v, zh).map((m) => m.label)).toEqual([
      '模式 a：本回合内其不能使用或打出杀、闪、水',
      '模式 b：观看其手牌和身份，并拿走一张手牌',
    ]);
    paopaosha.apply(s, 0, { t: 'choose', i: 0 });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'sha♠8'), 'sha', [1]));
    // 控制 (a): no 闪 for seat 1 now, so it is dying at once; the current player is asked first.
    if (paopaosha.pending(s)?.kind === 'shan') paopaosha.apply(s, 1, PASS);
    const r = paopaoshaModule.view(s, 0);
    expect(questionText(r, zh)).toBe('1号 老皮 濒死（体力 0），是否救？');
    expect(renderMenu(paopaosha.legal(s, 0), r, zh).map((m) => m.label)).toEqual([
      '对 1号 老皮 使用 水♥3（体力 +1）',
      '不救',
    ]);
    const d = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['sha', 'sha', 'shan', 'shan'], hp: 2 },
        { identity: 'qiangdao' },
        { identity: 'dachen' },
      ],
      phase: 'discard',
    });
    expect(questionText(paopaoshaModule.view(d, 0), zh)).toBe('弃牌阶段：还需弃 2 张（手牌上限 = 当前体力 2）。');
  });

  test('the character choice shows name, nation, HP and skills, and says skills are coming once', () => {
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 5 }), 9);
    const lord = s.lord;
    const v = paopaoshaModule.view(s, lord);
    const menu = renderMenu(paopaosha.legal(s, lord), v, zh);
    expect(menu).toHaveLength(3);
    for (const m of menu) expect(m.label).toMatch(/^.+ · (皮国|葱国|豆国) · 体力 \d（含国主 \+1）\n {7}.+〔.+〕：/);
    expect(questionText(v, zh)).toMatch(/选择你的人物（.*技能.*）/);
    // Seat 0's own candidates (works around view.ts's `seat && …` for seat 0).
    const s0 = paopaosha.setup(paopaosha.validateConfig({ players: 4 }), 3);
    while (paopaosha.pending(s0)?.seats[0] !== 0)
      paopaosha.apply(
        s0,
        paopaosha.pending(s0)?.seats[0] as number,
        paopaosha.legal(s0, paopaosha.pending(s0)?.seats[0] as number)[0],
      );
    expect(paopaoshaModule.view(s0, 0).ask?.characters).toHaveLength(3);
  });
});

describe('events and result', () => {
  test('a seat sees its own starting hand and identity; a spectator only the counts and the 国主', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 4 }), 21, ev);
    while (paopaosha.pending(s)?.kind === 'character') {
      const seat = paopaosha.pending(s)?.seats[0] as number;
      paopaosha.apply(s, seat, paopaosha.legal(s, seat)[0], ev);
    }
    const viewer = (s.lord + 1) % 4;
    const mine = renderEvents(
      ev.map((e) => redactEvent(e, viewer)),
      viewer,
      zh,
    ).join('\n');
    expect(mine).toContain(
      `你的身份：${{ dachen: '大臣', qiangdao: '强盗', xiaozei: '小贼', guozhu: '国主' }[s.seats[viewer]?.identity ?? 'guozhu']}`,
    );
    expect(mine).toMatch(/你摸了 4 张起始手牌：/);
    expect(mine).toContain(`${s.lord}号 是国主`);
    const spectator = renderEvents(
      ev.map((e) => redactEvent(e, null)),
      null,
      zh,
    ).join('\n');
    expect(spectator).toContain('每人摸 4 张起始手牌。');
    expect(spectator).not.toMatch(/你的身份|你摸了/);
  });

  test('a whole game reads as lines of words, and the result names winners, identities and score cards', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 6 }), 8, ev);
    const bots = Array.from({ length: 6 }, (_, i) => kitOf('paopaosha').makeBot('random', i));
    for (let p = paopaosha.pending(s); p; p = paopaosha.pending(s)) {
      const seat = p.seats[0] as number;
      const by = controllerOf(s, seat);
      const d = (bots[by] as Decider).decide({
        seat,
        kind: p.kind,
        legal: () => paopaosha.legal(s, seat),
        view: () => paopaosha.view(s, by),
      });
      paopaosha.apply(s, seat, d, ev);
    }
    const lines = renderEvents(
      ev.map((e) => redactEvent(e, null)),
      null,
      zh,
    );
    expect(lines.join('\n')).not.toMatch(/undefined|NaN|\[object/);
    expect(lines.some((l) => /^\[第 1 轮\] \d+号 /.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('游戏结束。');
    const deaths = ev.filter((e) => e.t === 'death').length;
    expect(lines.filter((l) => l.includes('✝')).length).toBe(deaths);
    const result = renderResult(s, null, zh).join('\n');
    expect(result).toContain('所有身份与积分牌');
    for (const p of s.seats)
      expect(result).toContain({ guozhu: '国主', dachen: '大臣', qiangdao: '强盗', xiaozei: '小贼' }[p.identity]);
    expect(result).toMatch(/胜者：|平局/);
  });
});

describe('simulate 跑跑杀', () => {
  const spec = { entry: paopaoshaEntry, games: 40, minPlayers: 3, maxPlayers: 12, bots: ['random'], seed: 5 };

  test('the same seed gives identical figures; the text differs only in the timing line', () => {
    const a = runSimulation(spec);
    const b = runSimulation(spec);
    expect(JSON.stringify(a.stats)).toBe(JSON.stringify(b.stats));
    expect(JSON.stringify(runSimulation({ ...spec, seed: 6 }).stats)).not.toBe(JSON.stringify(a.stats));
    const ta = formatSimulation(a, paopaoshaEntry, zh);
    const tb = formatSimulation(b, paopaoshaEntry, zh);
    expect(ta.filter((l, i) => l !== tb[i]).every((l) => l.startsWith('用时 '))).toBe(true);
    const text = ta.join('\n');
    for (const w of [
      '身份胜率',
      '按座位号的胜率',
      '按相对国主位置的胜率',
      '国主+1',
      '致命伤害的牌',
      '凶手身份 → 死者身份',
      '无凶手的死亡',
      '获胜者平均积分牌',
      '平均每局',
    ])
      expect(text).toContain(w);
  });

  test('counts add up: appearances per identity, per seat and per position from the 国主', () => {
    const { stats } = runSimulation(spec);
    // 40 games cycling 3..12 players: 4 full cycles of 75 seats.
    const seats = 4 * 75;
    const ids = stats.identities as Record<string, { appearances: number; wins: number }>;
    expect(Object.values(ids).reduce((n, f) => n + f.appearances, 0)).toBe(seats);
    expect(ids.guozhu?.appearances).toBe(40);
    const bySeat = stats.seats as { appearances: number }[];
    const byLord = stats.seatsFromLord as { appearances: number; wins: number }[];
    expect(bySeat.reduce((n, f) => n + f.appearances, 0)).toBe(seats);
    expect(byLord.reduce((n, f) => n + f.appearances, 0)).toBe(seats);
    expect(byLord[0]?.wins).toBe(ids.guozhu?.wins);
    const deaths = stats.deaths as { total: number; byCard: Record<string, number> };
    expect(Object.values(deaths.byCard).reduce((a, b) => a + b, 0)).toBe(deaths.total);
  });

  test('a missing bot kind falls back to random', () => {
    const fake = { ...paopaoshaEntry, id: 'no-such-game' };
    expect(resolveBots(fake, ['heuristic', 'random'])).toEqual({ kinds: ['random'], missing: ['heuristic'] });
    expect(resolveBots(paopaoshaEntry, ['random'])).toEqual({ kinds: ['random'], missing: [] });
  });
});

describe('play and replay 跑跑杀', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shaju-pp-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a person who always takes the lowest number plays to the end; the record replays to the same hash', async () => {
    for (const seat of ['0', '2']) {
      const c = parseCommandLine([
        'play',
        'paopaosha',
        '--players',
        '5',
        '--seed',
        '4',
        '--seat',
        seat,
        '--bots',
        'random',
      ]);
      if (c.cmd !== 'play') throw new Error('not play');
      const out: string[] = [];
      const summary = await runPlay(c, {
        prompter: functionPrompter(
          (q, i) => (i >= 5000 ? null : /请选择 0（/.test(q) ? '0' : lowestChoice(q)),
          (t) => out.push(t),
        ),
        write: (l) => out.push(`${l}\n`),
        saveDir: dir,
        now: () => new Date(Date.UTC(2025, 0, 2, 3, 4, Number(seat))),
        color: false,
      });
      const text = out.join('');
      expect(summary.end).toBe('over');
      expect(text).toMatch(/选择你的人物/);
      expect(text).toContain('所有身份与积分牌');
      expect(text).not.toMatch(/undefined|NaN|\[object/);
      const record = JSON.parse(readFileSync(summary.path, 'utf8')) as GameRecord;
      expect(record.game).toBe('paopaosha');
      expect(verifyRecord(paopaosha, record).ok).toBe(true);
      const lines: string[] = [];
      const io = { write: (l: string) => lines.push(l), prompter: null, color: false };
      expect(await runReplay({ file: summary.path, seat: null, step: false, lang: 'en', noColor: true }, io)).toBe(0);
      expect(lines.join('\n')).toContain('Final state hash matches');
    }
  });

  test('once the person is out, a script skips to the result; a person at a terminal may watch turn by turn', async () => {
    const run = async (seed: number, interactive: boolean) => {
      const c = parseCommandLine(['play', 'paopaosha', '--players', '6', '--seed', String(seed), '--bots', 'random']);
      if (c.cmd !== 'play') throw new Error('not play');
      const out: string[] = [];
      // A person who takes the second choice, or the first, or declines (0) when there is no other.
      const base = functionPrompter(
        (q, i) => {
          if (i >= 8000) return null;
          if (/请选择 0（/.test(q)) return '0';
          return i % 2 && !/请选择 \d+[（ ]/.test(q) ? secondChoice(q) : lowestChoice(q);
        },
        (t) => out.push(t),
      );
      const summary = await runPlay(c, {
        prompter: { ...base, interactive, ask: (q: string) => base.ask(q), close: () => base.close() },
        write: (l) => out.push(`${l}\n`),
        saveDir: dir,
        now: () => new Date(Date.UTC(2025, 0, 3, 0, 0, seed)),
        color: false,
      });
      return { summary, text: out.join('') };
    };
    let outs = 0;
    for (let seed = 1; seed <= 8 && outs < 2; seed++) {
      const piped = await run(seed, false);
      expect(piped.summary.end).toBe('over');
      if (!piped.text.includes('你已出局')) continue;
      outs++;
      expect(piped.text).toContain('其余过程不再显示');
      const tty = await run(seed, true);
      expect(tty.summary.end).toBe('over');
      expect(tty.text).toContain('回车：逐回合观看');
      expect(tty.text).toContain('（回车继续，s 跳到结局，q 退出）');
      expect(tty.summary.record.finalHash).toBe(piped.summary.record.finalHash);
    }
    expect(outs).toBeGreaterThan(0);
  });
});
