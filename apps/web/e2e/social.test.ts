/**
 * Quick start, chat and rematch in real Chromium: 快速开始 puts a person at a table with bots at once (no lobby to
 * press start in); a chat line and an emote thrown at a seat reach the other person; after a game, 再来一局 from both
 * people starts a rematch in the same room (same code, a new game id, the first game's replay kept). Screenshots of the
 * chat and the rematch panel go to artifacts/e2e/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWithForm, joinWithCode, openHome, overrideRoomOptions, playRandomly, prng, startGame } from './flows.ts';
import { artifact, type Harness, startHarness, withServerReport } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A person: a page in a browser context of its own (harness.ts `person`), at desktop size. */
const person = (): Promise<Page> => h.person();

/** A creates a 4-seat 杀机四伏 room with 2 bots (`overrides` on its options), B joins and readies; A starts. */
async function twoAtATable(config: Record<string, unknown> = {}): Promise<{ a: Page; b: Page; code: string }> {
  const [a, b] = [await person(), await person()];
  await overrideRoomOptions(a, { timer: { botDelayMs: 10, minResponseMs: 0 }, config });
  await openHome(a, h.server.url, 'Alice');
  const code = await createWithForm(a, { game: 'shajisifu', players: 4, bots: 2 });
  await openHome(b, h.server.url, 'Bob');
  await joinWithCode(b, code);
  await b.getByTestId('ready').click();
  return { a, b, code };
}

test('quick start: a table with bots at once, no lobby to start', async () => {
  const p = await person();
  await openHome(p, h.server.url, 'Quick');
  await p.getByTestId('quick-shajisifu').click();
  await withServerReport(h.server, p.locator('[data-testid=table][data-game=shajisifu]').waitFor({ timeout: 30_000 }));
  expect(await p.getByTestId('start').count()).toBe(0);
  await expect(p.getByTestId('room').getAttribute('data-phase')).resolves.not.toBe('lobby');
});

test('chat: a line and an emote thrown at a seat reach the other person, in the lobby and at the table', async () => {
  const { a, b } = await twoAtATable();
  // In the lobby.
  await a.getByTestId('chat-input').fill('你好 Bob');
  await a.getByTestId('chat-send').click();
  await b.getByTestId('chat-line').filter({ hasText: '你好 Bob' }).waitFor();
  // At the table: Bob throws a flower at Alice's seat; Alice sees it over seat 0, and the line in the chat.
  await startGame(a);
  await b.locator('[data-testid=table]').waitFor();
  await b.locator('.chat-tools', { hasText: '表情' }).locator('summary').click();
  await b.getByTestId('emote-target').selectOption('0');
  await b.getByTestId('emote-flower').click();
  const flying = a.locator('[data-testid=emote-shown][data-target="0"]');
  await flying.waitFor({ timeout: 5000 });
  // A picture, not an emoji character (a system without a colour-emoji font drew ▯): an SVG with its own colours.
  expect(await flying.locator('svg.emote-icon[data-emote=flower] path').count()).toBeGreaterThan(0);
  expect(await flying.textContent()).toBe('');
  await a.screenshot({ path: artifact('chat-emote-desktop.png') });
  await a.getByTestId('chat-line').filter({ hasText: '向 Alice 扔了' }).waitFor();
  // A quick phrase, in the reader's language.
  await a.locator('.chat-tools', { hasText: '快捷语' }).locator('summary').click();
  await a.getByTestId('phrase-nice').click();
  await b.getByTestId('chat-line').filter({ hasText: '打得漂亮！' }).waitFor();
  // At phone size the chat fits the width (no sideways scrolling).
  await b.setViewportSize({ width: 375, height: 667 });
  await b.getByTestId('chat').scrollIntoViewIfNeeded();
  await b.screenshot({ path: artifact('chat-phone.png') });
  const overflow = await b.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('rematch: 再来一局 from both people starts a new game in the same room; the first replay stays', async () => {
  // Four turns at most: the game ends soon (a draw at worst).
  const { a, b, code } = await twoAtATable({ maxTurns: 4 });
  await startGame(a);
  const robot = (p: Page, n: number) => playRandomly(p, { rng: prng(40 + n), timeoutMs: 120_000 });
  await withServerReport(h.server, Promise.all([robot(a, 0), robot(b, 1)]));
  for (const p of [a, b]) await p.getByTestId('result').waitFor();
  await a.getByTestId('again').click();
  // Both see the rematch panel; Alice has asked, Bob has not.
  for (const p of [a, b]) await p.getByTestId('rematch-panel').waitFor();
  await b.getByTestId('rematch-asked').filter({ hasText: 'Alice' }).waitFor();
  await b.screenshot({ path: artifact('rematch-desktop.png') });
  await b.getByTestId('rematch').click();
  for (const p of [a, b]) {
    await p.locator('[data-testid=table][data-game=shajisifu]').waitFor({ timeout: 30_000 });
    await p.waitForFunction(() => document.querySelector('[data-testid=result]') === null);
    expect(new URL(p.url()).pathname).toBe(`/room/${code}`);
  }
  // The rematch is stored as CODE-2 once it ends; the first game is there now.
  const first = await fetch(`${h.server.url}/api/games/${code}`);
  expect(first.status).toBe(200);
  await withServerReport(h.server, Promise.all([robot(a, 2), robot(b, 3)]));
  await a.getByTestId('result').waitFor();
  expect(await a.getByTestId('replay-link').getAttribute('href')).toBe(`/replay/${code}-2`);
  const second = await fetch(`${h.server.url}/api/games/${code}-2`);
  expect(second.status).toBe(200);
  expect(((await second.json()) as { players: string[] }).players.slice(0, 2)).toEqual(['Alice', 'Bob']);
});
