/**
 * Pure helpers of the 杀机四伏 table: where each seat sits around the felt, and what the newest event batch changed
 * (for the CSS move animations).
 */
import type { ShajisifuEvent } from '@shaju/shajisifu';

/** The side of the table a seat sits on (the anchor seat, usually the viewer, is at the bottom). */
export type Side = 'bottom' | 'left' | 'top' | 'right';

/** One seat's place in the desktop grid (1-based rows and columns; `span` columns wide). */
export interface SeatSlot {
  readonly seat: number;
  readonly side: Side;
  readonly row: number;
  readonly col: number;
  readonly span: number;
}

/** The ring: seats in clockwise order from the anchor's left, the grid size, and the centre's area. */
export interface Ring {
  readonly slots: readonly SeatSlot[];
  readonly rows: number;
  readonly cols: number;
  readonly center: { readonly row: number; readonly rows: number; readonly col: number; readonly cols: number };
}

/**
 * Seats `n` players around a table with `anchor` at the bottom: the next seats in turn order go up the left side,
 * across the top (left to right) and down the right side, so play goes clockwise. Each side gets one seat up to 7
 * players and two from 8 (height is scarcer than width on a screen); the top gets the rest. The anchor's slot (last) is a bottom row under the centre; with `bottomRow`
 * false (a seated viewer, whose place is the hand area below the felt) it has no row of its own (`row` 0).
 */
export function ringLayout(n: number, anchor: number, bottomRow = true): Ring {
  const m = Math.max(0, n - 1);
  const side = m <= 6 ? 1 : 2;
  const top = Math.max(1, m - 2 * side);
  const rows = side + (bottomRow ? 2 : 1);
  const cols = top + 2;
  const slots: SeatSlot[] = [];
  for (let k = 1; k <= m; k++) {
    const seat = (anchor + k) % n;
    const i = k - 1;
    if (i < side) slots.push({ seat, side: 'left', row: side + 1 - i, col: 1, span: 1 });
    else if (i < side + top) slots.push({ seat, side: 'top', row: 1, col: 2 + (i - side), span: 1 });
    else slots.push({ seat, side: 'right', row: 2 + (i - side - top), col: cols, span: 1 });
  }
  slots.push({ seat: anchor, side: 'bottom', row: bottomRow ? rows : 0, col: 2, span: top });
  return { slots, rows, cols, center: { row: 2, rows: side, col: 2, cols: top } };
}

/** What the newest event batch did, for the animations. */
export interface Fx {
  /** The batch's sequence number (-1: no batch), to restart an animation on a new batch. */
  readonly seq: number;
  /** The card that went onto the discard pile last in the batch, and from which seat. */
  readonly toDiscard: { readonly card: number; readonly seat: number } | null;
  /** Per seat, the damage cards that arrived in the batch. */
  readonly damaged: ReadonlyMap<number, ReadonlySet<number>>;
  /** Seats that died in the batch. */
  readonly deaths: ReadonlySet<number>;
  /** Seats that revealed their identity in the batch. */
  readonly reveals: ReadonlySet<number>;
  /** Cards the viewer drew in the batch. */
  readonly drawn: ReadonlySet<number>;
  /** Seats that drew cards (any, counts only). */
  readonly drew: ReadonlySet<number>;
}

/** An empty `Fx`. */
export const NO_FX: Fx = {
  seq: -1,
  toDiscard: null,
  damaged: new Map(),
  deaths: new Set(),
  reveals: new Set(),
  drawn: new Set(),
  drew: new Set(),
};

/** Reads the newest event batch (`log`'s last) into an `Fx`; `viewer` is the seat whose drawn cards are known. */
export function fxOf(log: readonly { seq: number; events: readonly unknown[] }[], viewer: number | null): Fx {
  const last = log[log.length - 1];
  if (!last) return NO_FX;
  let toDiscard: Fx['toDiscard'] = null;
  const damaged = new Map<number, Set<number>>();
  const deaths = new Set<number>();
  const reveals = new Set<number>();
  const drawn = new Set<number>();
  const drew = new Set<number>();
  for (const raw of last.events) {
    const e = raw as ShajisifuEvent;
    switch (e.t) {
      case 'play':
      case 'pong':
        toDiscard = { card: e.card, seat: e.seat };
        break;
      case 'heal':
        toDiscard = { card: e.card, seat: e.target };
        break;
      case 'reveal': {
        reveals.add(e.seat);
        const c = e.discarded[e.discarded.length - 1];
        if (c !== undefined) toDiscard = { card: c, seat: e.seat };
        break;
      }
      case 'damage': {
        const set = damaged.get(e.seat) ?? new Set<number>();
        for (const c of e.cards) set.add(c);
        damaged.set(e.seat, set);
        break;
      }
      case 'death':
        deaths.add(e.seat);
        break;
      case 'draw':
        drew.add(e.seat);
        if (e.seat === viewer && e.cards) for (const c of e.cards) drawn.add(c);
        break;
      default:
        break;
    }
  }
  return { seq: last.seq, toDiscard, damaged, deaths, reveals, drawn, drew };
}

/** What the newest event batch did to one seat (the animations of its panel). */
export interface SeatFx {
  /** The batch's sequence number, to restart an animation on a new batch. */
  readonly seq: number;
  /** The damage cards that arrived in the batch (empty: none). */
  readonly damaged: ReadonlySet<number>;
  readonly dying: boolean;
  readonly revealed: boolean;
  readonly drew: boolean;
}

/** A seat the newest batch did not touch. One object, so that a memoised seat panel is not rendered again. */
export const NO_SEAT_FX: SeatFx = { seq: -1, damaged: new Set(), dying: false, revealed: false, drew: false };

/** The part of `fx` about `seat`: `NO_SEAT_FX` when the batch did nothing to it. */
export function seatFx(fx: Fx, seat: number): SeatFx {
  const damaged = fx.damaged.get(seat);
  const dying = fx.deaths.has(seat);
  const revealed = fx.reveals.has(seat);
  const drew = fx.drew.has(seat);
  if (!damaged?.size && !dying && !revealed && !drew) return NO_SEAT_FX;
  return { seq: fx.seq, damaged: damaged ?? NO_SEAT_FX.damaged, dying, revealed, drew };
}
