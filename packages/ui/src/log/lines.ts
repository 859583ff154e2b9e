/**
 * The game log as lines: every event batch printed once, in order, through the game's `EventPrinter` (its context runs
 * from batch to batch), with the seats each line names and its action (`PrintedLine`), and the client's own notes. A
 * `LogBook` keeps what it printed and prints only the batches that came since; a replaced log (the whole log on
 * joining) or another printer (a language switch) prints everything again.
 */
import type { EventPrinter, PrintedLine } from '@shaju/words';
import type { EventBatch } from '../types.ts';

/**
 * A line of the log. `n`: its number among the game's lines, from 1, the same after a reload (a client's note has
 * none: 0). `id`: its identity in the list (stable while the log is not printed again). `passes`: requests auto-pass
 * answered right after this line (the line that asked them), said at its end with what they answered (`passedOn`: the
 * game's names of those requests, each once).
 */
export interface LogLine {
  readonly id: number;
  readonly n: number;
  readonly text: string;
  /** The seats the line names (empty for a note). */
  readonly seats: readonly number[];
  /** Its action (`PrintedLine.act`): lines of one action about the same seats in a row fold into a run. */
  readonly act: string;
  readonly quiet?: true;
  readonly passes?: number;
  readonly passedOn?: readonly string[];
  /** The step ending with this line was a timed-out seat's answer (`EventBatch.timeout`). */
  readonly timedOut?: { readonly seat: number; readonly answer: string };
}

/** Words the log needs of the shell: a note's text by key, and a request kind's name for auto-pass notes. */
export type NoteText = (key: string) => string;

const NONE: readonly number[] = Object.freeze([]);

/** The printed lines of a log, kept between updates (see the module comment). */
export class LogBook {
  private printer: EventPrinter;
  /** The first batch printed: another first batch means the log was replaced. */
  private first: EventBatch | undefined = undefined;
  private upTo = 0;
  private nextId = 0;
  private nextN = 1;
  /** The lines so far (appended; a line given auto-passes is replaced by a new object). */
  readonly lines: LogLine[] = [];
  /** Changes with every change of `lines`. */
  version = 0;

  constructor(
    readonly makePrinter: () => EventPrinter,
    readonly note: NoteText,
  ) {
    this.printer = makePrinter();
  }

  /** Prints what `log` has beyond what was printed (all of it again when it was replaced). Returns whether it changed. */
  update(log: readonly EventBatch[]): boolean {
    if (log.length < this.upTo || log[0] !== this.first) this.reset(log[0]);
    if (this.upTo === log.length) return false;
    for (let i = this.upTo; i < log.length; i++) {
      const b = log[i];
      if (!b) continue;
      if (b.note) this.addNote(b);
      else {
        const from = this.lines.length;
        for (const l of this.print(b.events)) this.push(l.text, l.seats, l.act);
        if (b.timeout) this.sayTimeout(b.timeout, from);
      }
    }
    this.upTo = log.length;
    this.version++;
    return true;
  }

  private reset(first: EventBatch | undefined): void {
    this.printer = this.makePrinter();
    this.first = first;
    this.upTo = 0;
    this.lines.length = 0;
    this.nextN = 1;
    this.version++;
  }

  private print(events: readonly unknown[]): readonly PrintedLine[] {
    const p = this.printer;
    if (p.printLines) return p.printLines(events);
    return p.print(events).map((text) => ({ text, seats: NONE, act: '' }));
  }

  private push(text: string, seats: readonly number[], act: string): void {
    this.lines.push({ id: this.nextId++, n: this.nextN++, text, seats, act });
  }

  /** A timeout's answer, said at the end of its step's last line (a quiet line when the step printed none). */
  private sayTimeout(timedOut: NonNullable<EventBatch['timeout']>, from: number): void {
    const last = this.lines[this.lines.length - 1];
    if (this.lines.length > from && last) {
      this.lines[this.lines.length - 1] = { ...last, timedOut };
      return;
    }
    this.lines.push({ id: this.nextId++, n: 0, text: '', seats: NONE, act: '', quiet: true, timedOut });
  }

  /**
   * A client's note: an auto-pass is said at the end of the game's line before it (the one that asked), counted when
   * several follow it; any other note, or one with no game line before it, is a quiet line of its own.
   */
  private addNote(b: EventBatch): void {
    const lines = this.lines;
    const last = lines[lines.length - 1];
    if (b.note === 'autoPassed' && last && !last.quiet) {
      const name = b.about === undefined ? null : (this.printer.askName?.(b.about) ?? null);
      const on = last.passedOn ?? [];
      const passedOn = name === null || on.includes(name) ? on : [...on, name];
      lines[lines.length - 1] = { ...last, passes: (last.passes ?? 0) + 1, passedOn };
      return;
    }
    lines.push({ id: this.nextId++, n: 0, text: this.note(`notes.${b.note}`), seats: NONE, act: '', quiet: true });
  }
}
