/**
 * What a person does in the web client, as browser-test steps: create a room with the home page's form, join by the
 * room code, ready and start in the lobby, and play a game by clicking at random among the enabled, visible decision
 * controls (`[data-choice]`) whenever the table says the viewer must act. Shared by the e2e tests and bench:web.
 */
import { Rng, seedRng } from '@shaju/engine';
import type { Page, Route } from 'playwright-core';

/** A seeded generator of floats in [0, 1) (the engine's seeded PRNG): the same sequence for the same seed. */
export function prng(seed: number): () => number {
  const r = new Rng(seedRng(seed));
  return () => r.int(2 ** 30) / 2 ** 30;
}

/** Room options the home page's form does not set, merged into the room a page creates next. */
export interface RoomOverrides {
  /** Merged into `create.timer` (e.g. `botDelayMs`, `minResponseMs`, `turnSeconds`). */
  readonly timer?: Record<string, number>;
  /** Merged into `create.config` (e.g. 跑跑杀's `maxRounds`). */
  readonly config?: Record<string, unknown>;
}

/**
 * Test-only path for the options the create form lacks: the page's room-creation request (`POST /matchmake/create/…`,
 * sent by the real form or quick-start button) is rewritten on its way to the server, merging `o` into its options.
 * Everything else about creating the room stays the UI's.
 */
export async function overrideRoomOptions(page: Page, o: RoomOverrides): Promise<void> {
  await page.route('**/matchmake/create/**', async (route: Route) => {
    const body = route.request().postDataJSON() as { create?: Record<string, unknown> } | null;
    if (!body?.create) return route.continue();
    const create = body.create;
    create.timer = { ...((create.timer as object | undefined) ?? {}), ...o.timer };
    if (o.config) create.config = { ...((create.config as object | undefined) ?? {}), ...o.config };
    await route.continue({ postData: JSON.stringify(body) });
  });
}

/** Opens the home page and types the nickname. */
export async function openHome(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('name').fill(name);
}

/** Settings of the home page's create form. */
export interface CreateForm {
  readonly game: 'shajisifu' | 'paopaosha';
  readonly players: number;
  readonly bots: number;
}

/** Fills the home page's create form, submits it and waits for the lobby; returns the room code. */
export async function createWithForm(page: Page, f: CreateForm): Promise<string> {
  await page.getByTestId('game').selectOption(f.game);
  await page.getByTestId('players').fill(String(f.players));
  await page.getByTestId('bots').fill(String(f.bots));
  await page.getByTestId('create').click();
  return lobbyCode(page);
}

/** Waits for the lobby and returns its room code. */
export async function lobbyCode(page: Page): Promise<string> {
  await page.getByTestId('lobby').waitFor();
  const code = (await page.getByTestId('room-code').first().textContent())?.trim() ?? '';
  if (!code) throw new Error('the lobby shows no room code');
  return code;
}

/**
 * Presses the home page's 快速开始 for `game`: the game starts at once (the page's nickname, bots in every other seat);
 * waits for the table and returns the room code.
 */
export async function quickStart(page: Page, game: string): Promise<string> {
  await page.getByTestId(`quick-${game}`).click();
  await page.locator(`[data-testid=table][data-game=${game}]`).waitFor({ timeout: 30_000 });
  const code = (await page.getByTestId('room-code').first().textContent())?.trim() ?? '';
  if (!code) throw new Error('the room shows no room code');
  return code;
}

/** Joins room `code` with the home page's code field; waits for the lobby. */
export async function joinWithCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('code').fill(code);
  await page.getByTestId('join').click();
  await page.getByTestId('lobby').waitFor();
}

/**
 * Opens `/room/<code>` (`watch`: `?watch`, as a spectator) in a page of a fresh browser context; answers the
 * nickname prompt with `name` when it appears; waits for the room.
 */
export async function openRoom(page: Page, baseUrl: string, code: string, name: string, watch = false): Promise<void> {
  await page.goto(`${baseUrl}/room/${encodeURIComponent(code)}${watch ? '?watch' : ''}`);
  const room = page.getByTestId('room');
  const prompt = page.getByTestId('name-prompt');
  await room.or(prompt).first().waitFor();
  if (await prompt.isVisible()) {
    await prompt.getByTestId('name').fill(name);
    await prompt.getByTestId('join').click();
    await room.waitFor();
  }
}

/** Host: waits until the start button is enabled (everyone ready), then starts the game and waits for the table. */
export async function startGame(page: Page): Promise<void> {
  const start = page.getByTestId('start');
  await start.waitFor();
  await page.waitForFunction(
    () => {
      const b = document.querySelector('[data-testid=start]');
      return b instanceof HTMLButtonElement && !b.disabled;
    },
    undefined,
    { timeout: 15_000 },
  );
  await start.click();
  await page.locator('[data-testid=table]').waitFor({ timeout: 30_000 });
}

/** The selector of the table that waits on the viewer. */
export const MUST_ACT = '[data-testid=table][data-must-act="true"]';
const RESULT = '[data-testid=result]';
const PICKED = 'data-e2e-pick';

/**
 * In the page: marks one enabled, visible `[data-choice]` element, chosen with `r` in [0, 1), with the attribute
 * `data-e2e-pick`, and says how many there were; or says that the game is over or the viewer need not act. (No named
 * inner functions, as in `describePage`.)
 */
function markChoice(args: { r: number; attr: string }): { state: 'result' | 'wait' | 'none' | 'picked'; n: number } {
  for (const old of document.querySelectorAll(`[${args.attr}]`)) old.removeAttribute(args.attr);
  if (document.querySelector('[data-testid=result]')) return { state: 'result', n: 0 };
  if (!document.querySelector('[data-testid=table][data-must-act="true"]')) return { state: 'wait', n: 0 };
  const usable = [...document.querySelectorAll<HTMLElement>('[data-choice]')].filter((el) => {
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return false;
    if (el.closest('fieldset:disabled, [inert]')) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  });
  if (usable.length === 0) return { state: 'none', n: 0 };
  const el = usable[Math.min(usable.length - 1, Math.floor(args.r * usable.length))] as HTMLElement;
  el.setAttribute(args.attr, '');
  return { state: 'picked', n: usable.length };
}

/**
 * In the page: the room's phase, whether the table waits on the viewer, banners, toast and prompt (for errors). No
 * named inner functions: tsx (bench:web) would wrap them in a helper the page lacks.
 */
function describePage(): string {
  const table = document.querySelector('[data-testid=table]');
  const parts = [
    `phase ${document.querySelector('[data-testid=room]')?.getAttribute('data-phase') ?? '-'}`,
    `must-act ${table?.getAttribute('data-must-act') ?? '-'}`,
    `choices ${document.querySelectorAll('[data-choice]').length}`,
  ];
  for (const [label, sel] of [
    ['banner', '[role=status]'],
    ['toast', '[data-testid=toast]'],
    ['prompt', '[data-testid=prompt]'],
  ]) {
    parts.push(
      `${label} ${
        document
          .querySelector(sel as string)
          ?.textContent?.trim()
          .slice(0, 200) ?? '-'
      }`,
    );
  }
  return parts.join('; ');
}

/** Options of `playRandomly`. */
export interface RobotOptions {
  /** The PRNG that orders the choices. */
  readonly rng: () => number;
  /** Give up (throw) after this long without the result (ms). */
  readonly timeoutMs: number;
  /** While it returns true, the robot does not click. */
  readonly paused?: () => boolean;
  /**
   * Called whenever the table waits on the viewer, before the robot clicks; `clicks` so far. Return true when the hook
   * answered the request itself (the robot then does not click this time).
   */
  readonly onMustAct?: (clicks: number) => Promise<boolean | undefined> | boolean | undefined;
  /** Stop (resolve) as soon as this returns true, even before the result. */
  readonly stop?: () => boolean;
}

/**
 * Plays the viewer's seat through the UI until the result panel shows: whenever the table is marked
 * `data-must-act="true"`, clicks (a real mouse click) one of the enabled, visible `[data-choice]` elements, chosen
 * uniformly at random. Returns the number of clicks. Throws with the page's prompt when the result does not come in time.
 */
export async function playRandomly(page: Page, o: RobotOptions): Promise<number> {
  const t0 = Date.now();
  let clicks = 0;
  for (;;) {
    if (o.stop?.()) return clicks;
    if (Date.now() - t0 > o.timeoutMs) {
      const seen = await page.evaluate(describePage).catch((e: Error) => `(page unreadable: ${e.message})`);
      throw new Error(`no result after ${o.timeoutMs} ms and ${clicks} clicks at ${page.url()}: ${seen}`);
    }
    if (o.paused?.()) {
      await page.waitForTimeout(50);
      continue;
    }
    const m = await page.evaluate(markChoice, { r: o.rng(), attr: PICKED });
    if (m.state === 'result') return clicks;
    if (m.state === 'wait') {
      await page.waitForSelector(`${MUST_ACT}, ${RESULT}`, { timeout: 1000 }).catch(() => undefined);
      continue;
    }
    if (m.state === 'none') {
      // Waiting on the viewer but nothing to click yet (an answer is on its way): let the page catch up.
      await page.waitForTimeout(30);
      continue;
    }
    if (o.onMustAct && (await o.onMustAct(clicks))) {
      clicks++;
      continue;
    }
    try {
      await page.locator(`[${PICKED}]`).click({ timeout: 2000 });
      clicks++;
    } catch {
      // The control went away (the server's answer re-rendered the table): choose again.
    }
    // Give the page a frame to show the click's effect before choosing again.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  }
}

/** The `data-card` values of the viewer's hand, in order (empty when no hand is shown). */
export function handCards(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid=hand] [data-testid=hand-card]', (els) =>
    els.map((e) => e.getAttribute('data-card') ?? ''),
  );
}
