/**
 * Reading the game log in the browser tests. The log draws only the rows in sight (@shaju/ui GameLog), so the whole
 * log is read as a person would: scrolled from the top to the end, folded runs opened on the way, every row taken
 * once. Waits on frames (a scroll draws its rows at the next frames), never on a clock.
 */
import type { Page } from 'playwright-core';

/** One row of the log as read: its number (0 for a client's note), its words, and the auto-passes said on it. */
export interface ReadLine {
  readonly n: number;
  readonly text: string;
  readonly quiet: boolean;
  readonly passes: number;
}

/**
 * Every line of the page's game log, oldest first: the log box scrolled from the top to the end, each folded run
 * opened. The page's own scrolling is put back to the end afterwards (the log then follows new lines again).
 */
export function readWholeLog(page: Page): Promise<ReadLine[]> {
  return page.evaluate(async () => {
    const box = document.querySelector('[data-testid=game-log] .log-box') as HTMLElement | null;
    if (!box) return [];
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    /** Frames until the drawn rows stay the same two frames in a row (at most 120 frames). */
    const settle = async () => {
      let last = '';
      let same = 0;
      for (let i = 0; i < 120 && same < 2; i++) {
        await frame();
        const now = [...box.querySelectorAll('li')].map((li) => li.getAttribute('data-vkey')).join(',');
        same = now === last ? same + 1 : 0;
        last = now;
      }
    };
    const seen = new Map<string, { n: number; text: string; quiet: boolean; passes: number }>();
    box.scrollTop = 0;
    await settle();
    for (let guard = 0; guard < 10_000; guard++) {
      const folded = box.querySelector('li[data-run] button') as HTMLButtonElement | null;
      if (folded) {
        folded.click();
        await settle();
        continue;
      }
      for (const li of box.querySelectorAll('li')) {
        const key = li.getAttribute('data-vkey') ?? '';
        if (seen.has(key)) continue;
        seen.set(key, {
          n: Number(li.getAttribute('data-n') ?? 0),
          text: li.querySelector('.log-text')?.textContent ?? '',
          quiet: li.hasAttribute('data-quiet'),
          passes: Number(li.getAttribute('data-auto-passed') ?? 0),
        });
      }
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) break;
      box.scrollTop += Math.max(20, box.clientHeight * 0.8);
      await settle();
    }
    box.scrollTop = box.scrollHeight;
    return [...seen.values()];
  });
}

/** The game's lines of the log (the client's notes left out), in words. */
export async function gameLines(page: Page): Promise<string[]> {
  return (await readWholeLog(page)).filter((l) => !l.quiet).map((l) => l.text);
}
