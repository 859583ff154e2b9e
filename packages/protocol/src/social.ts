/**
 * The messages around a game: chat (free text, quick phrases, emotes thrown at a seat) and the rematch. Spread into
 * `ClientMessages` and `ServerMessages`; the limits and lists are in chat.ts (zod-free, for small clients).
 */
import { z } from 'zod';
import { CHAT_LIMITS, EMOTE_IDS, PHRASE_IDS } from './chat.ts';
import { LIMITS } from './constants.ts';
import { hasControl, hasDirectionControl, isVisible, wellFormedText } from './text.ts';

const NO_TEXT = 'empty, or only invisible characters (zero-width, format or blank)';

/**
 * A free-text chat line: well-formed text (no lone surrogate), 1–`CHAT_LIMITS.textMax` characters after trimming, no
 * control characters (no line breaks), something visible, and no direction override (it would reorder what follows).
 * The same checks as a nickname's (`Nickname`).
 */
export const ChatText = wellFormedText()
  .trim()
  .min(1, NO_TEXT)
  .max(CHAT_LIMITS.textMax)
  .refine((s) => !hasControl(s), 'no control characters or line breaks')
  .refine(isVisible, NO_TEXT)
  .refine((s) => !hasDirectionControl(s), 'no direction overrides or isolates (U+202A–U+202E, U+2066–U+2069)');

const seatIndex = z
  .number()
  .int()
  .min(0)
  .max(LIMITS.seatsMax - 1);

/** Client → server: chat and the rematch (merged into `ClientMessages`). */
export const SocialClientMessages = {
  /** Say something to the room (players and spectators; a spectator's line is marked). See `ChatText`. */
  chat: z.object({ text: ChatText }).strict(),
  /** Say a quick phrase (an id of `QUICK_PHRASES`; each client shows it in its own language). */
  phrase: z.object({ id: z.enum(PHRASE_IDS as [string, ...string[]]) }).strict(),
  /** Throw an emote (an id of `EMOTES`) at a seat of the room. */
  emote: z.object({ emote: z.enum(EMOTE_IDS as [string, ...string[]]), seat: seatIndex }).strict(),
  /**
   * After a game: ask for a rematch in the same room (same seats, bots and options, a new seed), or agree to one. The
   * room goes back to its lobby with this player ready; it starts once every seated person is ready.
   */
  rematch: z.object({}).strict(),
} as const;

/** One chat line (see `ChatLine` in chat.ts). */
export const ChatLineSchema = z.object({
  n: z.number().int(),
  at: z.number(),
  seq: z.number().int().nullable(),
  name: z.string(),
  seat: z.number().int().nullable(),
  spectator: z.boolean(),
  kind: z.enum(['text', 'phrase', 'emote']),
  body: z.string(),
  target: z.number().int().optional(),
});

/** Server → client: chat and the rematch (merged into `ServerMessages`). */
export const SocialServerMessages = {
  /**
   * Chat lines, oldest first: one new line as it is said (`history` false), or the room's latest lines on joining
   * (`history` true, at most `CHAT_LIMITS.history`).
   */
  chat: z.object({ lines: z.array(ChatLineSchema), history: z.boolean() }),
  /**
   * A rematch begins in this room: forget the finished game's requests, view, log and result (the server keeps its
   * record under its own id); the new game's first `step` follows. `gameId` names the new game (its replay's id).
   */
  newGame: z.object({ gameId: z.string() }),
} as const;
