/**
 * @shaju/bots — bots that play any game over its legal-decision lists and views (each game's own bots are in its
 * folder, `games/<id>/bot`): the random-legal bot and the search bot (over a game's `SearchAdapter`).
 */
export * from './random.ts';
export * from './rollout.ts';
export * from './search.ts';
