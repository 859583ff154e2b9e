/**
 * The protocol's constants, without the zod schemas, for clients that want to stay small (the web client): version,
 * room type name, games, bot strengths and limits.
 */

/** The protocol version. A client sends it in `JoinOptions.v`; the server refuses another (`bad_version`). */
export const PROTOCOL_VERSION = 1;

/**
 * WebSocket close codes of a room. `left`: the client asked to leave (or the room closed for it). `replaced`: the
 * same player's token joined again from another connection (another tab or device), which now holds the seat; this
 * one should not reconnect by itself, which would take the seat back and forth.
 */
export const CLOSE_CODES = Object.freeze({ left: 4000, replaced: 4001 });

/** The Colyseus room type name every game room is registered under. */
export const ROOM_NAME = 'game';

/**
 * The shape of a game id and of a bot kind: lower-case ASCII, 1–32 characters. Which games and bot kinds exist is the
 * server's catalogue of games (their manifests), not the protocol's: the server refuses an unknown one.
 */
export const ID_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;

/** The shape of a player token: 16–64 characters of `[A-Za-z0-9_-]` (the `Token` schema checks it). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

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

/**
 * How quickly a room's bots answer: after a human-like delay drawn in the pace's range (milliseconds, `BOT_PACES`), so
 * that a table with bots moves briskly without bots that answer before a person has read the last card. `normal` is
 * a new room's.
 */
export type BotPace = 'fast' | 'normal' | 'slow';

/** Every pace, quickest first. */
export const PACES: readonly BotPace[] = Object.freeze(['fast', 'normal', 'slow']);

/** Each pace's bot delay range, `[least, most]` milliseconds. */
export const BOT_PACES: Readonly<Record<BotPace, readonly [number, number]>> = Object.freeze({
  fast: Object.freeze([250, 500] as const),
  normal: Object.freeze([600, 1200] as const),
  slow: Object.freeze([1200, 2200] as const),
});

/**
 * A bot's delay before it answers, in ms: `fixed` when a room sets one (tests and benchmarks), else a draw in the
 * range of `pace` (`BOT_PACES`), `r` in [0, 1).
 */
export function botDelayOf(pace: BotPace | undefined, fixed: number | undefined, r: number): number {
  if (fixed !== undefined) return fixed;
  const [lo, hi] = BOT_PACES[pace ?? 'normal'];
  return Math.round(lo + (hi - lo) * r);
}

/** Rated games before a player's rating is settled: until then it is shown as provisional. */
export const PROVISIONAL_GAMES = 5;

/**
 * A rating as players see it, from an OpenSkill ordinal (μ − 3σ) and the games it rates: the ordinal to one decimal,
 * never below 0 (a newcomer's first losses take the cautious estimate under 0, which reads as a punishment), and how
 * many rated games are left before it is settled (`left`: 0 once settled). The OpenSkill figures themselves stay one
 * click away wherever a rating is shown.
 */
export function shownRating(ordinal: number, games: number): { readonly value: number; readonly left: number } {
  const value = Math.max(0, Math.round(ordinal * 10) / 10);
  return { value: Object.is(value, -0) ? 0 : value, left: Math.max(0, PROVISIONAL_GAMES - games) };
}
