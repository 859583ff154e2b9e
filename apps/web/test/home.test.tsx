import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, test } from 'vitest';
import { en } from '../src/locales/en.ts';
import { zh } from '../src/locales/zh.ts';
import { CreateForm } from '../src/pages/CreateForm.tsx';
import { Home, validName } from '../src/pages/Home.tsx';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

test('zh and en have the same UI string keys', () => {
  expect(keys(en).sort()).toEqual(keys(zh).sort());
});

test('nicknames: 1–24 characters, no control characters', () => {
  expect(validName('小明')).toBe(true);
  expect(validName('  ')).toBe(false);
  expect(validName('a'.repeat(25))).toBe(false);
  expect(validName('a\u0007b')).toBe(false);
  // What the server refuses too (packages/protocol/src/text-checks.ts): invisible only, reordering, a bot's name.
  expect(validName('\u200b\u200b\u200b')).toBe(false);
  expect(validName('a\u202eb')).toBe(false);
  expect(validName('bot-7')).toBe(false);
  expect(validName('x\ud800')).toBe(false);
  expect(validName('Bob 🐼')).toBe(true);
});

test('home: the heading is read as the title alone (the logo glyph is decoration)', () => {
  render(<Home />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('杀');
  expect(screen.getByRole('heading', { level: 1, name: '杀局' })).toBeTruthy();
  cleanup();
});

test('home: switching to 跑跑杀 offers its modes and keeps the player count in its range', () => {
  render(<Home />);
  expect(screen.getByText('启用「碰」')).toBeTruthy();
  const players = screen.getByTestId('players') as HTMLInputElement;
  // A number out of bounds is clamped when the person leaves the field.
  fireEvent.change(players, { target: { value: '12' } });
  fireEvent.blur(players);
  expect(players.value).toBe('10');
  fireEvent.change(screen.getByTestId('game'), { target: { value: 'paopaosha' } });
  expect(screen.getByText('BOSS 模式（海盗王）')).toBeTruthy();
  fireEvent.change(players, { target: { value: '12' } });
  fireEvent.blur(players);
  expect(players.value).toBe('12');
  const bots = screen.getByTestId('bots') as HTMLInputElement;
  fireEvent.change(bots, { target: { value: '20' } });
  fireEvent.blur(bots);
  expect(bots.value).toBe('11');
});

test('home: the form says so whenever it changes a count by itself', () => {
  render(<Home />);
  const players = screen.getByTestId('players') as HTMLInputElement;
  const bots = screen.getByTestId('bots') as HTMLInputElement;
  const note = (id: string) => screen.getByTestId(`${id}-note`).textContent;
  expect(note('players')).toBe('');
  // Out of range while typing: marked invalid, the range is shown.
  fireEvent.change(players, { target: { value: '3' } });
  expect(players.getAttribute('aria-invalid')).toBe('true');
  expect(note('players')).toBe('可选 4–10');
  // Left out of range: clamped, and the note says to what.
  fireEvent.blur(players);
  expect(players.value).toBe('4');
  expect(note('players')).toBe('已改为 4（可选 4–10）');
  expect(players.getAttribute('aria-invalid')).toBeNull();
  // Not a number: kept, and said.
  fireEvent.change(bots, { target: { value: '' } });
  fireEvent.blur(bots);
  expect(note('bots')).toBe('不是数字，仍为 3（可选 0–3）');
  // Fewer players than bots + 1: the bots are lowered, and the bots field says so.
  fireEvent.change(players, { target: { value: '10' } });
  fireEvent.blur(players);
  fireEvent.change(bots, { target: { value: '9' } });
  fireEvent.blur(bots);
  fireEvent.change(players, { target: { value: '5' } });
  expect(bots.value).toBe('4');
  expect(note('bots')).toBe('机器人已减为 4：至多比人数少 1');
  // Leaving the field keeps the note (nothing changes on leaving after a valid value).
  fireEvent.blur(players);
  expect(note('bots')).toBe('机器人已减为 4：至多比人数少 1');
  // Switching to a game whose range leaves the count out: clamped, said under the players (and the bots).
  fireEvent.change(screen.getByTestId('game'), { target: { value: 'paopaosha' } });
  fireEvent.change(players, { target: { value: '12' } });
  fireEvent.blur(players);
  fireEvent.change(bots, { target: { value: '11' } });
  fireEvent.blur(bots);
  expect(note('players')).toBe('');
  fireEvent.change(screen.getByTestId('game'), { target: { value: 'shajisifu' } });
  expect(players.value).toBe('10');
  expect(bots.value).toBe('9');
  expect(note('players')).toBe('已改为 10（可选 4–10）');
  expect(note('bots')).toBe('机器人已减为 9：至多比人数少 1');
});

test('home: a note about old bounds goes when the bounds change', () => {
  render(<Home />);
  const players = screen.getByTestId('players') as HTMLInputElement;
  fireEvent.change(players, { target: { value: '3' } });
  fireEvent.blur(players);
  expect(screen.getByTestId('players-note').textContent).toBe('已改为 4（可选 4–10）');
  // 跑跑杀 takes 3–12 players: the note about 4–10 is no longer true.
  fireEvent.change(screen.getByTestId('game'), { target: { value: 'paopaosha' } });
  expect(screen.getByTestId('players-note').textContent).toBe('');
});

test('home: a number is typed digit by digit, not corrected at each keystroke', () => {
  render(<Home />);
  const timer = screen.getByTestId('turn-seconds') as HTMLInputElement;
  // Typing 15 into a field of 5–600 goes through "1", which is below the bounds: it must not become 5 (or 55).
  fireEvent.change(timer, { target: { value: '1' } });
  expect(timer.value).toBe('1');
  fireEvent.change(timer, { target: { value: '15' } });
  fireEvent.blur(timer);
  expect(timer.value).toBe('15');
  // Cleared and left empty, the field takes back the value it had.
  fireEvent.change(timer, { target: { value: '' } });
  fireEvent.blur(timer);
  expect(timer.value).toBe('15');
});

test('the rooms this browser joined are listed, newest first, with a way back and a replay link of their last game', async () => {
  const { rememberRoom, recentRooms, RECENT_MAX } = await import('../src/net/recent.ts');
  localStorage.removeItem('shaju:recent');
  for (let i = 0; i < RECENT_MAX + 2; i++) rememberRoom(`R${i}`, i % 2 ? 'paopaosha' : 'shajisifu', 1000 + i);
  rememberRoom('R3', 'paopaosha', 5000);
  const list = recentRooms();
  expect(list).toHaveLength(RECENT_MAX);
  expect(list.map((r) => r.code).slice(0, 3)).toEqual(['R3', 'R9', 'R8']);
  render(<Home />);
  const recent = screen.getByTestId('recent-rooms');
  expect(recent.querySelectorAll('li')).toHaveLength(RECENT_MAX);
  expect(recent.querySelector('a[href="/replay/R3"]')).toBeTruthy();
  // After rematches the replay link is the room's last game; opening the room again keeps it.
  cleanup();
  rememberRoom('R3', 'paopaosha', 6000, 'R3-3');
  rememberRoom('R3', 'paopaosha', 7000);
  expect(recentRooms()[0]).toEqual({ code: 'R3', game: 'paopaosha', at: 7000, lastGame: 'R3-3' });
  render(<Home />);
  expect(screen.getByTestId('recent-rooms').querySelector('a[href="/replay/R3-3"]')).toBeTruthy();
  localStorage.setItem('shaju:recent', '{not json');
  expect(recentRooms()).toEqual([]);
});

test('open rooms: only rooms with a free seat are listed, each a link to its room', async () => {
  const rooms = [
    { roomId: 'FULL22', game: 'shajisifu', players: 5, humans: 5, open: 0 },
    { roomId: 'OPEN33', game: 'paopaosha', players: 6, humans: 1, open: 2 },
  ];
  const real = globalThis.fetch;
  globalThis.fetch = async () =>
    new Response(JSON.stringify(rooms), { headers: { 'content-type': 'application/json' } });
  try {
    render(<Home />);
    const list = await screen.findByTestId('open-rooms');
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.querySelector('a[href="/room/OPEN33"]')?.textContent).toContain('2 个空位');
  } finally {
    globalThis.fetch = real;
  }
});

describe('the default nickname', () => {
  const nameField = () => screen.getByTestId('name') as HTMLInputElement;
  const english = async (on: boolean) => {
    await act(async () => {
      await i18next.changeLanguage(on ? 'en' : 'zh');
    });
  };
  afterEach(async () => {
    cleanup();
    localStorage.clear();
    await english(false);
  });

  test('is in the page language (玩家123 / Player 123), follows a change of language, and is a valid nickname', async () => {
    render(<Home />);
    const zhName = nameField().value;
    expect(zhName).toMatch(/^玩家\d{3}$/);
    await english(true);
    const enName = nameField().value;
    expect(enName).toBe(`Player ${zhName.slice(2)}`);
    expect(validName(enName)).toBe(true);
    await english(false);
    expect(nameField().value).toBe(zhName);
  });

  test('stays the same from one page load to the next (its number is remembered in this browser)', () => {
    render(<Home />);
    const first = nameField().value;
    cleanup();
    render(<Home />);
    expect(nameField().value).toBe(first);
    expect(localStorage.getItem('shaju:nameNumber')).toBe(first.slice(2));
  });

  test('starts in English on an English page; a stored or typed nickname stays as it is in any language', async () => {
    await english(true);
    render(<Home />);
    expect(nameField().value).toMatch(/^Player \d{3}$/);
    fireEvent.change(nameField(), { target: { value: 'Ann' } });
    await english(false);
    expect(nameField().value).toBe('Ann');
    cleanup();
    localStorage.setItem('shaju:name', '玩家042');
    await english(true);
    render(<Home />);
    expect(nameField().value).toBe('玩家042');
  });
});

test('create: a count the form changed as the person left it holds the next press, so the note is seen first', () => {
  const made: unknown[] = [];
  render(<CreateForm busy={false} onCreate={(o) => made.push(o)} />);
  const players = screen.getByTestId('players') as HTMLInputElement;
  const create = screen.getByTestId('create');
  // Typed 2 (杀机四伏 takes 4–10), then pressed 创建: leaving the field clamps it to 4 and says so; nothing is created.
  fireEvent.change(players, { target: { value: '2' } });
  fireEvent.blur(players);
  fireEvent.click(create);
  expect(made).toEqual([]);
  expect(screen.getByTestId('players-note').textContent).toContain('4');
  // The next press creates the room the form shows.
  fireEvent.click(create);
  expect(made).toHaveLength(1);
  expect((made[0] as { players: number }).players).toBe(4);
  // A count typed within bounds creates at once.
  fireEvent.change(players, { target: { value: '6' } });
  fireEvent.blur(players);
  fireEvent.click(create);
  expect(made).toHaveLength(2);
  expect((made[1] as { players: number }).players).toBe(6);
  cleanup();
});

test('quick start plays each game’s newcomer preset and says its name; the seed rules are one click beside it', async () => {
  const { GAMES } = await import('@shaju/games');
  for (const g of GAMES) {
    const n = g.newcomer;
    if (!n) continue;
    // The manifest's title of the preset is the catalogue's.
    const preset = (await g.loadOptions()).presets.find((p) => p.id === n.preset);
    expect(preset?.title).toEqual(n.title);
  }
  render(<Home />);
  expect(screen.getByTestId('quick-paopaosha').textContent).toContain('新手规则');
  expect(screen.getByTestId('quick-shajisifu').textContent).toContain('平衡（初版）规则');
  expect(screen.getByTestId('quick-paopaosha-seed').textContent).toBe('用原版规则');
  cleanup();
});
