/**
 * What the lobby's messages do to its seats (`seat`, `addBot`, `removeBot`, the start's bots), as functions over the
 * room's seat list: each checks first and throws `RefusedError` (the seats unchanged), then changes them in place.
 */

import { RefusedError } from '../refusal.ts';
import type { StoredSeat } from '../storage/api.ts';
import { botName } from './context.ts';
import type { LobbySeat } from './state.ts';

/** A person (a spectator, or one joining) sits in empty seat `seat` as `name`, not ready. Throws `seat_taken`. */
export function sitDown(lobby: LobbySeat[], seat: number, name: string, tokenHash: string): void {
  const target = lobby[seat];
  if (target?.kind !== 'empty') throw new RefusedError('seat_taken', `seat ${seat} is taken`);
  target.kind = 'human';
  target.name = name;
  target.tokenHash = tokenHash;
  target.ready = false;
}

/** A person leaves seat `seat` of the lobby: it is empty again. */
export function freeSeat(lobby: LobbySeat[], seat: number): void {
  const s = lobby[seat] as LobbySeat;
  s.kind = 'empty';
  s.name = '';
  s.tokenHash = null;
  s.ready = false;
}

/**
 * Frees every person's seat that `present(seat)` says has nobody (a stored lobby rebuilt after a restart, once its grace
 * period is over). Returns the host's token hash: `hostHash` while it still holds a seat, else the first person's.
 */
export function freeAbsent(lobby: LobbySeat[], present: (seat: number) => boolean, hostHash: string | null) {
  lobby.forEach((s, i) => {
    if (s.kind === 'human' && !present(i)) freeSeat(lobby, i);
  });
  if (lobby.some((s) => s.kind === 'human' && s.tokenHash === hostHash)) return hostHash;
  return lobby.find((s) => s.kind === 'human')?.tokenHash ?? null;
}

/** A seated player moves from seat `from` to empty seat `to`, not ready. Throws `bad_seat` or `seat_taken`. */
export function moveSeat(lobby: LobbySeat[], from: number, to: number): void {
  const target = lobby[to];
  if (!target) throw new RefusedError('bad_seat', `no seat ${to}`);
  if (target.kind !== 'empty') throw new RefusedError('seat_taken', `seat ${to} is taken`);
  const old = lobby[from] as LobbySeat;
  lobby[to] = { ...old, ready: false };
  lobby[from] = { kind: 'empty', name: '', tokenHash: null, botKind: old.botKind, ready: false };
}

/**
 * Puts a bot of `kind` in `seat` (the first empty seat when undefined). Throws `seat_taken` (no such empty seat) or
 * `bad_config` (the game has no such bot: `kinds`).
 */
export function addBot(lobby: LobbySeat[], seat: number | undefined, kind: string, kinds: ReadonlySet<string>): void {
  const i = seat ?? lobby.findIndex((s) => s.kind === 'empty');
  const s = lobby[i];
  if (!s) throw new RefusedError('seat_taken', 'no free seat');
  if (s.kind !== 'empty') throw new RefusedError('seat_taken', `seat ${i} is taken`);
  if (!kinds.has(kind)) throw new RefusedError('bad_config', `no ${kind} bot in this game`);
  s.kind = 'bot';
  s.name = botName(i);
  s.botKind = kind;
  s.ready = true;
}

/**
 * The host (`hostHash`) moves the person in `seat` to the spectators: the seat is empty again. Throws `bad_seat` when
 * no person sits there or it is the host's own seat.
 */
export function unseatPerson(lobby: LobbySeat[], seat: number, hostHash: string | null): void {
  const s = lobby[seat];
  if (s?.kind !== 'human') throw new RefusedError('bad_seat', `no person in seat ${seat}`);
  if (s.tokenHash === hostHash) throw new RefusedError('bad_seat', 'that is your own seat: leave it instead');
  freeSeat(lobby, seat);
}

/** Removes the bot from `seat`. Throws `bad_seat` when no bot sits there. */
export function removeBot(lobby: LobbySeat[], seat: number): void {
  const s = lobby[seat];
  if (s?.kind !== 'bot') throw new RefusedError('bad_seat', `no bot in seat ${seat}`);
  s.kind = 'empty';
  s.name = '';
  s.ready = false;
}

/**
 * The seats of a game about to start: checks that every person but the host (`hostHash`) is ready (`not_ready`), fills
 * empty seats with bots of `botKind` when `fill` (else `not_ready`), and returns the seats to store, each person's
 * with the number of their address (`addressOf(seat)`, null when unknown) among the game's: equal numbers, one
 * address (the address itself is not kept).
 */
export function seatsToStart(
  lobby: LobbySeat[],
  hostHash: string | null,
  fill: boolean,
  botKind: string,
  addressOf: (seat: number) => string | null = () => null,
): StoredSeat[] {
  for (const s of lobby) {
    if (s.kind === 'human' && !s.ready && s.tokenHash !== hostHash) {
      throw new RefusedError('not_ready', `${s.name} is not ready`);
    }
  }
  if (lobby.some((s) => s.kind === 'empty')) {
    if (!fill) throw new RefusedError('not_ready', 'empty seats and the room does not fill them with bots');
    lobby.forEach((s, i) => {
      if (s.kind === 'empty') {
        s.kind = 'bot';
        s.name = botName(i);
        s.botKind = botKind;
        s.ready = true;
      }
    });
  }
  const numbers = new Map<string, number>();
  return lobby.map((s, i) => {
    const seat: StoredSeat = {
      name: s.name,
      tokenHash: s.kind === 'human' ? s.tokenHash : null,
      bot: s.kind === 'bot' ? s.botKind : null,
    };
    const address = s.kind === 'human' ? addressOf(i) : null;
    if (address === null) return seat;
    if (!numbers.has(address)) numbers.set(address, numbers.size);
    return { ...seat, address: numbers.get(address) as number };
  });
}

/** The seats of a stored game as the room keeps them (a game rebuilt after a restart): everyone ready. */
export function storedLobby(seats: readonly StoredSeat[], botKind: string): LobbySeat[] {
  return seats.map((s) => ({
    kind: s.tokenHash === null ? 'bot' : 'human',
    name: s.name,
    tokenHash: s.tokenHash,
    botKind: s.bot ?? botKind,
    ready: true,
  }));
}
