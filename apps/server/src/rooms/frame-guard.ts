/**
 * The frame guard, in front of Colyseus' decoding of a room's messages. A room message frame starts with its protocol
 * code and the message type, a MessagePack string or number; @colyseus/schema reads the string with a UTF-8 reader
 * that prints a line through its own `console.error` for every invalid byte it meets (past the server's log
 * sampling, ops/log-sampler.ts): a spectator sending `[13, 0xa2, 0xff, 0xfe]` 150 times a second wrote 10 KB of log a
 * second. The guard checks the type of every room data frame before Colyseus reads it: a type that is not well-formed
 * UTF-8 closes the connection (4002, as Colyseus closes one whose payload is no MessagePack), is logged through the
 * sampled logger, and the frames still in flight from that connection are dropped.
 */
import { type Client, CloseCode, logger, Protocol } from '@colyseus/core';

/** Strict UTF-8: a lone surrogate, an overlong form or a stray continuation byte throws. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether `frame` is a room data frame (`ROOM_DATA`, `ROOM_DATA_BYTES`) whose message type is a string that is not
 * well-formed UTF-8. The string's length is read as @colyseus/schema reads it (fixstr, str 8/16/32, little-endian),
 * clamped to the frame's end; other frames and numeric types are not this guard's business (false).
 */
export function malformedType(frame: Uint8Array): boolean {
  const code = frame[0];
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return false;
  const prefix = frame[1] ?? 0;
  let at = 2;
  let length: number;
  if (prefix > 0xa0 && prefix < 0xc0) length = prefix & 0x1f;
  else if (prefix === 0xd9) {
    length = frame[2] ?? 0;
    at = 3;
  } else if (prefix === 0xda) {
    length = (frame[2] ?? 0) | ((frame[3] ?? 0) << 8);
    at = 4;
  } else if (prefix === 0xdb) {
    length = ((frame[2] ?? 0) | ((frame[3] ?? 0) << 8) | ((frame[4] ?? 0) << 16) | ((frame[5] ?? 0) << 24)) >>> 0;
    at = 6;
  } else return false;
  try {
    UTF8.decode(frame.subarray(at, Math.min(frame.length, at + length)));
    return false;
  } catch {
    return true;
  }
}

/** Connections cut by the guard: their frames still in flight are dropped. */
const cut = new WeakSet<Client>();

type OnMessage = (this: unknown, client: Client, frame: Uint8Array) => void;

/**
 * Puts the guard in front of `roomClass`'s message decoding. Colyseus binds each client's `message` listener to the
 * room's `_onMessage` when the client joins (@colyseus/core 0.17 `Room._onJoin`), so the guard, defined on the room
 * class's prototype, sees every frame first; apps/server/test/frames.test.ts checks it against the pinned version.
 */
export function guardFrames(roomClass: { prototype: object }): void {
  const inner = (roomClass.prototype as { _onMessage?: OnMessage })._onMessage;
  if (typeof inner !== 'function') throw new Error('Colyseus has no Room._onMessage: the frame guard needs updating');
  Object.defineProperty(roomClass.prototype, '_onMessage', {
    configurable: true,
    writable: true,
    value: function guarded(this: unknown, client: Client, frame: Uint8Array): void {
      if (cut.has(client)) return;
      if (frame instanceof Uint8Array && malformedType(frame)) {
        cut.add(client);
        logger.error(`a room message whose type is not UTF-8: connection closed (${frame.length} bytes)`);
        client.leave(CloseCode.WITH_ERROR);
        return;
      }
      inner.call(this, client, frame);
    },
  });
}
