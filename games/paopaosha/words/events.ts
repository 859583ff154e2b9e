/**
 * 跑跑杀's events in words: a printer of redacted events (games/paopaosha/src/events.ts, as `redactEvent` leaves them
 * for a viewer) that keeps the turn context between batches. Each kind of event has its handler (events-turn.ts,
 * events-cards.ts, events-life.ts); this file decides, before each event, which pending line or group it closes.
 */
import { type EventPrinter, type PrintedLine, type RenderOptions, readMarks, stripMarks } from '@shaju/words';
import { isCardKindId, type PaopaoshaEvent } from '../src/index.ts';
import { CARD_HANDLERS, SHOW_HANDLERS } from './events-cards.ts';
import { LIFE_HANDLERS } from './events-life.ts';
import { TURN_HANDLERS } from './events-turn.ts';
import type { Before, EventHandlers } from './events-types.ts';
import { messages } from './messages.ts';
import { kindName } from './names.ts';
import { EventWriter } from './writer.ts';

/** Every kind of event's words (a kind missing here fails the type check). */
const HANDLERS: EventHandlers = { ...TURN_HANDLERS, ...CARD_HANDLERS, ...SHOW_HANDLERS, ...LIFE_HANDLERS };

/** Events that may continue a death line (its discards, rewards and penalties). */
const DEATH_FOLLOW: ReadonlySet<string> = new Set(['discard', 'draw', 'reward', 'controlEnd']);

/**
 * Looks ahead at a batch before writing it: a public identity other than the 国主's is only dealt in boss mode
 * (P-B1), so the very first line can already use the mode's words.
 */
function noteBatch(w: EventWriter, events: readonly PaopaoshaEvent[]): void {
  for (const e of events) if (e.t === 'identity' && e.public && e.identity !== 'guozhu') w.boss = true;
}

/** Takes one redacted event into the lines being written: closes what it does not continue, then says it. */
function writeEvent(w: EventWriter, ev: PaopaoshaEvent): void {
  if (ev.t !== 'character' && ev.t !== 'draw') w.flushSetup();
  if (w.kind === 'dying' && !w.rescueGoesOn(ev)) w.flush();
  else if (w.kind === 'death' && !DEATH_FOLLOW.has(ev.t)) w.flush();
  if (ev.t !== 'pass' || ev.reason !== 'rescue') {
    if (w.rescuePasses.length > 0) w.flushGroups();
  }
  if (ev.t !== 'move' && w.harvest.length > 0) w.flushGroups();
  if (ev.t !== 'discard' && w.discards) w.flushGroups();
  w.evT = ev.t;
  const before: Before = { drew: w.lastDraw, judged: w.lastJudge };
  w.lastDraw = -1;
  w.lastJudge = -1;
  (HANDLERS[ev.t] as (w: EventWriter, ev: PaopaoshaEvent, before: Before) => void)(w, ev, before);
}

/** Redacted events in words, as `viewer` sees them (one batch). */
export function renderEvents(events: readonly PaopaoshaEvent[], viewer: number | null, o: RenderOptions): string[] {
  return eventPrinter(viewer, o).print(events);
}

/**
 * The response windows an auto-pass answers, by request kind, named by their card (`EventPrinter.askName`); the
 * rescue window by its short name (`rescueWindow`: 濒死求救); null for the other kinds.
 */
function askName(kind: string, lang: RenderOptions['lang']): string | null {
  const m = messages(lang);
  // A request for a card (闪, 杀) by the card's name.
  if (isCardKindId(kind)) return kindName(kind, lang);
  if (kind === 'wuxie') return m.impeccableWindow;
  if (kind === 'rescue') return m.rescueWindow;
  return null;
}

/** Writes one batch; returns its lines, with their seat marks (the actions stay in `w.acts` until taken). */
function write(w: EventWriter, events: readonly unknown[]): string[] {
  w.acts.length = 0;
  noteBatch(w, events as readonly PaopaoshaEvent[]);
  for (const ev of events) writeEvent(w, ev as PaopaoshaEvent);
  w.end();
  return w.lines.splice(0);
}

/** A printer that keeps the turn context between batches of redacted events (see `GameRenderer.events`). */
export function eventPrinter(viewer: number | null, o: RenderOptions): EventPrinter {
  const w = new EventWriter(viewer, o);
  return {
    print(events: readonly unknown[]): string[] {
      return write(w, events).map(stripMarks);
    },
    printLines(events: readonly unknown[]): PrintedLine[] {
      const lines = write(w, events);
      const acts = w.acts.splice(0);
      return lines.map((l, i) => ({ ...readMarks(l), act: acts[i] ?? '' }));
    },
    askName: (kind) => askName(kind, o.lang),
  };
}
