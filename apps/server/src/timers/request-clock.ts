/**
 * The timer of a session's open request: which request it was armed for, when it opened, its deadline and whole time
 * (what `PendingInfo` tells the clients) and the one timeout that fires at the deadline.
 */
export class RequestClock {
  /** The request armed (-1: none, or forgotten so that the next `arm` starts it afresh). */
  private armed = -1;
  private timer: NodeJS.Timeout | null = null;
  /** When the armed request opened (epoch ms; the minimum open time of a response window counts from it). */
  openedAt = 0;
  /** The armed request's deadline (epoch ms), null when none runs (`PendingInfo.deadline`). */
  deadline: number | null = null;
  /** The armed request's whole time (ms from opening to the deadline), null when none runs (`PendingInfo.span`). */
  span: number | null = null;

  /**
   * Arms request `id` for `ms` milliseconds from now: `fire(id)` runs at its deadline. A no-op when `id` is the
   * request armed already (its deadline stands).
   */
  arm(id: number, ms: number, fire: (id: number) => void): void {
    if (id === this.armed) return;
    this.armed = id;
    this.openedAt = Date.now();
    this.deadline = this.openedAt + ms;
    this.span = ms;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      fire(id);
    }, ms);
  }

  /** Forgets the armed request: the next `arm`, even of the same id, gives it a fresh deadline. */
  forget(): void {
    this.armed = -1;
  }

  /** Stops the timer (the deadline stays as told). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Stops the timer and clears the deadline: the game is over. */
  end(): void {
    this.stop();
    this.deadline = null;
    this.span = null;
  }
}
