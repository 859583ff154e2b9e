import type { GameResult } from '@shaju/engine';
import type { CardKindId } from './data/cards.ts';
import type { CharacterId } from './data/characters.ts';
import type { PaopaoshaConfig } from './data/config.ts';
import type { IdentityId } from './data/identities.ts';
import type { PaopaoshaDecision } from './decisions.ts';
import type { PaopaoshaEvent } from './events.ts';
import { isAsked, legalDecisions } from './legal.ts';
import { distance, inShaRange } from './rules/distance.ts';
import { seesAllIdentities } from './skills/hooks.ts';
import type { AskKind, ChoiceOption, Equipment, PaopaoshaState, Phase } from './state.ts';

/** One player as the viewer sees them. */
export interface SeatView {
  readonly seat: number;
  /** Null while the player is still choosing (only the 国主's choice is public at once, P-S2). */
  readonly character: CharacterId | null;
  readonly hp: number;
  readonly maxHp: number;
  readonly alive: boolean;
  readonly handCount: number;
  readonly equip: Equipment;
  readonly judging: readonly number[];
  /** Known identity: public, the viewer's own, or granted (控制); null otherwise. */
  readonly identity: IdentityId | null;
  readonly identityPublic: boolean;
  readonly score: number;
  /** Distance from the viewer (P-T3); null for a spectator, the viewer itself, or a dead seat. */
  readonly distance: number | null;
  /** Whether the viewer's 杀 reaches this seat. */
  readonly inRange: boolean;
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
 * What one seat (or a spectator, `seat: null`) may know of a 跑跑杀 game — built only by `viewOf` (engineering.md
 * principle 10): no other seat's hand, no hidden identity, no draw-pile order, no PRNG state.
 */
export interface PaopaoshaView {
  readonly game: 'paopaosha';
  readonly seat: number | null;
  readonly config: PaopaoshaConfig;
  readonly lord: number;
  readonly turn: number;
  readonly round: number;
  readonly turns: number;
  readonly phase: Phase;
  readonly players: readonly SeatView[];
  readonly hand: readonly number[] | null;
  readonly drawCount: number;
  readonly discardTop: number;
  readonly discardCount: number;
  /** Cards in resolution (public). */
  readonly table: readonly number[];
  /** 收获子弹's revealed cards still to pick. */
  readonly harvest: readonly number[];
  readonly ask: AskView | null;
  readonly legal: readonly PaopaoshaDecision[];
  /** The request id (for a client's decision message). */
  readonly req: number;
  readonly result: GameResult | null;
}

/** The one redaction function of 跑跑杀: the view of `seat` (`null` = spectator). */
export function viewOf(s: PaopaoshaState, seat: number | null): PaopaoshaView {
  const viewer = seat === null ? undefined : s.seats[seat];
  const choosing = s.phase === 'choose';
  // 主席: this seat sees every identity (a visibility grant, skills/zhuxi.ts).
  const seesAll = seat !== null && seesAllIdentities(s, seat);
  const players: SeatView[] = s.seats.map((p, i) => {
    const knows =
      seesAll || p.identityPublic || i === seat || (viewer !== undefined && (viewer.knows & (1 << i)) !== 0);
    const showChar = !choosing || i === s.lord || i === seat;
    const live = seat !== null && i !== seat && p.alive && viewer?.alive === true;
    return {
      seat: i,
      character: showChar ? p.character : null,
      hp: p.hp,
      maxHp: p.maxHp,
      alive: p.alive,
      handCount: p.hand.length,
      equip: { ...p.equip },
      judging: p.judging.slice(),
      identity: knows ? p.identity : null,
      identityPublic: p.identityPublic,
      score: p.score,
      distance: live ? distance(s, seat, i) : null,
      inRange: live ? inShaRange(s, seat, i) : false,
    };
  });
  const a = s.ask;
  const you = seat !== null && isAsked(s, seat);
  const asked = seat && a?.seats.includes(seat);
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
    table: s.table.slice(),
    harvest: s.harvest.slice(),
    ask:
      a && !s.result
        ? {
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
            you,
          }
        : null,
    legal: seat === null ? [] : legalDecisions(s, seat),
    req: s.req,
    result: s.result,
  };
}

/**
 * An event as `seat` may see it (`null` = spectator): hidden identities, other seats' drawn cards, cards moved between
 * two players' hands (seen by those two only) and what a 控制 look showed are withheld.
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
    default:
      return e;
  }
}
