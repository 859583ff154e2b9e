/**
 * Several cards with one confirm. The rules ask for such cards one at a time — each card is its own request (the
 * discard phase and every other `discard` request with a count: 葱汁, 爱恋, 泡泡加特林…; 神秘惊奇's and 吉奥拉之花's
 * gifts, `choose` requests of their own hand cards). The table lets the person pick all N cards, then sends one
 * decision per request, in order: each is the element of the new request's legal list that names the next card,
 * unchanged. The batch stops as soon as a request is not the same question to the same seat (another kind, another
 * reason, the card no longer offered): the person then answers that one by hand. Nothing is sent that the person
 * would not have sent card by card, and no request is answered before the server asks it.
 */
import type { PaopaoshaDecision, PaopaoshaView } from '@shaju/paopaosha';
import { picksCards } from '@shaju/paopaosha/words';
import { useEffect, useMemo, useRef, useState } from 'react';

type D = PaopaoshaDecision;

/** A request that takes several cards of the seat acted for, with the decision of each card. */
export interface Batch {
  readonly req: number;
  readonly seat: number;
  readonly kind: string;
  readonly reason: string;
  /** How many cards the person picks before confirming (the request's count, at most the cards offered). */
  readonly count: number;
  readonly cards: ReadonlyMap<number, D>;
}

/**
 * The batch of the request seat `actor` answers now (its legal list `legal`), or null when the request takes one card
 * or is not a card-by-card request.
 */
export function batchOf(view: PaopaoshaView, actor: { seat: number; legal: readonly D[] } | null): Batch | null {
  const b = cardRequest(view, actor);
  return b && b.count >= 2 ? b : null;
}

/**
 * The request `actor` answers now when it is one of the card-by-card kinds (whatever its count), with the decision
 * of each card; null otherwise.
 */
function cardRequest(view: PaopaoshaView, actor: { seat: number; legal: readonly D[] } | null): Batch | null {
  const a = view.ask;
  if (!actor || !a || view.result) return null;
  if (!picksCards(a)) return null;
  const cards = new Map<number, D>();
  for (const d of actor.legal) {
    if (d.t === 'discard') cards.set(d.card, d);
    else if (d.t === 'choose') {
      const o = a.options?.[d.i];
      if (o?.o !== 'card' || o.card < 0) return null;
      cards.set(o.card, d);
    } else return null;
  }
  const count = Math.min(a.count, cards.size);
  return { req: view.req, seat: actor.seat, kind: a.kind, reason: a.reason, count, cards };
}

/** The multi-card selection of the table (see the module comment). */
export interface BatchFlow {
  /** The batch of the current request, or null. */
  readonly batch: Batch | null;
  /** Cards picked so far, in the order picked. */
  readonly picked: readonly number[];
  /** Whether confirmed cards are still being sent (one per request). */
  readonly sending: boolean;
  /** Picks `card` or puts it back. */
  toggle(card: number): void;
  clear(): void;
  /** Sends the picked cards, one per request (only when exactly `batch.count` are picked). */
  confirm(): void;
}

interface Queue {
  readonly seat: number;
  readonly kind: string;
  readonly reason: string;
  readonly cards: number[];
  /** The request the last card was sent for. */
  lastReq: number;
}

/** Whether `b` asks the same question as the queued one. */
function sameQuestion(b: Batch | null, q: Queue): b is Batch {
  return b !== null && b.seat === q.seat && b.kind === q.kind && b.reason === q.reason;
}

/** The multi-card selection for `view` and the seat acted for (`actor`); `send` sends one decision for a seat. */
export function useBatch(
  view: PaopaoshaView,
  actor: { seat: number; legal: readonly D[] } | null,
  send: (d: D, seat: number) => void,
): BatchFlow {
  const batch = useMemo(() => batchOf(view, actor), [view, actor]);
  const [pick, setPick] = useState<{ req: number; seat: number; cards: number[] } | null>(null);
  const queue = useRef<Queue | null>(null);
  const picked = pick && batch && pick.req === batch.req && pick.seat === batch.seat ? pick.cards : [];

  // The next request of a confirmed batch: answer it with the next card, or stop.
  useEffect(() => {
    const q = queue.current;
    if (!q || view.req === q.lastReq) return;
    // The view can come before the seat's request does (its legal list, the pending notice): the same question to the
    // same seat waits for them; anything else stops the batch.
    const a = view.ask;
    if (!actor && a && !view.result && a.seats.includes(q.seat) && a.kind === q.kind && a.reason === q.reason) return;
    const now = cardRequest(view, actor);
    const next = q.cards[0];
    const d = next === undefined || !sameQuestion(now, q) ? undefined : now.cards.get(next);
    if (!d) {
      queue.current = null;
      return;
    }
    q.cards.shift();
    q.lastReq = view.req;
    if (q.cards.length === 0) queue.current = null;
    send(d, q.seat);
  });

  return {
    batch,
    picked,
    sending: queue.current !== null,
    toggle(card) {
      if (!batch?.cards.has(card)) return;
      const cards = picked.includes(card)
        ? picked.filter((c) => c !== card)
        : picked.length < batch.count
          ? [...picked, card]
          : picked;
      setPick({ req: batch.req, seat: batch.seat, cards });
    },
    clear: () => setPick(null),
    confirm() {
      if (!batch || picked.length !== batch.count) return;
      const [first, ...rest] = picked;
      const d = first === undefined ? undefined : batch.cards.get(first);
      if (!d) return;
      setPick(null);
      queue.current =
        rest.length > 0
          ? { seat: batch.seat, kind: batch.kind, reason: batch.reason, cards: rest, lastReq: view.req }
          : null;
      send(d, batch.seat);
    },
  };
}
