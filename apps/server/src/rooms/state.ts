/**
 * The public state of a room, synced to every client by Colyseus (seats, names, connected, ready, covers, ratings,
 * settings; never a game view), the seats as the room keeps them, and its listing for the open-rooms list.
 */
import { ArraySchema, schema } from '@colyseus/schema';
import { PROVISIONAL_GAMES, shownRating } from '@shaju/protocol';
import { NO_RATING, type SeatRating } from '../social/rating-cache.ts';
import { botRating, ordinalOf } from '../social/ratings.ts';

/** One seat of the public room state (synced to every client; no secrets). */
export const SeatState = schema(
  {
    index: 'uint8',
    kind: 'string',
    name: 'string',
    botKind: 'string',
    connected: 'boolean',
    ready: 'boolean',
    covered: 'boolean',
    /** Why a bot plays this human seat: '' (it does not), 'timeouts', 'gone' or 'auto' (托管, asked by the player). */
    cover: 'string',
    /**
     * The seat's rating in this game as shown (@shaju/protocol `shownRating`: the OpenSkill ordinal, one decimal, never
     * below 0): '' for a new player or an empty seat.
     */
    rating: 'string',
    /** Rated games left before that rating is settled (shown as provisional until then); 0 when settled. */
    ratingLeft: 'uint8',
  },
  'SeatState',
);
/** Instance type of `SeatState`. */
export type SeatState = InstanceType<typeof SeatState>;

/**
 * The public room state (protocol `RoomStateShape`): seats, names, connected flags, ready, settings. Game views never
 * go here: they are per-client messages.
 */
export const RoomState = schema(
  {
    code: 'string',
    game: 'string',
    phase: 'string',
    players: 'uint8',
    hostSeat: 'int8',
    config: 'string',
    rules: 'string',
    botKind: 'string',
    turnSeconds: 'number',
    responseSeconds: 'number',
    pace: 'string',
    seats: [SeatState],
    gameId: 'string',
    rematch: 'boolean',
  },
  'RoomState',
);
/** Instance type of `RoomState`. */
export type RoomState = InstanceType<typeof RoomState>;

/** The fields of a new room state besides its seats. */
export interface RoomStateFields {
  readonly code: string;
  readonly game: string;
  readonly phase: 'lobby' | 'playing';
  readonly players: number;
  readonly config: unknown;
  /** The room's rules (preset and sparse option values), or undefined when not known. */
  readonly rules?: unknown;
  readonly botKind: string;
  readonly turnSeconds: number;
  readonly responseSeconds: number;
  /** How quickly the bots answer (`fast`, `normal`, `slow`), or '' for a fixed delay (tests, older games). */
  readonly pace?: string;
  /** The current game's id (a game rebuilt after a restart); '' before the first game. */
  readonly gameId?: string;
}

/** A room state with `f.players` seats, no host yet, and the configuration and rules as JSON. */
export function newRoomState(f: RoomStateFields): RoomState {
  const state = new RoomState({
    code: f.code,
    game: f.game,
    phase: f.phase,
    players: f.players,
    hostSeat: -1,
    config: JSON.stringify(f.config),
    rules: f.rules === undefined ? '' : JSON.stringify(f.rules),
    botKind: f.botKind,
    turnSeconds: f.turnSeconds,
    responseSeconds: f.responseSeconds,
    pace: f.pace ?? '',
    seats: new ArraySchema<SeatState>(),
    gameId: f.gameId ?? '',
    rematch: false,
  });
  for (let i = 0; i < f.players; i++) state.seats.push(new SeatState({ index: i }));
  return state;
}

/** One seat of a room as the room keeps it (lobby, and the players of a game). */
export interface LobbySeat {
  kind: 'empty' | 'human' | 'bot';
  name: string;
  /** SHA-256 of the player's token (a human seat), else null. */
  tokenHash: string | null;
  botKind: string;
  ready: boolean;
}

/**
 * Copies the room's seats into the public state: kind, name, bot kind, connected (`connected(i)`, human seats only),
 * ready, covered by a bot (`covered(i)`) and why (`coverOf(i)`), its rating (`ratingOf(i)`, see `seatRating`; none by default), and the host's seat (the
 * human seat holding `hostHash`, else -1).
 */
export function copySeats(
  st: RoomState,
  lobby: readonly LobbySeat[],
  connected: (seat: number) => boolean,
  covered: (seat: number) => boolean,
  hostHash: string | null,
  coverOf: (seat: number) => string = () => '',
  ratingOf: (seat: number) => SeatRating = () => NO_RATING,
): void {
  let hostSeat = -1;
  lobby.forEach((l, i) => {
    const s = st.seats[i];
    if (!s) return;
    s.index = i;
    s.kind = l.kind;
    s.name = l.name;
    s.botKind = l.kind === 'bot' ? l.botKind : '';
    s.connected = l.kind === 'human' && connected(i);
    s.ready = l.ready;
    s.covered = covered(i);
    s.cover = coverOf(i);
    const r = ratingOf(i);
    s.rating = r.rating;
    s.ratingLeft = r.left;
    if (l.kind === 'human' && l.tokenHash === hostHash) hostSeat = i;
  });
  st.hostSeat = hostSeat;
}

/**
 * The rating shown for a lobby seat in game `game` (apps/server/src/social/ratings.ts): a person's stored ordinal, a bot's
 * fixed one, '' for an empty seat or a player not rated yet; one decimal, never below 0, with the games left before it
 * is settled (`shownRating`). `person(tokenHash)` gives a person's shown
 * rating in the room's game (the room's `RatingCache`, apps/server/src/storage/lobby-store.ts).
 */
export function seatRating(l: LobbySeat | undefined, person: (tokenHash: string) => SeatRating): SeatRating {
  if (!l || l.kind === 'empty') return NO_RATING;
  if (l.kind === 'bot')
    return { rating: shownRating(ordinalOf(botRating(l.botKind)), PROVISIONAL_GAMES).value.toFixed(1), left: 0 };
  return l.tokenHash === null ? NO_RATING : person(l.tokenHash);
}

/**
 * A room's listing metadata (`GET /api/rooms`, and `GET /api/rooms/:code` for an invite page): the code, the game,
 * seats, people, open seats, phase, privacy, the room's configuration and rules (JSON, public in the lobby to anyone
 * holding the code) and who is seated.
 */
export function listingOf(
  code: string,
  game: string,
  lobby: readonly LobbySeat[],
  phase: string,
  isPrivate: boolean,
  state: RoomState | undefined,
): Record<string, unknown> {
  return {
    code,
    game,
    players: lobby.length,
    humans: lobby.filter((s) => s.kind === 'human').length,
    open: lobby.filter((s) => s.kind === 'empty').length,
    phase,
    private: isPrivate,
    config: state?.config ?? null,
    // The room's rules (preset and changed options, JSON): an invite page shows them before joining.
    rules: state?.rules || null,
    seats: lobby.map((s) => ({ kind: s.kind, name: s.kind === 'empty' ? '' : s.name })),
  };
}
