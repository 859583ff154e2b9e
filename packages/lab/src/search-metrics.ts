/** The metrics of the variant search's objective (search.ts), apart so that what only names them imports nothing. */

/**
 * The metrics an objective may weigh: shares in [0, 1], the spread in win rate (`spread`: over every game;
 * `spreadByPlayers`: within each player count, then averaged, so that a side strong at some counts and weak at others
 * is not called even), rounds per game.
 */
export const METRICS = [
  'spread',
  'spreadByPlayers',
  'deadBeforeFirstPlay',
  'realChoiceShare',
  'drawRate',
  'roundsPerGame',
] as const;
export type Metric = (typeof METRICS)[number];
