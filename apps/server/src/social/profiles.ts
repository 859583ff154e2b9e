/**
 * Players' profiles over HTTP: a player's own record (`GET /api/record` with the player token: history, statistics,
 * ratings) and the best ratings of a game (`GET /api/leaderboard/:game`).
 */
import { Token } from '@shaju/protocol';
import type { Application, Request, Response } from 'express';
import { hashToken } from '../rooms/context.ts';
import type { Storage } from '../storage/api.ts';

/** Registers `GET /api/record` and `GET /api/leaderboard/:game` on `app`, answered from `storage`. */
export function serveProfiles(app: Application, storage: Storage): void {
  app.get('/api/record', async (req: Request, res: Response) => {
    const auth = req.header('authorization') ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    if (!Token.safeParse(token).success) {
      res.status(401).json({ code: 'bad_message', message: 'Authorization: Bearer <player token>' });
      return;
    }
    res.json(await storage.playerRecord(hashToken(token)));
  });
  // The best ratings of one game (at most 100; `?limit=` lowers it): rank, nickname, tag, mu, sigma, ordinal, games.
  app.get('/api/leaderboard/:game', async (req: Request, res: Response) => {
    const game = String(req.params.game ?? '');
    const limit = Math.min(100, Math.max(1, Number(req.query.limit) || 100));
    if (!/^[a-z0-9_-]{1,40}$/.test(game)) {
      res.status(400).json({ code: 'bad_message', message: 'a game id' });
      return;
    }
    // With the player's token (optional), the asker's own line is marked `you`.
    const auth = req.header('authorization') ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const viewer = Token.safeParse(token).success ? hashToken(token) : undefined;
    res.json({ game, entries: await storage.leaderboard(game, limit, viewer) });
  });
}
