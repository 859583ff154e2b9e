/**
 * @shaju/paopaosha — 跑跑杀 (seed 000, rulings P-…): the game's data (card kinds, the 110-card deck, characters and
 * skills, identities, configuration) and its rules engine on the engine core.
 */
export * from './cardinfo.ts';
export * from './data/cards.ts';
export * from './data/characters.ts';
export * from './data/config.ts';
export * from './data/deck.ts';
export * from './data/identities.ts';
export * from './decisions.ts';
export * from './events.ts';
export * from './game.ts';
export * from './legal.ts';
export { BOSS_SEAT, bossOutcome } from './rules/boss.ts';
export { controlledBy, controllerOf } from './rules/control.ts';
export { attackRange, distance, inShaRange, seatDistance } from './rules/distance.ts';
export { characterHp, startingHp } from './rules/turn.ts';
export * from './scenario.ts';
export * from './state.ts';
export * from './view.ts';
