/**
 * @shaju/words — both games in words, in Chinese (default) and English: cards, seats, identities, questions, decision
 * labels, events and results. Pure functions of views and events, shared by the terminal client and the web client.
 */
export * as paopaoshaWords from './paopaosha.ts';
export { paopaoshaRenderer } from './paopaosha.ts';
export * as shajisifuWords from './shajisifu.ts';
export { shajisifuRenderer } from './shajisifu.ts';
export * from './text.ts';
export * from './types.ts';
