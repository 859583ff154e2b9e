/**
 * Content per configuration (docs/packs.md): a game without packs plays the seed's tables (cards/index.ts); a game
 * whose configuration names packs plays the seed's card kinds plus the packs' card entries, compiled once per pack set
 * and kept. The game's entry points (game.ts, the bots, the lab) make the content of the configuration they are given
 * current with `enterContent` before reading any table; for the seed that is one comparison.
 *
 * The entries here are trusted: the content schema checks a pack where it comes in (the kit's `checkPack`, the CLI's
 * `--pack`); what only compiling can see (an unknown option, a step that cannot run where it is) is refused here with
 * a `ConfigError` naming the JSON path in the configuration.
 */
import { ConfigError } from '@shaju/engine';
import {
  buildCardTables,
  type CardTables,
  SEED_CARD_MODULES,
  SEED_CARD_TABLES,
  SEED_UNIVERSE_SIZE,
  useCardTables,
} from '../cards/index.ts';
import type { CardModule } from '../cards/types.ts';
import type { ContentPack } from '../data/config-types.ts';
import { deepFreeze } from '../data/freeze.ts';
import { ContentError } from '../effects/expr.ts';
import { withDefaultHints } from './bot-defaults.ts';
import { compileCard } from './compile-card.ts';
import type { CardEntryT } from './schema/card.ts';

/** The most packs a configuration may name, and entries in one pack (docs/packs.md, "Limits"). */
export const PACK_LIMITS = Object.freeze({ packs: 8, entries: 200 });

/** The content of each pack set seen, by its JSON text (a pack set compiles once per process). */
const BY_TEXT = new Map<string, CardTables>();

/** The content of each frozen pack list seen, by the list itself (no JSON text needed on the hot path). */
const BY_LIST = new WeakMap<object, CardTables>();

/**
 * Compiles pack list `packs` (checked entries) to its content's card tables: the seed's card kinds, then each pack's
 * card entries in order, their copies numbered after the seed's universe. Throws `ConfigError` (field
 * `packs[i].entries[j]…`) for an entry that cannot be compiled, a card id the seed or another pack already has, or an
 * entry that is not a card (packs of skills and characters come later).
 */
export function packTables(packs: readonly ContentPack[]): CardTables {
  const known = BY_LIST.get(packs);
  if (known !== undefined) return known;
  const text = JSON.stringify(packs);
  let t = BY_TEXT.get(text);
  if (t === undefined) {
    t = compilePacks(packs);
    BY_TEXT.set(text, t);
  }
  if (Object.isFrozen(packs)) BY_LIST.set(packs, t);
  return t;
}

function compilePacks(packs: readonly ContentPack[]): CardTables {
  const ids = new Map<string, string>(SEED_CARD_MODULES.map((m) => [m.data.id, 'the seed']));
  let next = SEED_UNIVERSE_SIZE;
  const nextId = (): number => next++;
  const extra: CardModule[] = [];
  packs.forEach((pack, i) => {
    pack.entries.forEach((raw, j) => {
      const at = `packs[${i}].entries[${j}]`;
      const e = raw as { kind?: unknown; id?: unknown };
      if (e.kind !== 'card') {
        throw new ConfigError(
          `${at}.kind`,
          `a pack holds card entries for now, got ${JSON.stringify(e.kind)}`,
          'bad_type',
        );
      }
      const id = String(e.id);
      const other = ids.get(id);
      if (other !== undefined) {
        throw new ConfigError(`${at}.id`, `card ${id} is already in ${other} (pack ${pack.id})`, 'bad_type');
      }
      if ((raw as { skill?: unknown }).skill !== undefined) {
        throw new ConfigError(`${at}.skill`, 'skill books come in a later version of packs', 'bad_type');
      }
      ids.set(id, `pack ${pack.id}`);
      try {
        extra.push(compileCard(withDefaultHints(raw as CardEntryT), nextId));
      } catch (err) {
        if (err instanceof ContentError) {
          const path = err.path.startsWith(`${id}.`) ? err.path.slice(id.length + 1) : err.path;
          throw new ConfigError(`${at}.${path}`, err.message.slice(err.path.length + 2), 'bad_type');
        }
        throw new ConfigError(at, `cannot be compiled: ${(err as Error).message}`, 'bad_type');
      }
    });
  });
  return buildCardTables(SEED_CARD_MODULES, extra);
}

/**
 * Checks the shape of a configuration's `packs` field (a list of `{ id, name, entries }`) and compiles it (`packTables`);
 * returns it deep-frozen. Throws `ConfigError` naming the field.
 */
export function checkPacksField(v: unknown): readonly ContentPack[] {
  if (!Array.isArray(v)) throw new ConfigError('packs', 'must be a list of packs ({ id, name, entries })', 'bad_type');
  if (v.length > PACK_LIMITS.packs) {
    throw new ConfigError('packs', `at most ${PACK_LIMITS.packs} packs, got ${v.length}`, 'out_of_bounds');
  }
  v.forEach((p: unknown, i) => {
    const o = p as Record<string, unknown> | null;
    if (typeof o !== 'object' || o === null || Array.isArray(o))
      throw new ConfigError(`packs[${i}]`, 'must be a pack { id, name, entries }', 'bad_type');
    if (typeof o.id !== 'string' || o.id === '') throw new ConfigError(`packs[${i}].id`, 'must be a text', 'bad_type');
    if (typeof o.name !== 'string') throw new ConfigError(`packs[${i}].name`, 'must be a text', 'bad_type');
    if (!Array.isArray(o.entries))
      throw new ConfigError(`packs[${i}].entries`, 'must be a list of entries', 'bad_type');
    if (o.entries.length > PACK_LIMITS.entries) {
      throw new ConfigError(`packs[${i}].entries`, `at most ${PACK_LIMITS.entries} entries`, 'out_of_bounds');
    }
  });
  const packs = Object.isFrozen(v) ? (v as readonly ContentPack[]) : deepFreeze(structuredClone(v) as ContentPack[]);
  packTables(packs);
  return packs;
}

/** The `packs` of the content now current (undefined: the seed). */
let CURRENT_PACKS: readonly ContentPack[] | undefined;

/**
 * Makes the content of `config` current (its packs' tables, or the seed's): every entry point calls it before reading
 * a table. One comparison when the content is current already.
 */
export function enterContent(config: { readonly packs?: readonly ContentPack[] | undefined }): void {
  const p = config.packs;
  if (p === CURRENT_PACKS) return;
  CURRENT_PACKS = p;
  useCardTables(p === undefined ? SEED_CARD_TABLES : packTables(p));
}
