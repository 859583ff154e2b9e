import { suitOf } from '../cards.ts';
import type { WinCondition } from '../config.ts';
import {
  type Atom,
  atomHolds,
  type CompiledIdentity,
  type CompiledWin,
  holds,
  numberOf,
} from '../content/compile-identity.ts';
import { IDENTITIES } from '../content/identities.ts';
import type { ShajisifuEvent } from '../events.ts';
import { rulesOf, type ShajisifuRules, WIN_BIT } from '../settings.ts';
import type { PlayerState, ShajisifuState } from '../state.ts';
import { clearList } from './piles.ts';

export type { WinCondition } from '../config.ts';

/** The conditions (other than H-B) that are on and hold for `seat` now. Pure. */
export function conditionsOf(s: ShajisifuState, seat: number): WinCondition[] {
  const out: WinCondition[] = [];
  const rules = rulesOf(s.config);
  if (s.players[seat]) pushConditions(s, rules, seat, aliveCount(s), out);
  dropOff(out, rules.winBits);
  return out;
}

/** Every win condition on: the seed's `winBits`. */
const ALL_ON = 2047;

/** Removes from `list`, in place, the conditions switched off in `winBits` (the `win.*` options). */
function dropOff(list: WinCondition[], winBits: number): void {
  if (winBits === ALL_ON) return;
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i] as WinCondition;
    if ((winBits & WIN_BIT[c]) !== 0) list[k++] = c;
  }
  while (list.length > k) list.pop();
}

/** The number of players alive. */
function aliveCount(s: ShajisifuState): number {
  let alive = 0;
  for (let i = 0; i < s.players.length; i++) if ((s.players[i] as { alive: boolean }).alive) alive++;
  return alive;
}

/** The identities by identity-card suit, compiled from their entries at load (src/content/identities.ts). */
const BY_SUIT = IDENTITIES.bySuit;

/**
 * Appends to `out` the conditions (other than a joining one, ♥ B) that hold for the existing seat `seat`, in its
 * identity entry's order, whether switched on or not (`dropOff` then removes those switched off); `alive` is the
 * number of players alive. Loops rather than `some`/`every` callbacks: this runs for every seat after every attack
 * that a quick screen lets through (docs/performance.md).
 */
function pushConditions(
  s: ShajisifuState,
  rules: ShajisifuRules,
  seat: number,
  alive: number,
  out: WinCondition[],
): void {
  const p = s.players[seat] as PlayerState;
  const dead = !p.alive;
  const wins = (BY_SUIT[suitOf(p.identity)] as CompiledIdentity).wins;
  for (let i = 0; i < wins.length; i++) {
    const w = wins[i] as CompiledWin;
    if (dead && w.alive) continue;
    const one = w.one;
    if (one !== null ? atomHolds(one, s, seat, p, alive, rules) : holds(w.test, s, seat, p, alive, rules))
      out.push(w.id);
  }
}

/**
 * A quick screen before `checkVictory` checks every seat's conditions: true when no condition can hold, because
 * every seat is alive and has killed nobody (so no condition that needs a death, a kill or a death order can: with the
 * seed's, H-A, D-B — at most 2 alive of at least 4 —, S-A, C-A, C-B, J-A, J-B, sole; S-V1), and no seat's identity
 * has a condition that may hold even so (`CompiledIdentity.quiet`: with the seed's, ♠ B when every identity is public,
 * ♦ A when a ♦ holds `diamondHand` hand cards). Most attacks end this way, before the first death, so the screen
 * saves checking each seat by its identity (docs/performance.md). When it says false, the full check runs.
 */
function noneCanHold(s: ShajisifuState, rules: ShajisifuRules): boolean {
  const players = s.players;
  let hidden = false;
  let allPublic = false;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerState;
    if (!p.alive || p.kills.length > 0) return false;
    if (!p.revealed) hidden = true;
    const q = (BY_SUIT[suitOf(p.identity)] as CompiledIdentity).quiet;
    if (q === null) continue;
    if (q.hand !== null && p.hand.length >= numberOf(q.hand, s, rules)) return false;
    if (q.allPublic) allPublic = true;
    const other = q.other;
    if (other !== null)
      for (let k = 0; k < other.length; k++)
        if (holds(other[k] as readonly Atom[], s, i, p, players.length, rules)) return false;
  }
  return hidden || !allPublic;
}

/** Scratch list for `checkVictory`: conditions are gathered here and copied only for a seat that has some. */
const scratch: WinCondition[] = [];

/**
 * S-V2: checks every player, dead or alive. If any condition that is on holds, the game ends: every player whose
 * condition holds wins, together with every ♥ player still alive (H-B, when on). With `win.sole` off, a game down to
 * one player that nobody wins ends as a draw (reason `lastAlive`: that player could never act on anyone again).
 * Returns true when the game ended. The rules call it after a death (an attack's damage), a reveal and a penalty draw.
 */
export function checkVictory(s: ShajisifuState, ev?: ShajisifuEvent[]): boolean {
  if (s.result) return true;
  const rules = rulesOf(s.config);
  if (noneCanHold(s, rules)) return false;
  const alive = aliveCount(s);
  let why: Record<number, string[]> | null = null;
  for (let seat = 0; seat < s.players.length; seat++) {
    pushConditions(s, rules, seat, alive, scratch);
    if (scratch.length > 0) dropOff(scratch, rules.winBits);
    if (scratch.length > 0) {
      why ??= {};
      why[seat] = scratch.slice();
      clearList(scratch);
    }
  }
  if (why === null) {
    if (alive > 1) return false;
    endAsDraw(s, ev, 'lastAlive');
    return true;
  }
  // S-V2: every seat alive whose identity joins someone else's victory (♥ B: `othersWin`) joins the winners. S-V1 ♥B is
  // "alive when someone *else* wins", so a ♥ is credited H-B only when another seat wins too (by its own condition, or
  // as another living ♥); a lone ♥ winning by H-A or sole is not also credited H-B.
  const joiners: number[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat] as PlayerState;
    if (p.alive && (BY_SUIT[suitOf(p.identity)] as CompiledIdentity).joins !== null) joiners.push(seat);
  }
  // Plain loops rather than Object.keys/Set/sort: this runs once per game, but a search playout is short.
  // `winnerCount`: the seats winning by a condition or by joining.
  let winnerCount = 0;
  for (let seat = 0; seat < s.players.length; seat++)
    if (why[seat] !== undefined || joiners.includes(seat)) winnerCount++;
  for (const seat of joiners) {
    const join = (BY_SUIT[suitOf((s.players[seat] as PlayerState).identity)] as CompiledIdentity).joins as CompiledWin;
    if (winnerCount < 2 || (rules.winBits & join.bit) === 0) continue; // nobody else wins, or the condition is off
    const w = why[seat] ?? [];
    if (!w.includes(join.id)) w.push(join.id);
    why[seat] = w;
  }
  const winners: number[] = [];
  for (let seat = 0; seat < s.players.length; seat++) if (why[seat] !== undefined) winners.push(seat);
  s.result = { winners, draw: false, reason: 'victory', why };
  s.step = 'over';
  s.claim = null;
  s.req++;
  ev?.push({ t: 'end', result: s.result });
  return true;
}

/** S-V2: the turn limit (`reason` `maxTurns`), or a last player nobody can win with (`lastAlive`), ends a draw. */
export function endAsDraw(s: ShajisifuState, ev?: ShajisifuEvent[], reason = 'maxTurns'): void {
  s.result = { winners: [], draw: true, reason, why: {} };
  s.step = 'over';
  s.claim = null;
  s.req++;
  ev?.push({ t: 'end', result: s.result });
}
