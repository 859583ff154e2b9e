/**
 * A room after its game ended, for the people who did not see the end. Without it, a room whose last connected client
 * is gone when the game ends (its one person reloading, or in the reconnection grace of a dropped connection) closed at
 * once, and a room where the others left after the end closed as they left: the person coming back then found no room
 * — no result and no 再来一局.
 *
 * So when a game ends, every person seated in it who is not connected then is *away*, and so is one whose connection
 * drops afterwards (not a deliberate leave); while someone is away, and for at most the *window* after the end, the
 * room is kept open even when nobody is connected (Colyseus' `autoDispose` off). A person coming back in the window
 * takes the seat back with the token and gets the `result` and `replay` messages as the others did (or, if the others
 * already went back to the lobby for a rematch, them and that lobby); once nobody is away or the window is over, the
 * room closes as before, as soon as it is empty. After that the client finds the game in storage
 * (`GET /api/rooms/:code/ended`, ended-game.ts).
 *
 * The window: the room's reconnection grace (`graceSeconds`), or `endedRoomSeconds` of the server if longer (default
 * `DEFAULT_ENDED_ROOM_SECONDS`, 5 minutes). A finished game's room costs its game session's memory (its state and
 * log, a few tens of KB) for that long, and only while one of its players is away.
 */
import type { Delayed } from '@colyseus/core';
import type { LiveGame } from '../session/live-game.ts';
import { ctx } from './context.ts';

/** The server's default of `endedRoomSeconds`: a finished game's room waits 5 minutes for a player away. */
export const DEFAULT_ENDED_ROOM_SECONDS = 300;

/** The window of a room whose seats have `graceSeconds` of reconnection grace (ms): see the module's comment. */
export function endWindowMs(graceSeconds: number): number {
  return Math.max(ctx().endedRoomSeconds, graceSeconds) * 1000;
}

/** What the hold needs of its room (a Colyseus room). */
export interface HeldRoom {
  autoDispose: boolean;
  readonly clock: { setTimeout(f: () => void, ms: number): Delayed };
}

/** The ended game of a room and the seats of its people who have not seen its end (see the module's comment). */
export class EndHold {
  private game: LiveGame | null = null;
  /** The seats away, ascending (a plain array: a room holds this all its life, most of the time empty). */
  private away: number[] = [];
  private timer: Delayed | null = null;
  /** When the window closes (epoch ms); 0 when there is none. */
  private until = 0;

  constructor(private readonly room: HeldRoom) {}

  /** Whether the room is kept open for someone away now. */
  get holding(): boolean {
    return this.timer !== null;
  }

  /** The seats of the ended game whose person has not seen its end, in seat order. */
  awaySeats(): number[] {
    return this.away.slice();
  }

  /**
   * Game `s` ended now: its people not connected (`SessionSeat.connected`) are away, for `windowMs`. Sets the room's
   * `autoDispose`: off while someone is away, else on (the room closes once empty, as before).
   */
  ended(s: LiveGame, windowMs: number, now = Date.now()): void {
    this.cancel();
    this.game = s;
    this.until = now + windowMs;
    s.seats.forEach((seat, i) => {
      if (seat.tokenHash !== null && !seat.connected) this.markAway(i);
    });
    this.update(now);
  }

  /**
   * A client comes (back) with `tokenHash` (null: none known): the ended game whose `result` and `replay` it gets, or
   * null. In the finished room (`finished`) everyone gets them; in the lobby after it (a rematch the others asked for)
   * only a person of that game who was away. Either way that person is no longer away.
   */
  endFor(tokenHash: string | null, finished: boolean): LiveGame | null {
    const g = this.game;
    if (!g) return null;
    const seat = tokenHash === null ? -1 : g.seats.findIndex((s) => s.tokenHash === tokenHash);
    const wasAway = seat >= 0 && this.away.includes(seat);
    if (wasAway) {
      this.away = this.away.filter((x) => x !== seat);
      this.update();
    }
    return finished || wasAway ? g : null;
  }

  /** The person of `seat` lost the connection after the end (not a deliberate leave): away, if the window is open. */
  dropped(seat: number, now = Date.now()): void {
    if (!this.game || now >= this.until || this.game.seats[seat]?.tokenHash == null) return;
    this.markAway(seat);
    this.update(now);
  }

  /** A new game starts, or the room closes: nothing is held any more (`autoDispose` is left as the caller sets it). */
  cancel(): void {
    this.timer?.clear();
    this.timer = null;
    this.away = [];
    this.game = null;
    this.until = 0;
  }

  private update(now = Date.now()): void {
    if (this.away.length > 0 && now < this.until) {
      this.timer ??= this.room.clock.setTimeout(() => this.expire(), this.until - now);
      this.room.autoDispose = false;
      return;
    }
    // Nobody away (a drop later in the window holds the room again): the room closes once empty.
    this.timer?.clear();
    this.timer = null;
    this.room.autoDispose = true;
  }

  private markAway(seat: number): void {
    if (this.away.includes(seat)) return;
    this.away.push(seat);
    this.away.sort((a, b) => a - b);
  }

  /** The window is over: nobody is held for any more; the room closes once empty. */
  private expire(): void {
    this.timer = null;
    this.away = [];
    this.until = 0;
    this.room.autoDispose = true;
  }
}
