import { DECK_SIZE } from './cards.ts';
import {
  type OptionId,
  optionDefault,
  type PenaltyRule,
  type ShajisifuConfig,
  WIN_OPTIONS,
  type WinCondition,
} from './config.ts';
import { OPTIONS } from './options.ts';

/**
 * The one road from a configuration to the numbers the rules use: every option of the catalogue (options.ts) is read
 * here, with its default when the configuration does not store it. Rules, bots, words and tables call `rulesOf` (or
 * `opt` for one value) instead of writing `?? 50` where they need a number.
 */

/** The value of option `id` in `config`: its stored value, else the catalogue's default. */
export function opt<K extends OptionId>(config: ShajisifuConfig, id: K): NonNullable<ShajisifuConfig[K]> {
  const v = config[id];
  return (v === undefined ? optionDefault(id) : v) as NonNullable<ShajisifuConfig[K]>;
}

/** The resolved rules of one configuration: every option as the rules read it. Built once per configuration object. */
export interface ShajisifuRules {
  /** Hand cards dealt to each player at the start (S-S1, option `startHand`). */
  readonly startHand: number;
  /** Damage total that kills (S-D1, option `deathTotal`). */
  readonly deathTotal: number;
  /** Damage cards of one value that kill (S-D1, option `sameValueCount`). */
  readonly sameValueCount: number;
  /** Hand cards a ♦ needs for D-A (S-V1, option `diamondHand`). */
  readonly diamondHand: number;
  /** The penalty draw after a forced stop (S-A3, option `penalty`). */
  readonly penalty: PenaltyRule;
  /** The value of each face 0–53 (S-C2 and the `value.*` options). */
  readonly values: Uint8Array;
  /** The highest card value (the size of the scratch counts, `maxValue + 1`). */
  readonly maxValue: number;
  /** Which win conditions are on (S-V1 and the `win.*` options). */
  readonly win: Readonly<Record<WinCondition, boolean>>;
  /** The same as bits, `1 << i` for the i-th of `WIN_OPTIONS` (H-A, H-B, D-A, … sole): one load on the hot path. */
  readonly winBits: number;
}

/** The bit of each win condition in `ShajisifuRules.winBits` (the order of `WIN_OPTIONS`). */
export const WIN_BIT: Readonly<Record<WinCondition, number>> = Object.freeze({
  'H-A': 1,
  'H-B': 2,
  'D-A': 4,
  'D-B': 8,
  'S-A': 16,
  'S-B': 32,
  'C-A': 64,
  'C-B': 128,
  'J-A': 256,
  'J-B': 512,
  sole: 1024,
});

/** The value of a face under `config`'s `value.*` options: A, 2–10, J, Q, K, joker (S-C2). */
function faceValue(config: ShajisifuConfig, face: number): number {
  if (face >= 52) return opt(config, 'value.joker');
  const rank = (face % 13) + 1;
  if (rank === 1) return opt(config, 'value.A');
  if (rank === 11) return opt(config, 'value.J');
  if (rank === 12) return opt(config, 'value.Q');
  if (rank === 13) return opt(config, 'value.K');
  return rank;
}

/** Builds the rules of `config` (every option read through `opt`). */
function build(config: ShajisifuConfig): ShajisifuRules {
  const values = new Uint8Array(DECK_SIZE);
  let maxValue = 0;
  for (let f = 0; f < DECK_SIZE; f++) {
    const v = faceValue(config, f);
    values[f] = v;
    if (v > maxValue) maxValue = v;
  }
  const win = {} as Record<WinCondition, boolean>;
  let winBits = 0;
  for (const id of WIN_OPTIONS) {
    const c = id.slice(4) as WinCondition;
    win[c] = opt(config, id);
    if (win[c]) winBits |= WIN_BIT[c];
  }
  return Object.freeze({
    startHand: opt(config, 'startHand'),
    deathTotal: opt(config, 'deathTotal'),
    sameValueCount: opt(config, 'sameValueCount'),
    diamondHand: opt(config, 'diamondHand'),
    penalty: opt(config, 'penalty'),
    values,
    maxValue,
    win: Object.freeze(win),
    winBits,
  });
}

/** The option ids a configuration stores only when they differ from their defaults. */
const SPARSE: readonly OptionId[] = OPTIONS.options
  .map((o) => o.id as OptionId)
  .filter((id) => id !== 'decks' && id !== 'pong' && id !== 'maxTurns');

/** Whether `config` stores no sparse option (the seed's rules; the common case, shared by every such game). */
function isSeed(config: ShajisifuConfig): boolean {
  for (let i = 0; i < SPARSE.length; i++) if (config[SPARSE[i] as OptionId] !== undefined) return false;
  return true;
}

/** The rules of every configuration that stores no sparse option. */
const SEED_RULES = build({ players: 4, decks: 4, pong: false, maxTurns: 1 });

/** Rules by configuration object (configurations are frozen and shared by clones, docs/architecture.md). */
const cache = new WeakMap<object, ShajisifuRules>();
/** The last configuration asked for and its rules (an object's fields: no module-binding checks on the hot path). */
const last: { config: ShajisifuConfig | null; rules: ShajisifuRules } = { config: null, rules: SEED_RULES };

/**
 * The resolved rules of `config` (a configuration `validateConfig` accepted). Cached per configuration object: on the
 * hot path this is one comparison with the last configuration asked for (a small function, inlined by the JIT).
 */
export function rulesOf(config: ShajisifuConfig): ShajisifuRules {
  return config === last.config ? last.rules : lookUp(config);
}

/** `rulesOf` for another configuration than the last: from the cache, or built. */
function lookUp(config: ShajisifuConfig): ShajisifuRules {
  let r = isSeed(config) ? SEED_RULES : cache.get(config);
  if (r === undefined) {
    r = build(config);
    cache.set(config, r);
  }
  last.config = config;
  last.rules = r;
  return r;
}

/** The value of a card under `config` (S-C2: A=1 … K=13, joker=20 unless the `value.*` options say otherwise). */
export function cardValue(card: number, config: ShajisifuConfig): number {
  return rulesOf(config).values[card % DECK_SIZE] as number;
}

/** Cards an attacker forced to stop on a card of value `last` draws (S-A3, option `penalty`). */
export function penaltyDraw(rules: ShajisifuRules, last: number): number {
  if (rules.penalty === 'last') return last;
  if (rules.penalty === 'half') return Math.ceil(last / 2);
  return 0;
}
