/**
 * Whole games in real Chromium: two people (two browser contexts) and three bots play 杀机四伏 and 跑跑杀 from the home
 * page's create form to the result screen, clicking at random among the table's decision controls; both people must
 * see the same winners, and the server's stored record must name them. Screenshots of the lobby, each table (desktop
 * 1280×800 and phone 375×667) and the result go to artifacts/e2e/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createWithForm,
  joinWithCode,
  openHome,
  overrideRoomOptions,
  playRandomly,
  prng,
  type RoomOverrides,
  startGame,
} from './flows.ts';
import { artifact, type Harness, startHarness, withServerReport } from './harness.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A person: a page in a browser context of its own (harness.ts `person`), at desktop size. */
const person = (): Promise<Page> => h.person();

/**
 * Screenshots of what the page shows at desktop and phone size (`<name>-desktop.png`, `<name>-phone.png`), and the
 * whole phone page (`<name>-phone-full.png`: below the fold too; the fixed background is painted once there), then back
 * to desktop size. `focus`: a selector scrolled into view first.
 */
async function shots(page: Page, name: string, focus?: string): Promise<void> {
  const settle = async () => {
    if (focus) await page.locator(focus).first().scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
  await settle();
  await page.screenshot({ path: artifact(`${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
  await settle();
  await page.screenshot({ path: artifact(`${name}-phone.png`) });
  await page.screenshot({ path: artifact(`${name}-phone-full.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await settle();
}

interface FinishedGame {
  game: string;
  result: { winners: number[]; draw?: boolean } | null;
  players: string[];
}

/**
 * A: creates the room with the form (5 players, 3 bots), B: joins by code and readies, A: starts; both play at random
 * until the result; returns what both pages show and the server's record.
 */
async function twoPeopleGame(game: 'shajisifu' | 'paopaosha', overrides: RoomOverrides, seed: number) {
  const t0 = Date.now();
  const [a, b] = [await person(), await person()];
  await overrideRoomOptions(a, overrides);
  await openHome(a, h.server.url, 'Alice');
  const code = await createWithForm(a, { game, players: 5, bots: 3 });
  await openHome(b, h.server.url, 'Bob');
  await joinWithCode(b, code);
  await b.getByTestId('ready').click();
  // A sees B ready: the lobby's seats are the server's.
  await a.locator('[data-testid^=seat-]', { hasText: 'Bob' }).waitFor();
  await a.waitForFunction(() => {
    const btn = document.querySelector('[data-testid=start]');
    return btn instanceof HTMLButtonElement && !btn.disabled;
  });
  if (game === 'shajisifu') await shots(a, 'lobby');
  await startGame(a);
  for (const p of [a, b]) await p.locator(`[data-testid=table][data-game=${game}]`).waitFor();

  // A table mid-game, from whichever page first waits on its person after a few clicks (nothing moves meanwhile).
  let shot = false;
  const shoot = (p: Page) => async (n: number) => {
    if (!shot && n >= 4) {
      shot = true;
      await shots(p, `${game}-table`);
    }
    return false;
  };
  // When one person's robot fails, the other stops too (no clicking on into the next test).
  let failed = false;
  const robot = (p: Page, n: number) =>
    playRandomly(p, { rng: prng(seed + n), timeoutMs: 200_000, onMustAct: shoot(p), stop: () => failed }).catch(
      (e: unknown) => {
        failed = true;
        throw e;
      },
    );
  const clicks = await withServerReport(h.server, Promise.all([robot(a, 0), robot(b, 1)]));
  // A very short game: the finished table instead.
  if (!shot) await shots(a, `${game}-table`);
  for (const p of [a, b]) await p.getByTestId('result').waitFor();
  const winners = await Promise.all([a, b].map((p) => p.getByTestId('winners').textContent()));
  await shots(a, `${game}-result`, '[data-testid=result]');
  const res = await fetch(`${h.server.url}/api/games/${encodeURIComponent(code)}`);
  expect(res.status).toBe(200);
  const record = (await res.json()) as FinishedGame;
  const href = await a.getByTestId('replay-link').getAttribute('href');
  console.log(
    `${game}: room ${code}, ${record.result?.draw ? 'draw' : `winners ${winners[0]?.trim()}`}, ` +
      `clicks ${clicks.join(' + ')}, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { code, clicks, winners, record, href, pages: [a, b] as const };
}

/**
 * Both people played (clicked), both pages show the same winners, which are the ones the server stored, and the
 * result links to the game's replay.
 */
function expectOneResult(g: Awaited<ReturnType<typeof twoPeopleGame>>, game: string): void {
  expect(g.record.game).toBe(game);
  expect(g.clicks[0]).toBeGreaterThan(0);
  expect(g.clicks[1]).toBeGreaterThan(0);
  expect(g.winners[0]).toBe(g.winners[1]);
  expect(g.winners[0]?.length).toBeGreaterThan(0);
  for (const w of g.record.result?.winners ?? []) expect(g.winners[0]).toContain(g.record.players[w]);
  expect(g.href).toBe(`/replay/${g.code}`);
}

test('杀机四伏: two people and three bots play a whole game in the browser to the same result', async () => {
  // At most 200 turns (a draw after that) bounds the test's time; random games end far sooner.
  const g = await twoPeopleGame(
    'shajisifu',
    { timer: { botDelayMs: 10, minResponseMs: 0 }, config: { maxTurns: 200 } },
    1,
  );
  expectOneResult(g, 'shajisifu');
  for (const p of g.pages) await expect(p.getByTestId('room').getAttribute('data-phase')).resolves.toBe('finished');
});

test('跑跑杀: two people and three bots play a whole game in the browser to the same result', async () => {
  // At most 15 rounds (a draw after that) bounds the test's time; random games mostly end within 5.
  const g = await twoPeopleGame(
    'paopaosha',
    { timer: { botDelayMs: 10, minResponseMs: 0 }, config: { maxRounds: 15 } },
    7,
  );
  expectOneResult(g, 'paopaosha');
});
