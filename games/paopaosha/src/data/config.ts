import { ConfigError, checkOptionValue, findOption, type IntOption } from '@shaju/engine';
import { checkPacksField, enterContent } from '../content/packs.ts';
import { checkCombination } from './config-check.ts';
import type { PaopaoshaConfig, PaopaoshaIntField, PaopaoshaMode } from './config-types.ts';
import { CONFIG_FIELD_SPECS } from './option-specs.ts';
import { OPTIONS } from './options.ts';

export type { PaopaoshaConfig, PaopaoshaIntField, PaopaoshaMode } from './config-types.ts';

/**
 * Allowed range [min, max] (inclusive) of every integer field, derived from the option catalogue (options.ts, one
 * place per fact); `players` is 3–12 (P-S1), further limited to 3–8 in boss mode (`BOSS_PLAYERS`). Use counts may be 0
 * (the skill or weapon use is then disabled); damage is at least 1.
 */
export const CONFIG_BOUNDS: { readonly [K in PaopaoshaIntField]: readonly [min: number, max: number] } = Object.freeze(
  Object.fromEntries([
    ['players', Object.freeze([3, 12] as const)],
    ...CONFIG_FIELD_SPECS.flatMap((o) => (o.type === 'int' ? [[o.id, Object.freeze([o.min, o.max] as const)]] : [])),
  ]) as { [K in PaopaoshaIntField]: readonly [number, number] },
);

/** The `players` field checked as an option (P-S1: 3–12). */
const PLAYERS_SPEC: IntOption = {
  id: 'players',
  group: 'setup',
  type: 'int',
  default: 5,
  min: 3,
  max: 12,
  label: { zh: '人数', en: 'Players' },
  help: { zh: '座位数。', en: 'Number of seats.' },
  source: 'P-S1',
};

/** Seats allowed in boss mode: the 海盗王 plus 2–7 跑跑 (P-B1). */
export const BOSS_PLAYERS: readonly [min: number, max: number] = Object.freeze([3, 8] as const);

/**
 * The rulings' defaults for `players` seats and a mode (default `identity`). The result is frozen and is not validated:
 * pass it to `validateConfig` if `players` may be out of range.
 */
export function defaultConfig(players = 5, mode: PaopaoshaMode = 'identity'): PaopaoshaConfig {
  return Object.freeze({
    players,
    mode,
    lordChoices: 3,
    characterChoices: 3,
    lordExtraHp: 1,
    lordExtraHpFrom: 5,
    startingHand: 4,
    drawPerTurn: 2,
    maxRounds: 200,
    rewardsAndPenalties: true,
    characterSkills: true,
    qiangdaoKillDraw: 3,
    bossHpPerOpponent: 4,
    sishenmingdaoUses: 3,
    xiudiannaoUses: 3,
    doujiangUses: 5,
    zajiUses: 2,
    haiyanggongzhuTurns: 5,
    silingbuUses: 1,
    tianshizhileiHp: 10,
    dileiDamage: 3,
    shuileiDamage: 2,
    zuzhouDamage: 3,
    shenmijingqiCards: 5,
    shenmijingqiDamage: 4,
    jiaolazhihuaShui: 2,
    benlaijiuyouDraw: 2,
    lansefengyunDraw: 5,
    lanlanHp: 3,
    xiaodouHp: 3,
    doujiyanHp: 4,
  });
}

const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.keys(defaultConfig()));

/**
 * Validates an untrusted configuration (such as parsed JSON): `{ players, mode?, ...options }` where the options are
 * the ids of the catalogue (options.ts `OPTIONS`). `players` is required; every absent `PaopaoshaConfig` field takes its
 * default from `defaultConfig`; any other option is kept only when it differs from its default (sparse: a default
 * game's configuration, hence its state hash, is unchanged). Returns a new frozen config.
 * Throws `ConfigError` naming the field: `bad_type` for a non-object input (field `''`), a wrong type or a bad `mode`;
 * `unknown_option` for an unknown field; `out_of_bounds` for a value outside its bounds or `players` outside 3–8 in boss
 * mode (P-B1); `impossible` for a combination no game can be played with (`checkCombination`).
 */
export function validateConfig(input: unknown): PaopaoshaConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ConfigError('', 'expected an object such as {"players": 5}', 'bad_type');
  }
  const known = VALIDATED.get(input);
  if (known !== undefined) return known;
  const o = input as Record<string, unknown>;
  if (o.players === undefined) throw new ConfigError('players', 'is required (3–12; 3–8 in boss mode)', 'bad_type');
  let mode: PaopaoshaMode = 'identity';
  if (o.mode !== undefined) {
    if (o.mode !== 'identity' && o.mode !== 'boss') {
      throw new ConfigError('mode', `must be "identity" or "boss", got ${JSON.stringify(o.mode)}`, 'bad_type');
    }
    mode = o.mode;
  }
  const out: Record<string, unknown> = { ...defaultConfig(5, mode) };
  out.players = checkOptionValue(PLAYERS_SPEC, o.players);
  if (mode === 'boss') {
    const [lo, hi] = BOSS_PLAYERS;
    const p = out.players as number;
    if (p < lo || p > hi) {
      throw new ConfigError(
        'players',
        `must be between ${lo} and ${hi} in boss mode (boss + 2–7), got ${p}`,
        'out_of_bounds',
      );
    }
  }
  for (const k of Object.keys(o)) {
    if (k === 'players' || k === 'mode') continue;
    if (k === 'packs') {
      // docs/packs.md: the packs' entries, embedded (absent for the seed, so a seed configuration is unchanged).
      if (o.packs !== undefined && !(Array.isArray(o.packs) && o.packs.length === 0))
        out.packs = checkPacksField(o.packs);
      continue;
    }
    const spec = findOption(OPTIONS, k);
    if (!spec) throw new ConfigError(k, 'unknown option (see `shaju options paopaosha`)', 'unknown_option');
    const v = checkOptionValue(spec, o[k]);
    if (KNOWN_FIELDS.has(k) || v !== spec.default) out[k] = v;
  }
  const config = Object.freeze(out as unknown as PaopaoshaConfig);
  enterContent(config);
  checkCombination(config);
  VALIDATED.set(config, config);
  if (Object.isFrozen(input)) VALIDATED.set(input, config);
  return config;
}

/**
 * The configurations `validateConfig` accepted, by the frozen object it was given or returned: a frozen input cannot
 * change, so it validates to the same frozen configuration again (`setup` validates its configuration at every game;
 * docs/performance.md, "Part five"). Mutable inputs are checked every time.
 */
const VALIDATED = new WeakMap<object, PaopaoshaConfig>();
