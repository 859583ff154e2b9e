/**
 * Rooms of `hard` (search) bots for `npm run bench:server -- --hard-rooms N`: N rooms of 杀机四伏 for 5, each one
 * scripted host (a heuristic chooser, over the SDK like every bench client) and four search bots, which think in the
 * server's search pool (apps/server/src/search). A finished game is replaced by a new room, so the pool stays busy
 * while the bench measures the other rooms.
 */
import { botChooser, TestPlayer } from '../apps/server/test/client.ts';

const TIMER = { botDelayMs: 0, turnSeconds: 60, responseSeconds: 30, minResponseMs: 0, graceSeconds: 30 };

/** The rooms of search bots and how to stop them. */
export interface HardRooms {
  /** Games these rooms finished so far. */
  finished(): number;
  stop(): Promise<void>;
}

/** Opens `n` rooms of search bots on the server at `url` and keeps them playing until `stop`. */
export async function startHardRooms(url: string, n: number, game = 'shajisifu'): Promise<HardRooms> {
  let stopped = false;
  let finished = 0;
  const hosts = new Set<TestPlayer>();
  const loop = async (k: number): Promise<void> => {
    for (let g = 0; !stopped; g++) {
      const host = new TestPlayer(url, `hard-${k}`, { chooser: botChooser(game, 'heuristic', k * 1000 + g) });
      hosts.add(host);
      await host.create({ game, players: 5, bots: { count: 4, kind: 'search', fill: true }, timer: TIMER });
      host.sendRaw('start', {});
      while (!stopped && host.replay === null) await new Promise((r) => setTimeout(r, 100));
      if (host.replay !== null) finished++;
      hosts.delete(host);
      await host.leave();
    }
  };
  const running = Array.from({ length: n }, (_, k) => loop(k).catch((e) => console.error(`hard room ${k}: ${e}`)));
  return {
    finished: () => finished,
    async stop() {
      stopped = true;
      for (const h of hosts) await h.leave();
      await Promise.all(running);
    },
  };
}
