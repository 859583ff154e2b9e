/**
 * The combinations of options no game can be played with, refused by `validateConfig` (config.ts) with a `ConfigError`
 * of code `impossible` naming the option to change.
 */
import { ConfigError } from '@shaju/engine';
import { CARD_KIND_IDS, CARD_KINDS } from '../cards/index.ts';
import type { CardKindId } from './card-types.ts';
import type { PaopaoshaConfig } from './config-types.ts';
import { characterPool, DECK_PREFIX, deckCount, POOL_PREFIX } from './option-families.ts';

/**
 * The card kinds that can take HP from a player (damage or an outright kill): with none of them in the deck nobody can
 * die, so no side can win (every game would end as a draw at the round limit).
 */
const HARMFUL: readonly CardKindId[] = Object.freeze([
  'sha',
  'shashanzhijiao',
  'wandaoqifa',
  'qiangdaoruqin',
  'kongbufenzi',
  'dantiao',
  'dilei',
  'shuilei',
  'zuzhou',
  'sishenmingdao',
  'shenmijingqi',
  'yonghengzhihuo',
  'jiaolazhihua',
]);

/** The number of cards in `config`'s deck (the sum of the `deck.<card>` counts; the seed: 110, P-D1). */
export function deckSize(config: object): number {
  let n = 0;
  for (const id of CARD_KIND_IDS) n += deckCount(config, id, CARD_KINDS[id].copies);
  return n;
}

/** The first `prefix` option `config` sets (sparse), or `fallback`: the option an `impossible` error names. */
function firstSet(config: object, prefix: string, fallback: string): string {
  for (const k of Object.keys(config)) if (k.startsWith(prefix)) return k;
  return fallback;
}

/**
 * Throws `ConfigError` (`impossible`) when `config` cannot make a game:
 * - the deck cannot deal every player the starting hand (P-S4);
 * - the deck holds no card that can take HP (`HARMFUL`): nobody could die, so nobody could win;
 * - the character pool holds fewer characters than a player is offered (P-S2; the 国主's offer counts in the identity
 *   game only, the 海盗王 being fixed in boss mode).
 */
export function checkCombination(config: PaopaoshaConfig): void {
  const size = deckSize(config);
  const dealt = config.players * config.startingHand;
  if (size < dealt) {
    throw new ConfigError(
      firstSet(config, DECK_PREFIX, 'startingHand'),
      `the deck holds ${size} cards, too few to deal ${config.players} players ${config.startingHand} cards each`,
      'impossible',
    );
  }
  let harmful = 0;
  for (const id of HARMFUL) harmful += deckCount(config, id, CARD_KINDS[id].copies);
  if (harmful === 0) {
    throw new ConfigError(
      `${DECK_PREFIX}sha`,
      `no card in the deck can take HP (${HARMFUL.join(', ')}): nobody could die, so nobody could win`,
      'impossible',
    );
  }
  const pool = characterPool(config).length;
  const want = Math.max(config.characterChoices, config.mode === 'boss' ? 0 : config.lordChoices);
  if (pool < want) {
    throw new ConfigError(
      firstSet(config, POOL_PREFIX, 'characterChoices'),
      `the character pool holds ${pool} characters, fewer than the ${want} a player is offered`,
      'impossible',
    );
  }
}
