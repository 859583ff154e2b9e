/**
 * @shaju/paopaosha — 跑跑杀 (seed 000, rulings P-… in docs/rulings/paopaosha.md): the game's data (card kinds — one
 * module per card under src/cards, listed in cards/index.ts — the 110-card deck, characters and skills, identities,
 * configuration), its rules engine on the engine core, and the derived-fact queries (rules/queries.ts) that the bots
 * and the display read on a state or a view.
 */
export * from './cardinfo.ts';
export * from './cards/index.ts';
export type * from './cards/types.ts';
export { defineCard } from './cards/types.ts';
export { enterContent, packTables } from './content/packs.ts';
export type * from './data/bot-hints.ts';
export * from './data/cards.ts';
export * from './data/characters.ts';
export * from './data/config.ts';
export { deckSize } from './data/config-check.ts';
export * from './data/deck.ts';
export * from './data/identities.ts';
export * from './data/option-families.ts';
export { OPTION_DEFAULTS, opt, type ScalarOptionId } from './data/option-values.ts';
export * from './data/options.ts';
export { PRESETS } from './data/presets.ts';
export * from './decisions.ts';
export * from './events.ts';
export * from './game.ts';
export * from './legal.ts';
export { BOSS_SEAT, bossOutcome } from './rules/boss.ts';
export { controlledBy, controllerOf } from './rules/control.ts';
export { attackRange, distance, distancesFrom, seatDistance } from './rules/distance.ts';
export * from './rules/queries.ts';
export { askCharacterAt, characterHp, pushTurnAt, startingHp, type TurnEntry } from './rules/turn.ts';
export * from './scenario.ts';
export * from './state.ts';
export * from './view.ts';
