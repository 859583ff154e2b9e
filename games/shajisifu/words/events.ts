/**
 * 杀机四伏's events in words: a printer of redacted events (games/shajisifu/src, as `redactEvent` leaves them for a
 * viewer). A turn's plays go on one line, an attack with its flips, damage and penalty on another ("3号 攻击 1号：翻开
 * ♣3 ♠8 ♦Q ♣J → 34 点伤害，被罚摸 11 张"). Each kind of event has its handler in `HANDLERS`.
 */
import type { EventPrinter, Painter, PrintedLine, RenderOptions } from '@shaju/words';
import { markSeat, painterOf, readMarks, stripMarks } from '@shaju/words';
import type { ShajisifuEvent } from '../src/index.ts';
import { forcesStop } from './facts.ts';
import { type Messages, messages } from './messages.ts';
import { cardsText, cardText, identityText, possessive, seatName, sortCards } from './names.ts';

/** The state of the event words between events; the handlers read and write it. */
class EventWriter {
  readonly lines: string[] = [];
  /** The action of each line of `lines` (`PrintedLine.act`): the kind of event that began it. */
  readonly acts: string[] = [];
  /** The kind of the event being written. */
  evT = '';
  /** The action of the line being built, set when it begins. */
  private act = '';
  private text = '';
  mode: 'plays' | 'attack' | 'none' = 'none';
  actor = -1;
  prefix = '';
  notes: string[] = [];
  /** The value of the last card flipped in the attack going on (-1: none yet), to tell a forced stop. */
  lastFlip = -1;
  forced = false;
  /** The attacker who was forced to stop and has not drawn the penalty yet (-1: none). */
  owesPenalty = -1;
  /** Whether each seat's last play was illegal (its turn then ended before any 碰). */
  readonly illegalPlay = new Map<number, boolean>();
  readonly e: Messages['events'];
  readonly m: Messages;
  readonly paint: Painter;

  constructor(
    readonly viewer: number | null,
    readonly o: RenderOptions,
  ) {
    this.m = messages(o.lang);
    this.e = this.m.events;
    this.paint = painterOf(o);
  }

  /** The line being built; it begins (its action is the event being written) when it stops being empty. */
  get line(): string {
    return this.text;
  }
  set line(t: string) {
    if (this.text === '' && t !== '') this.act = this.evT;
    this.text = t;
  }

  /** `你` / `you` or `3号` / `seat 3`, marked with the seat (@shaju/words `markSeat`: a log filters lines by it). */
  who(seat: number): string {
    return markSeat(seatName(seat, this.viewer, this.o.lang), seat);
  }

  /** Adds a finished line of action `act` (default: the event being written). */
  pushLine(text: string, act = this.evT): void {
    this.lines.push(text);
    this.acts.push(act);
  }

  /** Completes the line being built, then its notes. */
  flush(): void {
    if (this.line) this.pushLine(this.finish(this.line), this.act);
    this.line = '';
    this.mode = 'none';
    for (const n of this.notes) this.pushLine(this.paint('dim', n), '');
    this.notes = [];
  }

  /** A finished line: the turn prefix and the text (capitalised in English). */
  finish(text: string): string {
    return this.prefix + this.m.capital(text);
  }

  /** A line of its own. */
  push(text: string): void {
    this.flush();
    this.pushLine(this.finish(text));
  }

  /** Starts a line of `mode` for `actor`. */
  start(mode: 'plays' | 'attack', actor: number, text: string): void {
    this.flush();
    this.mode = mode;
    this.actor = actor;
    this.line = text;
  }
}

type EventOf<K extends ShajisifuEvent['t']> = Extract<ShajisifuEvent, { t: K }>;

/** The words of every kind of event (a kind missing here fails the type check). */
const HANDLERS: { readonly [K in ShajisifuEvent['t']]: (w: EventWriter, ev: EventOf<K>) => void } = {
  deal(w, ev) {
    if (ev.identity !== null && ev.hand !== null && ev.seat === w.viewer)
      w.push(w.e.deal(identityText(ev.identity, w.o), cardsText(sortCards(ev.hand), w.o)));
  },
  start(w, ev) {
    w.push(w.e.start(cardText(ev.top, w.o), w.who(ev.first)));
  },
  turn(w, ev) {
    w.flush();
    w.prefix = w.paint('dim', `[${ev.turn}] `);
    w.actor = ev.seat;
    w.owesPenalty = -1;
  },
  play(w, ev) {
    w.illegalPlay.set(ev.seat, !ev.legal);
    if (w.mode === 'plays' && w.actor === ev.seat) w.line += w.e.playSep;
    else w.start('plays', ev.seat, w.e.plays(w.who(ev.seat)));
    w.line += w.e.play(cardText(ev.card, w.o), ev.legal);
  },
  claimOpen() {},
  claimClose() {},
  pong(w, ev) {
    // After an illegal play the turn had already ended: nothing is cut short.
    const card = cardText(ev.card, w.o);
    w.start(
      'plays',
      ev.seat,
      w.illegalPlay.get(ev.from)
        ? w.e.pongAfterIllegal(w.who(ev.seat), card)
        : w.e.pong(w.who(ev.seat), possessive(ev.from, w.viewer, w.o.lang), card),
    );
    w.illegalPlay.set(ev.seat, false);
  },
  stop(w, ev) {
    if (w.mode === 'plays' && w.actor === ev.seat) w.line += w.e.stop(w.who(ev.seat));
    else w.push(w.e.stopAlone(w.who(ev.seat)));
  },
  heal(w, ev) {
    const card = cardText(ev.card, w.o);
    if (ev.seat === ev.target && w.mode === 'plays' && w.actor === ev.seat) {
      w.line += w.e.selfHeal(w.who(ev.seat), card);
      w.flush();
    } else if (ev.seat === ev.target) w.push(w.e.healSelfAlone(w.who(ev.seat), card));
    else w.push(w.e.heal(w.who(ev.seat), possessive(ev.target, w.viewer, w.o.lang), card));
  },
  attack(w, ev) {
    w.start('attack', ev.seat, w.e.attack(w.who(ev.seat), w.who(ev.target)));
    w.lastFlip = -1;
    w.forced = false;
  },
  flip(w, ev) {
    if (forcesStop(ev.value, w.lastFlip)) w.forced = true;
    w.lastFlip = ev.value;
    if (w.mode !== 'attack') w.start('attack', ev.seat, w.e.flipMore(w.who(ev.seat)));
    w.line += ` ${cardText(ev.card, w.o)}`;
  },
  damage(w, ev) {
    if (w.mode !== 'attack') {
      w.flush();
      w.mode = 'attack';
      w.line = w.e.attackOf(w.who(ev.source));
    }
    if (ev.cards.length === 0 && ev.immune.length === 0) w.line += w.e.noDamage;
    else w.line += w.e.damage(ev.total);
    if (ev.immune.length > 0) w.line += w.e.immune(w.who(ev.seat), cardsText(ev.immune, w.o));
    if (w.forced) {
      w.line += w.e.forced;
      w.owesPenalty = ev.source;
    }
    w.lastFlip = -1;
    w.forced = false;
  },
  death(w, ev) {
    w.flush();
    const killer = ev.killer >= 0 ? w.who(ev.killer) : null;
    const id = identityText(ev.identity, { lang: w.o.lang });
    const text = w.e.death(w.who(ev.seat), ev.cause, killer, id, ev.limit, ev.count);
    w.pushLine(w.finish(w.paint('bad', text)));
  },
  draw(w, ev) {
    const cards = ev.cards && ev.seat === w.viewer && ev.cards.length > 0 ? ev.cards : null;
    if (ev.penalty && ev.seat === w.owesPenalty) w.owesPenalty = -1;
    if (w.mode === 'attack' && w.actor === ev.seat && ev.penalty) {
      w.line += w.e.penalty(ev.count);
      if (cards) w.line += w.e.penaltyCards(cardsText(sortCards(cards), w.o));
      w.flush();
    } else {
      let text = w.e.draw(w.who(ev.seat), ev.count, ev.penalty);
      if (cards) text += w.e.penaltyCards(cardsText(sortCards(cards), w.o));
      w.push(text);
    }
  },
  reshuffle(w, ev) {
    if (w.line) w.notes.push(w.e.reshuffle(ev.count));
    else w.pushLine(w.paint('dim', w.e.reshuffle(ev.count)), '');
  },
  reveal(w, ev) {
    const discarded = ev.discarded.length > 0 ? cardsText(ev.discarded, w.o) : null;
    w.push(w.e.reveal(w.who(ev.seat), identityText(ev.identity, w.o), discarded));
  },
  end(w) {
    // A forced stop whose damage ended the game: the penalty draw never came (S-A3 after the victory check).
    if (w.owesPenalty >= 0) {
      if (w.mode === 'attack') w.line += w.e.noPenalty;
      else w.push(w.e.noPenaltyAlone(w.who(w.owesPenalty)));
      w.owesPenalty = -1;
    }
    w.flush();
    w.prefix = '';
    w.pushLine(w.paint('title', w.e.end), '');
  },
};

/** Redacted events in words, as `viewer` sees them (one batch; see `eventPrinter` for several). */
export function renderEvents(events: readonly ShajisifuEvent[], viewer: number | null, o: RenderOptions): string[] {
  return eventPrinter(viewer, o).print(events);
}

/** Writes one batch; returns its lines, with their seat marks (the actions stay in `w.acts` until taken). */
function write(w: EventWriter, events: readonly unknown[]): string[] {
  w.acts.length = 0;
  for (const ev of events) {
    const e = ev as ShajisifuEvent;
    w.evT = e.t;
    (HANDLERS[e.t] as (w: EventWriter, ev: ShajisifuEvent) => void)(w, e);
  }
  w.flush();
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
    // The one response window, 碰 (S-P1), by its name; no other kind has a short one.
    askName: (kind) => (kind === 'claim' ? messages(o.lang).labels.pongWindow : null),
  };
}
