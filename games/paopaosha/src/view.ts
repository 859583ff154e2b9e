import type { GameResult } from '@shaju/engine';
import { useInPlaceFacts } from './cards/index.ts';
import type { CardKindId } from './data/card-types.ts';
import type { CharacterId } from './data/characters.ts';
import type { PaopaoshaConfig } from './data/config-types.ts';
import type { IdentityId } from './data/identities.ts';
import type { PaopaoshaDecision } from './decisions.ts';
import type { PaopaoshaEvent } from './events.ts';
import { isAsked, legalDecisions } from './legal.ts';
import { controlledBy, controllerOf, noControl } from './rules/control.ts';
import { distancesFrom } from './rules/distance.ts';
import { shaReachMask } from './rules/queries.ts';
import { seesAllIdentities } from './skills/hooks.ts';
import type { AskKind, ChoiceOption, Equipment, PaopaoshaState, Phase, SeatState } from './state.ts';

/**
 * One player as a bot observes them at every decision (`observationOf`): the part of `SeatView` that the heuristic
 * bot's memory reads (who died, whose score rose, HP lost, hand sizes, who acts for whom, known identities).
 */
export interface SeatObservation {
  readonly seat: number;
  /**
   * Who makes this player's decisions now (rules/control.ts: 海洋公主, or 司令部 during the commanded turn); -1: the
   * player itself. Public: both are used openly.
   */
  readonly controller: number;
  /** HP as the rules count it: with 天使之泪's shield (product reading 6, docs/rules/paopaosha.md); 0 while hidden (P-S2). */
  readonly hp: number;
  readonly alive: boolean;
  readonly handCount: number;
  /** Known identity: public, the viewer's own, or granted (控制, 主席); null otherwise. */
  readonly identity: IdentityId | null;
  readonly score: number;
}

/** One player as the viewer sees them: what a bot observes (`SeatObservation`) and the rest. */
export interface SeatView extends SeatObservation {
  /** 海洋公主: the player's turns the control still lasts (0: none). */
  readonly controlTurns: number;
  /** 司令部: the seat that will make this player's decisions during their next turn, or is making them now (-1: none). */
  readonly commandBy: number;
  /** Boss mode (P-B1): `boss` or `paopao`; null in the identity game. */
  readonly team: 'boss' | 'paopao' | null;
  /** Null while the player is still choosing (only the 国主's choice is public at once, P-S2). */
  readonly character: CharacterId | null;
  readonly maxHp: number;
  /** The part of `hp` that is 天使之泪's shield (0: none); the table shows `hp - shield` of `maxHp`, then the shield. */
  readonly shield: number;
  readonly equip: Equipment;
  readonly judging: readonly number[];
  readonly identityPublic: boolean;
  /** Per-game use counts of skills and conversions, by skill id (public: P-T6 "counted in the state and shown"). */
  readonly uses: Readonly<Record<string, number>>;
  /** Use counts in the current turn, by skill id (public: every use is seen; the per-turn limits, P-T6). */
  readonly turnUses: Readonly<Record<string, number>>;
  /** 睡觉 used: this seat takes no damage until its next turn starts (public). */
  readonly asleep: boolean;
  /** Distance from the viewer (P-T3); null for a spectator, the viewer itself, or a dead seat. */
  readonly distance: number | null;
  /** Whether the viewer's 杀 reaches this seat. */
  readonly inRange: boolean;
  /** 杀 used in the current play phase (P-T2; public: every 杀 is seen). */
  readonly shaUsed: number;
  /** 控制 (a): this seat cannot use or play basic cards this turn (public: 控制 is used openly). */
  readonly noBasic: boolean;
  /** The seat's last hand, only in the view of a finished game (the kit's `finalView`); absent otherwise. */
  readonly hand?: readonly number[];
}

/** The request as the viewer sees it: candidates and options only for the seats asked. */
export interface AskView {
  readonly kind: AskKind;
  readonly seats: readonly number[];
  readonly reason: string;
  readonly source: number;
  readonly target: number;
  readonly card: number;
  readonly cardKind: CardKindId | '';
  readonly count: number;
  readonly characters: readonly CharacterId[] | null;
  readonly options: readonly ChoiceOption[] | null;
  /** Whether the viewer must answer. */
  readonly you: boolean;
}

/**
 * What a bot reads of its seat's view at every decision, even one with a single legal answer (`observationOf`; the
 * game module's `observation`): the game's public course, every seat's public facts and the request. Every field is
 * equal to the same field of `viewOf`'s view for the same seat (`PaopaoshaView` extends it).
 */
export interface PaopaoshaObservation {
  readonly game: 'paopaosha';
  readonly seat: number | null;
  readonly config: PaopaoshaConfig;
  readonly lord: number;
  readonly turn: number;
  readonly round: number;
  readonly turns: number;
  readonly phase: Phase;
  readonly players: readonly SeatObservation[];
  readonly ask: AskView | null;
  /** The request id (for a client's decision message). */
  readonly req: number;
  readonly result: GameResult | null;
}

/**
 * What one seat (or a spectator, `seat: null`) may know of a 跑跑杀 game — built only by `viewOf`, the one redaction
 * function: no other seat's hand, no hidden identity, no draw-pile order, no PRNG state.
 */
export interface PaopaoshaView extends PaopaoshaObservation {
  readonly players: readonly SeatView[];
  readonly hand: readonly number[] | null;
  readonly drawCount: number;
  readonly discardTop: number;
  readonly discardCount: number;
  /** Cards in resolution (public). */
  readonly table: readonly number[];
  /** 收获子弹's revealed cards still to pick. */
  readonly harvest: readonly number[];
  /** 死神冥刀's uses left and whether its once-per-turn use is spent this turn (public, P-T6). */
  readonly mingdao: { readonly left: number; readonly spentThisTurn: boolean };
  /** Armed 永恒之火 cards and the seats holding them (public, product reading 5). */
  readonly armed: readonly { readonly card: number; readonly seat: number }[];
  readonly legal: readonly PaopaoshaDecision[];
  /**
   * Who makes the viewer's decisions now (rules/control.ts), -1: the viewer itself. While another seat controls the
   * viewer, `legal` is empty and `ask.you` false: the controller answers the viewer's requests.
   */
  readonly controlledBy: number;
  /** The seats whose decisions the viewer makes now (besides its own), with their hands and their legal decisions. */
  readonly controlling: readonly ControlledSeatView[];
}

/** A seat the viewer controls (海洋公主, 司令部): its hand and, when it is asked, its legal decisions. */
export interface ControlledSeatView {
  readonly seat: number;
  readonly hand: readonly number[];
  /** Whether the seat is asked now (the viewer must answer for it). */
  readonly asked: boolean;
  readonly legal: readonly PaopaoshaDecision[];
}

/** The one redaction function of 跑跑杀: the view of `seat` (`null` = spectator). */
export function viewOf(s: PaopaoshaState, seat: number | null): PaopaoshaView {
  const viewer = seat === null ? undefined : s.seats[seat];
  const choosing = s.phase === 'choose';
  // 主席: this seat sees every identity (a visibility grant, skills/zhuxi.ts).
  const seesAll = seat !== null && seesAllIdentities(s, seat);
  // The seats the viewer's 杀 may target (P-T3, 公山子无影八卦阵), found once for the whole table.
  // Distances from a live viewer are found in one round of the table (rules/distance.ts `distancesFrom`).
  let reach = 0;
  if (seat !== null && viewer?.alive === true) {
    distancesFrom(s, seat, DISTANCES);
    reach = shaReachMask(s, seat, DISTANCES);
  }
  // Most of the time nobody is controlled (rules/control.ts `noControl`): every seat then answers for itself.
  const uncontrolled = noControl(s);
  const players: SeatView[] = [];
  for (let i = 0; i < s.seats.length; i++)
    players.push(seatView(s, i, seat, viewer, seesAll, choosing, reach, uncontrolled ? i : controllerOf(s, i)));
  const { by, free, controlling } = viewerControl(s, seat, uncontrolled);
  return {
    game: 'paopaosha',
    seat,
    config: s.config,
    lord: s.lord,
    turn: s.turn,
    round: s.round,
    turns: s.turns,
    phase: s.phase,
    players,
    hand: viewer ? viewer.hand.slice() : null,
    drawCount: s.draw.length,
    discardTop: s.discard.length > 0 ? (s.discard[s.discard.length - 1] as number) : -1,
    discardCount: s.discard.length,
    table: s.table.length > 0 ? s.table.slice() : NO_CARDS,
    harvest: s.harvest.length > 0 ? s.harvest.slice() : NO_CARDS,
    armed: s.armed.length > 0 ? armedView(s.armed) : NO_ARMED,
    mingdao: useInPlaceFacts(s),
    ask: askViewOf(s, seat, free, controlling),
    legal: seat === null || !free ? NO_DECISIONS : legalDecisions(s, seat),
    req: s.req,
    result: s.result,
    controlledBy: seat === null || free ? -1 : by,
    controlling,
  };
}

/** The seats `seat` controls, with their hands and legal decisions (`viewOf`'s `controlling`); mostly none. */
function controlledViews(s: PaopaoshaState, seat: number): readonly ControlledSeatView[] {
  const seats = controlledBy(s, seat);
  if (seats.length === 0) return NO_CONTROLLED;
  const out: ControlledSeatView[] = [];
  for (const t of seats)
    out.push({
      seat: t,
      hand: (s.seats[t] as SeatState).hand.slice(),
      asked: isAsked(s, t),
      legal: legalDecisions(s, t),
    });
  return out;
}

/**
 * Control as `seat` (null: a spectator) meets it (rules/control.ts): who decides for it (`by`, -1 for a spectator),
 * whether it answers for itself (`free`), and the seats it answers for (`controlling`). `uncontrolled`: `noControl(s)`.
 */
function viewerControl(
  s: PaopaoshaState,
  seat: number | null,
  uncontrolled: boolean,
): { readonly by: number; readonly free: boolean; readonly controlling: readonly ControlledSeatView[] } {
  // The controller answers for the seats it controls; a controlled viewer answers nothing.
  const by = seat === null ? -1 : uncontrolled ? seat : controllerOf(s, seat);
  const controlling = seat === null || uncontrolled ? NO_CONTROLLED : controlledViews(s, seat);
  return { by, free: seat !== null && by === seat, controlling };
}

/** The request as seat `seat` sees it, its control found here (`viewerControl`); the observation's. */
function askViewFor(s: PaopaoshaState, seat: number, uncontrolled: boolean): AskView | null {
  if (!s.ask || s.result) return null;
  // Nearly always nobody is controlled: the seat answers for itself (no object made per observation).
  if (uncontrolled) return askViewOf(s, seat, true, NO_CONTROLLED);
  const { free, controlling } = viewerControl(s, seat, false);
  return askViewOf(s, seat, free, controlling);
}

/**
 * The request as `seat` sees it (null: none, or the game is over): `free` when nobody controls the viewer (then `you`
 * says whether it must answer), `controlling` the seats it answers for; the candidates and options only when the
 * viewer or one of those seats is asked.
 */
function askViewOf(
  s: PaopaoshaState,
  seat: number | null,
  free: boolean,
  controlling: readonly ControlledSeatView[],
): AskView | null {
  const a = s.ask;
  if (!a || s.result) return null;
  const asked = seat !== null && (a.seats.includes(seat) || askedAny(a.seats, controlling));
  return {
    kind: a.kind,
    seats: a.seats.slice(),
    reason: a.reason,
    source: a.source,
    target: a.target,
    card: a.card,
    cardKind: a.cardKind,
    count: a.count,
    characters: asked ? a.characters.slice() : null,
    options: asked ? a.options.slice() : null,
    you: free && seat !== null && isAsked(s, seat),
  };
}

/** Whether one of the controlled seats is among the asked `seats`. */
function askedAny(seats: readonly number[], controlling: readonly ControlledSeatView[]): boolean {
  for (const c of controlling) if (seats.includes(c.seat)) return true;
  return false;
}

/** The armed 永恒之火 cards as a view lists them. */
function armedView(armed: PaopaoshaState['armed']): { readonly card: number; readonly seat: number }[] {
  const out: { readonly card: number; readonly seat: number }[] = [];
  for (const x of armed) out.push({ card: x.card, seat: x.seat });
  return out;
}

/** `viewOf`'s scratch: the viewer's distances (a slot per seat). */
const DISTANCES = new Int32Array(32);

/**
 * Seat `i` as `seat` sees it (`viewOf`'s players), `by` deciding for it (`controllerOf`), `reach` the viewer's 杀
 * targets as a bit set and `DISTANCES` the viewer's distances (filled by `viewOf` for a live viewer). A module function
 * rather than a closure: `viewOf` runs for every decision of every bot (docs/performance.md). The lists and maps a
 * seat rarely has (delayed tricks, turn uses) are a shared frozen empty one when empty, as `NO_USES`.
 */
function seatView(
  s: PaopaoshaState,
  i: number,
  seat: number | null,
  viewer: SeatState | undefined,
  seesAll: boolean,
  choosing: boolean,
  reach: number,
  by: number,
): SeatView {
  const p = s.seats[i] as SeatState;
  const knows = knowsIdentity(p, i, seat, viewer, seesAll);
  const showChar = showsCharacter(s, i, seat, choosing);
  const live = seat !== null && i !== seat && p.alive && viewer?.alive === true;
  const e = p.equip;
  return {
    seat: i,
    controller: by === i ? -1 : by,
    controlTurns: p.controlTurns,
    commandBy: p.commandBy,
    team: p.team,
    character: showChar ? p.character : null,
    // P-S2: a choice other than the 国主's is public only when everyone has chosen, and HP would tell it (3 or 4).
    hp: showChar ? p.hp : 0,
    maxHp: showChar ? p.maxHp : 0,
    shield: showChar ? p.shield : 0,
    shaUsed: p.shaUsed,
    noBasic: p.noBasic,
    alive: p.alive,
    handCount: p.hand.length,
    equip: { weapon: e.weapon, armor: e.armor, mount: e.mount, book: e.book },
    judging: p.judging.length > 0 ? p.judging.slice() : NO_CARDS,
    identity: knows ? p.identity : null,
    identityPublic: p.identityPublic,
    score: p.score,
    uses: hasKeys(p.uses) ? { ...p.uses } : NO_USES,
    turnUses: hasKeys(p.turnUses) ? { ...p.turnUses } : NO_USES,
    asleep: p.asleep === true,
    distance: live ? (DISTANCES[i] as number) : null,
    inRange: live && (reach & (1 << i)) !== 0,
  };
}

/**
 * Whether the viewer `seat` (`viewer` its state, `seesAll` its 主席 grant) knows the identity of seat `i` (`p`): a
 * public one, its own, every one with 主席, or one shown to it (控制's look, `SeatState.knows`).
 */
function knowsIdentity(
  p: SeatState,
  i: number,
  seat: number | null,
  viewer: SeatState | undefined,
  seesAll: boolean,
): boolean {
  return seesAll || p.identityPublic || i === seat || (viewer !== undefined && (viewer.knows & (1 << i)) !== 0);
}

/**
 * Whether seat `i`'s character, and so its HP, is shown to `seat` (P-S2: while the others choose, only the 国主's
 * choice and the viewer's own are; HP would tell a character, 3 or 4).
 */
function showsCharacter(s: PaopaoshaState, i: number, seat: number | null, choosing: boolean): boolean {
  return !choosing || i === s.lord || i === seat;
}

/**
 * What a bot of `seat` observes at every decision (`PaopaoshaObservation`): the fields of `viewOf(s, seat)` that it
 * reads even when it has one legal answer, each equal to the view's, without the hand, the equipment, the distances
 * and the legal list. The game module's `observation` (docs/performance.md, "Part six").
 */
export function observationOf(s: PaopaoshaState, seat: number): PaopaoshaObservation {
  const viewer = s.seats[seat];
  const choosing = s.phase === 'choose';
  const seesAll = seesAllIdentities(s, seat);
  const uncontrolled = noControl(s);
  const players: SeatObservation[] = [];
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i] as SeatState;
    const c = uncontrolled ? i : controllerOf(s, i);
    players.push({
      seat: i,
      controller: c === i ? -1 : c,
      hp: showsCharacter(s, i, seat, choosing) ? p.hp : 0,
      alive: p.alive,
      handCount: p.hand.length,
      identity: knowsIdentity(p, i, seat, viewer, seesAll) ? p.identity : null,
      score: p.score,
    });
  }
  return {
    game: 'paopaosha',
    seat,
    config: s.config,
    lord: s.lord,
    turn: s.turn,
    round: s.round,
    turns: s.turns,
    phase: s.phase,
    players,
    ask: askViewFor(s, seat, uncontrolled),
    req: s.req,
    result: s.result,
  };
}

/**
 * An event as `seat` may see it (`null` = spectator): hidden identities, other seats' drawn cards, cards moved between
 * two players' hands (seen by those two only), what a 控制 look showed and what 看豆 peeked at are withheld.
 */
export function redactEvent(e: PaopaoshaEvent, seat: number | null): PaopaoshaEvent {
  switch (e.t) {
    case 'identity':
      return e.public || e.seat === seat ? e : { ...e, identity: null };
    case 'draw':
      return e.seat === seat ? e : { ...e, cards: null };
    case 'move':
      return e.see.length === 0 || (seat !== null && e.see.includes(seat)) ? e : { ...e, cards: null };
    case 'look':
      return e.seat === seat ? e : { ...e, hand: null, identity: null };
    case 'peek':
      return e.seat === seat ? e : { ...e, cards: null };
    default:
      return e;
  }
}

/** The shared empty `turnUses` of a view (most seats, most of the time): no object per seat per view. */
const NO_USES: Readonly<Record<string, number>> = Object.freeze({});

/** The shared empty card list of a view (a seat without delayed tricks, an empty table). */
const NO_CARDS: readonly number[] = Object.freeze([]);

/** The shared empty lists of a view: no armed card, no controlled seat, no legal decision. */
const NO_ARMED: PaopaoshaView['armed'] = Object.freeze([]);
const NO_CONTROLLED: readonly ControlledSeatView[] = Object.freeze([]);
const NO_DECISIONS: readonly PaopaoshaDecision[] = Object.freeze([]);

/** Whether `o` has an own enumerable key. */
function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}
