import { type AnyGameModule, type GameRecord, hashState, type LogEntry, replayRecord } from '@shaju/engine';

/**
 * Makes a saved-game record from a finished (or unfinished) game: config, seed, decision log, result and the final
 * state's hash, so that `verifyRecord` can check that replaying reproduces it exactly.
 */
export function makeRecord<S>(
  game: AnyGameModule,
  config: unknown,
  seed: number,
  log: readonly LogEntry[],
  finalState: S,
  players?: readonly string[],
): GameRecord {
  return {
    game: game.id,
    version: game.version,
    config,
    seed,
    log,
    result: game.result(finalState),
    finalHash: hashState(finalState),
    ...(players ? { players } : {}),
  };
}

/**
 * Replays a record and compares the final hash. Returns `{ ok, hash, expected }`. Throws `Error` when the record is
 * for another game or version, and `IllegalDecisionError` when its log does not fit the game.
 */
export function verifyRecord<S>(
  game: AnyGameModule,
  record: GameRecord,
): { ok: boolean; hash: string; expected: string | undefined; state: S } {
  if (record.game !== game.id) throw new Error(`record is for game ${record.game}, not ${game.id}`);
  if (record.version !== game.version)
    throw new Error(`record version ${record.version}, game version ${game.version}`);
  const state = replayRecord<S>(game, record);
  const hash = hashState(state);
  return { ok: record.finalHash === undefined || hash === record.finalHash, hash, expected: record.finalHash, state };
}
