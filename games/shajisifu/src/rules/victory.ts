import { CLUB, DIAMOND, HEART, JOKER, SPADE, suitOf } from '../cards.ts';
import type { WinCondition } from '../config.ts';
import type { ShajisifuEvent } from '../events.ts';
import { rulesOf, type ShajisifuRules, WIN_BIT } from '../settings.ts';
import type { ShajisifuState } from '../state.ts';
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

/**
 * Appends to `out` the conditions (other than H-B) that hold for the existing seat `seat`, in the order of
 * `WinCondition`, whether switched on or not (`dropOff` then removes those switched off); `alive` is the number of
 * players alive. Loops rather than `some`/`every` callbacks: this runs for every seat after every attack
 * (docs/performance.md).
 */
function pushConditions(
  s: ShajisifuState,
  rules: ShajisifuRules,
  seat: number,
  alive: number,
  out: WinCondition[],
): void {
  const n = s.players.length;
  const p = s.players[seat] as ShajisifuState['players'][number];
  switch (suitOf(p.identity)) {
    case HEART: {
      const left = s.players[(seat + n - 1) % n];
      const right = s.players[(seat + 1) % n];
      if (left && right && !left.alive && !right.alive) out.push('H-A');
      break;
    }
    case DIAMOND:
      if (p.alive && p.hand.length >= rules.diamondHand) out.push('D-A');
      if (p.alive && alive <= 2) out.push('D-B');
      break;
    case SPADE: {
      if (killedDiamond(s, p.kills)) out.push('S-A');
      let all = true;
      for (let i = 0; i < n && all; i++) all = (s.players[i] as { revealed: boolean }).revealed;
      if (all) out.push('S-B');
      break;
    }
    case CLUB:
      if (p.deathOrder === 1) out.push('C-A');
      if (killedAfterADeath(s, p.kills)) out.push('C-B');
      break;
    case JOKER:
      if (p.deathOrder >= 2) out.push('J-A');
      if (killedPublic(s, p.kills)) out.push('J-B');
      break;
  }
  if (p.alive && alive === 1) out.push('sole');
}

/** S-A: whether one of the seats in `kills` had a ♦ identity. */
function killedDiamond(s: ShajisifuState, kills: readonly number[]): boolean {
  for (const v of kills) if (suitOf((s.players[v] as { identity: number }).identity) === DIAMOND) return true;
  return false;
}

/** C-B: whether one of the seats in `kills` died after someone else had died (death order ≥ 2). */
function killedAfterADeath(s: ShajisifuState, kills: readonly number[]): boolean {
  for (const v of kills) if ((s.players[v] as { deathOrder: number }).deathOrder >= 2) return true;
  return false;
}

/** J-B: whether one of the seats in `kills` had a public identity when it died. */
function killedPublic(s: ShajisifuState, kills: readonly number[]): boolean {
  for (const v of kills) if ((s.players[v] as { publicAtDeath: boolean }).publicAtDeath) return true;
  return false;
}

/**
 * A quick screen before `checkVictory` checks every seat's conditions: true when no condition can hold, because
 * every seat is alive and has killed nobody (so no condition that needs a death, a kill or a death order can: H-A, D-B
 * — at most 2 alive of at least 4 —, S-A, C-A, C-B, J-A, J-B, sole; S-V1), some identity is hidden or no seat is a ♠
 * (not S-B) and no ♦ holds `diamondHand` hand cards (not D-A). Most attacks end this way, before the first death, so
 * the screen saves checking each seat by its identity (docs/performance.md). When it says false, the full check runs.
 */
function noneCanHold(s: ShajisifuState, rules: ShajisifuRules): boolean {
  const players = s.players;
  let hidden = false;
  let spade = false;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as ShajisifuState['players'][number];
    if (!p.alive || p.kills.length > 0) return false;
    const suit = suitOf(p.identity);
    if (suit === DIAMOND && p.hand.length >= rules.diamondHand) return false;
    if (suit === SPADE) spade = true;
    if (!p.revealed) hidden = true;
  }
  return hidden || !spade;
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
  // S-V2: every ♥ still alive joins the winners (H-B). S-V1 ♥B is "alive when someone *else* wins", so a ♥ is
  // credited H-B only when another seat wins too (by its own condition, or as another living ♥); a lone ♥ winning
  // by H-A or sole is not also credited H-B.
  const hearts: number[] = [];
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat] as { alive: boolean; identity: number };
    if (p.alive && suitOf(p.identity) === HEART) hearts.push(seat);
  }
  // Plain loops rather than Object.keys/Set/sort: this runs once per game, but a search playout is short.
  // `winnerCount`: the seats winning by a condition or as a living ♥.
  let winnerCount = 0;
  for (let seat = 0; seat < s.players.length; seat++)
    if (why[seat] !== undefined || hearts.includes(seat)) winnerCount++;
  for (const seat of hearts) {
    if (winnerCount < 2 || !rules.win['H-B']) continue; // nobody else wins, or ♥ B is off
    const w = why[seat] ?? [];
    if (!w.includes('H-B')) w.push('H-B');
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
