/**
 * A response window's answers (rulings S-P1, P-G6): each checked when it comes and held, then applied together once
 * every asked seat has answered and the window has been open for the room's least time.
 */
import type { DecisionSource } from '../storage/api.ts';

/** One answer to a response window, checked and kept until the window closes. */
export interface HeldAnswer {
  /** The rules seat answered for. */
  readonly seat: number;
  readonly d: unknown;
  readonly source: DecisionSource;
  readonly requestId: number;
}

/**
 * The answers of the open response window, kept until the window closes (rulings S-P1, P-G6): no answer is applied or
 * announced before every asked seat has answered (or the deadline passed) and the window has been open for the room's
 * `minResponseMs`. Then they are applied together, in seat order, so neither who answered first nor when reaches any
 * client. Holds at most one answer per seat.
 */
export class HeldWindow {
  /** By seat (a sparse array: a room holds one of these whole games long, most of the time empty). */
  private answers: (HeldAnswer | undefined)[] = [];
  private count = 0;
  /** The timer that closes the window once its least open time is over, or null. */
  timer: NodeJS.Timeout | null = null;

  /** Whether `seat` has an answer held. */
  has(seat: number): boolean {
    return this.answers[seat] !== undefined;
  }

  /** The number of answers held. */
  get size(): number {
    return this.count;
  }

  /** The request id the held answers answer (-1 when none is held). */
  get requestId(): number {
    for (const a of this.answers) if (a !== undefined) return a.requestId;
    return -1;
  }

  /** Keeps `a` (replacing nothing: the caller refuses a second answer of the same seat). */
  add(a: HeldAnswer): void {
    if (this.answers[a.seat] === undefined) this.count++;
    this.answers[a.seat] = a;
  }

  /** Whether every seat of `seats` has an answer held. */
  covers(seats: readonly number[]): boolean {
    for (const s of seats) if (this.answers[s] === undefined) return false;
    return seats.length > 0;
  }

  /** Every held answer in ascending seat order; the window is emptied and its timer stopped. */
  take(): HeldAnswer[] {
    const out: HeldAnswer[] = [];
    for (const a of this.answers) if (a !== undefined) out.push(a);
    this.clear();
    return out;
  }

  /**
   * Whether the window asking `seats` may close now: every seat has an answer held and `closesAt` (epoch ms) has
   * passed. When only the time is missing, `later` runs once it has (one timer; false is returned meanwhile).
   */
  closeWhen(seats: readonly number[], closesAt: number, later: () => void): boolean {
    if (this.timer || !this.covers(seats)) return false;
    const wait = closesAt - Date.now();
    if (wait <= 0) return true;
    this.timer = setTimeout(later, wait);
    return false;
  }

  /** Drops every held answer and stops the timer. */
  clear(): void {
    if (this.count > 0) this.answers = [];
    this.count = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
