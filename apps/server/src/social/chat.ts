/**
 * The room's chat: free text, quick phrases and emotes thrown at a seat, from people only (a bot has no connection,
 * and the server writes nothing of its own into chat, so no hidden data can travel here). A line passes two token
 * buckets (`CHAT_LIMITS`: `burst` lines, one more every `refillMs`), its sender's (a player's token, a spectator's
 * address) and its address's in this room, whose size is one sender's times the people seated from that address (at
 * least one): tokens are free, so a sender who leaves and joins again with a new one, as often as a free seat
 * allows, still speaks at one sender's rate; people sharing an address each keep their own. A line over either is
 * refused with `chat_limited`.
 * Lines said during a game are stored with it (storage `appendChat`), so its replay shows them.
 */
import { CHAT_LIMITS, type ChatLine, type ClientMessage } from '@shaju/protocol';
import { RefusedError } from '../refusal.ts';
import type { Storage } from '../storage/api.ts';

/** Who says a line: the name shown, the seat (null: a spectator), the keys of its rate buckets. */
export interface ChatSender {
  readonly name: string;
  readonly seat: number | null;
  /** A player's token hash, or a spectator's address (so that new spectator tokens do not buy new lines). */
  readonly key: string;
  /** The sender's address (the key of the address's bucket). */
  readonly address: string;
  /** People seated in the room from that address (the address's bucket holds this many senders' lines; at least 1). */
  readonly people: number;
}

/**
 * The sender of a connection: a seated player by its seat, name and token hash; a spectator (`seat` null) by its
 * nickname and address. `people`: the people seated in the room from the same address.
 */
export function chatSender(
  seat: number | null,
  name: string | undefined,
  c: { readonly tokenHash: string; readonly address: string },
  people: number,
): ChatSender {
  const key = seat === null ? `@${c.address}` : c.tokenHash;
  return { name: name ?? '', seat, key, address: c.address, people: Math.max(1, people) };
}

/** A chat message as parsed by the protocol (`chat`, `phrase` or `emote`). */
export type ChatMessage =
  | { type: 'chat'; msg: ClientMessage<'chat'> }
  | { type: 'phrase'; msg: ClientMessage<'phrase'> }
  | { type: 'emote'; msg: ClientMessage<'emote'> };

/** Where a line is said: decisions applied so far (null in a lobby), the game to store it with, the room's seats. */
export interface ChatPlace {
  readonly seq: number | null;
  readonly gameId: string | null;
  readonly seats: number;
  readonly storage: Storage;
}

/** Senders' buckets kept at most, and addresses' (the oldest is forgotten first). */
const MAX_BUCKETS = 256;

/** A token bucket: tokens left (lines), and when it was last refilled (epoch ms). */
interface Bucket {
  tokens: number;
  at: number;
}

/** One room's chat: numbering, the latest lines, the senders' rate buckets. */
export class ChatRelay {
  private n = 0;
  private readonly latest: ChatLine[] = [];
  /** Senders' buckets, made at the first line (many rooms never chat). */
  private buckets: Map<string, Bucket> | null = null;
  /** Addresses' buckets, apart from the senders' (so that many new tokens cannot push an address's out). */
  private addresses: Map<string, Bucket> | null = null;

  /**
   * Takes a line from `from` at `now` (epoch ms): checks the emote's target seat (`bad_seat`) and the sender's rate
   * (`chat_limited`), stores it with the game when one is on (in the background), and returns it for relaying. Throws `RefusedError`;
   * a refused line changes nothing (a refused line costs no token).
   */
  take(from: ChatSender, m: ChatMessage, place: ChatPlace, now: number): ChatLine {
    if (m.type === 'emote' && m.msg.seat >= place.seats) throw new RefusedError('bad_seat', `no seat ${m.msg.seat}`);
    this.buckets ??= new Map();
    this.addresses ??= new Map();
    const b = refill(this.buckets, from.key, 1, now);
    const a = refill(this.addresses, from.address, from.people, now);
    if (b.tokens < 1 || a.tokens < 1) {
      const wait = Math.max(1 - b.tokens, (1 - a.tokens) / from.people) * CHAT_LIMITS.refillMs;
      throw new RefusedError('chat_limited', `too many chat lines: wait ${Math.ceil(wait / 1000)} s`);
    }
    const body = m.type === 'chat' ? m.msg.text : m.type === 'phrase' ? m.msg.id : m.msg.emote;
    const line: ChatLine = {
      n: this.n + 1,
      at: now,
      seq: place.seq,
      name: from.name,
      seat: from.seat,
      spectator: from.seat === null,
      kind: m.type === 'chat' ? 'text' : m.type,
      body,
      ...(m.type === 'emote' ? { target: m.msg.seat } : {}),
    };
    // Relayed at once; kept in the background (chat is not a decision: a line that fails to store is only logged).
    if (place.gameId !== null) {
      const gameId = place.gameId;
      place.storage.appendChat(gameId, line).catch((e: Error) => console.error(`chat of ${gameId}: ${e.message}`));
    }
    b.tokens -= 1;
    a.tokens -= 1;
    this.n = line.n;
    this.keep(line);
    return line;
  }

  /** The latest lines (at most `CHAT_LIMITS.history`), oldest first: what a client receives on joining. */
  history(): ChatLine[] {
    return this.latest.slice();
  }

  /** Continues after stored lines (a game rebuilt after a restart): their numbering and the latest of them. */
  restore(lines: readonly ChatLine[]): void {
    for (const l of lines) {
      this.keep(l);
      if (l.n > this.n) this.n = l.n;
    }
  }

  private keep(line: ChatLine): void {
    this.latest.push(line);
    if (this.latest.length > CHAT_LIMITS.history) this.latest.shift();
  }
}

/**
 * The bucket of `key` in `buckets`, refilled for the time since it was last seen: `people` senders' worth (`burst`
 * each, one line every `refillMs` each). A new key starts full; past `MAX_BUCKETS` keys the oldest is forgotten.
 */
function refill(buckets: Map<string, Bucket>, key: string, people: number, now: number): Bucket {
  const size = CHAT_LIMITS.burst * people;
  let b = buckets.get(key);
  if (!b) {
    if (buckets.size >= MAX_BUCKETS) {
      const first = buckets.keys().next();
      if (!first.done) buckets.delete(first.value);
    }
    b = { tokens: size, at: now };
    buckets.set(key, b);
    return b;
  }
  b.tokens = Math.min(size, b.tokens + (Math.max(0, now - b.at) * people) / CHAT_LIMITS.refillMs);
  b.at = now;
  return b;
}
