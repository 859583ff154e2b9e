/**
 * The state of the event words between events: the line being built (a head and its clauses), the turn it belongs
 * to, and what earlier events said that later ones must not repeat. The handlers of each event kind (events-*.ts)
 * read and write it; `events.ts` feeds it.
 */
import type { Painter, RenderOptions } from '@shaju/words';
import { markSeat, painterOf } from '@shaju/words';
import type { CardKindId, CharacterId, PaopaoshaEvent } from '../src/index.ts';
import { entryWords, say, subjectVars } from './content.ts';
import { type Messages, messages } from './messages.ts';
import { cardLabel, cardsLabel, hpNumbers, seatName, shieldText } from './names.ts';

/** What the line being built is about: it decides which later events still belong on it. */
export type LineKind = 'none' | 'turn' | 'use' | 'dying' | 'death' | 'plain';

/** An event of kind `K`. */
export type EventOf<K extends PaopaoshaEvent['t']> = Extract<PaopaoshaEvent, { t: K }>;

/**
 * Writes redacted events as lines of words, a turn at a time: a header line with the turn-start events and the draw,
 * then one indented line per card used with what it caused (responses, judgements, damage), a line per dying player
 * with the rescue, a line per death, and one line for the discard phase. Its fields are the handlers' shared state.
 */
export class EventWriter {
  readonly lines: string[] = [];
  /** The action of each line of `lines` (`PrintedLine.act`): the kind of event that began it. */
  readonly acts: string[] = [];
  /** The kind of the event being written. */
  evT = '';
  /** The action of the line being built, set when it begins. */
  private act = '';
  private lineKind: LineKind = 'none';
  head = '';
  parts: string[] = [];
  inTurn = false;
  turnSeat = -1;
  lord = -1;
  readonly maxHp = new Map<number, number>();
  readonly chars = new Map<number, CharacterId>();
  otherCharacters: [number, string][] = [];
  startDraw = 0;
  rescuePasses: number[] = [];
  harvest: string[] = [];
  discards: { seat: number; reason: string; cards: number[] } | null = null;
  lastUse: { seat: number; card: number; as: CardKindId } | null = null;
  /** The seat whose 画圈圈 judgement just said its play phase is skipped (its `skip` event would repeat it). */
  skipToldFor = -1;
  /** 光明之眼: the line already says that its user looked at everyone's hand. */
  lookedAll = false;
  /** The seat of the draw just said (-1 after anything else), so that a reward can qualify it. */
  lastDraw = -1;
  /** The dying player whose rescue the current line tells. */
  dyingSeat = -1;
  /** The card of the judgement just said (-1 after anything else): 洛神 then takes it, already said. */
  lastJudge = -1;
  lastJudgeSeat = -1;
  /** Skills whose judgements the current line already tells (their `skill` announcement would repeat them). */
  readonly told = new Set<string>();
  /** A boss-mode game (P-B1): seen from its setup events, where every seat's side is public. */
  boss = false;
  readonly paint: Painter;
  readonly m: Messages;

  constructor(
    readonly viewer: number | null,
    readonly o: RenderOptions,
  ) {
    this.paint = painterOf(o);
    this.m = messages(o.lang);
  }

  /** What the line being built is about; a line begins (its action is the event being written) when it leaves 'none'. */
  get kind(): LineKind {
    return this.lineKind;
  }
  set kind(k: LineKind) {
    if (this.lineKind === 'none' && k !== 'none') this.act = this.evT;
    this.lineKind = k;
  }

  /** `你` / `you` or `3号` / `seat 3`, marked with the seat (@shaju/words `markSeat`: a log filters lines by it). */
  who(seat: number): string {
    return markSeat(seatName(seat, this.viewer, this.o.lang), seat);
  }

  /** Adds a finished line of action `act`. */
  pushLine(text: string, act: string): void {
    this.lines.push(text);
    this.acts.push(act);
  }
  /** Whether `seat` is the viewer (English verb agreement: `you take` / `seat 3 takes`). */
  self(seat: number): boolean {
    return seat === this.viewer;
  }
  card(c: number): string {
    return cardLabel(c, this.o);
  }
  /**
   * HP as `3/4` when the seat's maximum is known, else `3`; 天使之泪's `shield` (part of `hp`, carried by the event) apart:
   * `3/3 +8 盾`, as the table shows it (names.ts `hpNumbers`).
   */
  hp(seat: number, hp: number, shield = 0): string {
    const max = this.maxHp.get(seat);
    if (max === undefined) return shield > 0 ? `${hp - shield} ${shieldText(shield, this.o.lang)}` : String(hp);
    return hpNumbers(hp, max, this.o.lang, shield);
  }

  /** Completes the line being built. */
  flush(): void {
    this.flushGroups();
    if (this.head || this.parts.length > 0) {
      let text = this.head;
      if (this.parts.length > 0) {
        if (this.head) text += this.m.headSep;
        text += this.parts.join(this.m.clauseSep);
      }
      const indent = this.inTurn && this.kind !== 'turn' ? '    ' : '';
      this.pushLine(indent + this.m.capital(text), this.act || this.evT);
    }
    this.head = '';
    this.parts = [];
    this.kind = 'none';
    this.act = '';
    this.told.clear();
  }

  /** Puts the pending groups (rescue passes, 收获子弹 picks, discards) on the current line. */
  flushGroups(): void {
    if (this.rescuePasses.length > 0) {
      this.parts.push(this.m.noRescueFrom(this.rescuePasses.map((s) => this.who(s)).join(this.m.listSep)));
      this.rescuePasses = [];
    }
    if (this.harvest.length > 0) {
      this.parts.push(this.harvest.join(this.m.commaSep));
      this.harvest = [];
    }
    const d = this.discards;
    if (!d) return;
    this.discards = null;
    const who = this.who(d.seat);
    const list = cardsLabel(d.cards, this.o);
    // A card's or skill's discards in its entry's words; the game's own (discard phase, death, penalty) here.
    const own = entryWords(d.reason, this.o.lang).discard;
    if (own !== undefined) {
      this.parts.push(
        say('discard', own, { ...subjectVars(who, this.self(d.seat), this.o.lang), list, n: d.cards.length }),
      );
      return;
    }
    const words = this.m.discards[d.reason] ?? this.m.discardOther;
    this.parts.push(words(who, this.self(d.seat), list, d.cards.length));
  }

  /** Starts a new line of `kind` headed by `head`. */
  open(kind: LineKind, head: string): void {
    this.flush();
    this.kind = kind;
    this.head = head;
  }

  /** Adds a clause to the current line (starting a plain line if there is none). */
  add(text: string): void {
    this.flushGroups();
    if (this.kind === 'none') this.kind = 'plain';
    this.parts.push(text);
  }

  /** A line of its own. */
  alone(text: string): void {
    this.flush();
    this.pushLine((this.inTurn ? '    ' : '') + text, this.evT);
  }

  /** The setup summaries (the other players' characters, the starting hands), once complete. */
  flushSetup(): void {
    if (this.otherCharacters.length > 0) {
      const list = this.otherCharacters.sort((a, b) => a[0] - b[0]).map(([, t]) => t);
      this.alone(this.m.otherCharacters(list));
      this.otherCharacters = [];
    }
    if (this.startDraw > 0) {
      this.alone(this.m.startingDraw(this.startDraw));
      this.startDraw = 0;
    }
  }

  /** Whether `ev` belongs to the rescue of the dying player whose line is being built. */
  rescueGoesOn(ev: PaopaoshaEvent): boolean {
    switch (ev.t) {
      case 'pass':
        return ev.reason === 'rescue';
      case 'respond':
        // Nothing but the rescue is asked while a seat is dying: 水, 生死簿, a 无懈可击 against 生死簿.
        return true;
      case 'heal':
        return ev.seat === this.dyingSeat;
      case 'nullified':
      case 'death':
      case 'discard':
        return true;
      default:
        return false;
    }
  }

  /** Ends a batch: every line is completed (setup summaries included). */
  end(): void {
    this.flushSetup();
    this.flush();
  }
}
