/**
 * The tables at the end of a game and around a decision: every identity and each seat's last hand at the end (both
 * games, through the kits' `finalView`, live and in a replay); 天使之泪's shield shown apart from the HP; why a 跑跑杀
 * card is greyed out (the rules' `whyNotPlayable`), on the card and in the text a tap opens; the keyboard focus on a
 * new prompt.
 */

import {
  buildScenario,
  kindOf,
  type PaopaoshaSpec,
  type PaopaoshaState,
  type PaopaoshaView,
  paopaosha,
  viewOf,
} from '@shaju/paopaosha';
import { kit as ppsKit } from '@shaju/paopaosha/kit';
import type { PendingInfo } from '@shaju/protocol';
import type { Decider } from '@shaju/runtime';
import type { ShajisifuState, ShajisifuView } from '@shaju/shajisifu';
import { kit as ssfKit } from '@shaju/shajisifu/kit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import PaopaoshaTable from '../../../games/paopaosha/table/PaopaoshaTable.tsx';
import ShajisifuTable from '../../../games/shajisifu/table/ShajisifuTable.tsx';
import { Replay } from '../src/replay/replay.ts';

const NAMES = ['阿甲', '阿乙', '阿丙', '阿丁', '阿戊'];

/** Plays a whole game with random bots; returns the final state and its record's decision log. */
function playOut<S>(kit: typeof ppsKit, config: unknown, seed: number) {
  const m = kit.module;
  const s = m.setup(config, seed) as S;
  const bots: Decider[] = Array.from({ length: m.seatCount(s) }, (_, i) => kit.makeBot('random', seed * 10 + i));
  const log: { seat: number; d: unknown }[] = [];
  for (let n = 0; m.result(s) === null && n < 20_000; n++) {
    const p = m.pending(s);
    if (!p) break;
    const seat = p.seats[0] as number;
    const d = (bots[seat] as Decider).decide({
      seat,
      kind: p.kind,
      legal: () => m.legal(s, seat),
      view: () => m.view(s, seat),
    } as never);
    m.apply(s, seat, d);
    log.push({ seat, d });
  }
  expect(m.result(s)).not.toBeNull();
  return { s, log };
}

/** The pending request as the server tells `viewer`. */
function pendingOf(s: PaopaoshaState, viewer: number): PendingInfo | null {
  const p = paopaosha.pending(s);
  if (!p) return null;
  const mine = p.seats.filter((x) => x === viewer);
  return { id: p.id, kind: p.kind, deadline: null, span: null, you: mine.length > 0, for: mine };
}

/** Five seats of the identity game: 0 the 国主 (its turn, play phase). */
function five(over: Partial<Record<number, Partial<PaopaoshaSpec['seats'][number]>>> = {}): PaopaoshaState {
  const ids = ['guozhu', 'qiangdao', 'qiangdao', 'xiaozei', 'dachen'] as const;
  return buildScenario({ seats: ids.map((identity, i) => ({ identity, ...(over[i] ?? {}) })) });
}

function showPps(s: PaopaoshaState, viewer: number, view: PaopaoshaView = viewOf(s, viewer)) {
  return render(
    <PaopaoshaTable
      view={view}
      pending={pendingOf(s, viewer)}
      log={[]}
      names={NAMES}
      connected={NAMES.map(() => true)}
      decide={() => undefined}
    />,
  );
}

const handCard = (card: number) =>
  within(screen.getByTestId('hand'))
    .getAllByTestId('hand-card')
    .find((el) => el.getAttribute('data-card') === String(card)) as HTMLElement;

describe('the end of a game', () => {
  test('跑跑杀: every identity and each seat’s last hand, to a player and to a spectator', () => {
    const { s } = playOut<PaopaoshaState>(ppsKit, paopaosha.defaultConfig(5), 4);
    for (const viewer of [1, null]) {
      const view = ppsKit.finalView?.(s, viewer) as PaopaoshaView;
      const r = render(
        <PaopaoshaTable view={view} pending={null} log={[]} names={NAMES} connected={NAMES.map(() => true)} />,
      );
      s.seats.forEach((p, i) => {
        const row = screen.getByTestId(`result-${i}`);
        expect(row.textContent).toContain(
          { guozhu: '国主', dachen: '大臣', qiangdao: '强盗', xiaozei: '小贼' }[p.identity],
        );
        const hand = screen.getByTestId(`last-hand-${i}`).textContent ?? '';
        if (p.hand.length === 0) expect(hand).toBe('—');
        else expect(hand.split(' ')).toHaveLength(p.hand.length);
      });
      // No seat is left face down.
      expect(document.querySelector('.pps-id.hidden')).toBeNull();
      r.unmount();
    }
  });

  test('杀机四伏: every identity, the survivors’ too, and each seat’s last hand', () => {
    const { s } = playOut<ShajisifuState>(ssfKit as never, ssfKit.config({ players: 5 }), 9);
    const view = ssfKit.finalView?.(s, null) as ShajisifuView;
    render(<ShajisifuTable view={view} pending={null} log={[]} names={NAMES} connected={NAMES.map(() => true)} />);
    for (let i = 0; i < 5; i++) {
      const seat = screen.getByTestId(`seat-${i}`);
      expect(within(seat).queryByText('身份未公开')).toBeNull();
      expect(screen.getByTestId(`last-hand-${i}`)).toBeTruthy();
      const shown = screen.getByTestId(`last-hand-${i}`).querySelectorAll('.ssf-card').length;
      expect(shown).toBe(s.players[i]?.hand.length);
    }
    // Before the end the rules' own view still hides them: the kit only reveals a finished game.
    expect(ssfKit.finalView?.(ssfKit.module.setup(ssfKit.config({ players: 5 }), 1), null)).toEqual(
      ssfKit.module.view(ssfKit.module.setup(ssfKit.config({ players: 5 }), 1), null),
    );
  });

  test('a replay’s last step shows the finished game through the kit (every identity, last hands)', () => {
    const { s, log } = playOut<PaopaoshaState>(ppsKit, paopaosha.defaultConfig(5), 6);
    const record = {
      game: 'paopaosha',
      version: paopaosha.version,
      config: paopaosha.defaultConfig(5),
      seed: 6,
      log,
      result: s.result,
      finalHash: null,
      players: NAMES,
    };
    const replay = new Replay<PaopaoshaState, PaopaoshaView>(paopaosha, record, ppsKit.finalView);
    const last = replay.viewAt(replay.total, null);
    last.players.forEach((p, i) => {
      expect(p.identity).toBe(s.seats[i]?.identity);
      expect(p.hand).toEqual(s.seats[i]?.hand);
    });
    // One step earlier the game runs on: the rules' view, nothing revealed beyond it.
    const before = replay.viewAt(replay.total - 1, null);
    expect(before.players.every((p) => p.hand === undefined)).toBe(true);
  });
});

describe('跑跑杀 HP with 天使之泪', () => {
  test('the shield is shown apart: 3/3 +8 盾, not 11/3', () => {
    const s = five({ 0: { hand: ['sha'] } });
    const me = s.seats[0] as PaopaoshaState['seats'][number];
    me.maxHp = 3;
    me.hp = 11;
    me.shield = 8;
    showPps(s, 0);
    const seat = screen.getByTestId('seat-0');
    expect(within(seat).getByTestId('shield').textContent).toBe('+8 盾');
    expect(screen.getAllByRole('button', { name: /3\/3 \+8 盾/ })).toEqual([seat]);
    expect(seat.textContent).not.toContain('11/3');
  });
});

describe('跑跑杀: why a card is greyed out, and its text on a tap', () => {
  test('a 闪 in the play phase says it is only played in answer; a tap opens its text with the reason', () => {
    const s = five({ 0: { hand: ['sha', 'shan'] } });
    const view = viewOf(s, 0);
    showPps(s, 0, view);
    const shan = (view.hand ?? []).find((c) => kindOf(c) === 'shan') as number;
    const el = handCard(shan);
    expect(el.getAttribute('data-why')).toBe('responseOnly');
    // The name begins with the face (`rank suit name type`), then why it is no choice.
    expect(screen.getAllByRole('button', { name: /^[^·]*闪 基本牌 · .*这张牌只能在响应时打出/ })).toEqual([el]);
    fireEvent.click(el);
    const sheet = screen.getByTestId('card-sheet');
    expect(sheet.getAttribute('role')).toBe('dialog');
    expect(sheet.textContent).toContain('闪');
    expect(screen.getByTestId('card-sheet-why').textContent).toContain('这张牌只能在响应时打出');
    // The text has the focus; Escape closes it.
    expect(document.activeElement).toBe(sheet);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('card-sheet')).toBeNull();
  });

  test('水 at full HP gives its reason; a playable card’s ⓘ opens its text without one', () => {
    const s = five({ 0: { hand: ['shui', 'sha'] } });
    const view = viewOf(s, 0);
    showPps(s, 0, view);
    const cards = view.hand ?? [];
    const playable = cards.filter((c) => view.legal.some((d) => d.t === 'use' && d.card === c));
    const greyed = cards.filter((c) => !playable.includes(c));
    expect(greyed).toHaveLength(1);
    expect(handCard(greyed[0] as number).getAttribute('data-why')).toBe('fullHp');
    const sha = playable[0] as number;
    expect(handCard(sha).hasAttribute('data-why')).toBe(false);
    const slot = handCard(sha).parentElement as HTMLElement;
    fireEvent.click(within(slot).getByTestId('card-info'));
    expect(screen.getByTestId('card-sheet').textContent).toContain('杀');
    expect(screen.queryByTestId('card-sheet-why')).toBeNull();
  });
});

describe('跑跑杀: a skill’s text on a tap', () => {
  test('the ⓘ beside a skill button opens the skill’s text', () => {
    const s = buildScenario({
      seats: (['guozhu', 'qiangdao', 'qiangdao', 'xiaozei', 'dachen'] as const).map((identity, i) =>
        i === 0 ? { identity, character: 'xiaocong' as const, hp: 1, hand: ['shan'] } : { identity },
      ),
      config: { characterSkills: true },
    });
    showPps(s, 0);
    expect(screen.getByTestId('skill-xiudiannao')).toBeTruthy();
    fireEvent.click(screen.getByTestId('skill-info-xiudiannao'));
    const sheet = screen.getByTestId('skill-sheet');
    expect(sheet.textContent).toContain('修电脑');
    expect(sheet.textContent).toContain('弃掉1张【闪】自己+1滴血');
  });
});

describe('the keyboard focus', () => {
  test('moves to the prompt when a new request arrives for the viewer (跑跑杀)', () => {
    const s = five({ 0: { hand: ['sha'] }, 1: { hand: ['shan'] } });
    const r = showPps(s, 1);
    expect(document.activeElement).not.toBe(screen.getByTestId('prompt'));
    const target = viewOf(s, 0).legal.find((d) => d.t === 'use' && d.targets[0] === 1);
    paopaosha.apply(s, 0, target as never);
    expect(paopaosha.pending(s)?.seats).toEqual([1]);
    r.rerender(
      <PaopaoshaTable
        view={viewOf(s, 1)}
        pending={pendingOf(s, 1)}
        log={[]}
        names={NAMES}
        connected={NAMES.map(() => true)}
        decide={() => undefined}
      />,
    );
    expect(document.activeElement).toBe(screen.getByTestId('prompt'));
  });
});
