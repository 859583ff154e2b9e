import type { RoomStateShape, SeatStateShape } from '@shaju/protocol';
import type { ChatLine } from '@shaju/protocol/chat';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { GameSession, mergeChat } from '../src/net/session.ts';
import { Home } from '../src/pages/Home.tsx';
import { ResultPanel } from '../src/pages/ResultPanel.tsx';
import { Chat, validChat } from '../src/social/Chat.tsx';
import { EmoteLayer } from '../src/social/EmoteLayer.tsx';
import { mutedBy, resetMutedCache } from '../src/social/mute.ts';
import { RematchPanel } from '../src/social/RematchPanel.tsx';
import { parseChat, ReplayChat } from '../src/social/ReplayChat.tsx';

const NAMES = ['alice', 'bob', 'bot-2', 'bot-3'];

function line(n: number, patch: Partial<ChatLine>): ChatLine {
  return { n, at: 1000 + n, seq: null, name: 'bob', seat: 1, spectator: false, kind: 'text', body: 'hi', ...patch };
}

const LINES: ChatLine[] = [
  line(1, { body: '大家好' }),
  line(2, { name: 'eve', seat: null, spectator: true, body: 'just watching' }),
  line(3, { kind: 'phrase', body: 'gg' }),
  line(4, { kind: 'emote', body: 'flower', target: 0 }),
];

beforeEach(() => {
  localStorage.clear();
  resetMutedCache();
});

function chat(lines: readonly ChatLine[] = LINES, seat: number | null = 0) {
  const send = vi.fn();
  const r = render(
    <Chat lines={lines} names={NAMES} seat={seat} self={seat === null ? null : (NAMES[seat] ?? null)} send={send} />,
  );
  return { send, ...r };
}

test('chat lines: text, a spectator marked, a quick phrase in the reader’s language, an emote and its target', () => {
  chat();
  const shown = screen.getAllByTestId('chat-line').map((l) => l.textContent);
  expect(shown[0]).toContain('bob');
  expect(shown[0]).toContain('大家好');
  expect(shown[1]).toContain('eve');
  expect(shown[1]).toContain('观战');
  expect(shown[2]).toContain('好局！');
  expect(shown[3]).toContain('向 alice 扔了 鲜花');
  // The emote is a picture (Twemoji, inline SVG), not an emoji character a system may not draw.
  expect(document.querySelector('.chat-text svg.emote-icon[data-emote=flower]')).not.toBeNull();
});

test('chat form: sends trimmed text, refuses what the server would, sends phrases and emotes at another seat', () => {
  const { send } = chat([], 0);
  const input = screen.getByTestId('chat-input');
  fireEvent.change(input, { target: { value: '  出杀吧  ' } });
  fireEvent.click(screen.getByTestId('chat-send'));
  expect(send).toHaveBeenCalledWith('chat', { text: '出杀吧' });
  expect((input as HTMLInputElement).value).toBe('');
  for (const bad of ['   ', '\u200b\u200b', 'a\u202eb', 'x'.repeat(121)]) {
    send.mockClear();
    fireEvent.change(input, { target: { value: bad } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('最多 120 字');
  }
  fireEvent.click(screen.getByTestId('phrase-hurry'));
  expect(send).toHaveBeenCalledWith('phrase', { id: 'hurry' });
  // The emote's target: any seat but one's own, the first other by default.
  const target = screen.getByTestId('emote-target') as HTMLSelectElement;
  expect([...target.options].map((o) => o.value)).toEqual(['1', '2', '3']);
  fireEvent.click(screen.getByTestId('emote-egg'));
  expect(send).toHaveBeenCalledWith('emote', { emote: 'egg', seat: 1 });
  fireEvent.change(target, { target: { value: '3' } });
  fireEvent.click(screen.getByTestId('emote-tomato'));
  expect(send).toHaveBeenCalledWith('emote', { emote: 'tomato', seat: 3 });
  expect(validChat('杀'.repeat(120))).toBe(true);
  expect(validChat('two\nlines')).toBe(false);
});

test('mute: a muted player’s lines are hidden, remembered in this browser, and can be unmuted', () => {
  const { unmount } = chat();
  // No mute button on one's own lines (alice said none here; bob and eve have one each line).
  expect(screen.getAllByTestId('chat-mute')).toHaveLength(4);
  fireEvent.click(screen.getAllByTestId('chat-mute')[0] as HTMLElement);
  expect(screen.getAllByTestId('chat-line').map((l) => l.textContent?.includes('eve'))).toEqual([true]);
  expect(screen.getByText('（3 条被屏蔽的消息未显示）')).toBeTruthy();
  expect(JSON.parse(localStorage.getItem('shaju:muted') ?? '[]')).toEqual(['bob']);
  unmount();
  resetMutedCache();
  chat();
  expect(screen.getAllByTestId('chat-line')).toHaveLength(1);
  fireEvent.click(screen.getByTestId('unmute'));
  expect(screen.getAllByTestId('chat-line')).toHaveLength(4);
  expect(JSON.parse(localStorage.getItem('shaju:muted') ?? '[]')).toEqual([]);
});

test('mute by name key: a muted name mutes its look-alike spellings (a zero-width space, a Cyrillic о, full width)', () => {
  localStorage.setItem('shaju:muted', JSON.stringify(['bob']));
  resetMutedCache();
  const isMuted = mutedBy(['bob']);
  for (const n of ['bob', 'Bob', 'bo\u200bb', 'b\u043eb', '\uff42\uff4f\uff42', 'bob\u00ad'])
    expect(isMuted(n), n).toBe(true);
  expect(isMuted('bobby')).toBe(false);
  expect(validChat('next\u0085line')).toBe(false);
  localStorage.removeItem('shaju:muted');
  resetMutedCache();
});

test('emotes fly over their target seat: not the history, not from a muted player; they go after a moment', () => {
  vi.useFakeTimers();
  try {
    const { rerender } = render(<EmoteLayer lines={LINES} />);
    expect(screen.queryByTestId('emote-shown')).toBeNull();
    const more = [...LINES, line(5, { kind: 'emote', body: 'egg', target: 2 })];
    rerender(<EmoteLayer lines={more} />);
    const shown = screen.getByTestId('emote-shown');
    expect(shown.getAttribute('data-target')).toBe('2');
    expect(shown.querySelector('svg.emote-icon')?.getAttribute('data-emote')).toBe('egg');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByTestId('emote-shown')).toBeNull();
    localStorage.setItem('shaju:muted', JSON.stringify(['bob']));
    resetMutedCache();
    rerender(<EmoteLayer lines={[...more, line(6, { kind: 'emote', body: 'egg', target: 2 })]} />);
    expect(screen.queryByTestId('emote-shown')).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

test('mergeChat keeps each line once (a history after a reconnection repeats lines)', () => {
  const a = mergeChat([], LINES.slice(0, 2));
  expect(mergeChat(a, LINES).map((l) => l.n)).toEqual([1, 2, 3, 4]);
  expect(mergeChat(a, LINES.slice(0, 2))).toBe(a);
});

function seat(index: number, kind: string, name: string, ready: boolean): SeatStateShape {
  return { index, kind, name, botKind: kind === 'bot' ? 'heuristic' : '', connected: true, ready, covered: false };
}

function rematchRoom(aliceReady: boolean): RoomStateShape {
  return {
    code: 'ABC123',
    game: 'shajisifu',
    phase: 'lobby',
    players: 4,
    hostSeat: 0,
    config: '{}',
    botKind: 'heuristic',
    turnSeconds: 30,
    responseSeconds: 15,
    seats: [
      seat(0, 'human', 'alice', aliceReady),
      seat(1, 'human', 'bob', true),
      seat(2, 'bot', 'bot-2', true),
      seat(3, 'bot', 'bot-3', true),
    ],
    gameId: 'ABC123',
    rematch: true,
  };
}

test('the result offers a seated player 再来一局 (a rematch), a spectator home; the replay link names the game', () => {
  const onRematch = vi.fn();
  const result = { winners: [1], draw: false, reason: 'x', why: {} };
  const { unmount } = render(
    <ResultPanel code="ABC123" gameId="ABC123-2" result={result} names={NAMES} seat={0} onRematch={onRematch} />,
  );
  expect(screen.getByTestId('replay-link').getAttribute('href')).toBe('/replay/ABC123-2');
  fireEvent.click(screen.getByTestId('again'));
  expect(onRematch).toHaveBeenCalledOnce();
  unmount();
  render(<ResultPanel code="ABC123" result={result} names={NAMES} seat={null} onRematch={onRematch} />);
  expect(screen.queryByTestId('again')).toBeNull();
  expect(screen.getByTestId('home').getAttribute('href')).toBe('/');
  expect(screen.getByTestId('replay-link').getAttribute('href')).toBe('/replay/ABC123');
});

test('the rematch panel: who asked, 再来一局 sends rematch, and one who is ready may take it back', () => {
  const s = new GameSession('http://127.0.0.1:1');
  const send = vi.spyOn(s, 'send').mockImplementation(() => undefined);
  const last = { winners: [1], draw: false, reason: 'x', why: {} };
  const { rerender } = render(
    <RematchPanel room={rematchRoom(false)} seat={0} session={s} last={last} lastId="ABC123" />,
  );
  expect(screen.getByTestId('rematch-asked').textContent).toBe('bob 想再来一局');
  expect(screen.getByText('获胜：bob')).toBeTruthy();
  fireEvent.click(screen.getByTestId('rematch'));
  expect(send).toHaveBeenCalledWith('rematch');
  rerender(<RematchPanel room={rematchRoom(true)} seat={0} session={s} last={last} lastId="ABC123" />);
  expect(screen.queryByTestId('rematch')).toBeNull();
  fireEvent.click(screen.getByText('先不了'));
  expect(send).toHaveBeenCalledWith('ready', { ready: false });
});

test('a rematch lobby shows one ready switch, the panel’s 再来一局, not the lobby’s 准备 or start beside it', async () => {
  const { Lobby } = await import('../src/pages/Lobby.tsx');
  const s = new GameSession('http://127.0.0.1:1');
  const room = { ...rematchRoom(false), hostSeat: 1 };
  const { unmount } = render(<Lobby room={room} seat={0} session={s} code="ABC123" onLeave={() => undefined} />);
  expect(screen.queryByTestId('ready')).toBeNull();
  unmount();
  // The host sees no start button and no call to 准备 there either: the rematch starts once everyone asked for it.
  const host = render(<Lobby room={room} seat={1} session={s} code="ABC123" onLeave={() => undefined} />);
  expect(screen.queryByTestId('start')).toBeNull();
  expect(screen.queryByText(/才能开始/)).toBeNull();
  host.unmount();
  render(<Lobby room={{ ...room, rematch: false }} seat={0} session={s} code="ABC123" onLeave={() => undefined} />);
  expect(screen.getByTestId('ready')).toBeTruthy();
});

test('quick start asks the server to start at once, with bots in every other seat', async () => {
  const create = vi.spyOn(GameSession.prototype, 'create').mockResolvedValue('QQQQQQ');
  try {
    render(<Home />);
    fireEvent.click(screen.getByTestId('quick-shajisifu'));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const opts = create.mock.calls[0]?.[1];
    expect(opts?.start).toBe(true);
    expect(opts?.bots?.count).toBe((opts?.players ?? 0) - 1);
  } finally {
    create.mockRestore();
  }
});

test('the replay shows the stored chat from the step each line was said', () => {
  const stored = parseChat({
    chat: [line(2, { seq: 5, body: 'later' }), line(1, { seq: 0, body: 'first' }), { n: 'bad' }],
  });
  expect(stored.map((l) => l.body)).toEqual(['first', 'later']);
  const { rerender } = render(<ReplayChat lines={stored} step={3} names={NAMES} />);
  expect(screen.getAllByTestId('chat-line').map((l) => l.textContent?.includes('first'))).toEqual([true]);
  expect(screen.queryByTestId('chat-mute')).toBeNull();
  rerender(<ReplayChat lines={stored} step={5} names={NAMES} />);
  expect(screen.getAllByTestId('chat-line')).toHaveLength(2);
});

test('the session keeps the chat: a live line once, the history on (re)joining replaces it; a rematch keeps it', () => {
  const s = new GameSession('http://127.0.0.1:1');
  const on = (type: string, payload: unknown) =>
    (s as unknown as { onMessage(t: string, p: unknown): void }).onMessage(type, payload);
  on('chat', { lines: LINES.slice(0, 2), history: true });
  on('chat', { lines: [LINES[2]], history: false });
  on('chat', { lines: [LINES[2]], history: false });
  expect(s.getSnapshot().chat?.map((l) => l.n)).toEqual([1, 2, 3]);
  // A restarted server numbers on from the lines it stored: its history is what counts.
  on('chat', { lines: [line(1, { body: 'stored' })], history: true });
  expect(s.getSnapshot().chat?.map((l) => l.body)).toEqual(['stored']);
  on('result', { result: { winners: [0], draw: false, reason: 'x', why: {} } });
  on('newGame', { gameId: 'ABC123-2' });
  expect(s.getSnapshot().result).toBeNull();
  expect(s.getSnapshot().step).toBeNull();
  expect(s.getSnapshot().chat).toHaveLength(1);
});

test('emotes are thrown only at occupied seats', () => {
  const send = vi.fn();
  render(
    <Chat lines={[]} names={['alice', '空位', 'bot-2', '空位']} seat={0} self="alice" send={send} occupied={[0, 2]} />,
  );
  const target = screen.getByTestId('emote-target') as HTMLSelectElement;
  expect([...target.options].map((o) => o.value)).toEqual(['2']);
  fireEvent.click(screen.getByTestId('emote-thumb'));
  expect(send).toHaveBeenCalledWith('emote', { emote: 'thumb', seat: 2 });
});
