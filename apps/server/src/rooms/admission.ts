/**
 * Who may join a room, decided when the seat reservation is asked for (`POST /matchmake/joinById/…`), before Colyseus
 * counts it: a seat's token always gets in; a newcomer takes a free lobby seat; everyone else watches, at most
 * `maxSpectators` per room and `maxSpectatorsPerAddress` per address and room, counting the spectators connected and
 * the spectator reservations not used yet. So spectators can never fill a room against its players.
 */
import { randomBytes } from 'node:crypto';
import { type AuthContext, ErrorCode, matchMaker, ServerError } from '@colyseus/core';
import { type JoinOptions, JoinOptions as JoinSchema, PROTOCOL_VERSION } from '@shaju/protocol';
import { clashMessage, type NamedPerson, nameClash } from '../social/names.ts';
import { hashToken } from './context.ts';

/** How a reservation was admitted: the creator, a seat's token, a newcomer for a free seat, or a spectator. */
export type AdmitKind = 'create' | 'owner' | 'seat' | 'spectator';

/**
 * What a room's static `onAuth` returns and Colyseus hands the room as `client.auth` (plain data: Colyseus copies it
 * as JSON): the parsed join options, the client's address, how it was admitted, and the ticket of its reservation.
 */
export interface Admitted {
  readonly opts: JoinOptions;
  readonly address: string;
  readonly kind: AdmitKind;
  /** The reservation's ticket in the room's `Admission`, or null when the room did not admit it (the creator). */
  readonly ticket: string | null;
}

/** What `Admission` needs to know of its room. */
export interface AdmissionRoom {
  /** Whether a player's seat holds this token hash. */
  hasSeat(tokenHash: string): boolean;
  /** Seats a newcomer could take now (0 once the game started). */
  freeSeats(): number;
  /** Connected spectators: all of them, or those from `address`. */
  spectators(address?: string): number;
  /** The people in the room, seated or watching, with the names they go by (social/names.ts). */
  people(): Iterable<NamedPerson>;
}

/** The spectator limits of a room. */
export interface SpectatorLimits {
  readonly maxSpectators: number;
  readonly maxSpectatorsPerAddress: number;
}

/** Reservations one seat's token may have waiting at once (a client retrying); more are refused for a while. */
export const MAX_PENDING_PER_SEAT = 4;

interface Pending {
  readonly kind: AdmitKind;
  readonly address: string;
  readonly tokenHash: string | null;
  readonly expires: number;
}

/**
 * Parses untrusted join options; throws Colyseus' `ServerError` (`AUTH_FAILED`) naming the first problem (another
 * protocol version, a refused nickname…).
 */
export function parseJoin(options: unknown): JoinOptions {
  const r = JoinSchema.safeParse(options);
  if (r.success) return r.data;
  const v = (options as { v?: unknown } | null)?.v;
  const issue = r.error.issues[0];
  const msg =
    v !== PROTOCOL_VERSION
      ? `protocol version ${PROTOCOL_VERSION} expected`
      : `${issue?.path.join('.') || 'join options'}: ${issue?.message ?? 'bad join options'}`;
  throw new ServerError(ErrorCode.AUTH_FAILED, msg);
}

/**
 * The reservations a room has admitted and not yet seen connect (each expires with its Colyseus seat reservation), and
 * the admission rule above.
 */
export class Admission {
  /** Waiting reservations with their tickets: a handful at most, in a plain array (a Map costs more, and a room holds
   * this all its life). */
  private pending: (Pending & { readonly ticket: string })[] = [];

  constructor(
    private readonly room: AdmissionRoom,
    private readonly limits: SpectatorLimits,
    /** How long a reservation waits for its WebSocket, in ms. */
    private readonly reservationMs: number,
  ) {}

  /**
   * Admits a join reservation of `o` from `address`, or throws `ServerError`: `AUTH_FAILED` when its name passes for
   * the name of someone in the room (social/names.ts; a seat's own token keeps its name), `MATCHMAKE_UNHANDLED` when
   * the room has its spectators (all of them, or from that address) or the seat has too many joins waiting.
   */
  admit(o: JoinOptions, address: string, now = Date.now()): Admitted {
    this.prune(now);
    const tokenHash = o.token ? hashToken(o.token) : null;
    const own = tokenHash !== null && this.room.hasSeat(tokenHash);
    const taken = own ? null : nameClash(o.name, tokenHash, this.room.people());
    if (taken !== null) throw new ServerError(ErrorCode.AUTH_FAILED, clashMessage(o.name, taken));
    let kind: AdmitKind;
    if (own) {
      if (this.count((p) => p.tokenHash === tokenHash) >= MAX_PENDING_PER_SEAT) {
        throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'too many joins waiting for this seat; try again soon');
      }
      kind = 'owner';
    } else if (!o.spectate && this.room.freeSeats() > this.count((p) => p.kind === 'seat')) {
      kind = 'seat';
    } else {
      this.checkSpectator(address);
      kind = 'spectator';
    }
    const ticket = randomBytes(12).toString('base64url');
    this.pending.push({ ticket, kind, address, tokenHash, expires: now + this.reservationMs + 1000 });
    return { opts: o, address, kind, ticket };
  }

  /**
   * Throws `ServerError` when one more spectator from `address` would pass a limit (connected spectators and waiting
   * spectator reservations count; `extra` more connected ones are about to be counted).
   */
  checkSpectator(address: string, extra = 0): void {
    const { maxSpectators, maxSpectatorsPerAddress } = this.limits;
    const all = this.room.spectators() + this.count((p) => p.kind === 'spectator') + extra;
    if (all >= maxSpectators) {
      throw new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, `this room has its ${maxSpectators} spectators`);
    }
    const mine =
      this.room.spectators(address) + this.count((p) => p.kind === 'spectator' && p.address === address) + extra;
    if (mine >= maxSpectatorsPerAddress) {
      throw new ServerError(
        ErrorCode.MATCHMAKE_UNHANDLED,
        `this room has its ${maxSpectatorsPerAddress} spectators from your address`,
      );
    }
  }

  /** The reservation `ticket` connected (or failed): it no longer waits. */
  consume(ticket: string | null): void {
    if (ticket !== null && this.pending.length > 0) this.pending = this.pending.filter((p) => p.ticket !== ticket);
  }

  private count(pred: (p: Pending) => boolean): number {
    let n = 0;
    for (const p of this.pending) if (pred(p)) n++;
    return n;
  }

  private prune(now: number): void {
    if (this.pending.some((p) => p.expires <= now)) this.pending = this.pending.filter((p) => p.expires > now);
  }
}

/**
 * A room's static `onAuth`: parses the join options (`parseJoin`) and, for `joinById` of a room of this process,
 * admits the reservation in that room's `Admission` (throws its `ServerError` when refused). A creator, or a join of a
 * room elsewhere, gets no ticket: the room checks the spectator limits when it connects.
 */
export function admitJoin(options: unknown, context: AuthContext): Admitted {
  const opts = parseJoin(options);
  const ip = Array.isArray(context.ip) ? context.ip[0] : context.ip;
  const address = typeof ip === 'string' && ip !== '' ? ip : 'unknown';
  const url = typeof context.req?.url === 'string' ? context.req.url : '/';
  const m = /^\/matchmake\/joinById\/([^/?#]+)/.exec(new URL(url, 'http://localhost').pathname);
  if (!m) return { opts, address, kind: 'create', ticket: null };
  const room = matchMaker.getLocalRoomById(decodeURIComponent(m[1] as string)) as { admission?: unknown } | undefined;
  if (!(room?.admission instanceof Admission)) return { opts, address, kind: 'seat', ticket: null };
  return room.admission.admit(opts, address);
}
