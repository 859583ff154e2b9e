/**
 * Error codes of the `error` server message. The engine's refusal codes (`malformed`, `not_pending`, `illegal`,
 * `game_over`, `stale`, `bad_seat`) pass through unchanged; the rest are the server's.
 * - `bad_message`: the payload does not match the message type's schema.
 * - `unknown_type`: no such client message type.
 * - `too_large`: the message is larger than `LIMITS.maxMessageBytes`.
 * - `rate_limited`: more than `LIMITS.messagesPerSecond` messages in a second (the message was dropped). Told for the
 *   first message dropped in a second, and for each dropped decision with its `requestId` (once per request id in a
 *   row), so a client knows which decision to send again.
 * - `bad_version`: the client speaks another protocol version.
 * - `not_host`: only the host may do that.
 * - `not_seated`: a spectator tried a seated player's action.
 * - `not_your_seat`: a decision named a seat other than the sender's.
 * - `seat_taken`: the seat is occupied.
 * - `wrong_phase`: not possible in the room's current phase (lobby, playing, finished).
 * - `not_ready`: the host tried to start while a seated player is not ready.
 * - `bad_config`: the game's configuration was refused (the message names the field).
 * - `chat_limited`: more chat lines than `CHAT_LIMITS` allows (the line was dropped).
 * - `internal`: a server fault; the state is unchanged.
 */
export type ErrorCode =
  | 'malformed'
  | 'not_pending'
  | 'illegal'
  | 'game_over'
  | 'stale'
  | 'bad_seat'
  | 'bad_message'
  | 'unknown_type'
  | 'too_large'
  | 'rate_limited'
  | 'bad_version'
  | 'not_host'
  | 'not_seated'
  | 'not_your_seat'
  | 'seat_taken'
  | 'wrong_phase'
  | 'not_ready'
  | 'bad_config'
  | 'chat_limited'
  | 'internal';

/** Every error code, for validators and exhaustive tests. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'malformed',
  'not_pending',
  'illegal',
  'game_over',
  'stale',
  'bad_seat',
  'bad_message',
  'unknown_type',
  'too_large',
  'rate_limited',
  'bad_version',
  'not_host',
  'not_seated',
  'not_your_seat',
  'seat_taken',
  'wrong_phase',
  'not_ready',
  'bad_config',
  'chat_limited',
  'internal',
];
