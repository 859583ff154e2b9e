/**
 * Boss mode (P-B1): one 海盗王 against a team of 2–7 跑跑, no hidden identities.
 *
 * Product choices (rules page §18, product readings 9, 13, 17):
 * - The 海盗王 sits at seat 0 (`BOSS_SEAT`) — "seat order as usual, boss first" — so he takes the first turn and a round
 *   starts at each of his turns. His character is fixed (海盗王); max HP = `bossHpPerOpponent` × the number of 跑跑, with
 *   no 国主 bonus. The 跑跑 choose characters in seat order from `characterChoices` candidates each (P-S2).
 * - Identities are all public. The boss holds the identity `guozhu` and is the game's `lord` (he takes the 国主's place,
 *   e.g. for 公山子无影八卦阵); each 跑跑 holds `qiangdao`. `SeatState.team` (`boss` / `paopao`) says the same in the
 *   mode's own words; the victory below reads the seats, not the identities.
 * - The team (every 跑跑, dead or alive) wins when the boss dies; the boss wins when every 跑跑 is dead. Score cards as
 *   P-S3. No identity rewards or penalties (P-W3 is for the identity game, product reading 17).
 */
import type { IdentityId } from '../data/identities.ts';
import type { PaopaoshaState } from '../state.ts';

/** The 海盗王's seat (P-B1: he goes first). */
export const BOSS_SEAT = 0;

/** The identities of a boss-mode game of `players` seats: `guozhu` for the boss at `BOSS_SEAT`, `qiangdao` for the 跑跑. */
export function bossIdentities(players: number): IdentityId[] {
  const out: IdentityId[] = [];
  for (let i = 0; i < players; i++) out.push(i === BOSS_SEAT ? 'guozhu' : 'qiangdao');
  return out;
}

/** The side of `seat` in a boss-mode game whose boss is `s.lord`. */
export function teamOf(s: PaopaoshaState, seat: number): 'boss' | 'paopao' {
  return seat === s.lord ? 'boss' : 'paopao';
}

/**
 * P-B1 victory, checked after every death: the team (every seat but the boss, dead or alive) when the boss is dead
 * (reason `team`); the boss when no 跑跑 is alive (reason `boss`); otherwise `winners` null (the game goes on).
 */
export function bossOutcome(s: PaopaoshaState): { winners: number[] | null; reason: string } {
  const boss = s.seats[s.lord];
  if (!boss?.alive) return { winners: s.seats.flatMap((_, i) => (i === s.lord ? [] : [i])), reason: 'team' };
  if (!s.seats.some((p, i) => i !== s.lord && p.alive)) return { winners: [s.lord], reason: 'boss' };
  return { winners: null, reason: '' };
}
