/** Helpers of the control tests (海洋公主, 司令部): drive a scenario with passive decisions and watch who decides. */
import type { PaopaoshaDecision } from '../../src/index.ts';
import { paopaosha } from '../../src/index.ts';
import type { Game } from '../helpers.ts';

/**
 * A passive decision for `seat`: end the play phase, pass every response, discard the first card, choose option 0.
 * Never uses a card, so nobody is hurt and the turns go round.
 */
export function passive(g: Game, seat: number): PaopaoshaDecision {
  const legal = g.legal(seat);
  const quiet = legal.find((d) => d.t === 'end' || d.t === 'pass');
  const d = quiet ?? legal[0];
  if (!d) throw new Error(`seat ${seat} has nothing to decide`);
  return d;
}

/** One step of a passive game: every asked seat (in seat order) decides passively. Returns who decided for whom. */
export function step(g: Game): { seat: number; by: number; kind: string }[] {
  const p = g.pending();
  if (!p) throw new Error('the game is over');
  const out: { seat: number; by: number; kind: string }[] = [];
  for (const seat of p.seats) {
    const now = g.pending();
    if (!now || now.id !== p.id || !now.seats.includes(seat)) break;
    out.push({ seat, by: paopaosha.controllerOf?.(g.state, seat) ?? seat, kind: p.kind });
    g.decide(seat, passive(g, seat));
  }
  return out;
}

/**
 * Steps passively until `stop()` is true (checked before every step) or `max` steps pass; returns every
 * (seat, decider, kind) triple seen on the way.
 */
export function runUntil(g: Game, stop: () => boolean, max = 2000): { seat: number; by: number; kind: string }[] {
  const seen: { seat: number; by: number; kind: string }[] = [];
  for (let i = 0; i < max && !stop(); i++) seen.push(...step(g));
  if (!stop()) throw new Error(`condition not reached after ${max} steps`);
  return seen;
}

/** Who decides for `seat` now (the game module's `controllerOf`). */
export function decider(g: Game, seat: number): number {
  return paopaosha.controllerOf?.(g.state, seat) ?? seat;
}
