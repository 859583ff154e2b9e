/**
 * Accessibility in real Chromium: axe-core (pinned, injected into the page) runs on the home page, a lobby, both
 * game tables mid-game, a replay, both rulebooks, the About, profile and leaderboard pages; no violation of impact
 * `serious` or `critical` may remain (contrast AA, names and labels, keyboard reach, landmarks). Each table is also photographed at desktop
 * and phone size (artifacts/e2e/a11y-<game>-table-{desktop,phone}.png), and every control of the header is reached
 * with the Tab key. The sound synthesiser (its own chunk) is requested only after a gesture; mute survives a reload.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createWithForm, openHome, overrideRoomOptions, playRandomly, prng, startGame } from './flows.ts';
import { artifact, type Harness, startHarness, withServerReport } from './harness.ts';

const require = createRequire(import.meta.url);
const AXE = (require('axe-core') as { source: string }).source;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 667 };

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A person's page at desktop size, with reduced motion (harness.ts `person`). */
const newPage = (): Promise<Page> => h.person({ viewport: DESKTOP, reducedMotion: 'reduce' });

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is now; returns its serious and critical violations, none excused. (The tables'
 * card and seat buttons are named by what they show, then words read only: `label-content-name-mismatch` holds.)
 */
async function axe(page: Page): Promise<Finding[]> {
  // Evaluated rather than added as an inline script, which the page's Content-Security-Policy refuses.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    interface Violation {
      id: string;
      impact: string;
      help: string;
      nodes: { target: string[]; failureSummary: string }[];
    }
    const w = window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Violation[] }> } };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    const out: Finding[] = [];
    for (const v of r.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      out.push({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.slice(0, 40).map((n) => `${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`),
      });
    }
    return out;
  });
}

const found = new Map<string, Finding[]>();

/** Checks `page` with axe under `name`, remembering what it found. */
async function check(page: Page, name: string): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const v = await axe(page);
  found.set(name, v);
  if (v.length > 0) console.log(`axe ${name}:\n${JSON.stringify(v, null, 2)}`);
}

async function shots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: artifact(`${name}-desktop.png`) });
  await page.setViewportSize(PHONE);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: artifact(`${name}-phone.png`) });
  await check(page, `${name} (phone)`);
  await page.setViewportSize(DESKTOP);
}

/** A game with four bots, played at random to its (quick) end; checks the table once it runs. Returns the room code. */
async function game(game: 'shajisifu' | 'paopaosha', config: Record<string, unknown>, seed: number): Promise<string> {
  const page = await newPage();
  await overrideRoomOptions(page, { timer: { botDelayMs: 10, minResponseMs: 0 }, config });
  await openHome(page, h.server.url, 'Ada');
  if (game === 'shajisifu') await check(page, 'home');
  const code = await createWithForm(page, { game, players: 5, bots: 4 });
  if (game === 'shajisifu') await check(page, 'lobby');
  await startGame(page);
  await page.locator(`[data-testid=table][data-game=${game}]`).waitFor();
  let checked = false;
  await withServerReport(
    h.server,
    playRandomly(page, {
      rng: prng(seed),
      timeoutMs: 200_000,
      onMustAct: async (n) => {
        if (!checked && n >= 2) {
          checked = true;
          await check(page, `${game} table`);
          await shots(page, `a11y-${game}-table`);
        }
        return false;
      },
    }),
  );
  if (!checked) await check(page, `${game} table (finished)`);
  await page.getByTestId('result').waitFor();
  await check(page, `${game} result`);
  if (game === 'shajisifu') {
    // The player's home after a finished game: the profile with its history, and the leaderboard.
    await page.getByTestId('profile-link').click();
    await page.getByTestId('profile-history').waitFor();
    await check(page, 'profile');
    await page.getByTestId('leaderboard-link').click();
    await page.getByTestId('leaderboard-table').waitFor();
    await check(page, 'leaderboard');
  }
  return code;
}

test('no serious or critical axe violations on home, lobby, both tables, a replay, the rulebooks, About, profile, leaderboard', async () => {
  await game('paopaosha', { maxRounds: 2 }, 3);
  const code = await game('shajisifu', { maxTurns: 12 }, 5);
  const page = await newPage();
  await page.goto(`${h.server.url}/replay/${encodeURIComponent(code)}`);
  await page.locator('[data-testid=table]').waitFor();
  await check(page, 'replay');
  for (const g of ['shajisifu', 'paopaosha']) {
    await page.goto(`${h.server.url}/rules/${g}`);
    await page.locator('h1').first().waitFor();
    await check(page, `rules ${g}`);
  }
  await page.goto(`${h.server.url}/about`);
  await page.getByTestId('about').waitFor();
  await check(page, 'about');
  expect(found.size).toBeGreaterThanOrEqual(11);
  const bad = [...found].filter(([, v]) => v.length > 0).map(([k, v]) => `${k}: ${v.map((f) => f.id).join(', ')}`);
  expect(bad).toEqual([]);
});

test('the header is reached by keyboard: Tab walks to the rules, About, mute and volume controls', async () => {
  const page = await newPage();
  await page.goto(`${h.server.url}/`);
  const reached = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(
      () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.getAttribute('href') ?? '',
    );
    reached.add(id);
  }
  for (const want of ['about-link', 'sound-mute', 'sound-volume', 'lang']) expect(reached).toContain(want);
  // Enter on the About link opens the page.
  await page.getByTestId('about-link').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('about').waitFor();
});

test('sound: the synthesiser loads only after a gesture, and mute survives a reload', async () => {
  const page = await newPage();
  const synth: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/ZzFX[^/]*\.js$/i.test(r.url())) synth.push(r.url());
  });
  await page.goto(`${h.server.url}/`);
  await page.getByTestId('sound-mute').waitFor();
  await page.waitForTimeout(300);
  expect(synth).toEqual([]);
  await page.getByTestId('sound-mute').click();
  await expect.poll(() => synth.length).toBe(1);
  expect(await page.getByTestId('sound-mute').getAttribute('aria-pressed')).toBe('true');
  await page.reload();
  await page.getByTestId('sound-mute').waitFor();
  expect(await page.getByTestId('sound-mute').getAttribute('aria-pressed')).toBe('true');
});
