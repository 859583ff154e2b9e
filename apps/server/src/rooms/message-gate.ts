/**
 * The gate of a room's one message handler (apps/server/src/rooms/room.ts): the per-connection rate limit, the size limit
 * and the protocol's zod parse, then what a refusal tells the client. Pure functions over the connection's counters.
 */
import { ConfigError } from '@shaju/engine';
import {
  type AnyClientMessage,
  LIMITS,
  type ErrorCode as ProtocolErrorCode,
  parseClientMessage,
  requestIdOf,
} from '@shaju/protocol';
import { RefusedError } from '../refusal.ts';

/** A connection's rate window: its start (epoch ms), messages in it, the request id last told back as dropped. */
export interface RateWindow {
  win: number;
  count: number;
  dropped?: number | undefined;
}

/** A connection's seat (null: watching), token hash, address (spectator limits) and rate window. */
export interface ClientData extends RateWindow {
  seat: number | null;
  tokenHash: string;
  address: string;
}

/** A refusal to tell a client (`null`: say nothing, e.g. a rate-limited message already told this second). */
export interface Refusal {
  readonly code: ProtocolErrorCode;
  readonly message: string;
  readonly type: string;
  readonly requestId?: number | undefined;
}

/**
 * Checks one message of a connection at `now` with `rate` messages a second allowed: over the rate it is dropped
 * (told once a second, and for each dropped decision — its request id, once in a row); larger than
 * `LIMITS.maxMessageBytes` or malformed it is refused. Returns the parsed message, or the refusal (null: silent).
 */
export function gateMessage(
  d: RateWindow,
  type: string | number,
  message: unknown,
  rate: number,
  now: number,
): { ok: true; value: AnyClientMessage } | { ok: false; refusal: Refusal | null } {
  if (now - d.win >= 1000) {
    d.win = now;
    d.count = 0;
  }
  if (++d.count > rate) {
    const requestId = requestIdOf(type, message);
    if (d.count === rate + 1 || (requestId !== undefined && requestId !== d.dropped)) {
      d.dropped = requestId;
      const refusal = { code: 'rate_limited', message: `more than ${rate} messages a second`, type: String(type) };
      return { ok: false, refusal: { ...refusal, requestId } as Refusal };
    }
    return { ok: false, refusal: null };
  }
  let size = 0;
  try {
    size = message === undefined ? 0 : (JSON.stringify(message)?.length ?? 0);
  } catch {
    size = Number.POSITIVE_INFINITY;
  }
  if (size > LIMITS.maxMessageBytes) {
    const text = `message larger than ${LIMITS.maxMessageBytes} bytes`;
    return { ok: false, refusal: { code: 'too_large', message: text, type: String(type) } };
  }
  const r = parseClientMessage(type, message);
  if (!r.ok) return { ok: false, refusal: { code: r.code, message: r.message, type: String(type) } };
  return { ok: true, value: r.value };
}

/** What refusing message `m` because of `e` tells the client: a `RefusedError`'s code, `bad_config`, or `internal`. */
export function refusalOf(m: AnyClientMessage, e: unknown): Refusal {
  if (e instanceof RefusedError) {
    return {
      code: e.code,
      message: e.message,
      type: m.type,
      requestId: m.type === 'decide' ? m.msg.requestId : undefined,
    };
  }
  if (e instanceof ConfigError) return { code: 'bad_config', message: e.message, type: m.type };
  return { code: 'internal', message: (e as Error)?.message ?? String(e), type: m.type };
}
