/**
 * What a room's own modules (room-messages.ts, room-games.ts) read and change of their room (`GameRoom`, room.ts):
 * its seats, phase, session and the few operations they share. An interface, so that those modules and the room
 * class do not import each other.
 */
import type { Client } from '@colyseus/core';
import type { CreateRoomOptions, ErrorCode as ProtocolErrorCode, ServerMessage } from '@shaju/protocol';
import type { ServedGame } from '../games.ts';
import type { LiveGame } from '../session/live-game.ts';
import type { ChatRelay } from '../social/chat.ts';
import type { RatingCache } from '../social/rating-cache.ts';
import type { StoredSettings } from '../storage/api.ts';
import type { EndHold } from './end-hold.ts';
import type { LobbySeat, RoomState } from './state.ts';

/** The messages a room sends one client. */
export type OneClientMessage = 'welcome' | 'seated' | 'step' | 'history' | 'result' | 'replay' | 'error';

/** A game room as its own modules see it (see the module's comment; every field is `GameRoom`'s). */
export interface RoomCore {
  /** The room's code. */
  readonly roomId: string;
  /** The public room state (synced to every client). */
  readonly state: RoomState;
  /** The connected clients. */
  readonly clients: Iterable<Client> & { readonly length: number };
  /** Whether Colyseus closes the room once it is empty. */
  autoDispose: boolean;
  /** Closes the room. */
  disconnect(): Promise<unknown>;
  readonly served: ServedGame;
  phase: 'lobby' | 'playing' | 'finished';
  lobby: LobbySeat[];
  readonly settings: StoredSettings;
  readonly createOpts: CreateRoomOptions | null;
  readonly gameConfig: unknown;
  session: LiveGame | null;
  readonly bySeat: (Client | null)[];
  hostHash: string | null;
  games: number;
  gameId: string;
  quickStart: boolean;
  readonly chat: ChatRelay;
  readonly hold: EndHold;
  readonly ratings: RatingCache;
  /** Whether a person's seat is connected now. */
  readonly seatConnected: (seat: number) => boolean;
  /** Whether a person's seat is connected, or dropped and within the grace period to come back. */
  readonly seatHeld: (seat: number) => boolean;
  /** Seats whose person's connection dropped, within the grace period. */
  readonly lost: Set<number>;
  /** Seats `client` in `seat` (its connection, and the session's connected flag). */
  seatClient(client: Client, seat: number): void;
  /** The nickname `client` joined with. */
  nameOf(client: Client): string;
  /** Whether a player's seat holds this token hash. */
  hasSeat(tokenHash: string): boolean;
  /** Sends `client` one message. */
  send1<T extends OneClientMessage>(c: Client, type: T, msg: ServerMessage<T>): void;
  /** Sends `client` a typed `error`. */
  refuse(c: Client, code: ProtocolErrorCode, message: string, type?: string, requestId?: number): void;
  /** Copies the seats into the public state and stores the lobby. */
  syncSeats(): void;
  /** Updates the room's listing. */
  updateListing(): void;
}
