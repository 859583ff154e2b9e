/**
 * @shaju/runtime — the run-time contract between games and whoever plays them: deciders (bots, people, scripts) and
 * what they may see of a seat (`SeatContext`), playouts, saved-game records, and the game manifest that the server, the
 * command line, the web client and the bots read. Imports only the engine.
 */
export * from './manifest.ts';
export * from './playout.ts';
export * from './records.ts';
export * from './rules.ts';
export * from './search.ts';
export * from './stats.ts';
