/**
 * What a finished game's record and result tell the clients: the `result` message, and the full record of the replay
 * (the seed and every decision), of a live session or of a stored game. A record is given only once its game is over:
 * before the end, the seed and the decisions would reveal every hidden card.
 */
import type { AnyGameModule, GameResult } from '@shaju/engine';
import type { ServerMessage } from '@shaju/protocol';
import type { StoredGame, StoredSettings } from '../storage/api.ts';

/** The `result` message of a finished game (the result's `why` keyed by seat as text, as JSON has it). */
export function resultMessage(result: GameResult): ServerMessage<'result'> {
  const why: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(result.why)) why[k] = (v as readonly string[]).slice();
  return {
    result: {
      winners: result.winners.slice(),
      draw: result.draw,
      reason: result.reason,
      why,
      ...(result.scores ? { scores: result.scores.slice() } : {}),
    },
  };
}

/** A finished game's full record for its replay (the seed and every decision: never sent before the end). */
export function replayRecord(
  m: AnyGameModule,
  config: unknown,
  seed: number,
  log: readonly { seat: number; d: unknown; by?: number }[],
  state: unknown,
  seats: readonly { name: string }[],
  settings: StoredSettings,
): ServerMessage<'replay'>['record'] {
  return {
    game: m.id,
    version: m.version,
    config,
    seed,
    log: log.slice(),
    result: m.result(state),
    players: seats.map((s) => s.name),
    ...(settings.rules ? { rules: settings.rules } : {}),
  };
}

/**
 * A finished stored game's record as the `replay` message and `GET /api/games/:id` give it: (config, seed, log with
 * `by` only where another seat decided), result, players' names and the rules.
 */
export function recordOfStored(g: StoredGame) {
  const log = g.log.map((e) => (e.by === undefined ? { seat: e.seat, d: e.d } : { seat: e.seat, d: e.d, by: e.by }));
  const { game, version, config, seed } = g;
  const players = g.seats.map((s) => s.name);
  return {
    game,
    version,
    config,
    seed,
    log,
    result: g.result,
    players,
    ...(g.settings.rules ? { rules: g.settings.rules } : {}),
  };
}
