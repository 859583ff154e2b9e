/**
 * The tables on a phone (375×667) in real Chromium: the hand panel never covers a seat. With a person and bots, at the
 * person's first few prompts with cards in hand, the page is scrolled from top to bottom and at every step no seat's
 * box (the viewer's own seat, drawn inside the 跑跑杀 hand panel, aside) intersects the hand panel's box on screen.
 * At 杀机四伏's first prompt that asks for a hand card, the hand is in sight (the page scrolls to it).
 * Photographs of each table scrolled to its seats go to artifacts/e2e/phone-<game>-<players>p.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWithForm, openHome, overrideRoomOptions, playRandomly, prng, startGame } from './flows.ts';
import { artifact, type Harness, startHarness, withServerReport } from './harness.ts';

const PHONE = { width: 375, height: 667 };

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** One seat that the hand panel covers at one scroll position. */
interface Cover {
  seat: string;
  scrollY: number;
  overlap: number;
}

/**
 * In the page: scrolls from the top to the bottom in steps of a third of the window and, at each step, lists the seats
 * whose box on screen intersects the hand panel's (`[data-testid=hand]`, or its `.pps-hand-area`) by more than one
 * pixel each way. Puts the scroll back. (No named inner functions: see flows.ts `describePage`.)
 */
async function coveredSeats(page: Page): Promise<{ covers: Cover[]; steps: number; seats: number }> {
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const start = window.scrollY;
    const covers: { seat: string; scrollY: number; overlap: number }[] = [];
    const hand = document.querySelector('[data-testid=table] [data-testid=hand]');
    const panel = hand?.closest('.pps-hand-area') ?? hand;
    const seats = [...document.querySelectorAll('[data-testid=table] [data-testid^=seat-]')].filter(
      (s) => !panel?.contains(s),
    );
    let steps = 0;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; panel && y <= max + window.innerHeight / 3; y += window.innerHeight / 3) {
      window.scrollTo(0, Math.min(y, max));
      await frame();
      steps++;
      const p = panel.getBoundingClientRect();
      for (const s of seats) {
        const r = s.getBoundingClientRect();
        const w = Math.min(r.right, p.right) - Math.max(r.left, p.left);
        const hgt = Math.min(r.bottom, p.bottom) - Math.max(r.top, p.top, 0);
        const onScreen = Math.min(r.bottom, p.bottom) > 0 && Math.max(r.top, p.top) < window.innerHeight;
        if (onScreen && w > 1 && hgt > 1)
          covers.push({
            seat: s.getAttribute('data-testid') ?? '',
            scrollY: window.scrollY,
            overlap: Math.round(w * hgt),
          });
      }
    }
    window.scrollTo(0, start);
    return { covers, steps, seats: seats.length };
  });
}

/**
 * A person and `players − 1` bots; at the person's first three prompts with cards in hand the hand panel must cover
 * no seat. The server deals at random: a game that ends (or loses the person) before such a prompt checks nothing, so
 * another game is played, five at most (a 12-seat 跑跑杀 game of fast bots ends before the person's first turn about
 * one time in four, every request the person got on the way answered by auto-pass).
 */
async function check(game: 'shajisifu' | 'paopaosha', players: number, seed: number): Promise<void> {
  let checked = 0;
  const found: Cover[] = [];
  for (let attempt = 0; attempt < 5 && checked === 0; attempt++) {
    checked = await checkGame(game, players, seed + 100 * attempt, found);
  }
  expect(checked, 'prompts with cards in hand, in five games').toBeGreaterThan(0);
  expect(found).toEqual([]);
}

/** One game of `check`: adds the covers found to `found`; returns the number of prompts checked. */
async function checkGame(
  game: 'shajisifu' | 'paopaosha',
  players: number,
  seed: number,
  found: Cover[],
): Promise<number> {
  const page = await h.person({ viewport: PHONE, reducedMotion: 'reduce' });
  await overrideRoomOptions(page, { timer: { botDelayMs: 10, minResponseMs: 0 } });
  await openHome(page, h.server.url, 'Pat');
  await createWithForm(page, { game, players, bots: players - 1 });
  await startGame(page);
  await page.locator(`[data-testid=table][data-game=${game}]`).waitFor();
  let checked = 0;
  let stop = false;
  await withServerReport(
    h.server,
    playRandomly(page, {
      rng: prng(seed),
      timeoutMs: 120_000,
      stop: () => stop,
      onMustAct: async () => {
        // Prompts with cards in hand (not 跑跑杀's character choice, before the deal).
        if ((await page.locator('[data-testid=table] [data-testid=hand] [data-testid=hand-card]').count()) === 0)
          return false;
        if (checked === 0 && game === 'shajisifu' && (await page.locator('.ssf-hand.active').count()) > 0) {
          // Asked for a card, the hand is in sight: the page scrolls to it (Hand.tsx), seats above it or not.
          await expect
            .poll(() => page.locator('[data-testid=hand]').evaluate((el) => el.getBoundingClientRect().top), {
              timeout: 3000,
            })
            .toBeLessThan(PHONE.height - 48);
        }
        const r = await coveredSeats(page);
        expect(r.steps).toBeGreaterThan(1);
        expect(r.seats).toBeGreaterThanOrEqual(players - 1);
        found.push(...r.covers);
        if (checked === 0) {
          await page.locator('[data-testid=table] [data-testid^=seat-]').last().scrollIntoViewIfNeeded();
          await page.screenshot({ path: artifact(`phone-${game}-${players}p.png`) });
        }
        checked++;
        if (checked >= 3) stop = true;
        return false;
      },
    }),
  );
  await page.close();
  return checked;
}

test('杀机四伏 at 375×667: the hand panel covers no seat (5 players, and the most)', async () => {
  await check('shajisifu', 5, 11);
  await check('shajisifu', 10, 12);
});

test('跑跑杀 at 375×667: the hand panel covers no seat (5 players, and the most)', async () => {
  await check('paopaosha', 5, 13);
  await check('paopaosha', 12, 14);
});
