/**
 * The 跑跑杀 table rendered from real views (built with the game module: scenarios, a fresh setup, a random playout):
 * the card → target flow, responses, the 无懈可击 window, the character choice, `choose` requests, equipment and
 * delayed cards, control of another seat, spectators, replays, the result, the move animations, and a random clicker
 * that must never get stuck.
 */
import {
  buildScenario,
  controllerOf,
  inHand,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  type PaopaoshaSpec,
  type PaopaoshaState,
  type PaopaoshaView,
  paopaosha,
  useOf,
  viewOf,
} from '@shaju/paopaosha';
import type { PendingInfo } from '@shaju/protocol';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import PaopaoshaTable from '../../../games/paopaosha/table/PaopaoshaTable.tsx';
import type { EventBatch } from '../src/net/session.ts';

const NAMES = ['阿甲', '阿乙', '阿丙', '阿丁', '阿戊', '阿己'];
type D = PaopaoshaDecision;

/** The request as the server would tell `viewer`: the pending seats it decides for, with a deadline. */
function pendingFor(s: PaopaoshaState, viewer: number | null): PendingInfo | null {
  const p = paopaosha.pending(s);
  if (!p) return null;
  const mine = viewer === null ? [] : p.seats.filter((x) => controllerOf(s, x) === viewer);
  return { id: p.id, kind: p.kind, deadline: Date.now() + 20_000, span: 30_000, you: mine.length > 0, for: mine };
}

interface Shown {
  view: PaopaoshaView;
  decide: ReturnType<typeof vi.fn>;
  table: HTMLElement;
  /** Renders the new view of `s`; `noPending`: before the seat's pending notice has come (it comes on its own). */
  rerender: (s: PaopaoshaState, viewer: number | null, noPending?: boolean) => PaopaoshaView;
}

/** Renders the table of `viewer` (`live: false`: a replay, no `decide`). */
function show(
  s: PaopaoshaState,
  viewer: number | null,
  opts: { live?: boolean; log?: EventBatch[]; decide?: (d: unknown, seat?: number) => void } = {},
): Shown {
  const decide = vi.fn(opts.decide ?? (() => undefined));
  const live = opts.live !== false;
  const view = viewOf(s, viewer);
  const props = (v: PaopaoshaView, st: PaopaoshaState, who: number | null, noPending = false) => ({
    view: v,
    pending: live && !noPending ? pendingFor(st, who) : null,
    log: opts.log ?? [],
    names: NAMES.slice(0, st.seats.length),
    connected: st.seats.map(() => true),
    decide: live ? decide : undefined,
  });
  const r = render(<PaopaoshaTable {...props(view, s, viewer)} />);
  return {
    view,
    decide,
    table: screen.getByTestId('table'),
    rerender: (st, who, noPending) => {
      const v = viewOf(st, who);
      r.rerender(<PaopaoshaTable {...props(v, st, who, noPending)} />);
      return v;
    },
  };
}

/** Five seats: 0 the 国主 (its turn), then 强盗, 强盗, 小贼, 大臣; `over` patches seats. */
function five(
  over: Partial<Record<number, Partial<PaopaoshaSpec['seats'][number]>>> = {},
  extra: Partial<PaopaoshaSpec> = {},
) {
  const ids = ['guozhu', 'qiangdao', 'qiangdao', 'xiaozei', 'dachen'] as const;
  return buildScenario({
    seats: ids.map((identity, i) => ({ identity, ...(over[i] ?? {}) })),
    ...extra,
  });
}

const choices = (root: HTMLElement = document.body) => [...root.querySelectorAll<HTMLElement>('[data-choice]')];
const seatsLit = () =>
  choices()
    .map((el) => el.getAttribute('data-testid') ?? '')
    .filter((id) => id.startsWith('seat-'))
    .sort();
const handCard = (card: number) =>
  within(screen.getByTestId('hand'))
    .getAllByTestId('hand-card')
    .find((el) => el.getAttribute('data-card') === String(card)) as HTMLElement;

describe('play phase', () => {
  test('a 杀 is playable; clicking it lights exactly the seats in range; a seat click uses it on that seat', () => {
    const s = five({ 0: { hand: ['sha', 'shan'] } });
    const sha = inHand(s, 0, 'sha');
    const shan = inHand(s, 0, 'shan');
    const { view, decide, table } = show(s, 0);
    expect(table.getAttribute('data-must-act')).toBe('true');
    expect(table.getAttribute('data-game')).toBe('paopaosha');
    expect(screen.getByTestId('prompt').textContent).toContain('出牌阶段');
    expect(handCard(sha).hasAttribute('data-playable')).toBe(true);
    expect(handCard(shan).hasAttribute('data-playable')).toBe(false);
    expect(handCard(shan).hasAttribute('data-choice')).toBe(false);
    // No seat is a target before a card is chosen.
    expect(seatsLit()).toEqual([]);

    fireEvent.click(handCard(sha));
    const inRange = view.players.filter((p) => p.inRange).map((p) => `seat-${p.seat}`);
    expect(inRange).toEqual(['seat-1', 'seat-4']);
    expect(seatsLit()).toEqual(inRange);
    expect(screen.getByTestId('cancel')).toBeTruthy();

    fireEvent.click(screen.getByTestId('seat-4'));
    expect(decide).toHaveBeenCalledTimes(1);
    const legal = view.legal.find((d) => d.t === 'use' && d.card === sha && d.targets[0] === 4);
    expect(decide.mock.calls[0]?.[0]).toBe(legal);
    expect(decide.mock.calls[0]).toHaveLength(1);
    // The server accepts it.
    expect(() => paopaosha.apply(s, 0, decide.mock.calls[0]?.[0])).not.toThrow();
  });

  test('cancel drops the selection; the end button ends the play phase', () => {
    const s = five({ 0: { hand: ['sha'] } });
    const { view, decide } = show(s, 0);
    fireEvent.click(handCard(inHand(s, 0, 'sha')));
    expect(seatsLit().length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('cancel'));
    expect(seatsLit()).toEqual([]);
    fireEvent.click(screen.getByTestId('do-end'));
    expect(decide.mock.calls[0]?.[0]).toBe(view.legal.find((d) => d.t === 'end'));
  });

  test('a card with two uses offers both (水 with 水枪: heal, or as 杀 on a seat in range)', () => {
    const s = five({ 0: { hand: ['shui'], hp: 2, equip: { weapon: 'shuiqiang' } } });
    const shui = inHand(s, 0, 'shui');
    const { view, decide } = show(s, 0);
    fireEvent.click(handCard(shui));
    // Its own use (heal) first: confirm says so; no seat is lit yet.
    expect(screen.getByTestId('confirm').textContent).toContain('回复');
    expect(seatsLit()).toEqual([]);
    const asSha = screen.getAllByRole('button', { name: /当杀/ })[0] as HTMLElement;
    fireEvent.click(asSha);
    expect(seatsLit()).toEqual(['seat-1', 'seat-2', 'seat-3', 'seat-4']);
    fireEvent.click(screen.getByTestId('seat-2'));
    expect(decide.mock.calls[0]?.[0]).toBe(
      view.legal.find((d) => d.t === 'use' && d.as === 'sha' && d.card === shui && d.targets[0] === 2),
    );
  });

  test('炒锅: a first card, then the second, then the target', () => {
    const s = five({ 0: { hand: ['shan', 'benlaijiuyou'], equip: { weapon: 'chaoguo' } } });
    const shan = inHand(s, 0, 'shan');
    const ben = inHand(s, 0, 'benlaijiuyou');
    const { view, decide } = show(s, 0);
    expect(handCard(shan).hasAttribute('data-playable')).toBe(true);
    fireEvent.click(handCard(shan));
    expect(seatsLit()).toEqual([]);
    expect(handCard(ben).hasAttribute('data-choice')).toBe(true);
    fireEvent.click(handCard(ben));
    // 炒锅's range is 2.
    expect(seatsLit()).toEqual(view.players.filter((p) => p.inRange).map((p) => `seat-${p.seat}`));
    fireEvent.click(screen.getByTestId('seat-3'));
    const d = decide.mock.calls[0]?.[0] as D;
    expect(view.legal).toContain(d);
    expect(d).toMatchObject({ t: 'use', as: 'sha', targets: [3] });
  });

  test('跑跑散弹枪: the last hand card as 杀 on up to three seats, confirmed or completed by the third', () => {
    const s = five({ 0: { hand: ['sha'], equip: { weapon: 'paopaosandanqiang' } } });
    const sha = inHand(s, 0, 'sha');
    const { view, decide } = show(s, 0);
    fireEvent.click(handCard(sha));
    expect(seatsLit()).toEqual(['seat-1', 'seat-2', 'seat-3', 'seat-4']);
    // One target: not sent yet, since more may follow; 确定 would send the single-target 杀.
    fireEvent.click(screen.getByTestId('seat-1'));
    expect(decide).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirm').textContent).toContain('1号');
    fireEvent.click(screen.getByTestId('seat-4'));
    expect(decide).not.toHaveBeenCalled();
    // A picked seat can be taken back.
    fireEvent.click(screen.getByTestId('seat-4'));
    fireEvent.click(screen.getByTestId('seat-2'));
    fireEvent.click(screen.getByTestId('seat-3'));
    const d = decide.mock.calls[0]?.[0] as D;
    expect(view.legal).toContain(d);
    expect(d).toMatchObject({ t: 'use', card: sha, as: 'sha' });
    expect([...(d as { targets: readonly number[] }).targets].sort()).toEqual([1, 2, 3]);
  });

  test('借刀杀人 picks the weapon holder, then the victim', () => {
    const s = five({ 0: { hand: ['jiedaosharen'] }, 2: { equip: { weapon: 'dapao' } } });
    const { view, decide } = show(s, 0);
    fireEvent.click(handCard(inHand(s, 0, 'jiedaosharen')));
    expect(seatsLit()).toEqual(['seat-2']);
    fireEvent.click(screen.getByTestId('seat-2'));
    const victims = view.legal
      .filter((d) => d.t === 'use' && d.targets[0] === 2)
      .map((d) => (d as { targets: readonly number[] }).targets[1]);
    // The victims light up; the holder stays clickable to take it back.
    expect(seatsLit()).toEqual([...victims, 2].map((v) => `seat-${v}`).sort());
    fireEvent.click(screen.getByTestId('seat-0'));
    expect(decide.mock.calls[0]?.[0]).toBe(
      view.legal.find((d) => d.t === 'use' && d.targets[0] === 2 && d.targets[1] === 0),
    );
  });
});

describe('responses', () => {
  test('a 闪 prompt: the 闪 is marked, select then confirm plays it; pass is offered; a countdown runs', () => {
    const s = five({ 1: { hand: ['sha'] }, 0: { hand: ['shan', 'shui'] } }, { turn: 1 });
    paopaosha.apply(s, 1, useOf(inHand(s, 1, 'sha'), 'sha', [0]));
    const { view, decide, table } = show(s, 0);
    expect(view.ask?.kind).toBe('shan');
    expect(table.getAttribute('data-must-act')).toBe('true');
    expect(screen.getByTestId('prompt').textContent).toContain('出闪');
    expect(screen.getByTestId('countdown')).toBeTruthy();
    const shan = inHand(s, 0, 'shan');
    expect(handCard(shan).hasAttribute('data-playable')).toBe(true);
    expect(handCard(inHand(s, 0, 'shui')).hasAttribute('data-playable')).toBe(false);
    expect(screen.getByTestId('do-pass').textContent).toContain('不出闪');
    fireEvent.click(handCard(shan));
    fireEvent.click(screen.getByTestId('confirm'));
    expect(decide.mock.calls[0]?.[0]).toBe(view.legal.find((d) => d.t === 'play' && d.card === shan));
  });

  test('八卦阵 is a button of the 闪 prompt', () => {
    const s = five({ 1: { hand: ['sha'] }, 0: { equip: { armor: 'baguazhen' } } }, { turn: 1 });
    paopaosha.apply(s, 1, useOf(inHand(s, 1, 'sha'), 'sha', [0]));
    const { view, decide } = show(s, 0);
    fireEvent.click(screen.getByTestId('do-bagua'));
    expect(decide.mock.calls[0]?.[0]).toBe(view.legal.find((d) => d.t === 'bagua'));
  });

  test('a 无懈可击 window asks everyone; the holder can play it, the others only pass', () => {
    const s = five({ 0: { hand: ['guoluchailu'] }, 1: { hand: ['shan'] }, 3: { hand: ['wuxiekeji'] } });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'guoluchailu'), 'guoluchailu', [1]));
    expect(s.ask?.kind).toBe('wuxie');
    const shown = show(s, 3);
    expect(shown.table.getAttribute('data-must-act')).toBe('true');
    expect(screen.getByTestId('prompt').textContent).toContain('无懈可击');
    const wx = inHand(s, 3, 'wuxiekeji');
    fireEvent.click(handCard(wx));
    fireEvent.click(screen.getByTestId('confirm'));
    expect(shown.decide.mock.calls[0]?.[0]).toBe(shown.view.legal.find((d) => d.t === 'play'));

    // Seat 2 holds no 无懈可击: its only choice is to pass.
    const v2 = shown.rerender(s, 2);
    expect(v2.legal).toEqual([{ t: 'pass' }]);
    const els = choices();
    expect(els.filter((e) => !e.closest('details')).map((e) => e.getAttribute('data-testid'))).toEqual(['do-pass']);
  });

  test('once this viewer has answered a window (auto-pass), the table waits on the others only, not on 你', () => {
    const s = five({ 0: { hand: ['guoluchailu'] }, 1: { hand: ['shan'], equip: { weapon: 'dapao' } } });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'guoluchailu'), 'guoluchailu', [1]));
    const p = paopaosha.pending(s);
    expect(p?.seats).toContain(0);
    const view = viewOf(s, 0);
    const answered: PendingInfo = {
      id: p?.id ?? 0,
      kind: p?.kind ?? '',
      deadline: null,
      span: null,
      you: false,
      for: [],
    };
    render(<PaopaoshaTable view={view} pending={answered} log={[]} names={NAMES.slice(0, 5)} decide={vi.fn()} />);
    const prompt = screen.getByTestId('prompt').textContent ?? '';
    expect(prompt).toMatch(/^等待 /);
    expect(prompt).not.toContain('你');
    expect(screen.getByTestId('seat-0').textContent).not.toContain('思考中');
    expect(screen.getByTestId('seat-1').textContent).toContain('思考中');
  });

  test('a `choose` request (过路拆路: which card to discard) offers its options as buttons', () => {
    const s = five({ 0: { hand: ['guoluchailu'] }, 1: { hand: ['shan'], equip: { weapon: 'dapao' } } });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'guoluchailu'), 'guoluchailu', [1]));
    for (const seat of paopaosha.pending(s)?.seats ?? []) paopaosha.apply(s, seat, { t: 'pass' });
    expect(s.ask?.kind).toBe('choose');
    const { view, decide } = show(s, 0);
    expect(screen.getByTestId('prompt').textContent).toContain('过路拆路');
    const buttons = screen.getAllByTestId('do-choose');
    expect(buttons).toHaveLength(view.legal.length);
    expect(buttons.map((b) => b.textContent).join(' ')).toContain('大炮');
    fireEvent.click(buttons[1] as HTMLElement);
    expect(decide.mock.calls[0]?.[0]).toBe(view.legal[1]);
  });

  test('a discard of one card reads as a card to choose, as a discard of several does', () => {
    const s = five({ 0: { hand: ['sha', 'shan', 'shui'], hp: 2 } }, { phase: 'discard' });
    const { view } = show(s, 0);
    expect(view.ask?.kind).toBe('discard');
    expect(view.ask?.count).toBe(1);
    const c = (view.hand as number[])[0] as number;
    expect(handCard(c).textContent).toContain('· 可以选');
    expect(handCard(c).textContent).not.toContain('可以使用');
  });

  test('the discard phase: pick the cards to discard, one confirm sends them, one decision per request', () => {
    const s = five({ 0: { hand: ['sha', 'shan', 'shui', 'sha'], hp: 1 } }, { phase: 'discard' });
    const { view, decide, rerender } = show(s, 0, { decide: (d) => paopaosha.apply(s, 0, d) });
    expect(view.ask?.kind).toBe('discard');
    expect(screen.getByTestId('prompt').textContent).toContain('弃牌阶段');
    // Three of four cards go (HP 1): pick three, then one confirm.
    expect(screen.getByTestId('batch-count').textContent).toBe('选择 3 张牌 · 已选 0/3');
    const hand = view.hand as number[];
    const picks = [hand[2], hand[0], hand[3]] as number[];
    // Read as cards to choose, not to use.
    expect(handCard(picks[0] as number).textContent).toContain('· 可以选');
    expect(handCard(picks[0] as number).textContent).not.toContain('可以使用');
    fireEvent.click(handCard(picks[0] as number));
    // A second click puts a picked card back.
    fireEvent.click(handCard(picks[0] as number));
    expect(handCard(picks[0] as number).getAttribute('aria-pressed')).toBe('false');
    for (const c of picks) fireEvent.click(handCard(c));
    expect(screen.getByTestId('batch-count').textContent).toBe('选择 3 张牌 · 已选 3/3');
    // The fourth card cannot be picked beyond the count.
    expect(handCard(hand[1] as number).hasAttribute('data-choice')).toBe(false);
    fireEvent.click(screen.getByTestId('batch-confirm'));
    expect(decide.mock.calls[0]?.[0]).toBe(view.legal.find((d) => d.t === 'discard' && d.card === picks[0]));
    // Each new request is answered with the next card, the element of its own legal list. The view can come before
    // the pending notice: the batch waits for it and goes on.
    for (let i = 1; i < 3; i++) {
      rerender(s, 0, true);
      expect(decide).toHaveBeenCalledTimes(i);
      const next = rerender(s, 0);
      expect(decide.mock.calls[i]?.[0]).toBe(next.legal.find((d) => d.t === 'discard' && d.card === picks[i]));
    }
    expect(decide).toHaveBeenCalledTimes(3);
    expect(s.seats[0]?.hand).toEqual([hand[1]]);
    expect(s.phase).not.toBe('discard');
  });
});

describe('setup', () => {
  test('character choice: the candidates as cards with nation, HP and skills; a click chooses', () => {
    const s = paopaosha.setup(paopaosha.defaultConfig(5), 7);
    const lord = paopaosha.pending(s)?.seats[0] as number;
    const { view, decide, table } = show(s, lord);
    expect(table.getAttribute('data-must-act')).toBe('true');
    const ids = view.ask?.characters ?? [];
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      const btn = screen.getByTestId(`character-${id}`);
      expect(btn.hasAttribute('data-choice')).toBe(true);
      expect(btn.textContent).toMatch(/[皮葱豆]国/);
      expect(btn.textContent).toMatch(/〔(锁定技|触发技|主动技|转化技)〕/);
    }
    fireEvent.click(screen.getByTestId(`character-${ids[1]}`));
    expect(decide.mock.calls[0]?.[0]).toBe(view.legal[1]);
  });

  test('the others wait while the 国主 chooses: no choice, the prompt says whom they wait for', () => {
    const s = paopaosha.setup(paopaosha.defaultConfig(5), 7);
    const lord = paopaosha.pending(s)?.seats[0] as number;
    const other = (lord + 1) % 5;
    const { table } = show(s, other);
    expect(table.getAttribute('data-must-act')).toBe('false');
    expect(choices()).toEqual([]);
    expect(screen.getByTestId('prompt').textContent).toContain(`${lord}号`);
  });
});

describe('what the seats show', () => {
  test('equipment, delayed cards, identity, hand count, score and distance', () => {
    const s = five({
      0: { hand: ['sha'] },
      1: {
        hand: ['shan', 'shan'],
        equip: { weapon: 'dapao', armor: 'baguazhen', mount: 'laoniu' },
        judging: ['huaquanquan'],
      },
    });
    show(s, 0);
    const seat1 = screen.getByTestId('seat-1');
    for (const word of ['大炮', '八卦阵', '老牛', '画圈圈']) expect(seat1.textContent).toContain(word);
    // The seat button's name: what it shows first (`2号 …`), then the words read only.
    const named = (re: RegExp) => screen.getAllByRole('button', { name: re });
    expect(named(/^1号 .*手牌 2 张/)).toEqual([seat1]);
    expect(named(/^1号 .*身份未知/)).toEqual([seat1]);
    // 老牛: others are 2 further from seat 1, so seat 0's 杀 (range 1) does not reach it.
    expect(named(/^1号 .*距离 3 不在你的攻击范围内/)).toEqual([seat1]);
    expect(named(/^1号 .*武器 大炮.*防具 八卦阵.*坐骑 老牛.*判定区 画圈圈/)).toEqual([seat1]);
    // The 国主 is public, the viewer knows its own identity.
    expect(screen.getByTestId('seat-0').textContent).toContain('国主');
    expect(screen.getByTestId('seat-4').querySelector('.pps-id.hidden')).toBeTruthy();
  });

  test('a seat opens its details (skills with their text) when it is not a target', () => {
    const s = five({ 0: { hand: ['sha'] }, 2: { character: 'xiaopi' } }, { config: { characterSkills: true } });
    show(s, 0);
    fireEvent.click(screen.getByTestId('seat-2'));
    const details = screen.getByRole('region', { name: /2号/ });
    expect(details.textContent).toContain('小皮');
    expect(details.textContent).toContain('美术');
  });

  test('the moves of the newest batch: the played card on the table, damage on the seat', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = five({ 0: { hand: ['sha'] } });
    const sha = inHand(s, 0, 'sha');
    paopaosha.apply(s, 0, useOf(sha, 'sha', [1]), ev);
    paopaosha.apply(s, 1, { t: 'pass' }, ev);
    const log: EventBatch[] = [{ seq: 1, events: ev.map((e) => paopaosha.redactEvent(e, 0)) }];
    show(s, 0, { log });
    expect(document.querySelector('.pps-flash')?.textContent).toContain('杀');
    expect(screen.getByTestId('seat-1').querySelector('.pps-float.dmg')?.textContent).toBe('−1');
    // The log in words.
    expect(screen.getByTestId('game-log').textContent).toContain('杀');
  });
});

describe('who may act', () => {
  test('a spectator sees no hand and no choice', () => {
    const s = five({ 0: { hand: ['sha'] } });
    const { table } = show(s, null);
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(choices()).toEqual([]);
    expect(table.getAttribute('data-must-act')).toBe('false');
    expect(screen.getAllByTestId(/^seat-\d$/)).toHaveLength(5);
  });

  test('a replay (no decide) is read-only even when the seat is asked', () => {
    const s = five({ 0: { hand: ['sha'] } });
    const { table } = show(s, 0, { live: false });
    expect(screen.getByTestId('hand')).toBeTruthy();
    expect(choices()).toEqual([]);
    expect(table.getAttribute('data-must-act')).toBe('false');
  });

  test('a controlled seat (海洋公主): its hand is shown and its answers go with its seat number', () => {
    const s = five({ 0: { hand: ['haiyanggongzhu', 'sha'] }, 1: { hand: ['shan'] } });
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'haiyanggongzhu'), 'haiyanggongzhu', [1]));
    paopaosha.apply(s, 0, useOf(inHand(s, 0, 'sha'), 'sha', [1]));
    expect(paopaosha.pending(s)?.seats).toEqual([1]);
    const { view, decide, table } = show(s, 0);
    expect(table.getAttribute('data-must-act')).toBe('true');
    expect(screen.getByTestId('prompt').textContent).toContain('替');
    const shan = inHand(s, 1, 'shan');
    const card = within(screen.getByTestId('hand-of-1')).getAllByTestId('ctl-card')[0] as HTMLElement;
    expect(card.getAttribute('data-card')).toBe(String(shan));
    fireEvent.click(card);
    fireEvent.click(screen.getByTestId('confirm'));
    const legal = view.controlling[0]?.legal.find((d) => d.t === 'play');
    expect(decide.mock.calls[0]).toEqual([legal, 1]);
    expect(decide.mock.calls[0]?.[0]).toBe(legal);
  });
});

test('a finished game shows every identity, the winners and the score cards', () => {
  const s = paopaosha.setup(paopaosha.defaultConfig(5), 3);
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let n = 0; !s.result && n < 20_000; n++) {
    const p = paopaosha.pending(s);
    if (!p) break;
    const seat = p.seats[0] as number;
    const legal = paopaosha.legal(s, seat);
    const d = legal.find((x) => x.t === 'use' && x.as === 'sha') ?? (legal[rnd(legal.length)] as D);
    paopaosha.apply(s, seat, d);
  }
  expect(s.result).not.toBeNull();
  const { view, table } = show(s, 0);
  expect(table.getAttribute('data-must-act')).toBe('false');
  expect(choices()).toEqual([]);
  const result = screen.getByTestId('pps-result');
  for (const name of ['国主', '大臣', '强盗', '小贼']) expect(result.textContent).toContain(name);
  const winners = view.result?.winners ?? [];
  expect(winners.length).toBeGreaterThan(0);
  for (const w of winners) expect(screen.getByTestId(`result-${w}`).className).toContain('winner');
  const scores = view.result?.scores ?? [];
  view.players.forEach((p) => {
    expect(screen.getByTestId(`result-${p.seat}`).textContent).toContain(String(scores[p.seat] ?? p.score));
  });
});

test('a random clicker on [data-choice] always makes progress', () => {
  // One seat at a time is shown (whoever must answer), like a player at each seat; the clicker only sees the page.
  // A game that ends is followed by another (next seed), so the count of decisions does not hang on one game's length.
  let gameSeed = 11;
  const newGame = () => paopaosha.setup({ ...paopaosha.defaultConfig(5), characterSkills: true }, gameSeed++);
  let s = newGame();
  let seed = 99;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  let viewer = paopaosha.pending(s)?.seats[0] as number;
  let decided = 0;
  const shown = show(s, viewer, {
    decide: (d, seat) => {
      paopaosha.apply(s, seat ?? viewer, d);
      decided++;
    },
  });
  let clicks = 0;
  for (; clicks < 600 && decided <= 100; clicks++) {
    const table = screen.getByTestId('table');
    expect(table.getAttribute('data-must-act')).toBe('true');
    const els = choices().filter(
      (e) =>
        !e.closest('details:not([open])') &&
        !(e as HTMLButtonElement).disabled &&
        e.getAttribute('aria-disabled') !== 'true',
    );
    expect(els.length).toBeGreaterThan(0);
    const before = decided;
    act(() => {
      fireEvent.click(els[rnd(els.length)] as HTMLElement);
    });
    // The next view after a decision; the table may answer it by itself (the rest of a multi-card pick, batch.ts),
    // which brings the one after. A finished game is followed by a new one.
    for (let seen = before; decided !== seen; ) {
      seen = decided;
      if (s.result) s = newGame();
      viewer = controllerOf(s, paopaosha.pending(s)?.seats[0] as number);
      shown.rerender(s, viewer);
    }
  }
  expect(decided).toBeGreaterThan(100);
});
