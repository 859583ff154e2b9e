import { ConfigError } from '@shaju/engine';

/**
 * Configuration of a 杀机四伏 game. Every number the rulings invent is a field here (as P-G2 asks of 跑跑杀).
 * - `players` 4–10 (seed: 游戏人数：4–10人; S-S1)
 * - `decks` standard 54-card decks shuffled together, 2–8, default 4 (S-C1; seed: 多副扑克（4副以上吧）)
 * - `pong` the 碰 variant, default off (S-P1)
 * - `maxTurns` turns before the game ends as a draw, 1–100000, default 2000 (S-V2)
 */
export interface ShajisifuConfig {
  readonly players: number;
  readonly decks: number;
  readonly pong: boolean;
  readonly maxTurns: number;
}

/** Bounds of every numeric field: [min, max]. */
export const CONFIG_BOUNDS = {
  players: [4, 10],
  decks: [2, 8],
  maxTurns: [1, 100000],
} as const;

/** The rulings' defaults for `players` seats (S-C1, S-P1, S-V2). */
export function defaultConfig(players = 5): ShajisifuConfig {
  return { players, decks: 4, pong: false, maxTurns: 2000 };
}

/**
 * Validates an untrusted configuration; absent fields take their defaults. Returns a frozen config.
 * Throws `ConfigError` naming the field for an unknown field, a wrong type, a non-integer or an out-of-range value.
 */
export function validateConfig(input: unknown): ShajisifuConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ConfigError('', 'expected an object such as {"players": 5}');
  }
  const o = input as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!KNOWN_FIELDS.has(k)) throw new ConfigError(k, `unknown field (known: ${[...KNOWN_FIELDS].join(', ')})`);
  }
  const d = defaultConfig(5);
  if (o.players === undefined) throw new ConfigError('players', 'is required (4–10)');
  const players = intField(o, 'players', d.players);
  const decks = intField(o, 'decks', d.decks);
  const maxTurns = intField(o, 'maxTurns', d.maxTurns);
  let pong = d.pong;
  if (o.pong !== undefined) {
    if (typeof o.pong !== 'boolean')
      throw new ConfigError('pong', `must be true or false, got ${JSON.stringify(o.pong)}`);
    pong = o.pong;
  }
  // 4 identity + 3 hand cards per player + 1 face-up card must fit in the decks.
  if (players * 4 + 1 > decks * 54) throw new ConfigError('decks', 'too few cards for this many players');
  return Object.freeze({ players, decks, pong, maxTurns });
}

/** The fields of a configuration, in the order error messages list them. */
const KNOWN_FIELDS: ReadonlySet<string> = new Set(['players', 'decks', 'pong', 'maxTurns']);

/**
 * The integer field `k` of `o` within `CONFIG_BOUNDS`, or `dflt` when absent. Throws `ConfigError` naming the field for
 * a non-integer or an out-of-range value. (A module function, not a closure in `validateConfig`, which `setup` calls for
 * every game.)
 */
function intField(o: Record<string, unknown>, k: keyof typeof CONFIG_BOUNDS, dflt: number): number {
  const v = o[k];
  if (v === undefined) return dflt;
  const [lo, hi] = CONFIG_BOUNDS[k];
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new ConfigError(k, `must be an integer, got ${JSON.stringify(v)}`);
  if (v < lo || v > hi) throw new ConfigError(k, `must be between ${lo} and ${hi}, got ${v}`);
  return v;
}
