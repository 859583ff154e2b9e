/**
 * An invite link shows the room before joining (game, options, seats) with the nickname pre-filled from this
 * browser's saved name; the header's 规则 link follows the room's game, not the previous room's.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rememberRoom } from '../src/net/recent.ts';
import { RulesLink, rulesGame } from '../src/ui/RulesLink.tsx';

const real = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = real;
  localStorage.clear();
});

test('an invite link shows the game, its options and who is seated; the nickname is the saved one', async () => {
  localStorage.setItem('shaju:name', '小明');
  const info = {
    code: 'INVITE1',
    game: 'paopaosha',
    players: 4,
    phase: 'lobby',
    config: JSON.stringify({ players: 4, mode: 'boss' }),
    rules: JSON.stringify({ preset: 'beginner', presetVersion: 1, options: { dileiDamage: 3 } }),
    seats: [
      { kind: 'human', name: 'Alice' },
      { kind: 'bot', name: '机器人1' },
      { kind: 'empty', name: '' },
      { kind: 'empty', name: '' },
    ],
  };
  const asked: string[] = [];
  globalThis.fetch = async (url: RequestInfo | URL) => {
    asked.push(String(url));
    return new Response(JSON.stringify(info), { headers: { 'content-type': 'application/json' } });
  };
  const { RoomPage } = await import('../src/pages/RoomPage.tsx');
  render(<RoomPage code="INVITE1" />);
  const prompt = screen.getByTestId('name-prompt');
  expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('小明');
  expect(await screen.findByTestId('invite-info')).toBeTruthy();
  expect(asked).toContain('/api/rooms/INVITE1');
  expect(screen.getByTestId('invite-game').textContent).toContain('跑跑杀');
  expect(screen.getByTestId('invite-options').textContent).toContain('海盗王');
  // The rules before joining: the preset, what it measured, and what the room changes on top of it.
  await vi.waitFor(() => expect(screen.getByTestId('rules-preset').textContent).toBe('新手'));
  expect(await screen.findByTestId('rules-change-dileiDamage')).toBeTruthy();
  const seats = screen.getByTestId('invite-seats').textContent ?? '';
  expect(seats).toContain('Alice');
  expect(seats).toContain('机器人1');
  expect(seats).toContain('空位');
  expect(prompt.textContent).toContain('INVITE1');
});

test('the rules link follows the room’s game, not the latest room’s', () => {
  rememberRoom('OLD111', 'shajisifu');
  expect(rulesGame('/room/NEW222', 'paopaosha')).toBe('paopaosha');
  expect(rulesGame('/room/NEW222', null)).toBe('shajisifu');
  expect(rulesGame('/rules/paopaosha', 'shajisifu')).toBe('paopaosha');
  const { hook } = memoryLocation({ path: '/rules/paopaosha' });
  render(
    <Router hook={hook}>
      <RulesLink />
    </Router>,
  );
  expect(screen.getByTestId('rules-link').getAttribute('href')).toBe('/rules/paopaosha');
});

test('a bare /rules opens the first game’s rulebook (no 404)', async () => {
  const { App } = await import('../src/App.tsx');
  const { GAMES } = await import('@shaju/games');
  const { hook, history } = memoryLocation({ path: '/rules', record: true });
  render(
    <Router hook={hook}>
      <App />
    </Router>,
  );
  expect(history.at(-1)).toBe(`/rules/${GAMES[0]?.id}`);
  expect(screen.queryByText(/404/)).toBeNull();
});
