/**
 * The defaults of 跑跑杀's options that are not fields of `PaopaoshaConfig`, and the one accessor the rules read them
 * through (`opt`). These options live in a game's configuration only when they differ from their defaults (the golden
 * rule of the options contract: the configuration is part of every state hash), so `opt` falls back to the default.
 * Their words, bounds and sources are in option-specs.ts; the families `deck.<card>`, `character.<id>` and `hp.<id>`
 * are read by data/deck-config.ts and data/pool.ts.
 *
 * This module imports nothing, so card and skill modules may read it without an import cycle.
 */

/** Default of every scalar option that is not a `PaopaoshaConfig` field (the seed's or a ruling's number). */
export const OPTION_DEFAULTS = Object.freeze({
  // basic cards (P-T2, P-W2; seed 杀: 减1点血, 水: 加一滴血)
  shaPerPhase: 1,
  shaDamage: 1,
  shuiHeal: 1,
  // tricks (seed: 否则减一点体力; 单挑 … 输者减1点血)
  wandaoqifaDamage: 1,
  qiangdaoruqinDamage: 1,
  kongbufenziDamage: 1,
  dantiaoDamage: 1,
  dunpaiBlocksHelpful: true,
  // equipment (seed: 伤害+1, 摸牌时可多摸2张, 你弃掉两张牌, 至多三名目标角色)
  dapaoDamageBonus: 1,
  langgouDamageBonus: 1,
  dazhongsangtanaDraw: 2,
  paopaojiatelinCards: 2,
  paopaosandanqiangTargets: 3,
  sishenmingdaoPerTurn: 1,
  // skill books (seed: 只能用一次; once per turn, P-T6)
  shenmijingqiUses: 1,
  diannaoqicaishuPerTurn: 1,
  gongshanziwuyingbaguazhenPerTurn: 1,
  // character skills
  shuijiaoInterval: 1,
  shuijiaoNoDamage: true,
  shangxueDraw: 1,
  meishuShan: 2,
  ailianPerTurn: 1,
  ailianCards: 2,
  ailianHeal: 1,
  tanpaiDraw: 5,
  aiguoDraw: 1,
  congzhiCards: 2,
  diannaoqicaiPerTurn: 1,
  xiudiannaoHeal: 1,
  dounangPerTurn: 1,
  dounangHeal: 2,
  doujiyanjiShan: 2,
  doujiyanjiDantiaoSha: 2,
  qiangdaoPerTurn: 1,
  baogongpuDraw: 10,
  waigongpuDraw: 10,
  // setup, rewards and penalties
  extraHp: 0,
  lordKillsDachenPenalty: true,
} as const);

/** The id of an option read through `opt`. */
export type ScalarOptionId = keyof typeof OPTION_DEFAULTS;

type Widen<T> = T extends number ? number : T extends boolean ? boolean : T;

/**
 * The value of option `id` in configuration `config` (a `PaopaoshaConfig`, or a view's copy of it): the configured
 * value, or the default when the configuration does not hold it. The one way the rules read these options.
 */
export function opt<K extends ScalarOptionId>(config: object, id: K): Widen<(typeof OPTION_DEFAULTS)[K]> {
  if (config !== LAST.config) resolve(config);
  return LAST.values[id] as Widen<(typeof OPTION_DEFAULTS)[K]>;
}

/**
 * The configuration `opt` read last and its value of every option (the configured one or the default): an object that
 * has every key, so that `opt` never looks up a key a sparse configuration lacks (a slow miss, `opt` runs at every
 * step). A frozen configuration cannot change; a mutable one is resolved again at every call.
 */
const LAST: { config: object | null; values: Record<string, unknown> } = { config: null, values: OPTION_DEFAULTS };

/** Fills `LAST` for `config`. */
function resolve(config: object): void {
  const values: Record<string, unknown> = { ...OPTION_DEFAULTS };
  for (const k in OPTION_DEFAULTS) {
    const v = (config as Record<string, unknown>)[k];
    if (v !== undefined) values[k] = v;
  }
  LAST.values = values;
  LAST.config = Object.isFrozen(config) ? config : null;
}
