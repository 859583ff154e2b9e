import type { RoomStateShape, SeatStateShape } from '@shaju/protocol';
import { GameLog } from '@shaju/ui';
import type { EventPrinter } from '@shaju/words';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { GameSession, type SessionSnapshot, type Step } from '../src/net/session.ts';
import { TableBar } from '../src/pages/TableBar.tsx';

function seat(index: number, kind: string, name: string, extra: Partial<SeatStateShape> = {}): SeatStateShape {
  return { index, kind, name, botKind: 'heuristic', connected: true, ready: true, covered: false, cover: '', ...extra };
}

function room(seats: SeatStateShape[]): RoomStateShape {
  const base = { code: 'ABC123', game: 'shajisifu', phase: 'playing', players: seats.length, hostSeat: 0 };
  return { ...base, config: '{}', botKind: 'heuristic', turnSeconds: 30, responseSeconds: 15, seats };
}

function snap(patch: Partial<SessionSnapshot>): SessionSnapshot {
  const base = { status: 'open', failure: null, error: null, roomId: 'ABC123', seat: 0, room: null } as const;
  return { ...base, step: null, log: [], result: null, record: null, ...patch };
}

test('the table bar: auto-pass switch, 托管 on and off, and every seat a bot plays with the reason', () => {
  const s = new GameSession('http://127.0.0.1:1');
  const send = vi.spyOn(s, 'send').mockImplementation(() => undefined);
  const setAuto = vi.fn();
  const seats = [seat(0, 'human', 'ann'), seat(1, 'human', 'bob', { covered: true, cover: 'timeouts' })];
  const { rerender } = render(
    <TableBar session={s} snap={snap({ room: room(seats) })} autoPass={true} setAutoPass={setAuto} />,
  );
  expect((screen.getByTestId('auto-pass') as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByTestId('auto-pass'));
  expect(setAuto).toHaveBeenCalledWith(false);
  expect(screen.getByTestId('seat-cover-1').textContent).toBe('bob · 超时托管');
  expect(screen.getByTestId('autoplay').textContent).toBe('托管');
  fireEvent.click(screen.getByTestId('autoplay'));
  expect(send).toHaveBeenCalledWith('autoplay', { on: true });
  const on = [seat(0, 'human', 'ann', { covered: true, cover: 'auto' }), seats[1] as SeatStateShape];
  rerender(<TableBar session={s} snap={snap({ room: room(on) })} autoPass={false} setAutoPass={setAuto} />);
  expect(screen.getByTestId('seat-cover-0').textContent).toBe('ann · 托管中');
  expect(screen.getByTestId('autoplay').getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByTestId('autoplay'));
  expect(send).toHaveBeenCalledWith('autoplay', { on: false });
  // A spectator sees the seats but has no switch.
  rerender(<TableBar session={s} snap={snap({ room: room(on), seat: null })} autoPass={true} setAutoPass={setAuto} />);
  expect(screen.queryByTestId('autoplay')).toBeNull();
  expect(screen.getByTestId('seat-cover-0')).toBeTruthy();
});

/** A log line's words without its number. */
function lineText(li: Element): string {
  const c = li.cloneNode(true) as Element;
  for (const n of c.querySelectorAll('.log-n')) n.remove();
  return c.textContent ?? '';
}

test('the log says an auto-pass at the end of the line that asked, counted; a note with no line before it stands alone', () => {
  const printer: EventPrinter = { print: (events) => events.map((e) => `line ${String(e)}`) };
  const mk = () => printer;
  render(
    <GameLog
      log={[
        { seq: 0, events: [], note: 'autoPassed' },
        { seq: 0, events: ['a'] },
        { seq: 1, events: [], note: 'autoPassed' },
        { seq: 2, events: ['b'] },
        { seq: 3, events: [], note: 'autoPassed' },
        { seq: 3, events: [], note: 'autoPassed' },
        { seq: 4, events: ['c'] },
      ]}
      makePrinter={mk}
    />,
  );
  const items = [...screen.getByTestId('game-log').querySelectorAll('li')];
  expect(items.map(lineText)).toEqual([
    '（无可选择，已自动应答）',
    'line a （你无可选择，已自动应答）',
    'line b （你无可选择，已自动应答 2 次）',
    'line c',
  ]);
  expect(items.map((li) => li.hasAttribute('data-quiet'))).toEqual([true, false, false, false]);
  expect(items.map((li) => li.getAttribute('data-auto-passed'))).toEqual([null, '1', '2', null]);
});

test('an auto-pass names what it answered when the game names the request kind, each name once', () => {
  const names: Record<string, string> = { wuxie: '无懈可击', shan: '闪' };
  const printer: EventPrinter = {
    print: (events) => events.map((e) => `line ${String(e)}`),
    askName: (kind) => names[kind] ?? null,
  };
  const mk = () => printer;
  render(
    <GameLog
      log={[
        { seq: 0, events: ['a'] },
        { seq: 0, events: [], note: 'autoPassed', about: 'wuxie' },
        { seq: 1, events: ['b'] },
        { seq: 1, events: [], note: 'autoPassed', about: 'wuxie' },
        { seq: 1, events: [], note: 'autoPassed', about: 'shan' },
        { seq: 1, events: [], note: 'autoPassed', about: 'wuxie' },
        { seq: 2, events: ['c'] },
        { seq: 2, events: [], note: 'autoPassed', about: 'play' },
      ]}
      makePrinter={mk}
    />,
  );
  const items = [...screen.getByTestId('game-log').querySelectorAll('li')];
  expect(items.map(lineText)).toEqual([
    'line a （无懈可击：你无可选择，已自动应答）',
    'line b （无懈可击、闪：你无可选择，已自动应答 3 次）',
    'line c （你无可选择，已自动应答）',
  ]);
});

test('an answered request stops prompting at once, and again after a refusal', () => {
  const s = new GameSession('http://127.0.0.1:1');
  vi.spyOn(s, 'send').mockImplementation(() => undefined);
  const step: Step = {
    seq: 3,
    snapshot: false,
    mine: null,
    events: [],
    view: {},
    pending: { id: 7, kind: 'k', deadline: null, span: null, you: true, for: [0] },
  };
  const recv = (type: string, payload: unknown) =>
    (s as unknown as { onMessage(t: string, p: unknown): void }).onMessage(type, payload);
  recv('welcome', { v: 1, roomId: 'ABC123', token: 'x'.repeat(20), seat: 0, host: true });
  recv('step', step);
  expect(s.getSnapshot().step?.pending?.you).toBe(true);
  (s as unknown as { snap: SessionSnapshot }).snap = { ...s.getSnapshot(), status: 'open' };
  expect(s.decide({ t: 'pass' })).toBe(true);
  expect(s.getSnapshot().step?.pending).toMatchObject({ id: 7, you: false, for: [] });
  // A second click sends nothing.
  expect(s.decide({ t: 'pass' })).toBe(false);
  recv('error', { code: 'stale', message: 'x', requestId: 7 });
  expect(s.getSnapshot().step?.pending).toMatchObject({ id: 7, you: true, for: [0] });
});
