/**
 * The shape of the event handlers: one per kind of 跑跑杀 event (games/paopaosha/src/events.ts), so that a kind
 * without words fails the type check.
 */
import type { PaopaoshaEvent } from '../src/index.ts';
import type { EventOf, EventWriter } from './writer.ts';

/** What the writer knew just before this event (it forgets it as the event comes). */
export interface Before {
  /** The seat of the draw just said, or -1. */
  readonly drew: number;
  /** The card of the judgement just said, or -1. */
  readonly judged: number;
}

/** The words of every kind of event, written into `w`. */
export type EventHandlers = {
  readonly [K in PaopaoshaEvent['t']]: (w: EventWriter, ev: EventOf<K>, before: Before) => void;
};
