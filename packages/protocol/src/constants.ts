/**
 * The protocol's constants, without the zod schemas, for clients that want to stay small (the web client): version,
 * room type name, games, bot strengths and limits.
 */

/** The protocol version. A client sends it in `JoinOptions.v`; the server refuses another (`bad_version`). */
export const PROTOCOL_VERSION = 1;

/** The Colyseus room type name every game room is registered under. */
export const ROOM_NAME = 'game';

/** Games the server plays. */
export const GAME_IDS = ['shajisifu', 'paopaosha'] as const;
/** A game id. */
export type GameId = (typeof GAME_IDS)[number];

/** Bot strengths the server offers (`heuristic` falls back to `random` for a game without one). */
export const BOT_KINDS = ['random', 'heuristic'] as const;
/** A bot strength. */
export type BotKindName = (typeof BOT_KINDS)[number];

/**
 * Limits the server enforces.
 * - `maxMessageBytes`: the largest client frame (bytes); a larger frame closes the connection (WebSocket 1009), a
 *   decoded payload whose JSON is larger is refused with `too_large`.
 * - `messagesPerSecond`: messages a connection may send per second; the excess is refused with `rate_limited`, and a
 *   connection that sends `disconnectFactor` times as many is disconnected.
 * - `nameMax`: nickname length in characters. `seatsMax`: the largest table.
 */
export const LIMITS = Object.freeze({
  maxMessageBytes: 4096,
  messagesPerSecond: 20,
  disconnectFactor: 10,
  nameMax: 24,
  seatsMax: 12,
});
