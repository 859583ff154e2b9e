/**
 * A rematch survives a server restart like any game: its game `CODE-2` is rebuilt in room `CODE`, the player takes the
 * seat back with the token, the room state names the game, and the chat said during it comes back as history. Also the
 * ids of a room's games (rooms/rematch.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage } from '@shaju/protocol';
import { afterAll, expect, test } from 'vitest';
import { gameIdFor, parseGameId } from '../src/rooms/rematch.ts';
import { botChooser, TestPlayer } from './client.ts';
import { type ServerProcess, spawnServer } from './proc.ts';

const TIMER = { botDelayMs: 0, turnSeconds: 300, responseSeconds: 120, minResponseMs: 0, graceSeconds: 60 };
const procs: ServerProcess[] = [];
const players: TestPlayer[] = [];
const dir = mkdtempSync(join(tmpdir(), 'shaju-rematch-'));

afterAll(async () => {
  for (const p of players) await p.leave();
  for (const p of procs) await p.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

test('game ids of a room: CODE, then CODE-2, CODE-3…, never a stored one; and back to the room', () => {
  expect(gameIdFor('ABCDEF', 1, () => false)).toEqual({ id: 'ABCDEF', n: 1 });
  expect(gameIdFor('ABCDEF', 2, () => false)).toEqual({ id: 'ABCDEF-2', n: 2 });
  const taken = new Set(['ABCDEF-2', 'ABCDEF-3']);
  expect(gameIdFor('ABCDEF', 2, (id) => taken.has(id))).toEqual({ id: 'ABCDEF-4', n: 4 });
  expect(parseGameId('ABCDEF')).toEqual({ code: 'ABCDEF', n: 1 });
  expect(parseGameId('ABCDEF-12')).toEqual({ code: 'ABCDEF', n: 12 });
});

test('a rematch in progress is rebuilt after a restart in its room, with its chat', async () => {
  const srv1 = await spawnServer(dir, { SHAJU_RATE: '10000' });
  procs.push(srv1);
  const a = new TestPlayer(srv1.url, 'alice', { chooser: botChooser('shajisifu', 'heuristic', 3) });
  players.push(a);
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'heuristic' }, timer: TIMER });
  a.sendRaw('start', {});
  await a.waitFor(() => a.replay !== null, 60_000, 'the end of game 1');
  const code = a.roomId;
  // The rematch: alice stops answering, so the game waits on her (turns of 300 s).
  a.paused = true;
  a.sendRaw('rematch', {});
  await a.waitFor(() => a.count('newGame') === 1 && a.last !== null, 10_000, 'game 2');
  a.sendRaw('chat', { text: 'before the restart' });
  await a.waitFor(() => a.count('chat') >= 2, 5000, 'the line');
  await srv1.kill('SIGKILL');
  const srv2 = await spawnServer(dir, { SHAJU_RATE: '10000' });
  procs.push(srv2);
  expect(srv2.output()).toContain(`${code}-2`);
  const chats = a.count('chat');
  await a.rejoin(srv2.url);
  expect(a.roomId).toBe(code);
  expect(a.seat).toBe(0);
  await a.waitFor(() => a.room.state.gameId === `${code}-2`, 5000, 'the game id');
  await a.waitFor(() => a.count('chat') > chats, 5000, 'the history');
  const h = a.received.filter((r) => r.type === 'chat')[chats]?.msg as ServerMessage<'chat'>;
  expect(h.history).toBe(true);
  expect(h.lines.map((l) => l.body)).toEqual(['before the restart']);
  // Numbering goes on after the stored lines.
  a.sendRaw('phrase', { id: 'hello' });
  await a.waitFor(() => a.count('chat') > chats + 1, 5000, 'a new line');
  const next = a.received.filter((r) => r.type === 'chat')[chats + 1]?.msg as ServerMessage<'chat'>;
  expect(next.lines[0]?.n).toBe((h.lines[0]?.n ?? 0) + 1);
});
