/**
 * The option families of 跑跑杀 — one option per card kind, per pool character and per character with a seed HP — and
 * their accessors. Like every option added after the `PaopaoshaConfig` fields, a family option is stored in a
 * configuration only when it differs from its default.
 *
 * - `deck.<card>` (int, 0 … `deckMax`): copies of a card kind. Fewer than the seed keeps the first copies its card
 *   module lists; more adds copies whose suit and rank cycle through the seed's copies (copy k takes the suit and rank
 *   of seed copy k mod the seed count), so the added copies of 杀 are as black as the seed's. Read at setup only.
 * - `character.<id>` (bool): the character may be offered (P-S2).
 * - `hp.<id>` (int): a character's max HP where the seed gives one (the ruling HPs are `lanlanHp`, `xiaodouHp` and
 *   `doujiyanHp`).
 */
import { CHARACTER_POOL, CHARACTERS, type CharacterId } from './characters.ts';

export const DECK_PREFIX = 'deck.';
export const POOL_PREFIX = 'character.';
export const HP_PREFIX = 'hp.';

/** The most copies of a card kind with `seed` copies in the seed deck: twice the seed's, at least 4. */
export function deckMax(seed: number): number {
  return Math.max(2 * seed, 4);
}

/** The characters whose max HP the seed gives (an `hp.<id>` option each): the pool characters without `hpParam`. */
export const SEED_HP_CHARACTERS: readonly CharacterId[] = Object.freeze(
  CHARACTER_POOL.filter((id) => CHARACTERS[id].hp !== null && CHARACTERS[id].hpParam === undefined),
);

/** Copies of card kind `kind` in `config`'s deck (`seed`: the seed's count, the default). */
export function deckCount(config: object, kind: string, seed: number): number {
  const v = (config as Record<string, unknown>)[DECK_PREFIX + kind];
  return typeof v === 'number' ? v : seed;
}

/** Whether pool character `id` may be offered under `config` (`character.<id>`, default true). */
export function inPool(config: object, id: CharacterId): boolean {
  return (config as Record<string, unknown>)[POOL_PREFIX + id] !== false;
}

/** The characters that may be offered under `config`, in table order (P-S2; `character.<id>`). */
export function characterPool(config: object): readonly CharacterId[] {
  let pool = POOLS.get(config);
  if (pool === undefined) {
    pool = CHARACTER_POOL;
    for (const id of CHARACTER_POOL) {
      if (!inPool(config, id)) {
        pool = CHARACTER_POOL.filter((c) => inPool(config, c));
        break;
      }
    }
    if (Object.isFrozen(config)) POOLS.set(config, pool);
  }
  return pool;
}

/** `characterPool` of the frozen configurations seen (a frozen configuration cannot change): read once per configuration. */
const POOLS = new WeakMap<object, readonly CharacterId[]>();

/** The max HP of a character whose HP the seed gives, under `config` (`hp.<id>`; default the seed's). */
export function seedHp(config: object, id: CharacterId): number {
  const v = (config as Record<string, unknown>)[HP_PREFIX + id];
  return typeof v === 'number' ? v : (CHARACTERS[id].hp ?? 4);
}
