import { ConfigError, checkOptionValue, type IntOption, type OptionSpec, type OptionValue } from '@shaju/engine';
import { OPTIONS } from './options.ts';

/** The penalty draw rules of option `penalty` (S-A3). */
export type PenaltyRule = 'last' | 'half' | 'none';

/**
 * Configuration of a 杀机四伏 game: `players` 4–10 (seed: 游戏人数：4–10人; S-S1) and the option values of the catalogue
 * (options.ts, which gives every option's words, default, bounds and source). `decks`, `pong` and `maxTurns` are always
 * present; every other option is stored only when it differs from its default (the state's configuration is part of
 * every hash, so a default game keeps its golden hashes). Read the values through `rulesOf` / `opt` (settings.ts),
 * never with `?? default` at the point of use.
 */
export interface ShajisifuConfig {
  readonly players: number;
  readonly decks: number;
  readonly pong: boolean;
  readonly maxTurns: number;
  readonly startHand?: number;
  readonly 'value.A'?: number;
  readonly 'value.J'?: number;
  readonly 'value.Q'?: number;
  readonly 'value.K'?: number;
  readonly 'value.joker'?: number;
  readonly deathTotal?: number;
  readonly sameValueCount?: number;
  readonly penalty?: PenaltyRule;
  readonly diamondHand?: number;
  readonly 'win.H-A'?: boolean;
  readonly 'win.H-B'?: boolean;
  readonly 'win.D-A'?: boolean;
  readonly 'win.D-B'?: boolean;
  readonly 'win.S-A'?: boolean;
  readonly 'win.S-B'?: boolean;
  readonly 'win.C-A'?: boolean;
  readonly 'win.C-B'?: boolean;
  readonly 'win.J-A'?: boolean;
  readonly 'win.J-B'?: boolean;
  readonly 'win.sole'?: boolean;
}

/** The id of an option of the catalogue (a configuration field other than `players`). */
export type OptionId = Exclude<keyof ShajisifuConfig, 'players'>;

/** Seats: 4–10 (S-S1). */
const PLAYERS: readonly [number, number] = [4, 10];

/** The catalogue's options by id (built once). */
export const OPTION_SPECS: ReadonlyMap<string, OptionSpec> = new Map(OPTIONS.options.map((o) => [o.id, o]));

/** The bounds `[min, max]` of the integer option `id`, read from the catalogue. */
function boundsOf(id: OptionId): readonly [number, number] {
  const o = OPTION_SPECS.get(id) as IntOption;
  return [o.min, o.max];
}

/** Bounds of the numeric fields `[min, max]`: `players` (S-S1) and the integer options, read from the catalogue. */
export const CONFIG_BOUNDS = {
  players: PLAYERS,
  decks: boundsOf('decks'),
  maxTurns: boundsOf('maxTurns'),
  startHand: boundsOf('startHand'),
  deathTotal: boundsOf('deathTotal'),
  sameValueCount: boundsOf('sameValueCount'),
  diamondHand: boundsOf('diamondHand'),
} as const;

/** The fields always stored in a configuration, besides `players` (the ones the first version had). */
const ALWAYS = ['decks', 'pong', 'maxTurns'] as const;

/** The default of option `id` (the catalogue's). */
export function optionDefault<K extends OptionId>(id: K): NonNullable<ShajisifuConfig[K]> {
  return (OPTION_SPECS.get(id) as OptionSpec).default as NonNullable<ShajisifuConfig[K]>;
}

/** The rulings' defaults for `players` seats: the seed game (S-C1, S-P1, S-V2). */
export function defaultConfig(players = 5): ShajisifuConfig {
  return { players, decks: optionDefault('decks'), pong: optionDefault('pong'), maxTurns: optionDefault('maxTurns') };
}

/** The cards in play: `decks` decks of 54 (S-C1). */
export function cardsInPlay(config: Pick<ShajisifuConfig, 'decks'>): number {
  return config.decks * 54;
}

/** The configurations `validateConfig` returned (frozen): validating one again returns it as it is. */
const VALIDATED = new WeakSet<object>();

/**
 * Validates an untrusted configuration `{ players, ...optionValues }`; absent options take their defaults. Returns a
 * frozen config holding `players`, `decks`, `pong`, `maxTurns` and the other options that differ from their defaults
 * (in catalogue order); a configuration this function returned before is returned as it is (`setup` validates its
 * configuration for every game, and the rules cache their reading of it per object).
 * Throws `ConfigError` naming the field: `unknown_option` for a field the catalogue does not have, `bad_type` for a
 * wrong type or a non-integer, `out_of_bounds` for a value outside the option's bounds, `impossible` for a combination
 * that cannot be played (too few cards to deal the players; every way of winning switched off).
 */
export function validateConfig(input: unknown): ShajisifuConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ConfigError('', 'expected an object such as {"players": 5}', 'bad_type');
  }
  if (VALIDATED.has(input)) return input as ShajisifuConfig;
  const o = input as Record<string, unknown>;
  let sparse = false;
  for (const k of Object.keys(o)) {
    if (k === 'players' || k === 'decks' || k === 'pong' || k === 'maxTurns') continue;
    sparse = true;
    if (!OPTION_SPECS.has(k))
      throw new ConfigError(
        k,
        `unknown field (known: players, ${[...OPTION_SPECS.keys()].join(', ')})`,
        'unknown_option',
      );
  }
  if (o.players === undefined) throw new ConfigError('players', 'is required (4–10)', 'bad_type');
  const players = o.players;
  if (typeof players !== 'number' || !Number.isInteger(players))
    throw new ConfigError('players', `must be an integer, got ${JSON.stringify(players)}`, 'bad_type');
  if (players < PLAYERS[0] || players > PLAYERS[1])
    throw new ConfigError('players', `must be between 4 and 10, got ${players}`, 'out_of_bounds');
  // An object literal of the four fields always stored (one shape for every seed configuration), then the others.
  const out: Record<string, OptionValue> = {
    players,
    decks: field(o, 'decks'),
    pong: field(o, 'pong'),
    maxTurns: field(o, 'maxTurns'),
  };
  if (sparse) {
    for (const spec of OPTIONS.options) {
      const v = o[spec.id];
      if (v === undefined || spec.id in out) continue;
      const checked = checkOptionValue(spec, v);
      if (checked !== spec.default) out[spec.id] = checked;
    }
  }
  const config = out as unknown as ShajisifuConfig;
  checkPossible(config);
  Object.freeze(config);
  VALIDATED.add(config);
  return config;
}

/** The field `id` of `o` checked against its option, or the option's default when absent. */
function field(o: Record<string, unknown>, id: (typeof ALWAYS)[number]): OptionValue {
  const spec = OPTION_SPECS.get(id) as OptionSpec;
  return o[id] === undefined ? spec.default : checkOptionValue(spec, o[id]);
}

/**
 * Win-condition ids (S-V1), per identity suit:
 * ♥ `H-A` both starting neighbours dead (自己的上下家都死亡), `H-B` alive when someone else wins (当别人宣布胜利时自己还活着);
 * ♦ `D-A` ≥ 10 hand cards (拥有至少10张手牌), `D-B` one of the last two alive (成为最后2个幸存者中的一个);
 * ♠ `S-A` killed a ♦ (亲自杀死一个拜金女), `S-B` every identity public (所有人的职业都公开);
 * ♣ `C-A` first to die (自己第一个死亡), `C-B` killed a player after someone had died (在有人死亡后，亲自杀死一个人);
 * 王 `J-A` died, not first (自己死亡而又不是第一个死者), `J-B` killed a player whose identity was public (杀死一个公开身份的人);
 * anyone: `sole` the only player alive (成为最后唯一的幸存者).
 * Each can be switched off by its option `win.<id>` (options.ts); D-A's hand size is option `diamondHand`.
 */
export type WinCondition = 'H-A' | 'H-B' | 'D-A' | 'D-B' | 'S-A' | 'S-B' | 'C-A' | 'C-B' | 'J-A' | 'J-B' | 'sole';

/** The win-condition switches, in the order of `WinCondition`. */
export const WIN_OPTIONS = [
  'win.H-A',
  'win.H-B',
  'win.D-A',
  'win.D-B',
  'win.S-A',
  'win.S-B',
  'win.C-A',
  'win.C-B',
  'win.J-A',
  'win.J-B',
  'win.sole',
] as const;

/**
 * Refuses a combination that cannot be played, with `ConfigError` code `impossible` naming the option to change:
 * the cards must deal every player an identity card and `startHand` hand cards and turn one card face up (S-S1); some
 * win condition other than ♥ B must be on (♥ B only wins beside someone else's victory, S-V1).
 */
function checkPossible(c: ShajisifuConfig): void {
  const hand = c.startHand ?? optionDefault('startHand');
  const need = c.players * (1 + hand) + 1;
  const have = cardsInPlay(c);
  if (need > have) {
    const field = c.startHand === undefined ? 'decks' : 'startHand';
    throw new ConfigError(
      field,
      `too few cards for this many players: ${c.players} × (1 identity + ${hand} hand cards) + 1 face-up = ${need} > ${c.decks} decks × 54 = ${have}`,
      'impossible',
    );
  }
  let anyWin = false;
  for (const id of WIN_OPTIONS) if (id !== 'win.H-B' && c[id] !== false) anyWin = true;
  if (!anyWin) {
    throw new ConfigError(
      'win.sole',
      'every win condition but ♥ B is off: nobody could ever win (♥ B needs someone else to win); turn one on',
      'impossible',
    );
  }
}
