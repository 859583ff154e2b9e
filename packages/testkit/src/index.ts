/** @shaju/testkit — playouts, strict scenarios, replays and invariant helpers over any game module. */
export * from './playout.ts';
export * from './replay.ts';
export * from './scenario.ts';
