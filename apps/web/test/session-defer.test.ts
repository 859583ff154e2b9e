/**
 * The session draws server messages after the next paint, once per frame (GameSession.set): the snapshot is the
 * latest at once, the page hears of it later, once for a burst; the player's own answer is heard at once; a click on a
 * request the page no longer shows sends nothing and draws the new one.
 */
import { expect, test, vi } from 'vitest';
import { GameSession, type SessionSnapshot, type Step, withNotes } from '../src/net/session.ts';

function stepWith(id: number, seq: number): Step {
  return {
    seq,
    snapshot: false,
    mine: null,
    events: [],
    view: {},
    pending: { id, kind: 'k', deadline: null, span: null, you: true, for: [0] },
  };
}

/**
 * A session of seat 0 in room ABC123 whose `send` is a spy; `recv` hands it a server message; `heard()` counts the
 * times the page heard of a change (each time reading the snapshot, as a page does to draw).
 */
function seated() {
  const s = new GameSession('http://127.0.0.1:1');
  const sent = vi.spyOn(s, 'send').mockImplementation(() => undefined);
  const recv = (type: string, payload: unknown) =>
    (s as unknown as { onMessage(t: string, p: unknown): void }).onMessage(type, payload);
  let n = 0;
  s.subscribe(() => {
    n++;
    s.getSnapshot();
  });
  recv('welcome', { v: 1, roomId: 'ABC123', token: 'x'.repeat(20), seat: 0, host: true });
  return { s, sent, recv, heard: () => n };
}

test('server messages: the snapshot at once, the page once after; a stale click sends nothing and redraws', async () => {
  const { s, sent, recv, heard } = seated();
  recv('step', stepWith(7, 1));
  expect(s.getSnapshot().step?.pending?.id).toBe(7);
  expect(heard()).toBe(0);
  await vi.waitFor(() => expect(heard()).toBe(1), { timeout: 1000 });
  (s as unknown as { snap: SessionSnapshot }).snap = { ...s.getSnapshot(), status: 'open' };
  // Request 8 arrives; the page still shows 7 when the player clicks: nothing is sent, the page hears of 8 at once.
  recv('step', stepWith(8, 2));
  recv('step', stepWith(8, 3));
  expect(s.decide({ t: 'pass' })).toBe(false);
  expect(sent).not.toHaveBeenCalled();
  expect(heard()).toBe(2);
  // Now shown: the click answers 8, and the page hears of it at once.
  expect(s.decide({ t: 'pass' })).toBe(true);
  expect(sent).toHaveBeenCalledWith('decide', { requestId: 8, decision: { t: 'pass' } });
  expect(heard()).toBe(3);
  expect(s.getSnapshot().step?.pending).toMatchObject({ id: 8, you: false });
});

test('auto-pass answers every request as it arrives, drawn or not; never for a covered seat or after the result', async () => {
  const { s, sent, recv, heard } = seated();
  const asked: number[] = [];
  // Passes every request but 9 (a request with something to decide).
  s.setAutoAnswer((step, seat) => {
    asked.push(step.pending?.id ?? -1);
    return step.pending?.id === 9 ? [] : [{ seat, d: { t: 'pass' } }];
  });
  // Two requests within one frame: both are answered by this client before the page draws either.
  recv('step', stepWith(7, 1));
  recv('step', stepWith(8, 2));
  recv('step', stepWith(9, 3));
  expect(asked).toEqual([7, 8, 9]);
  expect(sent.mock.calls).toEqual([
    ['decide', { requestId: 7, decision: { t: 'pass' } }],
    ['decide', { requestId: 8, decision: { t: 'pass' } }],
  ]);
  expect(heard()).toBe(0);
  expect(s.getSnapshot().log.filter((l) => l.note === 'autoPassed')).toHaveLength(2);
  // Request 9 is the player's: it is drawn and left to them.
  await vi.waitFor(() => expect(heard()).toBe(1), { timeout: 1000 });
  expect(s.getSnapshot().step?.pending).toMatchObject({ id: 9, you: true });
  // A covered seat (托管) is the bot's: nothing is sent.
  const seats = [{ covered: true }] as unknown as NonNullable<SessionSnapshot['room']>['seats'];
  recv('step', stepWith(10, 4));
  expect(sent).toHaveBeenCalledTimes(3);
  (s as unknown as { snap: SessionSnapshot }).snap = {
    ...s.getSnapshot(),
    room: { ...(s.getSnapshot().room ?? {}), seats } as SessionSnapshot['room'],
  };
  recv('step', stepWith(11, 5));
  expect(sent).toHaveBeenCalledTimes(3);
  // After the result, and once turned off, nothing either.
  (s as unknown as { snap: SessionSnapshot }).snap = { ...s.getSnapshot(), room: null };
  recv('result', { winners: [0] });
  recv('step', stepWith(12, 6));
  s.setAutoAnswer(null);
  recv('step', stepWith(13, 7));
  expect(sent).toHaveBeenCalledTimes(3);
});

test('auto-pass of a window that asks this seat and a seat it controls: two answers, two passes in the log', () => {
  const { s, sent, recv } = seated();
  s.setAutoAnswer((step) => (step.pending?.for ?? []).map((seat) => ({ seat, d: { t: 'pass' } })));
  const both = stepWith(31, 1);
  recv('step', { ...both, pending: { ...both.pending, for: [0, 3] } });
  expect(sent.mock.calls).toEqual([
    ['decide', { requestId: 31, decision: { t: 'pass' } }],
    ['decide', { requestId: 31, decision: { t: 'pass' }, seat: 3 }],
  ]);
  // The browser test counts the server's record: each decision this page took on a request with nothing to decide.
  expect(s.getSnapshot().log.filter((l) => l.note === 'autoPassed')).toHaveLength(2);
});

test('when a bot’s cover of the seat ends, auto-pass answers the request that arrived while the bot had it', () => {
  const { s, sent, recv } = seated();
  s.setAutoAnswer((_step, seat) => [{ seat, d: { t: 'pass' } }]);
  const state = (covered: boolean) =>
    (s as unknown as { onRoomState(p: unknown): void }).onRoomState({ seats: [{ covered }] });
  state(true);
  recv('step', stepWith(21, 1));
  expect(sent).not.toHaveBeenCalled();
  // Another change while still covered: nothing.
  state(true);
  expect(sent).not.toHaveBeenCalled();
  // The cover ends: request 21 is answered now, once.
  state(false);
  expect(sent.mock.calls).toEqual([['decide', { requestId: 21, decision: { t: 'pass' } }]]);
  state(false);
  expect(sent).toHaveBeenCalledTimes(1);
});

test('a history after a reconnection keeps this client’s quiet lines where they were', () => {
  const b = (seq: number, note?: string) => ({ seq, events: [{ t: `e${seq}` }], ...(note ? { note } : {}) });
  const old = [
    b(1),
    b(2),
    { seq: 2, events: [], note: 'autoPassed' },
    b(3),
    { seq: 5, events: [], note: 'autoPassed' },
  ];
  const history = [b(1), b(2), b(3), b(4), b(6)];
  expect(withNotes(history, old).map((x) => `${x.seq}${x.note ? 'q' : ''}`)).toEqual([
    '1',
    '2',
    '2q',
    '3',
    '4',
    '5q',
    '6',
  ]);
  expect(withNotes(history, [b(1)])).toBe(history);
  // Through the session: the history message replaces the log, quiet lines kept.
  const s = new GameSession('http://127.0.0.1:1');
  (s as unknown as { snap: SessionSnapshot }).snap = { ...s.getSnapshot(), log: old };
  (s as unknown as { onMessage(t: string, p: unknown): void }).onMessage('history', { batches: history });
  expect(
    s
      .getSnapshot()
      .log.filter((x) => x.note === 'autoPassed')
      .map((x) => x.seq),
  ).toEqual([2, 5]);
  expect(s.getSnapshot().log).toHaveLength(7);
});
