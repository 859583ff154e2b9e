/**
 * The questions of `shaju connect` that are not the game's own: numbered menus answered as in `shaju play`, a seat
 * number, and the confirmation before leaving.
 */
import { normalizeAnswer, printable } from '@shaju/words';
import type { Numbered } from '../menu-numbers.ts';
import { readAnswer } from '../menu-numbers.ts';
import { answerProblem, rangeWords } from '../play-ask.ts';
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
 * Answers a numbered menu (the decline, if any, as 0) as in `shaju play` (menu-numbers.ts `readAnswer`): `pick` gets
 * the chosen items (several for a request of several cards, `menu.picks`; the decline alone for 0); q asks to leave,
 * h prints the game's help.
 */
export function menuAnswer(
  s: ConnectSession,
  menu: Numbered,
  line: string,
  pick: (items: readonly MenuItem[], declined: boolean) => void,
): 'again' | 'reshow' | 'done' {
  const pm = s.pm;
  const { long } = rangeWords(pm, menu);
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
  const a = readAnswer(t, menu);
  if (a.t === 'decline') {
    pick([a.item], true);
    return 'done';
  }
  if (a.t === 'pick') {
    pick(a.items, false);
    return 'done';
  }
  s.write(answerProblem(pm, a, printable(line), long));
  return 'again';
}

/** Prints a numbered menu (the decline last, as 0). Returns the prompt to show after it. */
export function showMenu(s: ConnectSession, menu: Numbered): string {
  const k = s.k;
  const width = String(Math.max(1, menu.max)).length;
  for (const r of menu.rows) s.write(`  ${k.cyan(String(r.n).padStart(width))}. ${r.item.label}`);
  if (menu.decline) s.write(`  ${k.cyan('0'.padStart(width))}. ${menu.decline.label}`);
  return s.pm.choose(rangeWords(s.pm, menu).short);
}
