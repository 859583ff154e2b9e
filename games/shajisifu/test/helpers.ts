import { Scenario } from '@shaju/testkit';
import {
  buildScenario,
  findCard,
  type ShajisifuDecision,
  type ShajisifuEvent,
  type ShajisifuSpec,
  type ShajisifuState,
  shajisifu,
} from '../src/index.ts';

/** A strict scenario over a spec (see `buildScenario`). */
export function scenario(spec: ShajisifuSpec): Scenario<ShajisifuState, ShajisifuDecision, ShajisifuEvent> {
  return new Scenario(shajisifu, buildScenario(spec));
}

/** The id of `text` (e.g. `♥Q`) in `seat`'s hand. */
export function inHand(s: ShajisifuState, seat: number, text: string): number {
  return findCard((s.players[seat] as { hand: number[] }).hand, text);
}
/** The id of `text` in `seat`'s damage cards. */
export function inDamage(s: ShajisifuState, seat: number, text: string): number {
  return findCard((s.players[seat] as { damage: number[] }).damage, text);
}
/** The labels of a list of card ids, e.g. ['♥Q', '♠3']. */
export { cardLabel } from '../src/index.ts';
