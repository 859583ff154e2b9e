/**
 * The 杀机四伏 table rendered from real views: states built with the game's scenario builder (or a seeded playout),
 * moved on with the game's own `apply`, and seen through `viewOf` exactly as the server sends them to one seat.
 */
import type { PendingInfo } from '@shaju/protocol';
import {
  buildScenario,
  findCard,
  type ShajisifuDecision,
  type ShajisifuEvent,
  type ShajisifuSpec,
  type ShajisifuState,
  shajisifu,
  viewOf,
} from '@shaju/shajisifu';
import { conditionLabel } from '@shaju/shajisifu/words';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, test, vi } from 'vitest';
import { fxOf, ringLayout } from '../../../games/shajisifu/table/layout.ts';
import ShajisifuTable from '../../../games/shajisifu/table/ShajisifuTable.tsx';
import { prng } from '../e2e/flows.ts';
import type { EventBatch } from '../src/net/session.ts';

const NAMES = ['阿甲', '阿乙', '阿丙', '阿丁', '阿戊', '阿己'];

/** The request as the server tells `seat` (for: the pending seats it decides for). */
function pendingOf(s: ShajisifuState, seat: number | null, deadline: number | null = null): PendingInfo | null {
  const p = shajisifu.pending(s);
  if (!p) return null;
  const mine = seat === null ? [] : p.seats.filter((x) => x === seat);
  return { id: p.id, kind: p.kind, deadline, span: deadline === null ? null : 30_000, you: mine.length > 0, for: mine };
}

interface Opts {
  decide?: ((d: unknown, seat?: number) => void) | null;
  log?: EventBatch[];
  deadline?: number | null;
  pending?: PendingInfo | null;
  connected?: boolean[];
}

/** Renders the table as `seat` sees state `s`; returns the decide spy. */
function show(s: ShajisifuState, seat: number | null, o: Opts = {}) {
  const decide = o.decide === null ? undefined : (o.decide ?? vi.fn());
  const view = viewOf(s, seat);
  const utils = render(
    <ShajisifuTable
      view={view}
      pending={o.pending !== undefined ? o.pending : pendingOf(s, seat, o.deadline ?? null)}
      log={o.log ?? []}
      names={NAMES.slice(0, s.players.length)}
      connected={o.connected}
      decide={decide}
    />,
  );
  return { ...utils, decide, view };
}

/** Applies `d` for `seat`, returning the events as one batch. */
function step(s: ShajisifuState, seat: number, d: ShajisifuDecision, seq = 1): EventBatch {
  const ev: ShajisifuEvent[] = [];
  shajisifu.apply(s, seat, d, ev);
  return { seq, events: ev };
}

const choices = () => Array.from(document.querySelectorAll<HTMLElement>('[data-choice]'));
const handCards = () => screen.getAllByTestId('hand-card');
const cardOf = (el: HTMLElement) => Number(el.getAttribute('data-card'));
const table = () => screen.getByTestId('table');

const playSpec: ShajisifuSpec = {
  seats: [
    { identity: '♥5', hand: ['♥Q', '♠Q', '♦3', 'joker'], damage: ['♠9'] },
    { identity: '♠2', hand: ['♣4'], damage: ['♠10', '♥10', '♣3'] },
    { identity: '♣7', hand: ['♦A'] },
    { identity: '♦9', hand: ['♦2'] },
  ],
  discardTop: '♥7',
  turn: 0,
};

describe('the play step', () => {
  test('every hand card starts a play; the legal plays (♥Q on ♥7, the joker) are marked; one click plays', () => {
    const s = buildScenario(playSpec);
    const { decide } = show(s, 0);
    expect(table().getAttribute('data-game')).toBe('shajisifu');
    expect(table().getAttribute('data-must-act')).toBe('true');
    const cards = handCards();
    expect(cards).toHaveLength(4);
    expect(cards.every((c) => c.hasAttribute('data-playable') && c.hasAttribute('data-choice'))).toBe(true);
    const hand = s.players[0]?.hand ?? [];
    const matched = cards.filter((c) => c.hasAttribute('data-match')).map(cardOf);
    expect(matched.sort()).toEqual([findCard(hand, '♥Q'), findCard(hand, 'joker')].sort());
    const spadeQ = findCard(hand, '♠Q');
    const el = cards.find((c) => cardOf(c) === spadeQ);
    if (!el) throw new Error('no ♠Q');
    fireEvent.click(el);
    expect(decide).toHaveBeenCalledTimes(1);
    expect(decide).toHaveBeenCalledWith({ t: 'play', card: spadeQ });
    expect(screen.getByTestId('prompt').textContent).toContain('轮到你出牌');
    expect(within(screen.getByTestId('seat-0')).getByText('行动中')).toBeTruthy();
    expect(within(screen.getByTestId('seat-0')).getByText('手牌 4 张')).toBeTruthy();
  });

  test('another seat sees its hand unmarked, only the free reveal to choose, and whose turn it is', () => {
    const s = buildScenario(playSpec);
    const { decide } = show(s, 1);
    expect(table().getAttribute('data-must-act')).toBe('false');
    expect(handCards().some((c) => c.hasAttribute('data-playable'))).toBe(false);
    // ♠2 with damage ♠10 ♥10 ♣3: the spades match, so revealing discards ♠10 (one way to reveal).
    expect(choices().map((c) => c.getAttribute('data-testid'))).toEqual(['reveal']);
    fireEvent.click(screen.getByTestId('reveal'));
    expect(decide).toHaveBeenCalledWith({ t: 'reveal', order: [findCard(s.players[1]?.damage ?? [], '♠10')] });
    expect(screen.getByTestId('prompt').textContent).toBe('等待 阿甲 出牌…');
    expect(screen.getByTestId('turn-of').textContent).toBe('轮到 阿甲');
  });

  test('damage totals, repeated values and hidden identities are shown to everyone', () => {
    const s = buildScenario(playSpec);
    show(s, 2);
    expect(screen.getByTestId('damage-total-0').textContent).toBe('9');
    expect(screen.getByTestId('damage-total-1').textContent).toBe('23');
    expect(screen.getByTestId('repeats-1').textContent).toContain('10点×2');
    expect(screen.queryByTestId('repeats-0')).toBeNull();
    cleanup();
    // A dead seat shows its death note, not an empty damage row ("伤害 0/50").
    const dead = buildScenario(playSpec);
    const p0 = dead.players[0] as (typeof dead.players)[number];
    Object.assign(p0, { alive: false, deathOrder: 1, damage: [] });
    show(dead, 2);
    expect(screen.queryByTestId('damage-total-0')).toBeNull();
    expect(within(screen.getByTestId('seat-0')).getByText(/✝/)).toBeTruthy();
    cleanup();
    show(s, 2);
    // Seat 2 sees its own identity face up, the others' face down.
    expect(within(screen.getByTestId('seat-2')).getByText('♣ 失恋男')).toBeTruthy();
    expect(within(screen.getByTestId('seat-0')).getByText('身份未公开')).toBeTruthy();
    expect(screen.getByTestId('identity').textContent).toContain(conditionLabel('C-A', 'zh'));
    expect(screen.getByTestId('draw-count').textContent).toBe(String(s.draw.length));
    expect(screen.getByTestId('discard-top').getAttribute('data-card')).toBe(String(s.discard.at(-1)));
  });

  test('after a legal play, stop sends {t:"stop"}', () => {
    const s = buildScenario(playSpec);
    step(s, 0, { t: 'play', card: findCard(s.players[0]?.hand ?? [], '♥Q') });
    expect(s.step).toBe('continue');
    const { decide } = show(s, 0);
    expect(screen.getByTestId('prompt').textContent).toContain('合理出牌');
    fireEvent.click(screen.getByTestId('act-stop'));
    expect(decide).toHaveBeenCalledWith({ t: 'stop' });
  });

  test('read-only (a replay, no decide): no choices, no playable marks', () => {
    const s = buildScenario(playSpec);
    show(s, 0, { decide: null, pending: null });
    expect(choices()).toHaveLength(0);
    expect(handCards()).toHaveLength(4);
    expect(handCards().some((c) => c.hasAttribute('data-playable'))).toBe(false);
    expect(table().getAttribute('data-must-act')).toBe('false');
  });

  test('a spectator sees no hand and no choices, even with decide', () => {
    const s = buildScenario(playSpec);
    show(s, null);
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(choices()).toHaveLength(0);
    expect(screen.queryByTestId('identity')).toBeNull();
    for (let i = 0; i < 4; i++) expect(within(screen.getByTestId(`seat-${i}`)).getByText('身份未公开')).toBeTruthy();
  });

  test('names and connections come from the props', () => {
    const s = buildScenario(playSpec);
    show(s, 0, { connected: [true, false, true, true] });
    const seat1 = screen.getByTestId('seat-1');
    expect(within(seat1).getByText('阿乙')).toBeTruthy();
    expect(within(seat1).getByRole('img', { name: '掉线' })).toBeTruthy();
    expect(within(screen.getByTestId('seat-2')).getByRole('img', { name: '在线' })).toBeTruthy();
  });
});

const attackSpec: ShajisifuSpec = {
  seats: [
    { identity: '♠2' },
    { identity: '♥5', hand: ['♣4'], damage: ['♦K'] },
    { identity: '♣7', hand: ['♦A'] },
    { identity: '♦9', hand: ['♦2'] },
  ],
  discardTop: '♠4',
  drawTop: ['♣3', '♠8', '♦Q', '♣J'],
  turn: 0,
};

describe('attack and heal', () => {
  test('with no hand: every other alive seat is an attack target, every damage card a heal target', () => {
    const s = buildScenario(attackSpec);
    expect(s.step).toBe('noHand');
    const { decide } = show(s, 0);
    expect(screen.queryByTestId('attack-0')).toBeNull();
    for (const t of [1, 2, 3]) expect(screen.getByTestId(`attack-${t}`).hasAttribute('data-choice')).toBe(true);
    fireEvent.click(screen.getByTestId('attack-2'));
    expect(decide).toHaveBeenLastCalledWith({ t: 'attack', target: 2 });
    const heal = screen.getByTestId('heal-card');
    const king = findCard(s.players[1]?.damage ?? [], '♦K');
    expect(cardOf(heal)).toBe(king);
    fireEvent.click(heal);
    expect(decide).toHaveBeenLastCalledWith({ t: 'heal', target: 1, card: king });
    expect(screen.getByTestId('prompt').textContent).toContain('你没有手牌');
  });

  test('the attack flip by flip: flipped cards in order, the damage so far, flip and stop', () => {
    const s = buildScenario(attackSpec);
    step(s, 0, { t: 'attack', target: 2 });
    const batch = step(s, 0, { t: 'flip' }, 2);
    expect(s.step).toBe('flip');
    const { decide } = show(s, 0, { log: [batch] });
    const flips = screen.getAllByTestId('flip-card').map(cardOf);
    expect(flips).toEqual(s.flips);
    expect(screen.getByTestId('attack-sum').textContent).toBe('现在停止：11 点伤害');
    expect(screen.getByTestId('attack').textContent).toContain('下一张需 ≥ 8');
    expect(screen.getByTestId('seat-2').className).toContain('targeted');
    fireEvent.click(screen.getByTestId('act-flip'));
    expect(decide).toHaveBeenLastCalledWith({ t: 'flip' });
    fireEvent.click(screen.getByTestId('act-stop'));
    expect(decide).toHaveBeenLastCalledWith({ t: 'stop' });
    expect(screen.getByTestId('prompt').textContent).toContain('你正在攻击 阿丙');
  });

  test('the target is offered to reveal before the damage lands', () => {
    const s = buildScenario(attackSpec);
    step(s, 0, { t: 'attack', target: 2 });
    const { decide } = show(s, 2);
    expect(table().getAttribute('data-must-act')).toBe('false');
    expect(screen.getByTestId('offer')).toBeTruthy();
    expect(screen.getByTestId('prompt').textContent).toContain('正在攻击你');
    expect(screen.queryByTestId('act-flip')).toBeNull();
    fireEvent.click(screen.getByTestId('reveal'));
    expect(decide).toHaveBeenCalledWith({ t: 'reveal', order: [] });
  });

  test('the damage of a finished attack pulses on arrival (from the newest event batch)', () => {
    const s = buildScenario(attackSpec);
    step(s, 0, { t: 'attack', target: 2 });
    step(s, 0, { t: 'flip' });
    const batch = step(s, 0, { t: 'stop' }, 3);
    const dmg = batch.events.find((e) => (e as ShajisifuEvent).t === 'damage') as Extract<
      ShajisifuEvent,
      { t: 'damage' }
    >;
    expect(dmg.cards).toHaveLength(2);
    show(s, 1, { log: [batch] });
    const seat2 = screen.getByTestId('seat-2');
    expect(seat2.querySelectorAll('.ssf-dmg.arrive')).toHaveLength(2);
    expect(screen.getByTestId('damage-total-2').textContent).toBe('11');
  });

  test('self-heal after a voluntary stop: own damage cards, or pass', () => {
    const s = buildScenario({
      seats: [
        { identity: '♥5', hand: ['♥Q'], damage: ['♠9', '♣4'] },
        { identity: '♠2', hand: ['♣4'] },
        { identity: '♣7', hand: ['♦A'] },
        { identity: '♦9', hand: ['♦2'] },
      ],
      discardTop: '♥7',
    });
    const batch = step(s, 0, { t: 'play', card: findCard(s.players[0]?.hand ?? [], '♥Q') }, 7);
    expect(s.step).toBe('selfHeal');
    const { decide } = show(s, 0, { log: [batch] });
    // The played ♥Q arrived on the discard pile.
    expect(screen.getByTestId('discard-top').className).toContain('arrive');
    const heals = within(screen.getByTestId('seat-0')).getAllByTestId('heal-card');
    expect(heals).toHaveLength(2);
    expect(document.querySelectorAll('[data-testid="heal-card"]')).toHaveLength(2);
    const nine = findCard(s.players[0]?.damage ?? [], '♠9');
    const el = heals.find((h) => cardOf(h) === nine);
    if (!el) throw new Error('no ♠9');
    fireEvent.click(el);
    expect(decide).toHaveBeenLastCalledWith({ t: 'heal', target: 0, card: nine });
    // The same heals in the prompt's bar (own damage cards may be out of sight on a phone).
    const bar = screen.getAllByTestId('act-heal');
    expect(bar.map((b) => b.textContent)).toEqual(['为自己疗伤：移走 ♠9', '为自己疗伤：移走 ♣4']);
    fireEvent.click(bar[1] as HTMLElement);
    expect(decide).toHaveBeenLastCalledWith({ t: 'heal', target: 0, card: findCard(s.players[0]?.damage ?? [], '♣4') });
    fireEvent.click(screen.getByTestId('act-pass'));
    expect(decide).toHaveBeenLastCalledWith({ t: 'pass' });
    expect(screen.getByTestId('hand').textContent).toContain('没有手牌');
  });
});

describe('碰', () => {
  const pongSpec: ShajisifuSpec = {
    seats: [
      { identity: '♠2', hand: ['♠Q', '♠3'] },
      { identity: '♥5', hand: ['♠Q', '♦4'] },
      { identity: '♣7', hand: ['♥2'] },
      { identity: '♦9', hand: ['♦A'] },
    ],
    discardTop: '♠4',
    pong: true,
  };

  test('the claim prompt with its countdown: 碰 with the identical card (button or hand card), or pass', () => {
    const s = buildScenario(pongSpec);
    step(s, 0, { t: 'play', card: findCard(s.players[0]?.hand ?? [], '♠Q') });
    expect(s.step).toBe('claim');
    const { decide } = show(s, 1, { deadline: Date.now() + 9000 });
    expect(table().getAttribute('data-must-act')).toBe('true');
    expect(screen.getByTestId('prompt').textContent).toContain('碰吗');
    expect(screen.getByTestId('countdown').textContent).toMatch(/剩余 (8|9) 秒/);
    expect(screen.getByTestId('claim')).toBeTruthy();
    const queen = findCard(s.players[1]?.hand ?? [], '♠Q');
    expect(
      handCards()
        .filter((c) => c.hasAttribute('data-playable'))
        .map(cardOf),
    ).toEqual([queen]);
    fireEvent.click(screen.getByTestId('act-pong'));
    expect(decide).toHaveBeenLastCalledWith({ t: 'pong', card: queen });
    fireEvent.click(screen.getByTestId('act-pass'));
    expect(decide).toHaveBeenLastCalledWith({ t: 'pass' });
    const el = handCards().find((c) => cardOf(c) === queen);
    if (!el) throw new Error('no ♠Q');
    fireEvent.click(el);
    expect(decide).toHaveBeenLastCalledWith({ t: 'pong', card: queen });
  });

  test('a seat without the card may only pass; after answering it waits', () => {
    const s = buildScenario(pongSpec);
    step(s, 0, { t: 'play', card: findCard(s.players[0]?.hand ?? [], '♠Q') });
    show(s, 2);
    expect(screen.getByTestId('prompt').textContent).toContain('你没有相同的牌');
    expect(screen.queryByTestId('act-pong')).toBeNull();
    expect(screen.getByTestId('act-pass')).toBeTruthy();
    cleanup();
    step(s, 2, { t: 'pass' });
    show(s, 2);
    expect(table().getAttribute('data-must-act')).toBe('false');
    expect(screen.getByTestId('prompt').textContent).toBe('你已回答，等待其他玩家…');
    expect(screen.queryByTestId('act-pass')).toBeNull();
  });

  test('an answer the server holds (pending.for without the seat) shows no pending choices', () => {
    const s = buildScenario(pongSpec);
    step(s, 0, { t: 'play', card: findCard(s.players[0]?.hand ?? [], '♠Q') });
    const p = pendingOf(s, 1);
    if (!p) throw new Error('no pending');
    show(s, 1, { pending: { ...p, you: false, for: [] } });
    expect(screen.queryByTestId('act-pass')).toBeNull();
    expect(handCards().some((c) => c.hasAttribute('data-choice'))).toBe(false);
  });
});

describe('reveal', () => {
  test('several ways to reveal: pick the card that ends on top, or cancel', () => {
    const s = buildScenario({
      seats: [
        { identity: '♥5', hand: ['♥Q'], damage: ['♥9', '♠5', '♣K'] },
        { identity: '♠2', hand: ['♣4'] },
        { identity: '♣7', hand: ['♦A'] },
        { identity: '♦9', hand: ['♦2'] },
      ],
      discardTop: '♥7',
    });
    const { decide } = show(s, 0);
    fireEvent.click(screen.getByTestId('reveal'));
    expect(decide).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('reveal-option')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('reveal-cancel'));
    expect(screen.queryByTestId('reveal-option')).toBeNull();
    fireEvent.click(screen.getByTestId('reveal'));
    const dmg = s.players[0]?.damage ?? [];
    const [h9, s5] = [findCard(dmg, '♥9'), findCard(dmg, '♠5')];
    // The option is named by the card it shows first (`♠5`), then the whole decision (read only).
    const opt = screen.getAllByRole('button', { name: /^♠5 · / })[0];
    expect(opt?.getAttribute('data-testid')).toBe('reveal-option');
    if (!opt) throw new Error('no ♠5 option');
    fireEvent.click(opt);
    expect(decide).toHaveBeenCalledWith({ t: 'reveal', order: [h9, s5] });
  });

  test('a revealed player shows its identity and win conditions to everyone', () => {
    const s = buildScenario({
      seats: [
        { identity: '♥5', hand: ['♥Q'] },
        { identity: '♠2', hand: ['♣4'], revealed: true },
        { identity: '♣7', hand: ['♦A'] },
        { identity: '♦9', hand: ['♦2'] },
      ],
      discardTop: '♥7',
    });
    show(s, null);
    const seat1 = screen.getByTestId('seat-1');
    expect(within(seat1).getByText('♠ 穷困男')).toBeTruthy();
    expect(seat1.textContent).toContain(conditionLabel('S-A', 'zh'));
    expect(seat1.textContent).toContain(conditionLabel('S-B', 'zh'));
  });
});

describe('the end', () => {
  test('several winners at once, with why, identities the view shows, and no choices left', () => {
    const s = buildScenario({
      seats: [
        { identity: '♠2' },
        { identity: '♣7', hand: ['♦3'], damage: ['♠10', '♥10'] },
        { identity: '♥5', hand: ['♦4'] },
        { identity: '♦9', hand: ['♦A'] },
      ],
      discardTop: '♠4',
      drawTop: ['♦10'],
    });
    const log: EventBatch[] = [];
    log.push(step(s, 0, { t: 'attack', target: 1 }, 1));
    log.push(step(s, 0, { t: 'stop' }, 2));
    expect(s.result?.winners).toEqual([1, 2]);
    for (const seat of [null, 0, 2]) {
      show(s, seat, { log });
      const winners = screen.getAllByTestId('winner');
      expect(winners.map((w) => w.getAttribute('data-seat'))).toEqual(['1', '2']);
      expect(winners[0]?.textContent).toContain('阿乙');
      expect(winners[0]?.textContent).toContain('♣ 失恋男');
      expect(winners[0]?.textContent).toContain(conditionLabel('C-A', 'zh'));
      expect(winners[1]?.textContent).toContain('阿丙');
      expect(winners[1]?.textContent).toContain(conditionLabel('H-B', 'zh'));
      // Seat 2's identity is public only to seat 2 itself.
      expect(winners[1]?.textContent?.includes('♥ 嫉妒女')).toBe(seat === 2);
      expect(choices()).toHaveLength(0);
      expect(table().getAttribute('data-must-act')).toBe('false');
      expect(screen.getByTestId('prompt').textContent).toBe('游戏结束。');
      expect(screen.getByTestId('seat-1').className).toContain('dead');
      expect(screen.getByTestId('seat-1').className).toContain('dying');
      expect(screen.getByTestId('game-log').textContent).toContain('游戏结束。');
      if (seat === 2) expect(screen.getByText('你赢了！')).toBeTruthy();
      if (seat === 0) expect(screen.getByText('你没有获胜。')).toBeTruthy();
      cleanup();
    }
  });
});

describe('language', () => {
  test('English: the table words and the game words switch together', async () => {
    const s = buildScenario(playSpec);
    try {
      await act(async () => {
        await i18next.changeLanguage('en');
      });
      show(s, 0);
      expect(screen.getByTestId('prompt').textContent).toBe('Your turn: click a hand card to play it.');
      const q = handCards().find((c) => cardOf(c) === findCard(s.players[0]?.hand ?? [], '♥Q'));
      // Named by its face, then what a click does.
      expect(screen.getByRole('button', { name: /^Q ?♥\uFE0E · Play Q♥ \(legal\)$/ })).toBe(q);
      expect(screen.getByTestId('seat-1').textContent).toContain('1 hand card');
      expect(screen.getByTestId('seat-1').textContent).not.toContain('1 hand cards');
      expect(screen.getByTestId('seat-0').textContent).toContain('4 hand cards');
    } finally {
      await act(async () => {
        await i18next.changeLanguage('zh');
      });
    }
  });
});

describe('helpers', () => {
  test('ringLayout: the anchor at the bottom, the others clockwise, every grid cell used once', () => {
    for (let n = 4; n <= 10; n++) {
      for (const anchor of [0, n - 1]) {
        const r = ringLayout(n, anchor);
        expect(r.slots.map((x) => x.seat).sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
        expect(r.slots.at(-1)).toMatchObject({ seat: anchor, side: 'bottom', row: r.rows });
        expect(r.slots[0]).toMatchObject({ seat: (anchor + 1) % n, side: 'left' });
        const cells = new Set<string>();
        for (const x of r.slots) {
          for (let c = x.col; c < x.col + x.span; c++) {
            const key = `${x.row}:${c}`;
            expect(cells.has(key)).toBe(false);
            cells.add(key);
          }
          expect(x.row >= r.center.row && x.row < r.center.row + r.center.rows && x.col === r.center.col).toBe(false);
        }
      }
    }
  });

  test('fxOf reads the newest batch only', () => {
    const fx = fxOf(
      [
        { seq: 1, events: [{ t: 'play', seat: 0, card: 5, legal: true }] },
        {
          seq: 2,
          events: [
            { t: 'damage', seat: 2, source: 0, cards: [7, 8], immune: [] },
            { t: 'death', seat: 2, killer: 0, identity: 3, cause: 'total' },
            { t: 'draw', seat: 0, cards: [9], count: 1, penalty: true },
          ],
        },
      ],
      0,
    );
    expect(fx.seq).toBe(2);
    expect(fx.toDiscard).toBeNull();
    expect([...(fx.damaged.get(2) ?? [])]).toEqual([7, 8]);
    expect([...fx.deaths]).toEqual([2]);
    expect([...fx.drawn]).toEqual([9]);
  });
});

describe('a robot clicking at random always makes progress', () => {
  test('in a seeded playout, every visible choice of the asked seat sends one of its legal decisions', () => {
    let checked = 0;
    for (let seed = 1; seed < 40 && checked < 40; seed++) {
      const s = shajisifu.setup(shajisifu.validateConfig({ players: 5, pong: true, decks: 2 }), seed);
      const r = prng(seed);
      for (let i = 0; i < 400 && !s.result; i++) {
        const p = shajisifu.pending(s);
        if (!p) break;
        const seat = p.seats[Math.floor(r() * p.seats.length)] as number;
        const legal = shajisifu.legal(s, seat);
        if (i % 3 === 0) {
          const { decide } = show(s, seat);
          expect(table().getAttribute('data-must-act')).toBe('true');
          const els = choices();
          expect(els.length).toBeGreaterThan(0);
          const sent = decide as ReturnType<typeof vi.fn>;
          for (let k = 0; k < els.length; k++) {
            const el = choices()[k];
            if (!el) continue;
            expect((el as HTMLButtonElement).disabled).toBe(false);
            const before = sent.mock.calls.length;
            fireEvent.click(el);
            if (sent.mock.calls.length === before) {
              // A choice that opens a sub-choice (reveal): its options each send a legal decision.
              const opts = screen.getAllByTestId('reveal-option');
              expect(opts.length).toBeGreaterThan(1);
              for (const o of opts) fireEvent.click(o);
              expect(sent.mock.calls.length).toBeGreaterThan(before);
            }
          }
          for (const [d] of sent.mock.calls) expect(legal).toContainEqual(d);
          cleanup();
          checked++;
        }
        const d = legal[Math.floor(r() * legal.length)] as ShajisifuDecision;
        shajisifu.apply(s, seat, d);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
