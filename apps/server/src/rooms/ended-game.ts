/**
 * The last game of a room that has closed, for a player who comes back after it (`GET /api/rooms/:code/ended`): a room
 * is kept open for a while after its game ended for the players away then (end-hold.ts); after that window, or after a
 * server restart, the client finds the game here and shows its result with the replay link instead of "no such room".
 */
import type { EndedGame } from '@shaju/protocol';
import { Token } from '@shaju/protocol';
import type { Application, Request, Response } from 'express';
import { recordOfStored, resultMessage } from '../redaction/records.ts';
import type { Storage, StoredGame } from '../storage/api.ts';
import { hashToken } from './context.ts';
import { gameIdFor } from './rematch.ts';

/** Games of one room looked at, at most (a room plays one game after another: `CODE`, `CODE-2`…). */
const MAX_GAMES = 1000;

/**
 * The last finished game of room `code` (its games are `CODE`, `CODE-2`, `CODE-3`…, one after the other: rematch.ts)
 * — with `tokenHash`, the last one in which that player had a seat (a rematch may have started without them) — or
 * null when there is none. Games still going on are passed over.
 */
export async function lastGameOf(storage: Storage, code: string, tokenHash: string | null): Promise<StoredGame | null> {
  if (!(await storage.hasGame(code))) return null;
  const id = (n: number) => gameIdFor(code, n, () => false).id;
  let n = 1;
  while (n < MAX_GAMES && (await storage.hasGame(id(n + 1)))) n++;
  for (; n >= 1; n--) {
    const g = await storage.loadGame(id(n));
    if (g?.status !== 'finished') continue;
    if (tokenHash === null || g.seats.some((s) => s.tokenHash === tokenHash)) return g;
  }
  return null;
}

/**
 * The answer of `GET /api/rooms/:code/ended` for a finished game `g` (protocol `EndedGame`): its id, result and record
 * (the `result` and `replay` messages of its room), and the seat of the player whose token hashes to `tokenHash`.
 */
export function endedGame(g: StoredGame, tokenHash: string | null): EndedGame | null {
  if (g.status !== 'finished' || !g.result) return null;
  const seat = tokenHash === null ? -1 : g.seats.findIndex((s) => s.tokenHash === tokenHash);
  return {
    gameId: g.id,
    seat: seat >= 0 ? seat : null,
    result: resultMessage(g.result).result,
    record: recordOfStored(g),
  };
}

/**
 * Serves `GET /api/rooms/:code/ended`: the room's last finished game, or with `Authorization: Bearer <token>` the last
 * one that player sat in (`lastGameOf`); 404 `not_found` when there is none.
 */
export function serveEndedGame(app: Application, storage: Storage): void {
  app.get('/api/rooms/:code/ended', async (req: Request, res: Response) => {
    const code = String(req.params.code ?? '');
    const auth = req.header('authorization') ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const tokenHash = Token.safeParse(token).success ? hashToken(token) : null;
    const g = /^[A-Za-z0-9_-]{1,32}$/.test(code) ? await lastGameOf(storage, code, tokenHash) : null;
    const body = g ? endedGame(g, tokenHash) : null;
    if (!body) {
      res.status(404).json({ code: 'not_found', message: 'no finished game in that room' });
      return;
    }
    res.json(body);
  });
}
