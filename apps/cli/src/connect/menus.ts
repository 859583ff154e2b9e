/**
 * The questions of `shaju connect` that are not the game's own: numbered menus answered as in `shaju play`, a seat
 * number, and the confirmation before leaving.
 */
import { normalizeAnswer, printable } from '@shaju/words';
import type { MenuItem } from '../types.ts';
import type { ConnectSession, Question } from './session.ts';

/** Answers taken as yes. */
export const YES: ReadonlySet<string> = new Set(['y', 'yes', '是', '好', '要']);
/** Answers taken as no (an empty line too). */
export const NO: ReadonlySet<string> = new Set(['', 'n', 'no', '否', '不', '不要']);

/** Asks for one seat of `list`; an empty answer cancels. */
export function seatQuestion(s: ConnectSession, list: readonly number[], then: (seat: number) => void): Question {
  return {
    key: `seat:${list.join(',')}`,
    prompt: s.w.askSeat(list.join(', ')),
    show() {
      s.prompt(this.prompt);
    },
    answer(line) {
      const t = normalizeAnswer(line);
      s.sub = null;
      if (t === '') return 'done';
      const v = /^\d+$/.test(t) ? Number(t) : Number.NaN;
      if (!list.includes(v)) {
        s.write(s.w.noSuchSeat(printable(line)));
        return 'done';
      }
      then(v);
      s.lobbyBusy = true;
      return 'done';
    },
  };
}

/** "Leave? (y/N)": yes (or q) stops the session, no shows the question before it again. */
export function confirmLeave(s: ConnectSession): Question {
  return {
    key: 'leave?',
    prompt: s.w.confirmLeave,
    show() {
      s.prompt(this.prompt);
    },
    answer(line) {
      const t = normalizeAnswer(line);
      if (YES.has(t) || t === 'q') {
        s.stop = 'quit';
        s.sub = null;
        return 'done';
      }
      if (NO.has(t)) {
        s.sub = null;
        return 'reshow';
      }
      s.write(s.pm.yesNo(printable(line)));
      return 'again';
    },
  };
}

/**
 * Answers a numbered menu (the decline, if any, last as 0) as in `shaju play`: `pick` gets the chosen item's
 * decision; q asks to leave, h prints the game's help.
 */
export function menuAnswer(
  s: ConnectSession,
  items: readonly MenuItem[],
  line: string,
  pick: (d: unknown) => void,
): 'again' | 'reshow' | 'done' {
  const pm = s.pm;
  const zero = items[items.length - 1]?.decline === true;
  const n = zero ? items.length - 1 : items.length;
  const long = pm.rangeLong(n, zero);
  const t = normalizeAnswer(line);
  if (t === 'q' || t === 'quit' || t === 'exit') {
    s.sub = confirmLeave(s);
    return 'done';
  }
  if (t === 'h' || t === 'help' || t === '?') {
    const e = s.gameEntry();
    if (e) for (const l of e.renderer.help(s.o)) s.write(l);
    return 'reshow';
  }
  if (t === '') {
    s.write(pm.empty(long));
    return 'again';
  }
  if (!/^\d+$/.test(t)) {
    s.write(pm.notNumber(printable(line), long));
    return 'again';
  }
  const digits = t.replace(/^0+(?=\d)/, '');
  const v = digits.length <= 9 ? Number(digits) : Number.POSITIVE_INFINITY;
  if (v === 0 && zero) {
    pick((items[n] as MenuItem).d);
    return 'done';
  }
  if (!(v >= 1 && v <= n)) {
    s.write(pm.outOfRange(printable(digits, 12), long));
    return 'again';
  }
  pick((items[v - 1] as MenuItem).d);
  return 'done';
}

/** Prints a numbered menu (the decline last, as 0). Returns the prompt to show after it. */
export function showMenu(s: ConnectSession, items: readonly MenuItem[]): string {
  const k = s.k;
  const zero = items[items.length - 1]?.decline === true;
  const numbered = zero ? items.slice(0, -1) : items;
  const width = String(Math.max(1, numbered.length)).length;
  numbered.forEach((c, i) => {
    s.write(`  ${k.cyan(String(i + 1).padStart(width))}. ${c.label}`);
  });
  const lastItem = items[items.length - 1];
  if (zero && lastItem) s.write(`  ${k.cyan('0'.padStart(width))}. ${lastItem.label}`);
  return s.pm.choose(s.pm.rangeShort(numbered.length, zero));
}
