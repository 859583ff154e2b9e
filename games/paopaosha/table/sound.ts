/**
 * Which 跑跑杀 events sound (@shaju/ui/sound cues), read from the events the table receives: a card used or played in
 * response → `card`, damage → `damage`, a judgement → `judge`, a death → `death`, the end → `win` for the viewer among
 * the winners (and for a spectator when someone won), else `lose`. Event shapes: games/paopaosha/src/events.ts.
 */
import type { PaopaoshaEvent } from '@shaju/paopaosha';
import type { Cue } from '@shaju/ui/sound';

/** The cues of one batch of 跑跑杀 events for viewer `seat` (null: a spectator). */
export function* paopaoshaCues(events: readonly unknown[], seat: number | null): Generator<Cue> {
  for (const e of events as readonly PaopaoshaEvent[]) {
    switch (e.t) {
      case 'use':
      case 'respond':
      case 'equip':
        yield 'card';
        break;
      case 'damage':
        yield 'damage';
        break;
      case 'judge':
        yield 'judge';
        break;
      case 'death':
        yield 'death';
        break;
      case 'end':
        yield (seat === null ? e.result.winners.length > 0 : e.result.winners.includes(seat)) ? 'win' : 'lose';
        break;
      default:
        break;
    }
  }
}
