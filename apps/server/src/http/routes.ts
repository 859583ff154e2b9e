/**
 * The server's HTTP API besides the matchmaker: health, the open rooms (all, and one by its code for an invite page),
 * a finished game's record and chat, the last game of a closed room (rooms/ended-game.ts), players' records and the
 * leaderboards (social/profiles.ts), and with `stats` the benchmark's `/api/stats`.
 */
import type { monitorEventLoopDelay } from 'node:perf_hooks';
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '@shaju/protocol';
import type { Application, Request, Response } from 'express';
import { recordOfStored } from '../redaction/records.ts';
import type { RoomContext } from '../rooms/context.ts';
import { serveEndedGame } from '../rooms/ended-game.ts';
import type { OpenRooms } from '../scale/room-list.ts';
import { serveProfiles } from '../social/profiles.ts';
import type { Storage } from '../storage/api.ts';

/** Sampling interval of the event-loop delay histogram; it is subtracted from what `/api/stats` reports. */
export const LOOP_RESOLUTION_MS = 5;

/**
 * Registers the API on `app`: the routes above over `storage` and `openRooms`; `/api/stats` (with `stats`) drains the
 * handler-time samples of `context` and reads the event-loop histogram `loop`.
 */
export function apiRoutes(
  app: Application,
  storage: Storage,
  stats: boolean,
  context: RoomContext,
  loop: ReturnType<typeof monitorEventLoopDelay>,
  openRooms: OpenRooms,
): void {
  app.get('/api/health', (_req: Request, res: Response) => {
    res.json({ ok: true });
  });
  // This process's open rooms live, the other processes' from a snapshot at most 5 s old (scale/room-list.ts).
  app.get('/api/rooms', async (_req: Request, res: Response) => {
    res.json(await openRooms.list());
  });
  // One room by its code, for an invite page: game, configuration, rules, seats and phase (private rooms too: the code
  // is the invitation). 404 when there is no such room.
  app.get('/api/rooms/:code', async (req: Request, res: Response) => {
    const code = String(req.params.code ?? '');
    // One room by its id (Redis: one HGET; `matchMaker.query` would read every room).
    const r = /^[A-Za-z0-9_-]{1,32}$/.test(code) ? await matchMaker.driver.findOne({ roomId: code }) : undefined;
    if (!r?.metadata || r.name !== ROOM_NAME) {
      res.status(404).json({ error: 'not_found' });
      return;
    }
    const { game, players, humans, open, phase, config, rules, seats } = r.metadata;
    res.json({ code, game, players, humans, open, phase, config, rules: rules ?? null, seats });
  });
  serveEndedGame(app, storage);
  serveProfiles(app, storage);
  app.get('/api/games/:id', async (req: Request, res: Response) => {
    const g = await storage.loadGame(String(req.params.id));
    if (g?.status !== 'finished') {
      res.status(404).json({ code: 'wrong_phase', message: 'no finished game with that id' });
      return;
    }
    res.json({ ...recordOfStored(g), finalHash: g.finalHash, chat: await storage.chatOf(g.id) });
  });
  if (stats) {
    app.get('/api/stats', async (req: Request, res: Response) => {
      const g = globalThis as { gc?: () => void };
      if (req.query.gc === '1') g.gc?.();
      // This process's rooms only (read in memory: `matchMaker.query` would read every process's from Redis).
      const body = {
        rooms: openRooms.local.size,
        clients: openRooms.local.clients(),
        handlerUs: context.samples.splice(0, context.samples.length),
        snapshotUs: context.snapshotSamples.splice(0, context.snapshotSamples.length),
        loopDelayMs: {
          p50: Math.max(0, loop.percentile(50) / 1e6 - LOOP_RESOLUTION_MS),
          p99: Math.max(0, loop.percentile(99) / 1e6 - LOOP_RESOLUTION_MS),
          max: Math.max(0, loop.max / 1e6 - LOOP_RESOLUTION_MS),
        },
        memory: process.memoryUsage(),
      };
      loop.reset();
      res.json(body);
    });
  }
}
