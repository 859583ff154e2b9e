import { z } from 'zod';
import { ID_PATTERN, LIMITS, PROTOCOL_VERSION, TOKEN_PATTERN } from './constants.ts';
import { OptionValuesSchema, PresetId, withoutReservedKeys } from './rules.ts';
import { SocialClientMessages } from './social.ts';
import { hasControl, hasDirectionControl, isVisible, looksLikeBotName, wellFormedText } from './text.ts';

export * from './chat.ts';
export * from './constants.ts';
export * from './rules.ts';
export * from './social.ts';
export * from './text.ts';

/** A player token: 16–64 characters of `[A-Za-z0-9_-]`. It identifies a seat on reconnect; keep it secret. */
export const Token = z.string().regex(TOKEN_PATTERN, 'a token is 16–64 characters of A-Z a-z 0-9 _ -');

const NO_NAME = 'empty, or only invisible characters (zero-width, format or blank)';

/**
 * A nickname: well-formed text (no lone surrogate), 1–24 characters after trimming, no control characters, something
 * visible (not only zero-width, format or blank characters), no direction override (it would reorder what follows),
 * and not a bot's name (`bot-3`, which the server gives its bots).
 */
export const Nickname = wellFormedText()
  .trim()
  .min(1, NO_NAME)
  .max(LIMITS.nameMax)
  .refine((s) => !hasControl(s), 'no control characters or line breaks')
  .refine(isVisible, NO_NAME)
  .refine((s) => !hasDirectionControl(s), 'no direction overrides or isolates (U+202A–U+202E, U+2066–U+2069)')
  .refine((s) => !looksLikeBotName(s), "a bot's name (bot-N) is kept for the server's bots");

const seatIndex = z
  .number()
  .int()
  .min(0)
  .max(LIMITS.seatsMax - 1);

/**
 * The table's clock, in seconds unless named otherwise.
 * - `turnSeconds`: time for a turn decision (1–600, default 30).
 * - `responseSeconds`: time for a response window such as 碰 or 闪 (1–120, default 15).
 * - `minResponseMs`: the least time a response window stays open, the same for every seat (rulings P-G6, S-P1), so
 *   a quick pass reveals nothing (0–10000 ms, default 1000).
 * - `pace`: how quickly the bots answer (`fast`, `normal`, `slow`: a human-like delay drawn in the pace's range,
 *   `BOT_PACES`; default `normal`, 0.6–1.2 s).
 * - `botDelayMs`: a fixed delay before a bot answers instead of the pace's (0–10000 ms; tests and benchmarks).
 * - `graceSeconds`: how long a dropped player may reconnect before a bot takes the seat (0–600, default 60).
 */
export const TimerSettings = z
  .object({
    turnSeconds: z.number().min(1).max(600).default(30),
    responseSeconds: z.number().min(1).max(120).default(15),
    minResponseMs: z.number().int().min(0).max(10_000).default(1000),
    pace: z.enum(['fast', 'normal', 'slow']).default('normal'),
    botDelayMs: z.number().int().min(0).max(10_000).optional(),
    graceSeconds: z.number().min(0).max(600).default(60),
  })
  .strict();
/** Parsed timer settings (every field present). */
export type TimerSettings = z.output<typeof TimerSettings>;

/**
 * Options of a new room.
 * - `game` (an id of the server's catalogue) and `players` (3–12; the game's manifest narrows it).
 * - `config`: the game's configuration and variants (checked by the game's `validateConfig`; `players` is set from
 *   `players`).
 * - `preset` and `options`: the room's rules, a preset of the game's option catalogue (default: its first) and option
 *   values set on top of it (sparse, by option id). The server resolves them with the game's kit, checks the whole
 *   configuration with the rules' `validateConfig` (the room's player count and mode included) and refuses a bad one
 *   with a message naming the option (`rulesRefusal`); nothing is created. Option values in `config` (older clients'
 *   `pong`) count as options too.
 * - `bots`: how many seats to fill with bots at once (`count`), their kind (default: the game's default bot), and whether empty seats get bots
 *   when the host starts (`fill`, default true).
 * - `timer`: see `TimerSettings`. `private`: not listed in the lobby (join by code only).
 * - `start`: quick start — the game starts as soon as its creator has joined, every other seat a bot.
 */
/** A game id (which games exist is the server's catalogue). */
const GameIdField = z.string().regex(ID_PATTERN, 'a game id: lower-case letters, digits, - and _');
/** A bot kind (which kinds a game has is its manifest's). */
const BotKindField = z.string().regex(ID_PATTERN, 'a bot kind: lower-case letters, digits, - and _');

export const CreateRoomOptions = z
  .object({
    game: GameIdField,
    players: z.number().int().min(3).max(LIMITS.seatsMax),
    config: withoutReservedKeys(z.record(z.string(), z.unknown())).optional(),
    preset: PresetId.optional(),
    options: OptionValuesSchema.optional(),
    bots: z
      .object({
        count: z.number().int().min(0).max(LIMITS.seatsMax).default(0),
        kind: BotKindField.optional(),
        fill: z.boolean().default(true),
      })
      .strict()
      .default({ count: 0, fill: true }),
    timer: TimerSettings.default(TimerSettings.parse({})),
    private: z.boolean().default(false),
    start: z.boolean().default(false),
  })
  .strict();
/** Parsed room options. */
export type CreateRoomOptions = z.output<typeof CreateRoomOptions>;
/** Room options as a client writes them (defaults may be left out). */
export type CreateRoomOptionsInput = z.input<typeof CreateRoomOptions>;

/**
 * What a client sends with `create` or `joinById`: protocol version, nickname, its player token (the server makes one
 * if absent and returns it in `welcome`), a seat wish, `spectate` to watch only, and `create` for a new room.
 * With the token of a seat of a game in progress, the client takes that seat back (also after a server restart).
 */
export const JoinOptions = z
  .object({
    v: z.literal(PROTOCOL_VERSION),
    name: Nickname,
    token: Token.optional(),
    seat: seatIndex.optional(),
    spectate: z.boolean().optional(),
    create: CreateRoomOptions.optional(),
  })
  .strict();
/** Parsed join options. */
export type JoinOptions = z.output<typeof JoinOptions>;
/** Join options as a client writes them (defaults may be left out). */
export type JoinOptionsInput = z.input<typeof JoinOptions>;

/** Client → server message schemas, by message type. Every payload is an object; unknown fields are refused. */
export const ClientMessages = {
  /** Take a free seat (lobby only). */
  seat: z.object({ seat: seatIndex }).strict(),
  /** Say whether you are ready (lobby only). */
  ready: z.object({ ready: z.boolean() }).strict(),
  /** Host: start the game; empty seats get bots when the room fills them. */
  start: z.object({}).strict(),
  /** Host: put a bot in a seat (the first free one when `seat` is absent). */
  addBot: z.object({ seat: seatIndex.optional(), kind: BotKindField.optional() }).strict(),
  /** Host: remove the bot from a seat (lobby only). */
  removeBot: z.object({ seat: seatIndex }).strict(),
  /**
   * Host: move the person in a seat to the spectators (lobby only; not the host's own seat), e.g. one who never gets
   * ready and holds up the start or a rematch. That person is told `seated { seat: null }` and may watch.
   */
  unseat: z.object({ seat: seatIndex }).strict(),
  /**
   * A decision for the request `requestId` (the id in the last `step`'s `pending`). `seat` is the seat it decides for:
   * the sender's own (the default), or one the sender controls now (listed in `pending.for`); any other is refused
   * with `not_your_seat`. The decision's shape is the game's (checked by the game).
   */
  decide: z
    .object({
      requestId: z.number().int().min(0),
      decision: z.unknown(),
      seat: seatIndex.optional(),
    })
    .strict(),
  /** Back at the keyboard: take the seat back from the bot that covers it after timeouts. */
  back: z.object({}).strict(),
  /**
   * 托管 (auto-play): `on` hands this seat to a bot of the room's kind until `on: false` (or `back`); every client
   * sees it on the seat (`SeatStateShape.cover` = `auto`). In a game only.
   */
  autoplay: z.object({ on: z.boolean() }).strict(),
  /** Leave the seat (lobby: free it; in a game: a bot plays it) and the room. */
  leave: z.object({}).strict(),
  /** Chat, quick phrases, emotes and the rematch (social.ts). */
  ...SocialClientMessages,
} as const;

/** A client message type. */
export type ClientMessageType = keyof typeof ClientMessages;
/** The payload of client message `T`. */
export type ClientMessage<T extends ClientMessageType> = z.output<(typeof ClientMessages)[T]>;
/** A parsed client message: its type and payload. */
export type AnyClientMessage = { [T in ClientMessageType]: { type: T; msg: ClientMessage<T> } }[ClientMessageType];

/** Every client message type. */
export const CLIENT_MESSAGE_TYPES = Object.keys(ClientMessages) as ClientMessageType[];

/**
 * Parses an untrusted client message. Returns `{ ok: true, value }` or `{ ok: false, code, message }` with code
 * `unknown_type` (no such type) or `bad_message` (payload does not match; the message names the first issue).
 * Never throws.
 */
export function parseClientMessage(
  type: unknown,
  payload: unknown,
): { ok: true; value: AnyClientMessage } | { ok: false; code: 'unknown_type' | 'bad_message'; message: string } {
  if (typeof type !== 'string' || !Object.hasOwn(ClientMessages, type)) {
    return { ok: false, code: 'unknown_type', message: `unknown message type ${safeText(type)}` };
  }
  const schema = ClientMessages[type as ClientMessageType];
  const r = schema.safeParse(payload === undefined ? {} : payload);
  if (!r.success) {
    const issue = r.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { ok: false, code: 'bad_message', message: `${type}: ${where}${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, value: { type, msg: r.data } as AnyClientMessage };
}

/**
 * The request id of an untrusted `decide` message (its `requestId`, a non-negative integer), else undefined: what a
 * refusal of a message that was never parsed (`rate_limited`) tells back. Never throws.
 */
export function requestIdOf(type: unknown, payload: unknown): number | undefined {
  if (type !== 'decide' || typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { requestId?: unknown }).requestId;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : undefined;
}

function safeText(v: unknown): string {
  const t = typeof v === 'string' ? JSON.stringify(v) : String(v);
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}
