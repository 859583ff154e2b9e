/** @shaju/bots — bots that play any game over its legal-decision lists and views (each game's own bots are in its folder, `games/<id>/bot`). */
export * from './random.ts';
