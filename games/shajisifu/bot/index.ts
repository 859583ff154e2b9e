/**
 * The bots of this game: the heuristic bot beside the random-legal bot every game has (`@shaju/bots`), and the search
 * bot over this game's determiniser (`./search.ts`, docs/bots.md).
 */
import { RandomBot, SearchBot } from '@shaju/bots';
import type { Decider, SearchOptions } from '@shaju/runtime';
import { shajisifu } from '../src/index.ts';
import { ShajisifuHeuristicBot } from './heuristic.ts';
import { searchAdapter } from './search.ts';

export * from './heuristic.ts';
export * from './search.ts';

/** Bot kinds of this game, weakest first. */
export const BOT_KINDS = ['random', 'heuristic', 'search'] as const;

/**
 * The search bot's budget when nobody gives one: 96 playouts to the end of the game per searched decision (docs/bots.md:
 * a median of about 11 ms of CPU a decision at 8 players; `simulate --games 400 --players 6 --bots search,heuristic`
 * takes about a minute and a half of CPU).
 */
export const SEARCH_BUDGET: SearchOptions = Object.freeze({ iterations: 96 });

/** A new bot of `kind` with its own seed. Throws `Error` for a kind this game does not have. */
export function makeBot(kind: string, seed: number): Decider {
  if (kind === 'random') return new RandomBot(seed);
  if (kind === 'heuristic') return new ShajisifuHeuristicBot() as Decider;
  if (kind === 'search') return new SearchBot(shajisifu, searchAdapter as never, seed, SEARCH_BUDGET);
  throw new Error(`unknown bot kind ${JSON.stringify(kind)} (known: ${BOT_KINDS.join(', ')})`);
}
