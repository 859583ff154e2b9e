import { type AnyGameModule, IllegalDecisionError, type LogEntry, type Pending } from '@shaju/engine';

/**
 * A strict given/when/then scenario over a prepared state (docs/architecture.md, principle 11).
 * `decide` refuses a decision from a seat that is not asked (unless `free` is set, for free actions such as a reveal),
 * so a request the test did not expect fails it; `expectPending` checks what is asked next.
 */
export class Scenario<S, D, E> {
  /** Every event since the scenario began (full information). */
  readonly events: E[] = [];
  /** Every decision applied. */
  readonly log: LogEntry<D>[] = [];
  constructor(
    readonly game: AnyGameModule,
    readonly state: S,
  ) {}

  /** The current request, or null when the game is over. */
  pending(): Pending | null {
    return this.game.pending(this.state);
  }

  /**
   * `seat` decides `d`. Throws an `Error` when the seat is not asked now (strict mode) unless `opts.free`, and the
   * game's `IllegalDecisionError` when the decision is refused. Returns the events it produced.
   */
  decide(seat: number, d: D, opts: { free?: boolean } = {}): E[] {
    const p = this.pending();
    if (!opts.free && (p === null || !p.seats.includes(seat))) {
      throw new Error(`strict scenario: seat ${seat} is not asked (pending: ${JSON.stringify(p)})`);
    }
    const before = this.events.length;
    this.game.apply(this.state, seat, d, this.events);
    this.log.push({ seat, d });
    return this.events.slice(before);
  }

  /** Asserts the pending request: its kind and (optionally) its seats. Throws `Error` with both when they differ. */
  expectPending(kind: string, seats?: readonly number[]): void {
    const p = this.pending();
    const ok = p !== null && p.kind === kind && (seats === undefined || sameSeats(p.seats, seats));
    if (!ok)
      throw new Error(`expected pending ${kind} ${seats ? JSON.stringify(seats) : ''}, got ${JSON.stringify(p)}`);
  }

  /** Asserts that `seat` deciding `d` is refused with `code`, and that the state is unchanged (same serialised form). */
  expectRefused(seat: number, d: unknown, code: IllegalDecisionError['code']): void {
    const before = JSON.stringify(this.state);
    try {
      this.game.apply(this.state, seat, d);
    } catch (e) {
      if (!(e instanceof IllegalDecisionError)) throw e;
      if (e.code !== code) throw new Error(`expected refusal ${code}, got ${e.code}: ${e.message}`);
      if (JSON.stringify(this.state) !== before) throw new Error('a refused decision changed the state');
      return;
    }
    throw new Error(`expected refusal ${code}, but ${JSON.stringify(d)} was accepted`);
  }

  /** The legal decisions of `seat` now. */
  legal(seat: number): readonly D[] {
    return this.game.legal(this.state, seat) as readonly D[];
  }
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
