import { ArraySchema, schema } from '@colyseus/schema';

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
    botKind: 'string',
    turnSeconds: 'number',
    responseSeconds: 'number',
    seats: [SeatState],
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
  readonly botKind: string;
  readonly turnSeconds: number;
  readonly responseSeconds: number;
}

/** A room state with `f.players` seats, no host yet, and the configuration as JSON. */
export function newRoomState(f: RoomStateFields): RoomState {
  const state = new RoomState({
    code: f.code,
    game: f.game,
    phase: f.phase,
    players: f.players,
    hostSeat: -1,
    config: JSON.stringify(f.config),
    botKind: f.botKind,
    turnSeconds: f.turnSeconds,
    responseSeconds: f.responseSeconds,
    seats: new ArraySchema<SeatState>(),
  });
  for (let i = 0; i < f.players; i++) state.seats.push(new SeatState({ index: i }));
  return state;
}
