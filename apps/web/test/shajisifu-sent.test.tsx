/**
 * The 杀机四伏 table shows a played card on the discard pile as soon as the play is sent (games/shajisifu/table/sent.ts):
 * the card leaves the hand and tops the pile while the session has taken the answer; the server's next view replaces
 * the guess; a refused play (the request is the viewer's again) takes it back. A replay or an unsent play shows
 * nothing ahead of the server.
 */
import type { PendingInfo } from '@shaju/protocol';
import { buildScenario, findCard, type ShajisifuSpec, type ShajisifuView, shajisifu, viewOf } from '@shaju/shajisifu';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import ShajisifuTable from '../../../games/shajisifu/table/ShajisifuTable.tsx';
import { shareEqual } from '../src/net/share.ts';

const spec: ShajisifuSpec = {
  seats: [
    { identity: '♥5', hand: ['♥Q', '♠Q', '♦3', 'joker'], damage: ['♠9'] },
    { identity: '♠2', hand: ['♣4'] },
    { identity: '♣7', hand: ['♦A'] },
    { identity: '♦9', hand: ['♦2'] },
  ],
  discardTop: '♥7',
  turn: 0,
};

const NAMES = ['阿甲', '阿乙', '阿丙', '阿丁'];
const top = () => Number(screen.getByTestId('discard-top').getAttribute('data-card'));
const hand = () => screen.getAllByTestId('hand-card').map((e) => Number(e.getAttribute('data-card')));

function setup(decide: (d: unknown) => unknown) {
  const s = buildScenario(spec);
  const view = viewOf(s, 0);
  const p = shajisifu.pending(s);
  if (!p) throw new Error('no request');
  const asked: PendingInfo = { id: p.id, kind: p.kind, deadline: null, span: null, you: true, for: [0] };
  const answered: PendingInfo = { ...asked, you: false, for: [] };
  const el = (v: ShajisifuView, pending: PendingInfo) => (
    <ShajisifuTable view={v} pending={pending} log={[]} names={NAMES} decide={decide} />
  );
  const utils = render(el(view, asked));
  const queenH = findCard(s.players[0]?.hand ?? [], '♥Q');
  return { s, view, asked, answered, el, queenH, ...utils };
}

describe('a played card shows at once', () => {
  test('sent: on the pile and out of the hand until the server answers; the server’s view then rules', () => {
    const { s, view, answered, el, queenH, rerender } = setup(() => true);
    const before = top();
    fireEvent.click(screen.getByRole('button', { name: /♥Q|红桃Q/ }));
    // The session has taken the answer: the request is no longer the viewer's.
    rerender(el(view, answered));
    expect(top()).toBe(queenH);
    expect(hand()).not.toContain(queenH);
    expect(before).not.toBe(queenH);
    // The server's answer: a new view (the same card on top, now for real).
    shajisifu.apply(s, 0, { t: 'play', card: queenH });
    const next = viewOf(s, 0);
    const p = shajisifu.pending(s);
    rerender(el(next, { id: p?.id ?? 0, kind: p?.kind ?? '', deadline: null, span: null, you: true, for: [0] }));
    expect(top()).toBe(queenH);
    expect(hand()).not.toContain(queenH);
  });

  test('refused: the request is the viewer’s again and the pile and hand are as the server last said', () => {
    const { view, asked, answered, el, queenH, rerender } = setup(() => true);
    const before = top();
    fireEvent.click(screen.getByRole('button', { name: /♥Q|红桃Q/ }));
    rerender(el(view, answered));
    expect(top()).toBe(queenH);
    rerender(el(view, { ...asked }));
    expect(top()).toBe(before);
    expect(hand()).toContain(queenH);
  });

  test('not sent (decide returns false): nothing shows ahead of the server', () => {
    const decide = vi.fn(() => false);
    const { view, answered, el, queenH, rerender } = setup(decide);
    const before = top();
    fireEvent.click(screen.getByRole('button', { name: /♥Q|红桃Q/ }));
    expect(decide).toHaveBeenCalledTimes(1);
    rerender(el(view, answered));
    expect(top()).toBe(before);
    expect(hand()).toContain(queenH);
  });
});

describe('shareEqual', () => {
  test('keeps the previous objects where the new value is deeply equal, and only there', () => {
    const a = {
      players: [
        { seat: 0, damage: [1, 2] },
        { seat: 1, damage: [] },
      ],
      turn: 0,
      config: { x: 1 },
    };
    const b = {
      players: [
        { seat: 0, damage: [1, 2] },
        { seat: 1, damage: [3] },
      ],
      turn: 1,
      config: { x: 1 },
    };
    const c = shareEqual(a, b);
    expect(c).toEqual(b);
    expect(c.players[0]).toBe(a.players[0]);
    expect(c.config).toBe(a.config);
    expect(c.players[1]).not.toBe(a.players[1]);
    expect(c.players).not.toBe(a.players);
    expect(shareEqual(a, structuredClone(a))).toBe(a);
    // A key that appears or goes away is a change; null and arrays against objects are values of their own.
    expect(shareEqual({ a: 1 }, { a: 1, b: undefined })).not.toBe(undefined);
    expect(shareEqual({ a: [1] }, { a: { 0: 1 } }).a).toEqual({ 0: 1 });
    expect(shareEqual({ a: null }, { a: {} }).a).toEqual({});
  });
});
