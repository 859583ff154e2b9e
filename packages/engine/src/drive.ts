import { IllegalDecisionError } from './errors.ts';
import type { AnyGameModule, GameRecord, LogEntry } from './game.ts';

/**
 * Applies a decision that names the request it answers (as a client's message does). Throws
 * `IllegalDecisionError` with code `stale` when `requestId` is not the current request's id, `game_over` when
 * nothing is pending, or whatever `apply` throws; the state is unchanged in every such case.
 */
export function applyForRequest<S, E>(
  game: AnyGameModule,
  state: S,
  seat: number,
  decision: unknown,
  requestId: number,
  events?: E[],
): void {
  const p = game.pending(state);
  if (p === null) throw new IllegalDecisionError('game_over', seat, 'the game is over');
  if (p.id !== requestId) {
    throw new IllegalDecisionError('stale', seat, `request ${requestId} is not the current request ${p.id}`);
  }
  game.apply(state, seat, decision, events);
}

/**
 * Rebuilds a game from its record: setup from (config, seed), then every logged decision in order.
 * Returns the final state. Throws `IllegalDecisionError` if the log does not fit the game (a corrupt record).
 */
export function replayRecord<S>(game: AnyGameModule, record: GameRecord): S {
  const state = game.setup(game.validateConfig(record.config), record.seed) as S;
  replayInto(game, state, record.log);
  return state;
}

/** Applies logged decisions to a state, in order. Throws as `apply` does. */
export function replayInto<S>(game: AnyGameModule, state: S, log: readonly LogEntry[]): void {
  for (const e of log) game.apply(state, e.seat, e.d);
}
