/**
 * The player's home in real Chromium: one browser plays two games with bots (托管: a bot plays the person's seat, with
 * a short turn limit so each game ends fast); the profile page then lists both with replay links, and the rating
 * moved from a new player's (ordinal 0.0). The transfer code carries the profile into a second browser.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWithForm, openHome, overrideRoomOptions, startGame } from './flows.ts';
import { artifact, type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A person's page at desktop size (harness.ts `person`). */
const newPage = (): Promise<Page> => h.person();

/** Creates a 4-seat 杀机四伏 room with 3 bots, starts it, hands the seat to a bot (托管) and waits for the result. */
async function gameWithBots(page: Page): Promise<void> {
  await openHome(page, h.server.url, 'Profiler');
  await createWithForm(page, { game: 'shajisifu', players: 4, bots: 3 });
  await startGame(page);
  await page.getByTestId('autoplay').click();
  await page.getByTestId('result').waitFor({ timeout: 120_000 });
}

test('after two finished games the profile lists both with replay links and a changed rating', async () => {
  const page = await newPage();
  await overrideRoomOptions(page, { timer: { botDelayMs: 10, minResponseMs: 0 }, config: { maxTurns: 30 } });
  await gameWithBots(page);
  await gameWithBots(page);
  await page.getByTestId('profile-link').click();
  await page.getByTestId('profile-history').waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('profile-game').count()).toBe(2);
  const links = await page.getByTestId('profile-replay').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links).toHaveLength(2);
  for (const l of links) expect(l).toMatch(/^\/replay\/[A-Za-z0-9_-]+$/);
  expect(new Set(links).size).toBe(2);
  const ordinal = (await page.getByTestId('profile-ordinal').textContent())?.trim();
  expect(ordinal).not.toBe('0.0');
  expect(await page.getByTestId('profile-rating-shajisifu').textContent()).toContain('2');
  await page.screenshot({ path: artifact('profile.png'), fullPage: true });
  // A replay link opens the game.
  await page.getByTestId('profile-replay').first().click();
  await page.waitForURL(/\/replay\//);
  // The leaderboard lists this player.
  await page.getByTestId('leaderboard-link').click();
  await page.getByTestId('leaderboard').waitFor();
  await page.getByRole('link', { name: '杀机四伏' }).click();
  await expect.poll(async () => page.getByTestId('leaderboard-table').textContent()).toContain('Profiler');
  // This browser's own line is marked, with its tag.
  const mine = (await page.locator('[data-testid=leaderboard-table] tr[data-you=true]').textContent()) ?? '';
  expect(mine).toMatch(/Profiler #[0-9a-f]{4}/);
  // Moving to another browser: the transfer code gives it the same history.
  await page.getByTestId('profile-link').click();
  // The profile shows the same tag beside the nickname.
  const tag = (await page.getByTestId('profile-tag').textContent()) ?? '';
  expect(tag).toMatch(/^#[0-9a-f]{4}$/);
  expect(mine).toContain(`Profiler ${tag}`);
  await page.getByTestId('profile-export').click();
  const code = await page.getByTestId('profile-code').inputValue();
  const other = await newPage();
  await other.goto(`${h.server.url}/profile`);
  await other.getByTestId('profile-no-games').waitFor();
  await other.getByTestId('profile-import-code').fill(code);
  await other.getByTestId('profile-import').click();
  await other.getByTestId('profile-history').waitFor();
  expect(await other.getByTestId('profile-game').count()).toBe(2);
  expect(await other.getByTestId('profile-name').textContent()).toBe('Profiler');
  expect(await other.getByTestId('profile-tag').textContent()).toBe(tag);
});
