/** Test helper: bot games played as the server plays them, with what every viewer saw, and the server's record. */

import { type AnyGameModule, hashState } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import { playout } from '@shaju/testkit';
import type { EventBatch } from '../src/net/session.ts';
import type { ReplayRecord } from '../src/replay/replay.ts';

/** A plain copy, as over the wire. */
export const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A game played live: the server's record, and what every viewer saw after every decision. */
export interface Live {
  readonly record: ReplayRecord;
  /** Per step 0…n: every viewer's view (index 0: spectator, i+1: seat i), as sent over the wire. */
  readonly views: unknown[][];
  /** Per step: the hash of the full state. */
  readonly hashes: string[];
  /** Per step: the full state (a clone). */
  readonly states: unknown[];
  /** Per viewer (index as in `views`): the event batches a live client kept, as the server sends them. */
  readonly logs: EventBatch[][];
}

/** Plays a game with heuristic bots as the server would, recording what every viewer saw after every decision. */
export function playLive(game: AnyGameModule, config: unknown, seed: number): Live {
  const events: unknown[] = [];
  const state = game.setup(game.validateConfig(config), seed, events);
  const n = game.seatCount(state);
  const viewers: (number | null)[] = [null, ...Array.from({ length: n }, (_, i) => i)];
  const views: unknown[][] = [];
  const hashes: string[] = [];
  const states: unknown[] = [];
  const logs: EventBatch[][] = viewers.map(() => []);
  let seen = 0;
  let seq = 0;
  const snap = () => {
    views.push(viewers.map((v) => wire(game.view(state, v))));
    hashes.push(hashState(state));
    states.push(game.clone(state));
    const batch = events.slice(seen);
    seen = events.length;
    viewers.forEach((v, i) => {
      const out: unknown[] = [];
      for (const e of batch) {
        const r = game.redactEvent(wire(e), v);
        if (r !== null) out.push(r);
      }
      if (out.length > 0) logs[i]?.push({ seq, events: out });
    });
    seq++;
  };
  snap();
  const bots = Array.from({ length: n }, (_, i) => kitOf(game.id).makeBot('heuristic', seed * 13 + i));
  const r = playout(game, state, bots, { events, maxDecisions: 5000, onStep: snap });
  const record: ReplayRecord = wire({
    game: game.id,
    version: game.version,
    config: game.validateConfig(config),
    seed,
    log: r.log,
    result: r.result,
    finalHash: hashState(state),
    players: Array.from({ length: n }, (_, i) => `P${i}`),
  });
  return { record, views, hashes, states, logs };
}
