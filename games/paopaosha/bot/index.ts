/** The bots of this game: the heuristic bot beside the random-legal bot every game has (`@shaju/bots`). */
import { RandomBot } from '@shaju/bots';
import type { Decider } from '@shaju/runtime';
import { PaopaoshaHeuristicBot } from './heuristic.ts';

export * from './heuristic.ts';

/** Bot kinds of this game, weakest first. */
export const BOT_KINDS = ['random', 'heuristic'] as const;

/** A new bot of `kind` with its own seed. Throws `Error` for a kind this game does not have. */
export function makeBot(kind: string, seed: number): Decider {
  if (kind === 'random') return new RandomBot(seed);
  if (kind === 'heuristic') return new PaopaoshaHeuristicBot() as Decider;
  throw new Error(`unknown bot kind ${JSON.stringify(kind)} (known: ${BOT_KINDS.join(', ')})`);
}
