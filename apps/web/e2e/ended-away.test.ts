/**
 * A game that ends while its player is away, in real Chromium (apps/server/src/rooms/end-hold.ts, pages/RoomGone.tsx): a
 * person quick-starts a game with bots, hands the seat to 托管 (or not) and closes the page; the bots finish the game.
 * Reopening the room's address in the same browser (the token kept in localStorage) within the room's window shows
 * the result as the others saw it, with 再来一局, which starts a new game; after the window (the server's
 * `endedRoomSeconds`, 3 s here, beyond a grace of 1 s) the room is gone and the page shows the game's result from
 * storage with the replay link and the words "this room’s last game is over", not a bare "no such room".
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openHome, overrideRoomOptions, quickStart } from './flows.ts';
import { artifact, type Harness, startHarness, withServerReport } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ SHAJU_ENDED_ROOM_SECONDS: '3' });
});
afterAll(async () => {
  await h?.close();
});

/** Resolves once `pred` holds (checked every 200 ms), rejects after `ms` naming `what`. */
async function until(pred: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!(await pred())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether game `id` is stored as finished (`GET /api/games/:id` answers only for a finished game). */
const finished = async (id: string) => (await fetch(`${h.server.url}/api/games/${id}`)).status === 200;
/** Whether a room with code `code` is open. */
const open = async (code: string) => (await fetch(`${h.server.url}/api/rooms/${code}`)).status === 200;

/**
 * A person starts a 跑跑杀 game with 4 bots (bots at `botDelayMs`, reconnection grace `graceSeconds`), hands the seat
 * to 托管 when `autoplay`, and closes the page while the game goes on. Returns the room code and a second page of the
 * same person (same browser context: the same token), not yet on the room.
 */
async function leaveMidGame(graceSeconds: number, autoplay: boolean): Promise<{ code: string; again: Page }> {
  const page = await h.person();
  await overrideRoomOptions(page, { timer: { botDelayMs: 40, minResponseMs: 0, turnSeconds: 2, graceSeconds } });
  await openHome(page, h.server.url, 'Ann');
  const code = await quickStart(page, 'paopaosha');
  if (autoplay) {
    await page.getByTestId('autoplay').click();
    await page.locator('[data-testid=autoplay][aria-pressed=true]').waitFor();
  }
  const again = await page.context().newPage();
  await page.close();
  expect(await finished(code), 'the game is still on when the page closes').toBe(false);
  return { code, again };
}

test('back within the window: the result as the others saw it, and 再来一局 starts a new game', async () => {
  const { code, again } = await leaveMidGame(60, true);
  await withServerReport(
    h.server,
    until(() => finished(code), 180_000, 'the end of the game'),
  );
  expect(await open(code), 'the room waits for its player').toBe(true);
  await again.goto(`${h.server.url}/room/${code}`);
  const result = again.getByTestId('result');
  await result.waitFor({ timeout: 20_000 });
  // The seats at the end: the 跑跑杀 table lists them itself, once.
  await again.getByTestId('pps-result').waitFor({ timeout: 20_000 });
  expect(await again.locator('[data-testid=pps-result] [data-testid^=result-]').count()).toBe(5);
  expect(await again.getByTestId('final-seats').count()).toBe(0);
  expect(await again.getByTestId('replay-link').getAttribute('href')).toBe(`/replay/${code}`);
  await again.screenshot({ path: artifact('ended-away-back.png') });
  await again.getByTestId('again').click();
  // Alone with bots, the rematch starts at once: game 2's table.
  await again.locator('[data-testid=table][data-game=paopaosha]').waitFor({ timeout: 20_000 });
  await until(async () => (await again.getByTestId('result').count()) === 0, 10_000, 'the new game');
});

test('back after the window: the room is gone, and the page shows the result from storage with the replay', async () => {
  const { code, again } = await leaveMidGame(1, false);
  await withServerReport(
    h.server,
    until(() => finished(code), 180_000, 'the end of the game'),
  );
  await until(async () => !(await open(code)), 15_000, 'the room to close after its window');
  await again.goto(`${h.server.url}/room/${code}`);
  const title = again.getByTestId('ended-away-title');
  await title.waitFor({ timeout: 20_000 });
  expect(await title.textContent()).toMatch(/^这个房间的上一局已经结束：(你赢了|你输了|平局)。$/);
  expect(await again.getByTestId('replay-link').getAttribute('href')).toBe(`/replay/${code}`);
  await again.getByTestId('final-seats').waitFor({ timeout: 20_000 });
  expect(await again.getByTestId('room-failed').count()).toBe(0);
  await again.screenshot({ path: artifact('ended-away-gone.png') });
});
