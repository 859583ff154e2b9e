/**
 * A game against `hard` (search) bots in real Chromium: the host picks the strength in the create form (困难 · 深思
 * for every bot), changes one bot seat's strength in the lobby, and plays 杀机四伏 at random through the UI to the
 * result screen. The search bots think in the server's worker pool (apps/server/src/search): the table never stalls
 * (the game ends within the robot's time limit) and the stored game names the winners.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { lobbyCode, openHome, overrideRoomOptions, playRandomly, prng, startGame } from './flows.ts';
import { type Harness, startHarness, withServerReport } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

test('杀机四伏 against hard bots plays to the end in the browser', async () => {
  const page = await h.person();
  await overrideRoomOptions(page, { timer: { botDelayMs: 10, minResponseMs: 0 }, config: { maxTurns: 200 } });
  await openHome(page, h.server.url, 'Alice');
  await page.getByTestId('game').selectOption('shajisifu');
  await page.getByTestId('players').fill('4');
  await page.getByTestId('bots').fill('3');
  // The strength menu lists levels with the kinds' titles; hard is the search bot.
  const strength = page.locator('label.field', { has: page.locator('option[value=search]') }).locator('select');
  await expect(strength.locator('option[value=search]').textContent()).resolves.toContain('困难');
  await strength.selectOption('search');
  await page.getByTestId('create').click();
  const code = await lobbyCode(page);
  for (const seat of [1, 2, 3]) await page.getByTestId(`bot-strength-${seat}`).waitFor();
  await expect(page.getByTestId('bot-strength-1').inputValue()).resolves.toBe('search');
  // One bot seat made easy in the lobby: the seat's bot is replaced by a random one.
  await page.getByTestId('bot-strength-3').selectOption('random');
  await page.waitForFunction(
    () => (document.querySelector('[data-testid=bot-strength-3]') as HTMLSelectElement | null)?.value === 'random',
  );
  await startGame(page);
  const t0 = Date.now();
  const clicks = await withServerReport(h.server, playRandomly(page, { rng: prng(3), timeoutMs: 240_000 }));
  await page.getByTestId('result').waitFor();
  const res = await fetch(`${h.server.url}/api/games/${encodeURIComponent(code)}`);
  expect(res.status).toBe(200);
  const record = (await res.json()) as { game: string; log: { seat: number }[]; result: { winners: number[] } | null };
  expect(record.game).toBe('shajisifu');
  expect(record.result).not.toBeNull();
  // The search bots (seats 1 and 2) played their turns.
  expect(record.log.some((e) => e.seat === 1)).toBe(true);
  expect(record.log.some((e) => e.seat === 2)).toBe(true);
  console.log(
    `search bots: room ${code}, ${clicks} clicks, ${record.log.length} decisions, ${(Date.now() - t0) / 1000} s`,
  );
});
