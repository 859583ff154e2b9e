import type { AnyGameModule, GameResult } from '@shaju/engine';
import { type PaopaoshaState, paopaosha } from '@shaju/paopaosha';
import { type ShajisifuState, shajisifu, suitOf } from '@shaju/shajisifu';

/**
 * What the server needs to know of a game beyond its `GameModule`: which request kinds are response windows (timed
 * by `responseSeconds` and held open for `minResponseMs`), the bot kind it falls back to, and how to name a seat's
 * identity for the per-player record. The only game-specific code in the server.
 */
export interface ServedGame {
  readonly module: AnyGameModule;
  /** Request kinds that answer someone else's action (rulings S-P1, P-G6). */
  readonly responseKinds: ReadonlySet<string>;
  /** The seat's identity as text (read from the full state, only for the record written after the game). */
  identityOf(state: unknown, seat: number): string;
  /** The seat's score in a result, or null when the game keeps none. */
  scoreOf(result: GameResult, seat: number): number | null;
}

const SUIT_NAMES = ['spades', 'hearts', 'clubs', 'diamonds', 'joker'];

/** The games the server plays, by id. */
export const GAMES: Readonly<Record<string, ServedGame>> = Object.freeze({
  shajisifu: {
    module: shajisifu,
    responseKinds: new Set(['claim']),
    identityOf: (state: unknown, seat: number) => {
      const p = (state as ShajisifuState).players[seat];
      return p ? (SUIT_NAMES[suitOf(p.identity)] ?? 'unknown') : 'unknown';
    },
    scoreOf: (result: GameResult, seat: number) => result.scores?.[seat] ?? null,
  },
  paopaosha: {
    module: paopaosha,
    responseKinds: new Set(['shan', 'sha', 'wuxie', 'rescue']),
    identityOf: (state: unknown, seat: number) => (state as PaopaoshaState).seats[seat]?.identity ?? 'unknown',
    scoreOf: (result: GameResult, seat: number) => result.scores?.[seat] ?? null,
  },
});

/** The served game with id `id`. Throws `Error` for an unknown id. */
export function servedGame(id: string): ServedGame {
  const g = GAMES[id];
  if (!g) throw new Error(`unknown game ${JSON.stringify(id)}`);
  return g;
}
