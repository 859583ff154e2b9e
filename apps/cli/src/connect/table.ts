/**
 * The game of `shaju connect`: the question when the server asks this player (the table and the same numbered menu as
 * `shaju play`, with the time left), the free action a game offers while another seat decides, and the result screen
 * (the record replayed locally, as `shaju play` shows it, and saved for `shaju replay`).
 */
import type { LogEntry } from '@shaju/engine';
import type { ServerMessage } from '@shaju/protocol';
import { autoAnswer, makeRecord, readRules, withRules } from '@shaju/runtime';
import { normalizeAnswer, printable } from '@shaju/words';
import { plainNumbers } from '../menu-numbers.ts';
import { fileStamp, recordToJson, saveNew } from '../play.ts';
import type { GameEntry, MenuItem } from '../types.ts';
import { menuAnswer, NO, showMenu, YES } from './menus.ts';
import { type ConnectSession, errorText, type Question, type Step } from './session.ts';

/** What the client reads of a view: the legal decisions of its seat and of the seats it controls, an attack. */
interface ViewShape {
  legal?: readonly unknown[];
  controlling?: readonly { seat: number; legal: readonly unknown[] }[];
  attack?: { target: number } | null;
}

/** The menu for `seat` on request `p`: the table (or a brief status), whose turn, the time left, the choices. */
function decisionQuestion(
  s: ConnectSession,
  e: GameEntry,
  step: Step,
  p: NonNullable<Step['pending']>,
  seat: number,
  legal: readonly unknown[],
): Question {
  const { w, k, pm, o } = s;
  const items = e.renderer.menu(legal, step.view, o, seat === s.mySeat ? undefined : seat);
  const key = `${seat}:${p.kind}`;
  const picks = e.renderer.picks?.(legal, step.view, seat === s.mySeat ? undefined : seat) ?? 1;
  const menu = s.numbers.number(key, items, picks);
  let promptText = '';
  return {
    key: `d:${p.id}:${seat}:${JSON.stringify(legal)}`,
    request: { id: p.id },
    get prompt() {
      return promptText;
    },
    show() {
      s.write('');
      for (const l of s.othersMoved ? e.renderer.table(step.view, o) : e.renderer.brief(step.view, o)) s.write(l);
      s.othersMoved = false;
      const covered = s.mySeat !== null && s.state()?.seats[s.mySeat]?.covered === true;
      if (covered) s.write(k.yellow(w.covered));
      s.write(k.bold(seat === s.mySeat ? pm.yourTurn : pm.forSeat(seat)));
      const due = s.deadlines.get(p.id);
      if (due !== undefined) {
        const left = Math.max(0, Math.round((due - Date.now()) / 1000));
        s.write(k.dim(w.deadline(left)));
        s.armHurry(this.key, due);
      }
      if (menu.picks > 1) s.write(k.dim(pm.pickHint(menu.picks)));
      promptText = showMenu(s, menu);
      s.prompt(promptText);
    },
    answer(line) {
      return menuAnswer(s, menu, line, ([item, ...rest], declined) => {
        if (!item) return;
        // The decline, or a pick of several cards answered whole: the next menu is numbered afresh.
        if (declined || (menu.picks > 1 && rest.length + 1 === menu.picks)) s.numbers.forget(key);
        if (!declined) s.picks.keep(key, rest);
        s.decide(p.id, item.d, seat);
      });
    },
  };
}

/**
 * The free action offered while another seat decides (e.g. revealing one's identity when attacked): a yes/no
 * question, then which one when there are several.
 */
function offerQuestion(s: ConnectSession, e: GameEntry, step: Step, p: NonNullable<Step['pending']>): Question | null {
  const offer = e.renderer.offer(step.view, s.o);
  if (!offer) return null;
  const seq = step.seq;
  const me = s.mySeat as number;
  return {
    key: `o:${p.id}:${offer.question}`,
    request: { id: p.id },
    prompt: `${offer.question} (y/N) `,
    show() {
      s.write('');
      s.prompt(`${offer.question} (y/N) `);
    },
    answer(line) {
      const t = normalizeAnswer(line);
      if (NO.has(t)) {
        s.offerDoneSeq = seq;
        return 'done';
      }
      if (!YES.has(t)) {
        s.write(s.pm.yesNo(printable(line)));
        return 'again';
      }
      s.offerDoneSeq = seq;
      if (offer.choices.length === 1) {
        s.decide(p.id, offer.choices[0]?.d, me);
        return 'done';
      }
      let promptText = '';
      const items: MenuItem[] = offer.choices;
      s.sub = {
        key: `o-which:${p.id}`,
        get prompt() {
          return promptText;
        },
        show() {
          s.write(s.pm.whichTop);
          promptText = showMenu(s, plainNumbers(items));
          s.prompt(promptText);
        },
        answer(l) {
          return menuAnswer(s, plainNumbers(items), l, ([item]) => {
            s.sub = null;
            s.decide(p.id, item?.d, me);
          });
        },
      };
      return 'done';
    },
  };
}

/**
 * The game's question for this player now, or null: a menu for each seat it must answer for (a request with nothing
 * to decide is answered at once: the runtime's `autoAnswer`, the web client's auto-pass), else the free action offered to the target of an attack.
 */
export function gameQuestion(s: ConnectSession): Question | null {
  const step = s.last;
  const e = s.gameEntry();
  if (!step || !e || !step.pending || s.result) return null;
  const p = step.pending;
  const view = step.view as ViewShape;
  if (p.you) {
    for (const seat of p.for) {
      if (s.answered.get(seat) === p.id) continue;
      const legal = seat === s.mySeat ? view.legal : view.controlling?.find((c) => c.seat === seat)?.legal;
      if (!legal || legal.length === 0) continue;
      const auto = autoAnswer(e, legal, p.kind);
      if (auto !== null) {
        s.decide(p.id, auto, seat);
        continue;
      }
      // The next card of a several-card answer (menu-numbers.ts), when this request offers it.
      const queued = s.picks.next(
        `${seat}:${p.kind}`,
        e.renderer.menu(legal, step.view, s.o, seat === s.mySeat ? undefined : seat),
      );
      if (queued) {
        s.decide(p.id, queued.d, seat);
        continue;
      }
      // Not (or no longer) answering a pick: what it held back is said before the question.
      s.printHeld();
      return decisionQuestion(s, e, step, p, seat, legal);
    }
    return null;
  }
  // The target of an attack may take a free action before the damage lands (杀机四伏's reveal, ruling S-R1).
  if (s.mySeat !== null && view.attack?.target === s.mySeat && s.offerDoneSeq !== step.seq) {
    return offerQuestion(s, e, step, p);
  }
  return null;
}

/** Replays the server's record locally. Returns the configuration and the final state; throws what the rules throw. */
function replayRecord(e: GameEntry, rec: ServerMessage<'replay'>['record']): { config: unknown; state: unknown } {
  const game = e.module;
  const config = game.validateConfig(rec.config);
  const state = game.setup(config, rec.seed);
  for (const x of rec.log) game.apply(state, x.seat, x.d);
  return { config, state };
}

/** The final table and result as `shaju play` shows them, and the record saved for `shaju replay`. */
function showFinal(
  s: ConnectSession,
  e: GameEntry,
  rec: ServerMessage<'replay'>['record'],
  config: unknown,
  st: unknown,
): void {
  const { k, pm, o, io } = s;
  const game = e.module;
  const v = e.finalView ? e.finalView(st, s.mySeat) : game.view(st, s.mySeat);
  for (const l of e.renderer.table(v, o)) s.write(l);
  for (const l of e.renderer.result(st, s.mySeat, o)) s.write(l);
  if (io.saveDir !== null) {
    const saved = withRules(
      makeRecord(game, config, rec.seed, rec.log as LogEntry[], st, rec.players),
      readRules(rec.rules),
    );
    const path = saveNew(io.saveDir, `${e.id}-${s.roomId}-${fileStamp(io.now())}`, recordToJson(saved));
    s.write('');
    s.write(pm.saved(path));
    s.write(k.dim(pm.replayHint(path, s.mySeat ?? 0)));
  }
}

/**
 * The end of the game: the record replayed locally when the server sent it, else the result message alone (winners
 * and why).
 */
export function printResult(
  s: ConnectSession,
  res: ServerMessage<'result'>,
  rec: ServerMessage<'replay'>['record'] | null,
): void {
  const { w, k, o } = s;
  const e = s.gameEntry();
  s.write('');
  if (e && rec) {
    let replayed: { config: unknown; state: unknown } | null = null;
    try {
      replayed = replayRecord(e, rec);
    } catch (err) {
      s.write(k.dim(w.replayFailed(errorText(err))));
    }
    if (replayed) {
      showFinal(s, e, rec, replayed.config, replayed.state);
      return;
    }
  } else s.write(k.dim(w.noReplay));
  const names = s.seats();
  const who = (seat: number): string => `${w.seat(seat)}${names[seat]?.name ? ` ${names[seat]?.name}` : ''}`;
  s.write(res.result.draw ? w.draw : w.winners(res.result.winners.map(who).join('、') || w.nobody));
  if (e) {
    for (const [seat, ids] of Object.entries(res.result.why)) {
      s.write(`  ${who(Number(seat))}: ${ids.map((id) => e.renderer.condition(id, o)).join('；')}`);
    }
  }
}
