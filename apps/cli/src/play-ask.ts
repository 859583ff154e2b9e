/**
 * The questions `shaju play` asks the person: a numbered menu (with sub-menus), a yes/no question, whether to quit,
 * and how to follow a game once out of it. Each one also understands q (quit, after a confirmation) and h (the
 * game's rules summary); the end of the input stops the game.
 */
import { normalizeAnswer, printable } from '@shaju/words';
import type pc from 'picocolors';
import type { msg } from './i18n.ts';
import type { Prompter } from './io.ts';
import { type Answer, MenuNumbers, type Numbered, PickQueue, plainNumbers, readAnswer } from './menu-numbers.ts';
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

/** The numbers `menu` takes, in words: short (the prompt) and long (a refusal). */
export function rangeWords(m: ReturnType<typeof msg>['play'], menu: Numbered): { short: string; long: string } {
  const lo = menu.rows[0]?.n ?? 0;
  const zero = menu.decline !== null;
  if (menu.picks > 1)
    return { short: m.pickShort(menu.picks, lo, menu.max), long: m.pickLong(menu.picks, lo, menu.max) };
  return { short: m.rangeShort(lo, menu.max, zero), long: m.rangeLong(lo, menu.max, zero) };
}

/** What a refused answer to a menu says (`long`: the numbers it takes, in words). */
export function answerProblem(
  m: ReturnType<typeof msg>['play'],
  r: Exclude<Answer, { t: 'pick' } | { t: 'decline' }>,
  typed: string,
  long: string,
): string {
  switch (r.t) {
    case 'empty':
      return m.empty(long);
    case 'notNumber':
      return m.notNumber(typed, long);
    case 'noSuch':
      return m.outOfRange(printable(r.n, 12), long);
    case 'tooMany':
      return m.tooMany(r.picks, long);
  }
}

/** The person's questions over one prompter, in one language. */
export class Asker {
  /** The numbers of each request key's menus (menu-numbers.ts). */
  private readonly numbers = new MenuNumbers();
  /** The cards still to answer of a several-card pick. */
  private readonly queue = new PickQueue();

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
   * Reads an answer to `menu` (`readAnswer`: a number, several numbers for a request of several cards, 0 for the
   * decline); q quits (after a confirmation), h prints the rules summary. Anything else is explained and asked again,
   * without echoing control characters or huge numbers back.
   */
  async answer(menu: Numbered, reprint: () => void): Promise<Extract<Answer, { t: 'pick' | 'decline' }> | Stop> {
    const m = this.m;
    const { short, long } = rangeWords(m, menu);
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
      const r = readAnswer(t, menu);
      if (r.t === 'pick' || r.t === 'decline') return r;
      this.write(answerProblem(m, r, printable(a), long));
    }
  }

  /**
   * Shows a menu (the decline, if any, last as 0) and reads the choice. With `key` (the seat and request kind) its
   * numbers stay with their choices from one menu of that key to the next (menu-numbers.ts); with `picks` > 1 (a
   * request of several cards, asked one at a time) an answer may name several, and those after the first answer
   * the next requests (`queued`). An item with a sub-menu (`MenuItem.sub`) opens it: its title, its items, and 0 to
   * go back here (`nested`: this menu is such a sub-menu; BACK when 0 is chosen).
   */
  async menu(
    choices: readonly MenuItem[],
    o: { readonly key?: string; readonly picks?: number; readonly nested?: boolean } = {},
  ): Promise<unknown | Stop | typeof BACK> {
    const { k, write } = this;
    const plain = o.key === undefined ? plainNumbers(choices, o.picks) : this.numbers.number(o.key, choices, o.picks);
    const back: MenuItem = { d: BACK, label: this.m.back, decline: true };
    const menu = !plain.decline && o.nested ? { ...plain, decline: back } : plain;
    const width = String(Math.max(1, menu.max)).length;
    const show = (): void => {
      for (const r of menu.rows) write(`  ${k.cyan(String(r.n).padStart(width))}. ${r.item.label}`);
      if (menu.decline) write(`  ${k.cyan('0'.padStart(width))}. ${menu.decline.label}`);
    };
    for (;;) {
      show();
      const a = await this.answer(menu, show);
      if (a === QUIT || a === EOF) return a;
      if (a.t === 'decline') {
        if (o.key !== undefined) this.numbers.forget(o.key);
        return a.item.d;
      }
      const [item, ...rest] = a.items as [MenuItem, ...MenuItem[]];
      if (item.confirm) {
        // A risky choice asks first (Enter or n: back to the menu).
        const ok = await this.yesNo(item.confirm);
        if (ok !== true && ok !== false) return ok;
        if (!ok) continue;
      }
      if (!item.sub) {
        if (o.key !== undefined) {
          this.queue.keep(o.key, rest);
          // A pick of several cards answered whole: the next one is numbered afresh.
          if (menu.picks > 1 && a.items.length === menu.picks) this.numbers.forget(o.key);
        }
        return item.d;
      }
      if (item.title) write(k.bold(item.title));
      const d = await this.menu(item.sub, { nested: true });
      if (d !== BACK) return d;
    }
  }

  /**
   * The next card of a several-card answer for a request of `key` whose menu is `items` (the choice of the same words),
   * or null when none is queued for it (another question drops the queue).
   */
  queued(key: string, items: readonly MenuItem[]): MenuItem | null {
    return this.queue.next(key, items);
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
