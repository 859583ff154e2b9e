/**
 * A new player's display report on 跑跑杀: why a trick has no effect, 光明之眼's look, 神秘惊奇 and 天使之泪 in the log, the
 * 斗鸡眼 单挑 count, 炒锅 pairs as a sub-menu, the help text, the 画圈圈 / 谦让 skips, the 无懈可击 wording, the player's
 * own character, a single forced choice, and causes of death of converted cards in `simulate`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildScenario,
  deckCard,
  inHand,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  paopaosha,
  redactEvent,
  useOf,
} from '@shaju/paopaosha';
import { PaopaoshaTally } from '@shaju/paopaosha/stats';
import {
  characterLines,
  eventPrinter,
  type PaopaoshaMenuItem,
  questionText,
  renderEvents,
  renderHelp,
  renderMenu,
} from '@shaju/paopaosha/words';
import { afterAll, describe, expect, test } from 'vitest';
import { parseCommandLine } from '../src/args.ts';
import { functionPrompter } from '../src/io.ts';
import { runPlay } from '../src/play.ts';
import { GAMES } from '../src/registry.ts';
import type { GameEntry } from '../src/types.ts';

const paopaoshaEntry = GAMES.paopaosha as GameEntry;
const paopaoshaModule = paopaoshaEntry.module as typeof paopaosha;

const zh = { lang: 'zh' as const };
const en = { lang: 'en' as const };
const dir = mkdtempSync(join(tmpdir(), 'shaju-ppsdisplay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every decision at the leaves of a menu tree. */
function leaves(items: readonly PaopaoshaMenuItem[]): PaopaoshaDecision[] {
  return items.flatMap((m) => (m.sub ? leaves(m.sub) : m.d ? [m.d] : []));
}

const key = (d: PaopaoshaDecision) => JSON.stringify(d);

describe('events in words', () => {
  test('immune: 盾牌, or the skill that makes the seat immune', () => {
    const ev: PaopaoshaEvent[] = [
      { t: 'immune', seat: 1, kind: 'zuzhou', by: 'heiniu_niu' },
      { t: 'immune', seat: 2, kind: 'guoluchailu', by: 'dunpai' },
    ];
    const text = renderEvents(ev, 0, zh).join('\n');
    expect(text).toContain('黑“牛”：诅咒 对 1号 无效');
    expect(text).toContain('2号 有盾牌：过路拆路 无效');
    expect(text).not.toContain('1号 有盾牌');
    expect(renderEvents(ev, 0, en).join('\n')).toContain('Black "Ox" (黑“牛”): Curse has no effect on seat 1');
  });

  test('光明之眼: its user sees the hands (no identity); the others read one line', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['guangmingzhiyan', 'sha♠7'] },
        { identity: 'qiangdao', hand: ['shan♦2'] },
        { identity: 'dachen', hand: ['shui♥3', 'dilei'] },
      ],
    });
    const ev: PaopaoshaEvent[] = [];
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'guangmingzhiyan'), 'guangmingzhiyan', [1, 2]), ev);
    const mine = renderEvents(
      ev.map((e) => redactEvent(e, 0)),
      0,
      zh,
    ).join('\n');
    expect(mine).toContain('你 看到 1号 的手牌：闪♦2');
    expect(mine).toMatch(/你 看到 2号 的手牌：水♥3 地雷/);
    expect(mine).not.toMatch(/身份/);
    const theirs = renderEvents(
      ev.map((e) => redactEvent(e, 1)),
      1,
      zh,
    ).join('\n');
    expect(theirs.match(/0号 观看了所有人的手牌/g)).toHaveLength(1);
    expect(theirs).not.toMatch(/身份|闪♦2|水♥3/);
  });

  test('神秘惊奇 is said when used; 天使之泪 says HP and shield', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['tianshizhilei'], hp: 2, equip: { book: 'shenmijingqi' } },
        { identity: 'qiangdao', hand: ['sha'] },
        { identity: 'dachen' },
      ],
      config: { characterSkills: true },
    });
    const ev: PaopaoshaEvent[] = [];
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'tianshizhilei'), 'tianshizhilei', [0]), ev);
    paopaosha.apply(s, 0, { t: 'skill', id: 'shenmijingqi', cards: [], targets: [1] }, ev);
    const text = renderEvents(ev, 0, zh).join('\n');
    const maxHp = s.seats[0]?.maxHp ?? 0;
    expect(text).toContain(`天使之泪：你 的体力变为 10（其中护盾 8）`);
    expect(text).not.toContain(`体力 10/${maxHp}`);
    expect(text).toMatch(/你 使用 神秘惊奇.+ → 1号/);
    // Equipping the book is said once, as equipping.
    const equip = renderEvents(
      [
        { t: 'use', seat: 1, card: deckCard('shenmijingqi'), as: 'shenmijingqi', with: [], targets: [] },
        { t: 'equip', seat: 1, card: deckCard('shenmijingqi'), replaced: -1 },
      ],
      0,
      zh,
    );
    expect(equip).toEqual([expect.stringMatching(/^1号 装备 神秘惊奇/)]);
    expect(renderEvents(ev, 0, en).join('\n')).toContain("Angel's Tear: your HP becomes 10 (8 of it a shield)");
  });
});

describe('events in words: skips and discards', () => {
  test('画圈圈 says the skip once; 谦让 says why; a cancelled trick is named', () => {
    const text = renderEvents(
      [
        { t: 'character', seat: 1, character: 'laopi', hp: 4 },
        { t: 'turn', seat: 1, round: 1, turn: 1 },
        { t: 'judge', seat: 1, card: deckCard('sha♠7'), reason: 'huaquanquan' },
        { t: 'skip', seat: 1, what: 'play' },
        { t: 'skip', seat: 1, what: 'discard' },
        { t: 'use', seat: 2, card: 0, as: 'wandaoqifa', with: [], targets: [] },
        { t: 'nullified', kind: 'wandaoqifa', target: 1 },
        { t: 'nullified', kind: 'wuxiekeji', target: 1 },
      ],
      0,
      zh,
    ).join('\n');
    expect(text.match(/跳过出牌阶段/g)).toHaveLength(1);
    expect(text).toContain('谦让：体力已满，跳过弃牌阶段');
    expect(text).toContain('万刀齐发 对 1号 的效果被无懈可击抵消');
    expect(text).toContain('上一张无懈可击被另一张无懈可击抵消');
  });

  test('泡泡加特林: both discards are logged when printed a decision at a time', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠7', 'shui♥3', 'shan♥2'], equip: { weapon: 'paopaojiatelin' } },
        { identity: 'qiangdao', hand: ['shan♦2'] },
        { identity: 'dachen' },
      ],
    });
    const printer = eventPrinter(0, zh);
    const lines: string[] = [];
    const step = (seat: number, d: PaopaoshaDecision) => {
      const ev: PaopaoshaEvent[] = [];
      paopaosha.apply(s, seat, d, ev);
      lines.push(...printer.print(ev.map((e) => redactEvent(e, 0))));
    };
    step(0, useOf(inHand(s, 0, 'sha♠7'), 'sha', [1]));
    step(1, paopaosha.legal(s, 1)[0] as PaopaoshaDecision);
    step(0, { t: 'choose', i: 0 });
    step(0, { t: 'discard', card: inHand(s, 0, 'shui♥3') });
    step(0, { t: 'discard', card: inHand(s, 0, 'shan♥2') });
    const text = lines.join('\n');
    expect(text).toContain('你 弃置 水♥3（泡泡加特林：杀仍然命中）');
    expect(text).toContain('你 弃置 闪♥2（泡泡加特林：杀仍然命中）');
  });

  test('the viewer’s own character is not among “the other characters”', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 4 }), 21, ev);
    while (paopaosha.pending(s)?.kind === 'character') {
      const seat = paopaosha.pending(s)?.seats[0] as number;
      paopaosha.apply(s, seat, paopaosha.legal(s, seat)[0] as PaopaoshaDecision, ev);
    }
    const viewer = (s.lord + 1) % 4;
    const lines = renderEvents(
      ev.map((e) => redactEvent(e, viewer)),
      viewer,
      zh,
    );
    const others = lines.find((l) => l.startsWith('其余玩家的人物：')) ?? '';
    expect(others).not.toContain('你');
    expect(lines.some((l) => l.startsWith('你的人物：'))).toBe(true);
  });
});

describe('questions and help', () => {
  test('单挑 against 豆鸡眼 says how many 杀 are still needed', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', character: 'doujiyan', hand: ['dantiao'] },
        { identity: 'qiangdao', hand: ['sha', 'sha', 'sha'] },
        { identity: 'dachen' },
      ],
      config: { characterSkills: true },
    });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'dantiao'), 'dantiao', [1]));
    while (paopaosha.pending(s)?.kind === 'wuxie')
      for (const seat of paopaosha.pending(s)?.seats ?? []) paopaosha.apply(s, seat, PASS);
    const v = paopaoshaModule.view(s, 1);
    expect(v.ask?.kind).toBe('sha');
    expect(questionText(v, zh)).toContain('还需 2 张杀');
    expect(questionText(v, en)).toContain('2 Kills still needed');
  });

  test('一不留神’s window is before it takes effect, not before a judgement', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', judging: ['yibuliushen'], hand: ['sha', 'shan'] },
        { identity: 'qiangdao', hand: ['wuxiekeji'] },
        { identity: 'dachen' },
      ],
      phase: 'start',
    });
    const v = paopaoshaModule.view(s, 1);
    expect(v.ask?.kind).toBe('wuxie');
    expect(questionText(v, zh)).toContain('（生效前）');
    expect(questionText(v, zh)).not.toContain('判定前');
  });

  test('no "skills are coming" note with skills on; the help says QQ飞车 is +1 and −1; no "Locked: Locked"', () => {
    const s = paopaosha.setup(paopaosha.validateConfig({ players: 5 }), 9);
    const v = paopaoshaModule.view(s, s.lord);
    expect(questionText(v, zh)).not.toMatch(/陆续|暂不生效|后续版本/);
    const off = paopaosha.setup(paopaosha.validateConfig({ players: 5, characterSkills: false }), 9);
    expect(questionText(paopaoshaModule.view(off, off.lord), zh)).toMatch(/后续版本/);
    const help = renderHelp(zh).join('\n');
    expect(help).not.toMatch(/陆续|暂不生效/);
    expect(help).toMatch(/QQ飞车 别人到你 \+1、你到别人 −1（但你不能对自己使用水）/);
    expect(renderHelp(en).join('\n')).toMatch(/QQ Speed Kart \+1 from others to you and −1\s+from you to others/);
    const heiniu = characterLines(v, 'heiniu', en).join('\n');
    expect(heiniu).toContain('[locked]: Curse has no effect on you.');
    expect(heiniu).not.toMatch(/locked\]: Locked/i);
  });
});

describe('炒锅 pairs', () => {
  const wok = () =>
    buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['shan♦2', 'shui♥3', 'dilei♠A', 'duo', 'shan♦3'], equip: { weapon: 'chaoguo' } },
        { identity: 'qiangdao', hand: ['shan'] },
        { identity: 'dachen' },
        { identity: 'xiaozei' },
      ],
    });

  test('one line opening first card → second card → target, over exactly the legal pairs; 0 stays the decline', () => {
    const s = wok();
    const legal = paopaosha.legal(s, 0);
    const pairs = legal.filter((d) => d.t === 'use' && d.with.length > 0);
    expect(pairs.length).toBeGreaterThan(20);
    const menu = renderMenu(legal, paopaoshaModule.view(s, 0), zh);
    const groups = menu.filter((m) => m.sub);
    expect(groups.map((m) => m.label)).toEqual(['使用 炒锅：两张手牌当杀…']);
    expect(menu.length).toBeLessThan(12);
    expect(menu.at(-1)).toMatchObject({ label: '结束出牌', decline: true });
    const group = groups[0] as PaopaoshaMenuItem;
    expect(new Set(leaves(group.sub ?? []).map(key))).toEqual(new Set(pairs.map(key)));
    // Each card is offered first; its partners second (in either order of the legal pair); then the targets.
    expect(group.sub).toHaveLength(5);
    const first = group.sub?.[0] as PaopaoshaMenuItem;
    expect(first.sub).toHaveLength(4);
    const targets = first.sub?.[0]?.sub ?? [];
    expect(targets.map((t) => t.label)).toEqual(expect.arrayContaining([expect.stringMatching(/^1号/)]));
    for (const t of targets) expect(pairs.map(key)).toContain(key(t.d as PaopaoshaDecision));
  });

  test('responding with 杀: the pairs are a two-step sub-menu, and 0 is still no 杀', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['qiangdaoruqin'] },
        { identity: 'qiangdao', hand: ['shan♦2', 'shui♥3', 'duo'], equip: { weapon: 'chaoguo' } },
        { identity: 'dachen' },
      ],
    });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'qiangdaoruqin'), 'qiangdaoruqin', []));
    while (paopaosha.pending(s)?.kind === 'wuxie')
      for (const seat of paopaosha.pending(s)?.seats ?? []) paopaosha.apply(s, seat, PASS);
    if (paopaosha.pending(s)?.seats[0] !== 1) paopaosha.apply(s, 2, PASS);
    const legal = paopaosha.legal(s, 1);
    const menu = renderMenu(legal, paopaoshaModule.view(s, 1), zh);
    expect(menu.map((m) => m.label)).toEqual(['打出 炒锅：两张手牌当杀…', '不出杀（受到 1 点伤害）']);
    const leafs = leaves(menu[0]?.sub ?? []);
    expect(new Set(leafs.map(key))).toEqual(new Set(legal.filter((d) => d.t === 'play').map(key)));
    expect(menu[0]?.sub?.[0]?.sub?.[0]?.sub).toBeUndefined();
  });

  test('play: the sub-menu is entered, 0 goes back, and the legal pair is applied', async () => {
    const c = parseCommandLine(['play', 'paopaosha', '--players', '4', '--seed', '1']);
    if (c.cmd !== 'play') throw new Error('not play');
    const entry = { ...paopaoshaEntry, module: { ...paopaoshaModule, setup: () => wok() } };
    const out: string[] = [];
    // The number of the 炒锅 line in the last menu shown, then back, the line again, the second card, its first
    // partner, the first target.
    const wokNumber = () =>
      /(\d+)\. 使用 炒锅：两张手牌当杀…/.exec(out.join('').split('—— 轮到你决定 ——').at(-1) ?? '')?.[1];
    const answers = [wokNumber, () => '0', wokNumber, () => '2', () => '1', () => '1'];
    const summary = await runPlay(
      { ...c, entry },
      {
        prompter: functionPrompter(
          (_q, i) => answers[i]?.() ?? null,
          (t) => out.push(t),
        ),
        write: (l) => out.push(`${l}\n`),
        saveDir: dir,
        now: () => new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
        color: false,
      },
    );
    const text = out.join('');
    expect(text).toContain('炒锅：选择第一张手牌：');
    expect(text).toContain('0. 返回上一级');
    expect(text).toMatch(/炒锅：第一张是 .+，选择第二张手牌：/);
    const d = summary.record.log[0]?.d as PaopaoshaDecision;
    expect(d).toMatchObject({ t: 'use', as: 'sha', targets: [expect.any(Number)] });
    expect(d.t === 'use' && d.with.length).toBe(1);
    expect(paopaosha.legal(wok(), 0).map(key)).toContain(key(d));
  });
});

describe('a forced single choice', () => {
  test('is taken at once with one line', async () => {
    const c = parseCommandLine(['play', 'paopaosha', '--players', '3', '--seed', '1']);
    if (c.cmd !== 'play') throw new Error('not play');
    // 过路拆路 on a player with one hand card and nothing else: the only option is "a random hand card".
    const setup = () =>
      buildScenario({
        seats: [
          { identity: 'guozhu', hand: ['guoluchailu'] },
          { identity: 'qiangdao', hand: ['shan'] },
          { identity: 'dachen' },
        ],
      });
    const entry = { ...paopaoshaEntry, module: { ...paopaoshaModule, setup } };
    const out: string[] = [];
    const questions: string[] = [];
    const answers = ['1'];
    const summary = await runPlay(
      { ...c, entry },
      {
        prompter: functionPrompter(
          (q, i) => {
            questions.push(q);
            return answers[i] ?? null;
          },
          (t) => out.push(t),
        ),
        write: (l) => out.push(`${l}\n`),
        saveDir: dir,
        now: () => new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
        color: false,
      },
    );
    const text = out.join('');
    expect(text).toMatch(/（唯一的选择，已自动选择）过路拆路：选择弃置 1号 .*的哪张牌。 → 随机一张手牌（共 1 张）/);
    expect(summary.record.log.some((e) => (e.d as PaopaoshaDecision).t === 'choose')).toBe(true);
    // Only the play-phase menu was asked, not the 过路拆路 choice.
    expect(questions.filter((q) => /请选择 1（/.test(q))).toHaveLength(0);
  });
});

describe('simulate: causes of death', () => {
  test('a 炒锅 杀 in a 借刀杀人 counts as 杀, not as its physical cards', () => {
    const s = buildScenario({
      seats: [
        { identity: 'guozhu', hand: ['jiedaosharen'] },
        { identity: 'qiangdao', hand: ['qqfeiche', 'shan'], equip: { weapon: 'chaoguo' } },
        { identity: 'xiaozei', hp: 1 },
        { identity: 'dachen' },
      ],
    });
    const ev: PaopaoshaEvent[] = [];
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'jiedaosharen'), 'jiedaosharen', [1, 2]), ev);
    for (let n = 0; n < 50; n++) {
      const p = paopaosha.pending(s);
      if (!p || s.seats[2]?.alive === false) break;
      const seat = p.seats[0] as number;
      const legal = paopaosha.legal(s, seat);
      const wokSha = legal.find((d) => d.t === 'play' && d.with.length > 0);
      paopaosha.apply(s, seat, seat === 1 && wokSha ? wokSha : (legal.find((d) => d.t === 'pass') ?? PASS), ev);
    }
    expect(ev.some((e) => e.t === 'death' && e.seat === 2)).toBe(true);
    const tally = new PaopaoshaTally();
    for (const e of ev) tally.event(e);
    tally.game(s, null);
    const byCard = (tally.summary().deaths as { byCard: Record<string, number> }).byCard;
    expect(byCard).toEqual({ sha: 1 });
  });
});
