/**
 * What the table animates, read from the event stream (`TableProps.log`, newest batch last): the cards played lately
 * (they fly onto the table), and per seat the damage, healing and death of the newest batch (a shake, a floating
 * number). Keys carry the batch number, so an element is new — and its CSS animation plays — only when it is.
 */
import { CARD_KINDS, type CardKindId, kindOf, type PaopaoshaEvent } from '@shaju/paopaosha';
import type { EventBatch } from '@shaju/ui';

/** A card that went onto the table: used (equipment too), played in response, or judged. */
export interface Flash {
  readonly key: string;
  readonly seat: number;
  readonly cards: readonly number[];
  readonly as: CardKindId | null;
  readonly what: 'use' | 'respond' | 'judge';
  readonly targets: readonly number[];
}

/** What happened to one seat in the newest batch. */
export interface Hit {
  readonly key: string;
  readonly damage: number;
  readonly heal: number;
  readonly died: boolean;
  /** Damaged by a 杀 (a slash crosses the seat). */
  readonly slash: boolean;
}

/** Cards shown on the table at most. */
const SHOWN = 6;

/**
 * The last cards put onto the table, oldest first: at most `SHOWN`, from the current turn only (a new turn clears
 * the table).
 */
export function recentFlashes(log: readonly EventBatch[]): Flash[] {
  const out: Flash[] = [];
  for (let b = log.length - 1; b >= 0 && out.length < SHOWN; b--) {
    const batch = log[b] as EventBatch;
    const evs = batch.events as readonly PaopaoshaEvent[];
    for (let i = evs.length - 1; i >= 0 && out.length < SHOWN; i--) {
      const e = evs[i] as PaopaoshaEvent;
      const key = `${batch.seq}-${i}`;
      switch (e.t) {
        case 'turn':
          return out.reverse();
        case 'use':
          out.push({ key, seat: e.seat, cards: [e.card, ...e.with], as: e.as, what: 'use', targets: e.targets });
          break;
        case 'respond':
          out.push({ key, seat: e.seat, cards: [e.card, ...e.with], as: e.as, what: 'respond', targets: [] });
          break;
        case 'judge':
          if (e.card >= 0) out.push({ key, seat: e.seat, cards: [e.card], as: null, what: 'judge', targets: [] });
          break;
        default:
          break;
      }
    }
  }
  return out.reverse();
}

/** Damage, healing and deaths per seat in the newest batch. */
export function latestHits(log: readonly EventBatch[]): Map<number, Hit> {
  const out = new Map<number, Hit>();
  const batch = log[log.length - 1];
  if (!batch) return out;
  const key = String(batch.seq);
  const get = (seat: number): Hit => out.get(seat) ?? { key, damage: 0, heal: 0, died: false, slash: false };
  for (const e of batch.events as readonly PaopaoshaEvent[]) {
    if (e.t === 'damage') {
      const h = get(e.seat);
      out.set(e.seat, {
        ...h,
        damage: h.damage + e.amount,
        slash: h.slash || (e.card >= 0 && CARD_KINDS[kindOf(e.card)].art.hit === 'slash'),
      });
    } else if (e.t === 'heal') out.set(e.seat, { ...get(e.seat), heal: get(e.seat).heal + e.amount });
    else if (e.t === 'death') out.set(e.seat, { ...get(e.seat), died: true });
  }
  return out;
}
