/**
 * Which 杀机四伏 events sound (@shaju/ui/sound cues), read from the events the table receives: a card played, ponged
 * or used to heal → `card`, an attack's flip (the judgement of S-C2) → `judge`, damage → `damage`, a death → `death`,
 * the end → `win` for the viewer among the winners (and for a spectator when someone won), else `lose`. Event
 * shapes: games/shajisifu/src/events.ts.
 */
import type { ShajisifuEvent } from '@shaju/shajisifu';
import type { Cue } from '@shaju/ui/sound';

/** The cues of one batch of 杀机四伏 events for viewer `seat` (null: a spectator). */
export function* shajisifuCues(events: readonly unknown[], seat: number | null): Generator<Cue> {
  for (const e of events as readonly ShajisifuEvent[]) {
    switch (e.t) {
      case 'play':
      case 'pong':
      case 'heal':
        yield 'card';
        break;
      case 'flip':
        yield 'judge';
        break;
      case 'damage':
        yield 'damage';
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
