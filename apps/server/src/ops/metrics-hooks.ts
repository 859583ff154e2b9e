/**
 * The two points of a room where the decision→views latency is measured (metrics.ts): a player's decision arrives
 * (rooms/room.ts), the views of its result go out (redaction/broadcast.ts). Nothing is kept when `/metrics` is off.
 */
import { ctx } from '../rooms/context.ts';

/** When the last player's decision of each game session arrived (performance.now, ms). */
const arrived = new WeakMap<object, number>();

/** A player's decision for `session` arrived (before it is applied and stored). */
export function decisionArrived(session: object): void {
  if (ctx().metrics) arrived.set(session, performance.now());
}

/**
 * The views of a step of `session` were sent; `decider` is the seat whose person decided (-1 for a bot or the timer,
 * whose steps are not measured).
 */
export function viewsSent(session: object, decider: number): void {
  if (decider < 0) return;
  const t = arrived.get(session);
  if (t === undefined) return;
  arrived.delete(session);
  ctx().metrics?.decisionToViews(performance.now() - t);
}
