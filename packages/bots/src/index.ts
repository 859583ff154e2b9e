/** @shaju/bots — bots over the engine's legal-decision lists and views. */
export * from './paopaosha-heuristic.ts';
export * from './random.ts';
export * from './registry.ts';
export * from './shajisifu-heuristic.ts';
