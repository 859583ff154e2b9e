/**
 * Chat, quick phrases and emotes: the limits the server enforces and the short lists every client shows, without zod
 * (the web client imports this file alone). The words of a quick phrase are here in both languages so that the web
 * client and the terminal say the same thing; a client sends only the phrase's id.
 */

/**
 * Chat limits, enforced by the server (apps/server/src/social/chat.ts).
 * - `textMax`: characters of a free-text line after trimming (a longer one is refused with `bad_message`).
 * - `burst`, `refillMs`: each sender (a player token, or a spectator's address) has a bucket of `burst` lines, one
 *   more every `refillMs` ms; a line (text, phrase or emote) over it is dropped and refused with `chat_limited`.
 * - `history`: lines a client receives on joining (the room's latest).
 */
export const CHAT_LIMITS = Object.freeze({
  textMax: 120,
  burst: 5,
  refillMs: 3000,
  history: 50,
});

/** A quick phrase: its id (what travels) and its words. */
export interface QuickPhrase {
  readonly id: string;
  readonly zh: string;
  readonly en: string;
}

/** The quick phrases, in the order a client lists them. */
export const QUICK_PHRASES: readonly QuickPhrase[] = Object.freeze([
  { id: 'hello', zh: '大家好！', en: 'Hello, everyone!' },
  { id: 'hurry', zh: '快点吧，等得花儿都谢了', en: 'Hurry up, please' },
  { id: 'think', zh: '让我想想……', en: 'Let me think…' },
  { id: 'nice', zh: '打得漂亮！', en: 'Well played!' },
  { id: 'oops', zh: '手滑了，不好意思', en: 'Oops, my mistake' },
  { id: 'thanks', zh: '谢谢！', en: 'Thanks!' },
  { id: 'gg', zh: '好局！', en: 'Good game!' },
  { id: 'again', zh: '再来一局？', en: 'One more?' },
]);

/** An emote thrown at a seat: its id (what travels) and its name. */
export interface Emote {
  readonly id: string;
  readonly zh: string;
  readonly en: string;
}

/** The emotes a player may throw at a seat. */
export const EMOTES: readonly Emote[] = Object.freeze([
  { id: 'flower', zh: '鲜花', en: 'Flower' },
  { id: 'egg', zh: '鸡蛋', en: 'Egg' },
  { id: 'tomato', zh: '番茄', en: 'Tomato' },
  { id: 'cheers', zh: '干杯', en: 'Cheers' },
  { id: 'thumb', zh: '点赞', en: 'Thumbs up' },
]);

/** The ids of `QUICK_PHRASES`. */
export const PHRASE_IDS: readonly string[] = QUICK_PHRASES.map((p) => p.id);
/** The ids of `EMOTES`. */
export const EMOTE_IDS: readonly string[] = EMOTES.map((e) => e.id);

/**
 * One chat line as the server relays and stores it (the `chat` server message). Only what a person typed or picked:
 * the server writes nothing of its own into chat.
 * - `n`: the line's number in its room (1, 2, …), `at`: when the server took it (epoch ms).
 * - `seq`: decisions applied in the game when it was said (the replay shows it at that step), null in a lobby.
 * - `name`, `seat`: the sender (seat null for a spectator), `spectator`: true when the sender watches.
 * - `kind`: `text` (free text in `body`), `phrase` (a `QUICK_PHRASES` id in `body`) or `emote` (an `EMOTES` id in
 *   `body`, thrown at seat `target`).
 */
export interface ChatLine {
  readonly n: number;
  readonly at: number;
  readonly seq: number | null;
  readonly name: string;
  readonly seat: number | null;
  readonly spectator: boolean;
  readonly kind: 'text' | 'phrase' | 'emote';
  readonly body: string;
  readonly target?: number;
}
