/**
 * @shaju/protocol — the versioned messages between a 杀局 client and the game server, with zod runtime
 * validators. The server parses every client message with these schemas inside its handlers and answers a bad one with
 * a typed `error` message; clients may use the server schemas to check what they receive.
 *
 * Transport: Colyseus 0.17. A client joins the room type `ROOM_NAME` with `JoinOptions` (create, or join by room code
 * with `joinById`), then exchanges the messages below by type name. Decisions and views are game data (`unknown` here):
 * each game validates its own decisions and builds its own views.
 */
export * from './client.ts';
export * from './errors.ts';
export type * from './profile.ts';
export * from './server.ts';
