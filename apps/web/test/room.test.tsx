import type { RoomStateShape, SeatStateShape } from '@shaju/protocol';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { GameSession, type SessionSnapshot } from '../src/net/session.ts';
import { RoomView } from '../src/pages/RoomPage.tsx';

function seat(index: number, kind: string, name = '', extra: Partial<SeatStateShape> = {}): SeatStateShape {
  return {
    index,
    kind,
    name,
    botKind: 'heuristic',
    connected: kind !== 'empty',
    ready: kind === 'bot',
    covered: false,
    ...extra,
  };
}

function room(seats: SeatStateShape[], hostSeat = 0): RoomStateShape {
  return {
    code: 'ABC123',
    game: 'shajisifu',
    phase: 'lobby',
    players: seats.length,
    hostSeat,
    config: JSON.stringify({ players: seats.length, pong: true, decks: 1, maxTurns: 500 }),
    botKind: 'heuristic',
    turnSeconds: 30,
    responseSeconds: 15,
    seats,
  };
}

function snap(patch: Partial<SessionSnapshot>): SessionSnapshot {
  return {
    status: 'open',
    failure: null,
    error: null,
    roomId: 'ABC123',
    seat: 0,
    room: null,
    step: null,
    log: [],
    result: null,
    record: null,
    ...patch,
  };
}

const SEATS = [
  seat(0, 'human', 'alice'),
  seat(1, 'human', 'bob'),
  seat(2, 'empty'),
  seat(3, 'bot', 'bot-4'),
  seat(4, 'bot', 'bot-5'),
];

test('the host sees start, add-bot on empty seats and remove on bots; the clicks send protocol messages', () => {
  const s = new GameSession('http://127.0.0.1:1');
  const send = vi.spyOn(s, 'send').mockImplementation(() => undefined);
  render(<RoomView session={s} snap={snap({ room: room(SEATS) })} code="ABC123" />);
  expect(screen.getByTestId('lobby')).toBeTruthy();
  expect(screen.getByTestId('settings').textContent).toContain('5 人');
  expect(screen.getByTestId('settings').textContent).toContain('启用「碰」');
  // bob is not ready: the host cannot start yet.
  expect((screen.getByTestId('start') as HTMLButtonElement).disabled).toBe(true);
  expect(screen.queryByTestId('ready')).toBeNull();
  fireEvent.click(screen.getByTestId('add-bot-2'));
  expect(send).toHaveBeenCalledWith('addBot', { seat: 2 });
  expect(screen.queryByTestId('add-bot-3')).toBeNull();
  fireEvent.click(screen.getAllByText('移除')[0] as HTMLElement);
  expect(send).toHaveBeenCalledWith('removeBot', { seat: 3 });
});

test('with everyone ready the host starts; a guest readies instead', () => {
  const ready = SEATS.map((x) => (x.index === 1 ? { ...x, ready: true } : x));
  const s = new GameSession('http://127.0.0.1:1');
  const send = vi.spyOn(s, 'send').mockImplementation(() => undefined);
  const { unmount } = render(<RoomView session={s} snap={snap({ room: room(ready) })} code="ABC123" />);
  fireEvent.click(screen.getByTestId('start'));
  expect(send).toHaveBeenCalledWith('start');
  unmount();
  render(<RoomView session={s} snap={snap({ room: room(SEATS), seat: 1 })} code="ABC123" />);
  expect(screen.queryByTestId('start')).toBeNull();
  expect(screen.queryByTestId('add-bot-2')).toBeNull();
  fireEvent.click(screen.getByTestId('ready'));
  expect(send).toHaveBeenCalledWith('ready', { ready: true });
});

test('a spectator is told so and has no lobby controls; a failed join says why', async () => {
  const s = new GameSession('http://127.0.0.1:1');
  const { unmount } = render(<RoomView session={s} snap={snap({ room: room(SEATS), seat: null })} code="ABC123" />);
  // Seat 2 is empty: the spectator is told how to sit down.
  expect(screen.getByTestId('spectating').textContent).toBe('你在观战。 点空座位旁的“坐这里”入座。');
  expect(screen.queryByTestId('ready')).toBeNull();
  expect(screen.queryByTestId('start')).toBeNull();
  unmount();
  // Every seat taken (bots too): the spectator is told why they watch.
  const full = SEATS.map((x) => (x.kind === 'empty' ? seat(x.index, 'bot', 'bot-3') : x));
  const { unmount: u1 } = render(<RoomView session={s} snap={snap({ room: room(full), seat: null })} code="ABC123" />);
  expect(screen.getByTestId('spectating').textContent).toBe(
    '你在观战。 没有空座位（机器人也占座位；房主可以移除机器人）。',
  );
  u1();
  // The room is gone and the server has no finished game of it (pages/RoomGone.tsx asks first).
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () => new Response('{}', { status: 404 })) as typeof fetch;
  const { unmount: u2 } = render(
    <RoomView session={s} snap={snap({ status: 'failed', failure: 'room "ZZZ" not found' })} code="ZZZ" />,
  );
  expect((await screen.findByTestId('room-failed')).textContent).toContain('没有房间号为 ZZZ 的进行中的房间');
  globalThis.fetch = realFetch;
  expect(screen.getByTestId('room-failed').querySelector('a[href="/replay/ZZZ"]')).toBeTruthy();
  u2();
  render(<RoomView session={s} snap={snap({ status: 'failed', failure: 'seat reservation expired' })} code="ZZZ" />);
  expect(screen.getByTestId('room-failed').textContent).toContain('无法连接：seat reservation expired');
});

test('the lobby summary names the bot seats’ strengths, each once, not only the room’s default', () => {
  const s = new GameSession('http://127.0.0.1:1');
  const mixed = SEATS.map((x) => (x.index === 3 ? { ...x, botKind: 'random' } : x));
  const view = render(<RoomView session={s} snap={snap({ room: room(mixed) })} code="ABC123" />);
  expect(screen.getByTestId('settings').textContent).toContain('机器人：随机、聪明');
  const same = SEATS.map((x) => (x.kind === 'bot' ? { ...x, botKind: 'search' } : x));
  view.rerender(<RoomView session={s} snap={snap({ room: room(same) })} code="ABC123" />);
  expect(screen.getByTestId('settings').textContent).toContain('机器人：深思');
});

test('a seat covered by a bot after timeouts offers "I am back"', () => {
  const covered = SEATS.map((x) => (x.index === 0 ? { ...x, covered: true } : x));
  const s = new GameSession('http://127.0.0.1:1');
  const send = vi.spyOn(s, 'send').mockImplementation(() => undefined);
  render(<RoomView session={s} snap={snap({ room: room(covered) })} code="ABC123" />);
  fireEvent.click(screen.getByTestId('back'));
  expect(send).toHaveBeenCalledWith('back');
});

test('an invite link opened without a nickname offers the default one, and refuses an empty one', async () => {
  localStorage.removeItem('shaju:name');
  const { RoomPage } = await import('../src/pages/RoomPage.tsx');
  render(<RoomPage code="QWERTY" />);
  expect(screen.getByTestId('name-prompt').textContent).toContain('QWERTY');
  // This browser's default nickname, as the home page offers it (never an empty field).
  const field = screen.getByTestId('name') as HTMLInputElement;
  expect(field.value).toMatch(/^玩家\d{3}$/);
  fireEvent.change(field, { target: { value: '' } });
  fireEvent.click(screen.getByTestId('join'));
  expect(screen.getByRole('alert').textContent).toContain('请先填写昵称');
  expect(screen.getByTestId('name-prompt')).toBeTruthy();
});

test('a link to a room that is gone says so at once, without asking for a nickname first', async () => {
  localStorage.removeItem('shaju:name');
  const realFetch = globalThis.fetch;
  const asked: string[] = [];
  globalThis.fetch = (async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
  try {
    const { RoomPage } = await import('../src/pages/RoomPage.tsx');
    render(<RoomPage code="GONE42" />);
    expect(screen.getByTestId('name-prompt')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('name-prompt')).toBeNull());
    expect(await screen.findByText(/GONE42/)).toBeTruthy();
    expect(document.body.textContent).toContain('没有房间号为 GONE42');
    expect(asked).toEqual(['/api/rooms/GONE42', '/api/rooms/GONE42/ended']);
  } finally {
    globalThis.fetch = realFetch;
  }
});
