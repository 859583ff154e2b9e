/**
 * The ordered timing tables of 跑跑杀: where in a turn or a resolution skills and
 * equipment may act. A skill subscribes by timing name (`SkillDef.triggers`), checked by the type system; changing an
 * order is a one-line diff here.
 *
 * Trigger order (stated once): at one timing, seats act in seat order starting with the player whose turn
 * it is; one seat's skills act in the order its character card lists them, then its skill book. No skill of this game
 * has two triggers of one player at the same timing that could be ordered differently with a different outcome.
 */

/** The turn (P-T1): 回合开始 → 摸牌 → 出牌 → 弃牌 → 回合结束. */
export const TURN_PHASES = ['start', 'draw', 'play', 'discard', 'end'] as const;

/**
 * Trigger timings, in the order they can occur:
 * - `turnStart`: 回合开始阶段, before the delayed cards are judged (睡觉, 贪污, 爱国, 电脑奇才, 洛神, 看豆). Only the
 *   player whose turn it is.
 * - `turnEnd`: 回合结束阶段 (蓝色风云, 外公普). Only the player whose turn it is.
 * - `beforeDamage`: a damage is about to reduce HP (睡觉's immunity, 天使之泪's shield, 葱汁). Only the damaged player.
 * - `afterDeath`: a player has died (豆花). Every alive player, in seat order from the current player.
 */
export const TIMINGS = ['turnStart', 'turnEnd', 'beforeDamage', 'afterDeath'] as const;

/** A trigger timing. */
export type Timing = (typeof TIMINGS)[number];
