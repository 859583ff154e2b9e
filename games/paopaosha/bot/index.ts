/**
 * The bots of this game: the heuristic bot beside the random-legal bot every game has (`@shaju/bots`), and the search
 * bot over this game's determiniser (`./search.ts`, docs/bots.md).
 */
import { RandomBot, SearchBot } from '@shaju/bots';
import type { Decider, SearchOptions } from '@shaju/runtime';
import { paopaosha } from '../src/index.ts';
import { PaopaoshaHeuristicBot } from './heuristic.ts';
import { searchAdapter } from './search.ts';

export * from './heuristic.ts';
export * from './search.ts';

/** Bot kinds of this game, weakest first. */
export const BOT_KINDS = ['random', 'heuristic', 'search'] as const;

/**
 * The search bot's budget when nobody gives one: 40 playouts per searched decision, each cut after 160 decisions and
 * then valued (docs/bots.md: a median of about 100 ms of CPU a decision at 8 players, at most about 0.6 s).
 */
export const SEARCH_BUDGET: SearchOptions = Object.freeze({ iterations: 40, depth: 160 });

/** A new bot of `kind` with its own seed. Throws `Error` for a kind this game does not have. */
export function makeBot(kind: string, seed: number): Decider {
  if (kind === 'random') return new RandomBot(seed);
  if (kind === 'heuristic') return new PaopaoshaHeuristicBot() as Decider;
  if (kind === 'search') return new SearchBot(paopaosha, searchAdapter as never, seed, SEARCH_BUDGET);
  throw new Error(`unknown bot kind ${JSON.stringify(kind)} (known: ${BOT_KINDS.join(', ')})`);
}
