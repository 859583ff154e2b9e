/**
 * Hooks for the server's own tests, served only when the server starts with `testHooks` (`SHAJU_TEST_HOOKS=1`); a
 * deployment never sets it, and without it none of this is reachable.
 *
 * `POST /api/test/rooms/:code/bots` with `{"hold": true}` holds the bots of room `code` in this process: its bot seats
 * and the bots covering a human seat (托管, timeouts, a player gone) answer nothing until `{"hold": false}`. A test then
 * decides when a game may move on — before a player drops, say — instead of racing fast bots
 * (apps/server/test/ended-away.test.ts). A hold set before the game starts applies to it. Answers 204, or 400 for a
 * malformed body.
 */
import type { Application, Request, Response } from 'express';
import express from 'express';

/** Codes of the rooms whose bots are held. */
const held = new Set<string>();
/** Per held room: the sessions' wake-ups to call when the hold ends. */
const wakes = new Map<string, Set<() => void>>();

/**
 * Whether the bots of room `code` are held now; if so `wake` is called once the hold ends (a session passes its
 * scheduler). Always false unless a test set a hold.
 */
export function botsHeldIn(code: string, wake: () => void): boolean {
  if (!held.has(code)) return false;
  let w = wakes.get(code);
  if (!w) wakes.set(code, (w = new Set()));
  w.add(wake);
  return true;
}

/** Holds (`true`) or releases the bots of room `code`; a release wakes the sessions that found them held. */
export function holdBots(code: string, hold: boolean): void {
  if (hold) {
    held.add(code);
    return;
  }
  held.delete(code);
  const w = wakes.get(code);
  wakes.delete(code);
  for (const f of w ?? []) f();
}

/** Registers the test routes on `app` (call only with `testHooks` on). */
export function testRoutes(app: Application): void {
  app.post('/api/test/rooms/:code/bots', express.json(), (req: Request, res: Response) => {
    const hold = (req.body as { hold?: unknown } | undefined)?.hold;
    if (typeof hold !== 'boolean') {
      res.status(400).json({ error: 'malformed', message: 'expected {"hold": true|false}' });
      return;
    }
    holdBots(String(req.params.code ?? ''), hold);
    res.status(204).end();
  });
}
