/**
 * The state of a decision being made at the 跑跑杀 table, as a React hook: which seat the viewer answers for, the
 * selection in progress (choice.ts: a card or skill, its use, a second card, the targets), and what a click on a seat,
 * a card or a skill does. Every decision sent is an element of a legal list, unchanged.
 */
import type { PaopaoshaDecision, PaopaoshaView } from '@shaju/paopaosha';
import { type TableProps, useExpiring } from '@shaju/ui';
import { useEffect, useMemo, useState } from 'react';
import { type BatchFlow, useBatch } from './batch.ts';
import {
  autoSend,
  type Path,
  type Pick,
  pathsOf,
  pickCard,
  pickSeat,
  type Step,
  startCards,
  startPick,
  startSkills,
  stepOf,
} from './choice.ts';

type D = PaopaoshaDecision;

/** A seat the viewer answers for now, with its legal decisions and (when the viewer sees it) its hand. */
export interface Actor {
  readonly seat: number;
  readonly legal: readonly D[];
  readonly hand: readonly number[] | null;
}

/** The last decision sent, so that its controls do not offer a second answer while the server replies. */
export interface Sent {
  readonly req: number;
  readonly seat: number;
}

/** How long a sent answer hides its controls when no new view comes (a refused decision then shows them again). */
const SENT_HOLD_MS = 4000;

/**
 * The seats the viewer must answer for now: its own and those it controls, each asked (in `pending.for`) with a
 * non-empty legal list, minus an answer just sent. Empty in a replay.
 */
export function actorsOf(
  view: PaopaoshaView,
  pending: TableProps['pending'],
  live: boolean,
  sent: Sent | null,
): Actor[] {
  if (!live || !pending || view.result) return [];
  const out: Actor[] = [];
  const fresh = (seat: number) => !(sent && sent.req === view.req && sent.seat === seat);
  if (view.seat !== null && view.legal.length > 0 && pending.for.includes(view.seat) && fresh(view.seat))
    out.push({ seat: view.seat, legal: view.legal, hand: view.hand });
  for (const c of view.controlling) {
    if (c.legal.length > 0 && pending.for.includes(c.seat) && fresh(c.seat))
      out.push({ seat: c.seat, legal: c.legal, hand: c.hand });
  }
  return out;
}

/** The decision flow of the table (see the module comment). */
export interface Flow {
  /** Every seat the viewer answers for now, and the one its controls act for (null: nothing to answer). */
  readonly actors: readonly Actor[];
  readonly cur: Actor | null;
  readonly paths: readonly Path[];
  /** Cards that start a decision, and skills that do. */
  readonly starts: ReadonlySet<number>;
  readonly skills: readonly string[];
  /** The selection in progress and what it can take next (both null when none). */
  readonly sel: Pick | null;
  readonly step: Step | null;
  readonly sent: Sent | null;
  /** Several cards with one confirm (batch.ts), when the request takes several cards one at a time. */
  readonly multi: BatchFlow;
  /** `choose` decisions that name a seat (爱国's receiver, 电脑奇才's partner…), by that seat. */
  readonly seatChoices: ReadonlyMap<number, D>;
  /** Seats that light up: those that complete or advance the selection, else those of `seatChoices`. */
  readonly targetSeats: ReadonlySet<number>;
  setPick(pick: Pick | null): void;
  /** Makes `seat` the one the controls act for (when the viewer answers for several), dropping the selection. */
  pickActor(seat: number): void;
  /** Sends `d` for `seat`. */
  send(d: D, seat: number): void;
  /** A click on a seat; false when it neither advanced a decision nor made one (the table then shows details). */
  onSeat(seat: number): boolean;
  onCard(card: number): void;
  onSkill(id: string): void;
  /** Whether a click on `card` does something now. */
  cardChoice(card: number): boolean;
}

/** The seats lit by `choose` decisions that name one, when no selection is in progress. */
function seatChoicesOf(view: PaopaoshaView, cur: Actor | null, sel: Pick | null): Map<number, D> {
  const out = new Map<number, D>();
  if (!cur || sel) return out;
  for (const d of cur.legal) {
    if (d.t !== 'choose') continue;
    const opt = view.ask?.options?.[d.i];
    if (opt?.seat !== undefined && opt.seat >= 0 && !out.has(opt.seat)) out.set(opt.seat, d);
  }
  return out;
}

/** Whether a click on `card` starts, advances or completes a decision of the seat acted for. */
function isCardChoice(
  c: number,
  multi: BatchFlow,
  starts: ReadonlySet<number>,
  step: Step | null,
  sel: Pick | null,
): boolean {
  // A multi-card pick: another card while fewer than the count are picked (a picked card is put back by a click
  // too, but that takes no step towards a decision).
  const b = multi.batch;
  if (b) return !multi.picked.includes(c) && multi.picked.length < b.count && b.cards.has(c);
  return starts.has(c) || (step !== null && (step.cards.has(c) || (sel?.cards.includes(c) ?? false)));
}

/**
 * The seats the table still waits on in `view`'s request, as this viewer knows it: the asked seats, less those this
 * viewer decides for (its own, or a seat it controls) and has answered — sent by hand (`sent`) or by auto-pass (the
 * session drops an answered seat from `pending.for` at once, while the server tells a window's answers only when it
 * closes, P-G6). Empty with no request or after the end.
 */
export function waitingSeats(view: PaopaoshaView, pending: TableProps['pending'], sent: Sent | null): number[] {
  const a = view.ask;
  if (!a || view.result) return [];
  const me = view.seat;
  const decider = (s: number) => {
    const c = view.players[s]?.controller ?? -1;
    return c === -1 ? s : c;
  };
  const answered = (s: number) =>
    me !== null &&
    decider(s) === me &&
    ((sent !== null && sent.req === view.req && sent.seat === s) ||
      (pending !== null && pending.id === view.req && !pending.for.includes(s)));
  return a.seats.filter((s) => !answered(s));
}

/** The decision flow for `view` (see `Flow`); `decide` absent (a replay) means nothing to answer. */
export function useDecisionFlow(
  view: PaopaoshaView,
  pending: TableProps['pending'],
  decide: TableProps['decide'],
): Flow {
  const live = decide !== undefined;
  // The answer just sent hides its controls until the view moves on (or SENT_HOLD_MS pass: it was refused).
  const [sent, setSent] = useExpiring<Sent>(SENT_HOLD_MS);

  const actors = useMemo(() => actorsOf(view, pending, live, sent), [view, pending, live, sent]);
  const [actorPick, setActorPick] = useState<number | null>(null);
  const cur = actors.find((a) => a.seat === actorPick) ?? actors[0] ?? null;
  const paths = useMemo(() => (cur ? pathsOf(cur.legal) : []), [cur]);
  const starts = useMemo(() => startCards(paths), [paths]);
  const skills = useMemo(() => startSkills(paths), [paths]);

  // The selection in progress; stale (another request, another seat, or nothing legal fits) means none.
  const [pick, setPick] = useState<Pick | null>(null);
  let sel: Pick | null = null;
  let step: Step | null = null;
  if (pick && cur && pick.req === view.req && pick.actor === cur.seat) {
    step = stepOf(paths, pick);
    if (step) sel = pick;
  }
  useEffect(() => {
    // Drop a stale selection, so that it cannot come back when a request id repeats.
    if (pick && !sel) setPick(null);
  });

  const send = (d: D, seat: number) => {
    if (!decide) return;
    setPick(null);
    setSent({ req: view.req, seat });
    if (seat === view.seat) decide(d);
    else decide(d, seat);
  };
  const seatChoices = seatChoicesOf(view, cur, sel);
  const multi = useBatch(view, cur, send);

  const onSeat = (seat: number): boolean => {
    if (cur && sel && step) {
      if (step.seats.has(seat)) {
        const next = pickSeat(sel, seat);
        const st = stepOf(paths, next);
        const now = st ? autoSend(st) : null;
        if (now) send(now, cur.seat);
        else setPick(next);
        return true;
      }
      const at = sel.targets.indexOf(seat);
      if (at >= 0) {
        setPick({ ...sel, targets: sel.targets.slice(0, at) });
        return true;
      }
    }
    const choice = cur && !sel ? seatChoices.get(seat) : undefined;
    if (cur && choice) {
      send(choice, cur.seat);
      return true;
    }
    return false;
  };

  const onCard = (c: number) => {
    if (!cur) return;
    if (multi.batch) return multi.toggle(c);
    if (sel && step) {
      if (sel.src === `c:${c}`) {
        if (step.ready) send(step.ready, cur.seat);
        else setPick(null);
        return;
      }
      if (step.cards.has(c)) {
        setPick(pickCard(sel, c));
        return;
      }
      if (sel.cards.includes(c)) {
        setPick({ ...sel, cards: sel.cards.filter((x) => x !== c), targets: [] });
        return;
      }
    }
    if (starts.has(c)) setPick(startPick(paths, view.req, cur.seat, `c:${c}`));
  };

  const onSkill = (id: string) => {
    if (!cur) return;
    if (sel?.src === `s:${id}`) setPick(null);
    else setPick(startPick(paths, view.req, cur.seat, `s:${id}`));
  };

  return {
    actors,
    cur,
    paths,
    starts,
    skills,
    sel,
    step,
    sent,
    multi,
    seatChoices,
    targetSeats: new Set<number>(step ? [...step.seats] : [...seatChoices.keys()]),
    setPick,
    pickActor: (seat) => {
      setActorPick(seat);
      setPick(null);
    },
    send,
    onSeat,
    onCard,
    onSkill,
    cardChoice: (c) => cur !== null && isCardChoice(c, multi, starts, step, sel),
  };
}
