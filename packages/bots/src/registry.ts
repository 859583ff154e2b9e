import type { Decider } from '@shaju/testkit';
import { PaopaoshaHeuristicBot } from './paopaosha-heuristic.ts';
import { RandomBot } from './random.ts';
import { ShajisifuHeuristicBot } from './shajisifu-heuristic.ts';

/** Bot kinds by name, as the CLI and server accept them. */
export type BotKind = 'random' | 'heuristic';
/** Every bot kind. */
export const BOT_KINDS: readonly BotKind[] = ['random', 'heuristic'];

/**
 * Makes a bot of `kind` for `game` with its own seed. Throws `Error` for an unknown kind or a game without that bot.
 */
export function makeBot(game: string, kind: string, seed: number): Decider {
  if (kind === 'random') return new RandomBot(seed);
  if (kind === 'heuristic') {
    if (game === 'shajisifu') return new ShajisifuHeuristicBot() as Decider;
    if (game === 'paopaosha') return new PaopaoshaHeuristicBot() as Decider;
    throw new Error(`no heuristic bot for ${game} yet`);
  }
  throw new Error(`unknown bot kind ${JSON.stringify(kind)} (known: ${BOT_KINDS.join(', ')})`);
}
