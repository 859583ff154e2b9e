/** @shaju/shajisifu — 杀机四伏 (seed 002, rulings S-…) on the engine core. */
export * from './cards.ts';
export * from './config.ts';
export type { CompiledIdentity, IdentityTable } from './content/compile-identity.ts';
export { IDENTITIES } from './content/identities.ts';
export type { IdentityId } from './content/ids.ts';
export * from './decisions.ts';
export * from './events.ts';
export * from './game.ts';
export * from './legal.ts';
export * from './options.ts';
export { conditionsOf, type WinCondition } from './rules/victory.ts';
export * from './scenario.ts';
export * from './settings.ts';
export * from './state.ts';
export * from './view.ts';
