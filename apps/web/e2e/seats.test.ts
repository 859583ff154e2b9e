/**
 * Seats in real Chromium: a page reloaded mid-game takes its seat back (the token kept in localStorage) and shows the
 * same seat and hand; a spectator (`/room/<code>?watch`) sees the live table but no hand and no decision control.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  handCards,
  MUST_ACT,
  openHome,
  openRoom,
  overrideRoomOptions,
  playRandomly,
  prng,
  quickStart,
} from './flows.ts';
import { type Harness, startHarness, withServerReport } from './harness.ts';

const QUICK = { timer: { botDelayMs: 10, minResponseMs: 0 } };

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterEach(async () => {});
afterAll(async () => {
  await h?.close();
});

/** A person's page at desktop size (harness.ts `person`). */
const newPage = (): Promise<Page> => h.person();

/** One person quick-starts a game with four bots (short bot delay): it starts at once; returns the page and room code. */
async function soloGame(game: 'shajisifu' | 'paopaosha', name: string): Promise<{ page: Page; code: string }> {
  const page = await newPage();
  await overrideRoomOptions(page, QUICK);
  await openHome(page, h.server.url, name);
  const code = await quickStart(page, game);
  return { page, code };
}

/**
 * What the page shows of the seats and the hand: every seat's label and text (name, identity, hand count, damage) and
 * which seat is marked as the viewer's (class `me`), and the hand's cards in order. Animation classes are left out: a
 * reloaded page has no event history to animate.
 */
function tableState(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid=table]');
    const seats = [...document.querySelectorAll('[data-testid=table] [data-testid^=seat-]')].map((el) => ({
      id: el.getAttribute('data-testid'),
      label: el.getAttribute('aria-label'),
      text: el.textContent,
      mine: el.classList.contains('me'),
    }));
    const hand = [...document.querySelectorAll('[data-testid=hand] [data-testid=hand-card]')].map((e) =>
      e.getAttribute('data-card'),
    );
    return { game: table?.getAttribute('data-game'), mustAct: table?.getAttribute('data-must-act'), seats, hand };
  });
}

test('a page reload mid-game takes the same seat back and shows the same seat and hand', async () => {
  // A game (random seed, bots) can end, or leave Carol without a hand at her prompts, before a quiet point: then a
  // new game is played, three at most. The assertions below hold for the game that reached one.
  let page!: Page;
  let code = '';
  let tokenBefore: string | null = null;
  const token = () => page.evaluate((c) => localStorage.getItem(`shaju:token:${c}`), code);
  const got: { before?: Awaited<ReturnType<typeof tableState>>; after?: Awaited<ReturnType<typeof tableState>> } = {};
  for (let attempt = 0; attempt < 3 && got.after === undefined; attempt++) {
    ({ page, code } = await soloGame('shajisifu', 'Carol'));
    tokenBefore = await token();
    expect(tokenBefore).toBeTruthy();
    await withServerReport(
      h.server,
      playRandomly(page, {
        rng: prng(3 + attempt),
        timeoutMs: 120_000,
        stop: () => got.after !== undefined,
        onMustAct: async (clicks) => {
          // A quiet point a few decisions in: the game waits on this page, so nothing changes while it reloads.
          if (clicks < 2 || (await handCards(page)).length === 0) return false;
          got.before = await tableState(page);
          await page.reload();
          await page.locator(MUST_ACT).waitFor({ timeout: 20_000 });
          await page.locator('[data-testid=hand] [data-testid=hand-card]').first().waitFor();
          got.after = await tableState(page);
          return true;
        },
      }),
    );
  }
  expect(got.before, 'the game ended before a quiet point with a hand').toBeDefined();
  expect(got.after).toEqual(got.before);
  expect(got.before?.hand.length).toBeGreaterThan(0);
  expect(got.before?.seats).toHaveLength(5);
  // Exactly one seat is the viewer's, and it is Carol's.
  const mine = got.before?.seats.filter((s) => s.mine) ?? [];
  expect(mine).toHaveLength(1);
  expect(mine[0]?.text).toContain('Carol');
  expect(await token()).toBe(tokenBefore);
  expect(page.url()).toBe(`${h.server.url}/room/${code}`);
});

test('a second tab on the seat takes it: the first says so instead of a dead table, and takes it back on request', async () => {
  const { page, code } = await soloGame('shajisifu', 'Fay');
  await page.locator('[data-testid=table]').waitFor();
  // The same browser (its storage, so its token for the room): another tab on the room's page.
  const second = await page.context().newPage();
  await second.goto(`${h.server.url}/room/${code}`);
  await second.locator('[data-testid=table]').waitFor();
  await page.getByTestId('replaced').waitFor();
  expect(await page.locator('[data-testid=table]').count()).toBe(0);
  // Back here: this tab has the table and the seat again, and the other one says so in turn.
  await page.getByTestId('take-back').click();
  await page.locator('[data-testid=table]').waitFor();
  await second.getByTestId('replaced').waitFor();
  expect(await second.locator('[data-testid=table]').count()).toBe(0);
  expect(await page.locator('[data-testid=seat-0].me, [data-testid=table] .me').count()).toBeGreaterThan(0);
  await second.close();
});

for (const game of ['shajisifu', 'paopaosha'] as const) {
  test(`${game}: a spectator sees the live table but no hand and no decision control`, async () => {
    const { page, code } = await soloGame(game, 'Dave');
    const watcher = await newPage();
    await openRoom(watcher, h.server.url, code, 'Eve', true);
    await watcher.locator(`[data-testid=table][data-game=${game}]`).waitFor();
    const look = () =>
      watcher.evaluate(() => ({
        hands: document.querySelectorAll('[data-testid=hand]').length,
        cards: document.querySelectorAll('[data-testid=hand-card]').length,
        choices: document.querySelectorAll('[data-choice]').length,
        mustAct: document.querySelector('[data-testid=table]')?.getAttribute('data-must-act') ?? null,
        seats: document.querySelectorAll('[data-testid=table] [data-testid^=seat-]').length,
        html: document.querySelector('[data-testid=table]')?.innerHTML ?? '',
      }));
    const first = await look();
    // The player's own page does show a hand.
    await page.locator('[data-testid=hand]').waitFor();
    const seen: Awaited<ReturnType<typeof look>>[] = [first];
    let done = false;
    const player = withServerReport(
      h.server,
      playRandomly(page, { rng: prng(5), timeoutMs: 120_000, stop: () => done }),
    ).finally(() => {
      done = true;
    });
    // While the game moves on, the spectator's table changes and never shows a hand or a control.
    for (let i = 0; i < 40 && !done; i++) {
      await watcher.waitForTimeout(150);
      seen.push(await look());
      if (seen.length > 12 && new Set(seen.map((s) => s.html)).size > 3) break;
    }
    done = true;
    await player;
    for (const s of seen) {
      expect(s.hands).toBe(0);
      expect(s.cards).toBe(0);
      expect(s.choices).toBe(0);
      expect(s.mustAct).not.toBe('true');
      expect(s.seats).toBe(5);
    }
    expect(new Set(seen.map((s) => s.html)).size, 'the spectator table is live').toBeGreaterThan(1);
  });
}
