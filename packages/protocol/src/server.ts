import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';
import { RulesSchema } from './rules.ts';
import { SocialServerMessages } from './social.ts';

/**
 * The request a seat sees in a `step`: its id (send it back in `decide`), the game's kind of request, the server's
 * deadline (epoch milliseconds, null when none runs) and the request's whole time (`span`, milliseconds from its
 * opening to the deadline, so that a page that comes in late still draws the countdown's bar at its true length),
 * whether this client must answer (`you`), and for which seats
 * (`for`: its own, and seats it controls now, e.g. 跑跑杀's 海洋公主 — answer those with `decide.seat`). Which other
 * seats still have to answer is not told (a quick pass would reveal a hand).
 */
export const PendingInfo = z.object({
  id: z.number().int(),
  kind: z.string(),
  deadline: z.number().nullable(),
  span: z.number().nonnegative().nullable(),
  you: z.boolean(),
  for: z.array(z.number().int()),
});
/** See `PendingInfo`. */
export type PendingInfo = z.output<typeof PendingInfo>;

/**
 * A step that was the server's answer for a seat whose time ran out: the seat, and which answer the game's manifest
 * gives that kind of request (`decline`: it passed or ended its phase; `first`: a choice's first option;
 * `leastUseful`: the least useful cards by the game's bot valuation). A client's log says it.
 */
export const StepTimeout = z.object({ seat: z.number().int(), answer: z.string() });
/** See `StepTimeout`. */
export type StepTimeout = z.output<typeof StepTimeout>;

/** Server → client message schemas, by message type. */
export const ServerMessages = {
  /**
   * Sent once on joining: the room code, the player token (store it: it takes the seat back after a drop or a
   * server restart), the seat (null for a spectator) and whether this client is the host.
   */
  welcome: z.object({
    v: z.number().int(),
    roomId: z.string(),
    token: z.string(),
    seat: z.number().int().nullable(),
    host: z.boolean(),
  }),
  /**
   * After this client moved to another seat or sat down in the lobby (`seat` message): its seat now; null when the
   * host moved it to the spectators (`unseat`).
   */
  seated: z.object({ seat: z.number().int().nullable() }),
  /**
   * After every decision, to every seat and spectator: `seq` is the number of decisions applied so far, `events`
   * what happened as this seat may see it (the game's `redactEvent`), `view` this seat's view (the game's `view`),
   * `pending` the next request or null when the game is over, `timeout` when the step was a timed-out seat's answer
   * (`StepTimeout`), `mine` the seat this step applied the recipient's own decision for, else null (a request may keep its id after your decision, e.g. 杀机四伏's flip-again: answer it
   * again). A `snapshot` (on joining or reconnecting) has no events and equals the live view.
   */
  step: z.object({
    seq: z.number().int(),
    snapshot: z.boolean(),
    mine: z.number().int().nullable(),
    events: z.array(z.unknown()),
    view: z.unknown(),
    pending: PendingInfo.nullable(),
    timeout: StepTimeout.optional(),
  }),
  /**
   * On joining or reconnecting, just before the snapshot `step`: every event batch since the game's setup as this
   * seat (or a spectator) saw it live — the same redaction and the same batches (`seq`, events) as the live steps,
   * batches with nothing to see left out — so a reload, a reconnection or a late spectator shows the whole log.
   * Replaces what the client kept.
   */
  history: z.object({
    batches: z.array(
      z.object({ seq: z.number().int(), events: z.array(z.unknown()), timeout: StepTimeout.optional() }),
    ),
  }),
  /** A refused message: a code, a human-readable message, and the request id or message type it answers. */
  error: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    type: z.string().optional(),
    requestId: z.number().int().optional(),
  }),
  /** The game is over: the game's result (winners, draw, reason, why, scores). */
  result: z.object({
    result: z.object({
      winners: z.array(z.number().int()),
      draw: z.boolean(),
      reason: z.string(),
      why: z.record(z.string(), z.array(z.string())),
      scores: z.array(z.number()).optional(),
    }),
  }),
  /**
   * After the game, to everyone: the full record (configuration, seed, decision log, result, player names), enough to
   * replay every step with the game module. Never sent while the game goes on.
   */
  replay: z.object({
    record: z.object({
      game: z.string(),
      version: z.number().int(),
      config: z.unknown(),
      seed: z.number().int(),
      log: z.array(z.object({ seat: z.number().int(), d: z.unknown(), by: z.number().int().optional() })),
      result: z.unknown(),
      players: z.array(z.string()),
      /** The rules the game was played with (absent for a game stored before rules were recorded). */
      rules: RulesSchema.optional(),
    }),
  }),
  /** Chat lines and the rematch (social.ts). */
  ...SocialServerMessages,
} as const;

/** A server message type. */
export type ServerMessageType = keyof typeof ServerMessages;
/** The payload of server message `T`. */
export type ServerMessage<T extends ServerMessageType> = z.output<(typeof ServerMessages)[T]>;

/**
 * The public room state the server keeps in sync through Colyseus (no game secrets: no hands, identities, deck, seed
 * or PRNG state). Documented here for clients; the server defines it as a Colyseus schema.
 */
export interface RoomStateShape {
  readonly code: string;
  readonly game: string;
  /** `lobby`, `playing` or `finished`. */
  readonly phase: string;
  readonly players: number;
  /** The host's seat (-1 when the host is a spectator or gone). */
  readonly hostSeat: number;
  /** The public configuration, as JSON text. */
  readonly config: string;
  /** The room's rules (`RulesInfo`: preset, its version, the sparse option values), as JSON text; '' or absent when unknown. */
  readonly rules?: string;
  readonly botKind: string;
  readonly turnSeconds: number;
  readonly responseSeconds: number;
  /** How quickly the bots answer (`fast`, `normal`, `slow`; `BOT_PACES`), '' for a fixed delay; absent when unknown. */
  readonly pace?: string;
  readonly seats: readonly SeatStateShape[];
  /** The id of the room's current or last game (its replay is `/api/games/<gameId>`); '' before the first. */
  readonly gameId?: string;
  /** A rematch lobby: the next game starts once every seated person is ready. */
  readonly rematch?: boolean;
}

/** One seat of `RoomStateShape`. */
export interface SeatStateShape {
  readonly index: number;
  /** `empty`, `human` or `bot`. */
  readonly kind: string;
  readonly name: string;
  readonly botKind: string;
  readonly connected: boolean;
  readonly ready: boolean;
  /** A bot covers this human seat (after 3 timeouts in a row, or a drop past the grace period). */
  readonly covered: boolean;
  /** Why a bot plays this human seat: '' (none), `timeouts`, `gone` or `auto` (托管 the player asked for). */
  readonly cover?: string;
  /**
   * The seat's rating in this game as shown (`shownRating`: the OpenSkill ordinal, one decimal, never below 0; bots:
   * their fixed one), '' when unrated.
   */
  readonly rating?: string;
  /** Rated games left before that rating is settled (`PROVISIONAL_GAMES`): shown as provisional while above 0. */
  readonly ratingLeft?: number;
}

/**
 * `GET /api/rooms/:code/ended` (HTTP, not a room message): the last finished game of room `code` — what a player whose
 * game ended while they were away sees once the room has closed, or once a rematch started without them
 * (apps/server/src/rooms/ended-game.ts). With `Authorization: Bearer <player token>`: the last finished game that player sat
 * in, and `seat` is their seat in it (else null). 404 when there is no such game.
 */
export interface EndedGame {
  /** The game's id (the room code, or `CODE-n` for a rematch): its replay is `/replay/<gameId>`. */
  readonly gameId: string;
  readonly seat: number | null;
  /** The `result` message's payload, as the room sent it at the end. */
  readonly result: ServerMessage<'result'>['result'];
  /** The `replay` message's record, as the room sent it at the end. */
  readonly record: ServerMessage<'replay'>['record'];
}
