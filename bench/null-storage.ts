/**
 * A storage that keeps nothing and a session host that ignores everything, for benchmarks that run bare game sessions
 * (no sockets, no database): `bench/full-log.ts` and the session-heap line of `bench/server.bench.ts`.
 */
import type { Storage } from '../apps/server/src/storage/sqlite.ts';

/** A `Storage` that stores nothing (every read is empty). */
export const NULL_STORAGE: Storage = {
  createGame: async () => undefined,
  appendDecision: async () => undefined,
  finishGame: async () => undefined,
  loadGame: async () => null,
  unfinishedIds: async () => [],
  hasGame: async () => false,
  playerRecord: async () => ({
    games: 0,
    wins: 0,
    byIdentity: {},
    score: 0,
    recent: [],
    history: [],
    byGame: {},
    ratings: {},
  }),
  leaderboard: async () => [],
  ratingOf: async () => null,
  appendChat: async () => undefined,
  chatOf: async () => [],
  saveLobby: async () => undefined,
  deleteLobby: async () => undefined,
  lobbies: async () => [],
  close: async () => undefined,
};

/** A session host that ignores every callback. */
export const NULL_HOST = { onStep() {}, onFinished() {}, onSeatsChanged() {}, onHeldDropped() {} };
