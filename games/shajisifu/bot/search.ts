/**
 * 杀机四伏's part of the search bot (@shaju/bots `SearchBot`, docs/bots.md): the determiniser that rebuilds a full
 * state from one seat's view, and the adapter the kit exposes as `GameKit.search`.
 */
import type { Rng } from '@shaju/engine';
import { seedRng } from '@shaju/engine';
import type { Decider, SearchAdapter } from '@shaju/runtime';
import {
  cardValue,
  DECK_SIZE,
  type PlayerState,
  rulesOf,
  type ShajisifuDecision,
  type ShajisifuState,
  type ShajisifuView,
} from '../src/index.ts';
import { ShajisifuHeuristicBot } from './heuristic.ts';

/**
 * A full 杀机四伏 state that gives `seat` exactly `v` (its view) — the same hands it sees, damage, public identities,
 * discard top, pile sizes, turn and step — with everything the view hides drawn with `rng` from the cards the seat
 * has not seen (uniformly: the view reveals nothing more about them): the other seats' hands, the hidden identities,
 * the discard pile under its top (the view shows only the top, S-T4), the draw pile's order and the PRNG. A dead
 * seat's identity was public before its death (`publicAtDeath`, for 王 B) only if the view cannot tell: taken as not.
 * Returns null for a view it cannot rebuild (a spectator's, a finished game, an open 碰 window: whether the play
 * before it was legal is hidden, S-P1).
 */
export function determinise(v: ShajisifuView, seat: number, rng: Rng): ShajisifuState | null {
  if (v.seat !== seat || v.result !== null || v.pending === null || v.step === 'claim' || v.step === 'over')
    return null;
  const total = v.config.decks * DECK_SIZE;
  const seen = new Uint8Array(total);
  for (const c of v.hand ?? []) seen[c] = 1;
  for (const p of v.players) {
    for (const c of p.damage) seen[c] = 1;
    if (p.identity !== null) seen[p.identity] = 1;
  }
  if (v.discardTop >= 0) seen[v.discardTop] = 1;
  for (const c of v.attack?.flips ?? []) seen[c] = 1;
  const unseen: number[] = [];
  for (let c = 0; c < total; c++) if (!seen[c]) unseen.push(c);
  rng.shuffle(unseen);
  const players: PlayerState[] = [];
  for (let i = 0; i < v.players.length; i++) {
    const p = v.players[i] as ShajisifuView['players'][number];
    players.push({
      identity: p.identity ?? (unseen.pop() as number),
      hand: i === seat ? (v.hand ?? []).slice() : take(unseen, p.handCount),
      damage: p.damage.slice(),
      alive: p.alive,
      revealed: p.revealed,
      kills: p.kills.slice(),
      deathOrder: p.deathOrder,
      killer: p.killer,
      publicAtDeath: false,
    });
  }
  const discard = take(unseen, Math.max(0, v.discardCount - 1));
  if (v.discardTop >= 0) discard.push(v.discardTop);
  const draw = take(unseen, v.drawCount);
  // Every card is somewhere: a view whose counts do not add up (another game's) is refused.
  if (unseen.length !== 0 || draw.length !== v.drawCount) return null;
  let deaths = 0;
  for (const p of v.players) if (!p.alive) deaths++;
  return {
    game: 'shajisifu',
    config: v.config,
    rng: seedRng(rng.int(0x7fffffff)),
    draw,
    discard,
    players,
    turn: v.turn,
    turns: v.turns,
    req: v.pending.id,
    decisions: 0,
    step: v.step,
    target: v.attack ? v.attack.target : -1,
    flips: v.attack ? v.attack.flips.slice() : [],
    claim: null,
    deaths,
    result: null,
  };
}

/** The last `n` cards of `pile`, removed from it (fewer when it runs short). */
function take(pile: number[], n: number): number[] {
  return pile.splice(Math.max(0, pile.length - n), n);
}

/**
 * How good an unfinished game is for `seat` (a playout cut short): alive, far from death (S-D1: 50 damage or three of
 * a value; the death total is the game's option `deathTotal`), with few other seats alive. In [0, 1].
 */
function value(s: ShajisifuState, seat: number): number {
  const me = s.players[seat] as PlayerState;
  if (!me.alive) return 0.2;
  let total = 0;
  for (const c of me.damage) total += cardValue(c, s.config);
  let alive = 0;
  for (const p of s.players) if (p.alive) alive++;
  const limit = rulesOf(s.config).deathTotal;
  return Math.max(0, Math.min(1, 0.3 + 0.4 * (1 - total / limit) + 0.3 / alive));
}

/**
 * The root candidates: every legal decision but the reveals (S-R1), which the base bot weighs itself (its own reveal,
 * when it wants one, is the fallback and stays a candidate).
 */
function candidates(_v: ShajisifuView, legal: readonly ShajisifuDecision[], fallback: ShajisifuDecision) {
  const out: ShajisifuDecision[] = [];
  for (const d of legal) if (d.t !== 'reveal' || d === fallback) out.push(d);
  return out;
}

/** The heuristic bot keeps nothing between decisions: one instance plays every seat of every playout. */
const HEURISTIC = new ShajisifuHeuristicBot();

/** 杀机四伏's search adapter: the heuristic bot as base and playout policy, the determiniser above. */
export const searchAdapter: SearchAdapter<ShajisifuState, ShajisifuView, ShajisifuDecision> = Object.freeze({
  base: (): Decider<ShajisifuDecision, ShajisifuView> => new ShajisifuHeuristicBot(),
  // A 碰 window (S-P1) hides whether the play before it was legal; a lone legal decision needs no search.
  searchable: (v: ShajisifuView, seat: number) =>
    v.seat === seat && v.step !== 'claim' && v.legal.filter((d) => d.t !== 'reveal').length > 1,
  candidates,
  determinise: (v: ShajisifuView, seat: number, rng: Rng) => determinise(v, seat, rng),
  policy: (): Decider<ShajisifuDecision, ShajisifuView> => HEURISTIC,
  value,
});
