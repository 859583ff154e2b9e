/**
 * Control of another seat: 海洋公主 (god card, cards/haiyanggongzhu.ts) and the 海盗王's 司令部 (skills/silingbu.ts).
 *
 * The rules never change whose decision a request asks for: a controlled seat is still the seat asked (`pending`), and
 * `apply(state, seat, d)` still takes that rules seat. What control changes is who *makes* the decision:
 * `controllerOf(state, seat)` (the game module's `controllerOf`) names the seat whose player chooses, and drivers (the
 * testkit's `playout`, the CLI, the server) ask that player, showing them their own view, which lists the seats they
 * control with those seats' hands and legal decisions (view.ts). Decision logs record the controller as `by`.
 *
 * - 海洋公主 (`controller`, `controlTurns`): from its use until the end of the target's `haiyanggongzhuTurns`-th (5)
 *   following turn, every decision of the target — in its own turns and its responses in other players' turns
 *   (product reading 7). A turn counts when it starts, skipped turns included (like rounds, product reading 13).
 * - 司令部 (`commandBy`, `commandTurn`): during the target's next turn only, all the target's decisions in that turn.
 * - Control ends early when the controller dies (god cards ruling), and with the controlled seat's death.
 * - Control chains: if A controls B and B controls C, A decides for C. A cycle (which a newer control prevents, see
 *   `grantControl`) would leave each seat of it deciding for itself.
 */
import type { PaopaoshaState } from '../state.ts';
import type { Ev } from './piles.ts';

type Seat = PaopaoshaState['seats'][number];

function alive(s: PaopaoshaState, seat: number): boolean {
  return seat >= 0 && (s.seats[seat] as Seat | undefined)?.alive === true;
}

/** Whether 司令部's command over `seat` is in force now (during the commanded turn). */
function commandActive(s: PaopaoshaState, seat: number): boolean {
  const p = s.seats[seat] as Seat;
  return p.commandBy >= 0 && p.commandTurn >= 0 && p.commandTurn === s.turns && s.turn === seat;
}

/** The seat that controls `seat` directly now (-1: none): 司令部 during the commanded turn, else 海洋公主. */
export function directController(s: PaopaoshaState, seat: number): number {
  if (!alive(s, seat)) return -1;
  const p = s.seats[seat] as Seat;
  if (commandActive(s, seat) && alive(s, p.commandBy)) return p.commandBy;
  if (p.controller >= 0 && alive(s, p.controller)) return p.controller;
  return -1;
}

/**
 * Whether no seat is controlled or commanded at all now (no 海洋公主 control and no 司令部 command armed): then every
 * seat decides for itself (`controllerOf(s, seat) === seat`) and controls nobody, and callers that ask about every
 * seat (the views) may skip the chains.
 */
export function noControl(s: PaopaoshaState): boolean {
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i] as Seat;
    if (p.controller >= 0 || p.commandBy >= 0) return false;
  }
  return true;
}

/** Who makes the decisions for `seat` now: the end of its chain of controllers, or the seat itself. */
export function controllerOf(s: PaopaoshaState, seat: number): number {
  let cur = seat;
  for (let i = 0; i < s.seats.length; i++) {
    const c = directController(s, cur);
    if (c < 0) return cur;
    if (c === seat) return seat;
    cur = c;
  }
  return seat;
}

/**
 * The seats whose decisions `viewer` makes now, other than itself, ascending: the seats it controls, whose hands it
 * sees while the control lasts (view.ts `controlling`).
 */
export function controlledBy(s: PaopaoshaState, viewer: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.seats.length; i++) if (i !== viewer && controllerOf(s, i) === viewer) out.push(i);
  return out;
}

/** Ends the 海洋公主 control of `seat` (if any), telling why. */
function endControl(s: PaopaoshaState, seat: number, reason: 'turns' | 'death' | 'replaced', ev: Ev): void {
  const p = s.seats[seat] as Seat;
  if (p.controller < 0) return;
  const by = p.controller;
  p.controller = -1;
  p.controlTurns = 0;
  ev?.push({ t: 'controlEnd', seat, by, via: 'haiyanggongzhu', reason });
}

/** Ends the 司令部 command over `seat` (armed or in force), telling why. */
function endCommand(s: PaopaoshaState, seat: number, reason: 'turns' | 'death' | 'replaced', ev: Ev): void {
  const p = s.seats[seat] as Seat;
  if (p.commandBy < 0) return;
  const by = p.commandBy;
  p.commandBy = -1;
  p.commandTurn = -1;
  ev?.push({ t: 'controlEnd', seat, by, via: 'silingbu', reason });
}

/**
 * 海洋公主: `by` controls `seat` for its next `turns` turns (replacing any earlier 海洋公主 control of it). A control in
 * the other direction (`seat` controlling `by`) ends: the newer control wins, so control never loops.
 */
export function grantControl(s: PaopaoshaState, seat: number, by: number, turns: number, ev: Ev): void {
  const p = s.seats[seat] as Seat;
  if (p.controller >= 0) endControl(s, seat, 'replaced', ev);
  const q = s.seats[by] as Seat;
  if (q.controller === seat) endControl(s, by, 'replaced', ev);
  if (q.commandBy === seat) endCommand(s, by, 'replaced', ev);
  p.controller = by;
  p.controlTurns = turns;
  ev?.push({ t: 'control', seat, by, via: 'haiyanggongzhu', turns });
}

/** 司令部: `by` makes `seat`'s decisions during its next turn (replacing an earlier command of it). */
export function commandNextTurn(
  s: PaopaoshaState,
  seat: number,
  by: number,
  ev: Ev,
  via: 'silingbu' = 'silingbu',
): void {
  const p = s.seats[seat] as Seat;
  if (p.commandBy >= 0) endCommand(s, seat, 'replaced', ev);
  const q = s.seats[by] as Seat;
  if (q.controller === seat) endControl(s, by, 'replaced', ev);
  if (q.commandBy === seat) endCommand(s, by, 'replaced', ev);
  p.commandBy = by;
  p.commandTurn = -1;
  ev?.push({ t: 'control', seat, by, via, turns: 1 });
}

/** At the start of `seat`'s turn (turn.ts): an armed 司令部 command takes force for this turn. */
export function startControlTurn(s: PaopaoshaState, seat: number): void {
  const p = s.seats[seat] as Seat;
  if (p.commandBy >= 0 && p.commandTurn < 0) p.commandTurn = s.turns;
}

/** At the end of `seat`'s turn (turn.ts): 司令部's turn is over; 海洋公主 has one turn less. */
export function endControlTurn(s: PaopaoshaState, seat: number, ev: Ev): void {
  const p = s.seats[seat] as Seat;
  if (p.commandBy >= 0 && p.commandTurn >= 0) endCommand(s, seat, 'turns', ev);
  if (p.controller >= 0) {
    p.controlTurns--;
    if (p.controlTurns <= 0) endControl(s, seat, 'turns', ev);
  }
}

/** When `dead` dies (core.ts): every control it held ends (god cards ruling: "ends early if you die"), and its own. */
export function releaseControlOnDeath(s: PaopaoshaState, dead: number, ev: Ev): void {
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i] as Seat;
    if (i === dead || p.controller === dead) endControl(s, i, 'death', ev);
    if (i === dead || p.commandBy === dead) endCommand(s, i, 'death', ev);
  }
}
