/**
 * @shaju/words — both games in words, in Chinese (default) and English: cards, seats, identities, questions, decision
 * labels, events and results. Pure functions of views and events, shared by the terminal client and the web client.
 * Each game's words are imported by subpath (`@shaju/words/shajisifu`, `@shaju/words/paopaosha`), so a client loads
 * only the game it shows; this entry has the shared text helpers and types.
 */

export * from './paint.ts';
export * from './text.ts';
export * from './types.ts';
