/**
 * The questions `shaju play` asks the person: a numbered menu (with sub-menus), a yes/no question, whether to quit,
 * and how to follow a game once out of it. Each one also understands q (quit, after a confirmation) and h (the
 * game's rules summary); the end of the input stops the game.
 */
import { normalizeAnswer, printable } from '@shaju/words';
import type pc from 'picocolors';
import type { msg } from './i18n.ts';
import type { Prompter } from './io.ts';
import type { MenuItem } from './types.ts';

/** Answers read as yes / no at a (y/N) question (after `normalizeAnswer`). Enter is no. */
const YES: ReadonlySet<string> = new Set(['y', 'yes', '是', '好', '要']);
const NO: ReadonlySet<string> = new Set(['', 'n', 'no', '否', '不', '不要']);

/** The person quit. */
export const QUIT = Symbol('quit');
/** The input ended. */
export const EOF = Symbol('eof');
/** 0 in a sub-menu: back to the menu it came from. */
export const BACK = Symbol('back');
/** Why a game stops before its end. */
export type Stop = typeof QUIT | typeof EOF;

/** The person's questions over one prompter, in one language. */
export class Asker {
  constructor(
    private readonly prompter: Prompter,
    private readonly write: (line: string) => void,
    private readonly m: ReturnType<typeof msg>['play'],
    private readonly k: ReturnType<typeof pc.createColors>,
    /** The game's rules summary, for h. */
    private readonly help: () => string[],
  ) {}

  /**
   * Reads a yes/no answer: Enter or n is no, y is yes; 'q' and 'h' work here too; anything else is asked again. The
   * end of the input quits.
   */
  async yesNo(question: string): Promise<boolean | Stop> {
    for (;;) {
      const a = await this.prompter.ask(question);
      if (a === null) return EOF;
      const t = normalizeAnswer(a);
      if (NO.has(t)) return false;
      if (YES.has(t)) return true;
      if (t === 'q' || t === 'quit') {
        const stop = await this.confirmQuit();
        if (stop) return stop;
        continue;
      }
      if (t === 'h' || t === 'help' || t === '?') {
        for (const l of this.help()) this.write(l);
        continue;
      }
      this.write(this.m.yesNo(printable(a)));
    }
  }

  /** Asks whether to quit: y (or q) quits, Enter or n goes on, anything else is asked again; the end of input quits. */
  async confirmQuit(): Promise<Stop | null> {
    for (;;) {
      const a = await this.prompter.ask(this.m.confirmQuit);
      if (a === null) return EOF;
      const t = normalizeAnswer(a);
      if (YES.has(t) || t === 'q') return QUIT;
      if (NO.has(t)) return null;
      this.write(this.m.yesNo(printable(a)));
    }
  }

  /**
   * Reads a menu number: 1…n for the numbered choices, 0 for the decline when there is one (`zero`). Returns the
   * choice's index (the decline's is n), or a stop. Full-width digits count; anything else is explained and asked
   * again, without echoing control characters or huge numbers back.
   */
  async number(n: number, zero: boolean, reprint: () => void): Promise<number | Stop> {
    const m = this.m;
    const short = m.rangeShort(n, zero);
    const long = m.rangeLong(n, zero);
    for (;;) {
      const a = await this.prompter.ask(m.choose(short));
      if (a === null) return EOF;
      const t = normalizeAnswer(a);
      if (t === 'q' || t === 'quit' || t === 'exit') {
        const stop = await this.confirmQuit();
        if (stop) return stop;
        continue;
      }
      if (t === 'h' || t === 'help' || t === '?') {
        for (const l of this.help()) this.write(l);
        reprint();
        continue;
      }
      if (t === '') {
        this.write(m.empty(long));
        continue;
      }
      if (!/^\d+$/.test(t)) {
        this.write(m.notNumber(printable(a), long));
        continue;
      }
      const digits = t.replace(/^0+(?=\d)/, '');
      const v = digits.length <= 9 ? Number(digits) : Number.POSITIVE_INFINITY;
      if (v === 0 && zero) return n;
      if (!(v >= 1 && v <= n)) {
        this.write(m.outOfRange(printable(digits, 12), long));
        continue;
      }
      return v - 1;
    }
  }

  /**
   * Shows a menu (the decline, if any, last as 0) and reads the choice. An item with a sub-menu (`MenuItem.sub`) opens
   * it: its title, its items, and 0 to go back here (`nested`: this menu is such a sub-menu; BACK when 0 is chosen).
   */
  async menu(choices: readonly MenuItem[], nested = false): Promise<unknown | Stop | typeof BACK> {
    const { k, write } = this;
    const last = choices[choices.length - 1];
    const decline = last?.decline === true;
    const numbered = decline ? choices.slice(0, -1) : choices;
    const zeroLabel = decline && last ? last.label : nested ? this.m.back : null;
    const width = String(Math.max(1, numbered.length)).length;
    const show = (): void => {
      numbered.forEach((c, i) => {
        write(`  ${k.cyan(String(i + 1).padStart(width))}. ${c.label}`);
      });
      if (zeroLabel !== null) write(`  ${k.cyan('0'.padStart(width))}. ${zeroLabel}`);
    };
    for (;;) {
      show();
      const i = await this.number(numbered.length, zeroLabel !== null, show);
      if (typeof i !== 'number') return i;
      if (i === numbered.length && !decline) return BACK;
      const item = choices[i] as MenuItem;
      if (item.confirm) {
        // A risky choice asks first (Enter or n: back to the menu).
        const ok = await this.yesNo(item.confirm);
        if (ok !== true && ok !== false) return ok;
        if (!ok) continue;
      }
      if (!item.sub) return item.d;
      if (item.title) write(k.bold(item.title));
      const d = await this.menu(item.sub, true);
      if (d !== BACK) return d;
    }
  }

  /**
   * Once the person is out of the game: reads Enter (go on watching: `watch`), s (skip to the result: `skip`) or q
   * (quit, after a confirmation). The end of the input is EOF.
   */
  async watch(question: string): Promise<'watch' | 'skip' | Stop> {
    for (;;) {
      const a = await this.prompter.ask(question);
      if (a === null) return EOF;
      const t = a.toLowerCase();
      if (t === 's' || t === 'skip') {
        this.write(this.k.dim(this.m.outSkipping));
        return 'skip';
      }
      if (t === 'q' || t === 'quit') {
        const st = await this.confirmQuit();
        if (st) return st;
        continue;
      }
      return 'watch';
    }
  }
}
