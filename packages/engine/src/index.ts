/** @shaju/engine — the generic core: game contract, seeded PRNG, errors, hashing, windows. No game rules here. */

export * from './drive.ts';
export * from './errors.ts';
export * from './game.ts';
export * from './hash.ts';
export * from './options.ts';
export * from './rng.ts';
export * from './stack.ts';
export * from './window.ts';
