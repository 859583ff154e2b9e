/**
 * The whole log of a game as one viewer saw it live, rebuilt from (config, seed, decisions) and redacted event by
 * event: what a client joining late or coming back receives.
 */
import type { AnyGameModule } from '@shaju/engine';

/** One batch of a client's log: the events of one step as that client may see them (`seq`: decisions applied). */
export interface HistoryBatch {
  readonly seq: number;
  readonly events: unknown[];
}

/**
 * The whole log of a game as `viewer` (a seat, or null for a spectator) saw it live, rebuilt from the game's
 * (config, seed, decisions): the setup and every decision are applied again to a fresh state, and each step's events go
 * through the game's one redaction function (`module.redactEvent`) exactly as the live steps did — events the viewer
 * may not see are left out, and batches left empty are dropped, as a live client keeps them. A reload, a
 * reconnection or a late spectator thus gets the same log a client present from the start has.
 *
 * Each batch is copied (through JSON, as the live step was encoded) as soon as its step is applied, since the rules
 * may later change the state an event points into. `config` is the validated configuration the game was set up with;
 * `log` its decisions in the order they were applied. Throws what the rules' `apply` throws when the log does not fit
 * the game (a corrupt record).
 *
 * Why replay rather than keep the events: the events are a function of (config, seed, decisions), which the session
 * keeps anyway. Keeping them as text cost ~190 bytes per decision of every room held (more than a third of a game
 * session's memory in the middle of a 杀机四伏 game) and a `JSON.stringify` per decision, for the rare join that reads
 * them; a join now replays the game instead (about 1–3 ms of CPU for a 600-decision 跑跑杀 game: `npm run
 * bench:server`, its "full-log join" line).
 */
export function historyOf(
  m: AnyGameModule,
  config: unknown,
  seed: number,
  log: readonly { readonly seat: number; readonly d: unknown }[],
  viewer: number | null,
): HistoryBatch[] {
  const texts: string[] = [];
  let events: unknown[] = [];
  const state = m.setup(config, seed, events);
  keepBatch(m, viewer, 0, events, texts);
  for (let i = 0; i < log.length; i++) {
    const e = log[i] as { readonly seat: number; readonly d: unknown };
    events = [];
    m.apply(state, e.seat, e.d, events);
    keepBatch(m, viewer, i + 1, events, texts);
  }
  return JSON.parse(`[${texts.join(',')}]`) as HistoryBatch[];
}

/** Appends to `texts` the JSON of the batch of step `seq` as `viewer` sees it, unless nothing of it is seen. */
function keepBatch(m: AnyGameModule, viewer: number | null, seq: number, events: unknown[], texts: string[]): void {
  const seen: unknown[] = [];
  for (const e of events) {
    const r = m.redactEvent(e, viewer);
    if (r !== null) seen.push(r);
  }
  if (seen.length > 0) texts.push(JSON.stringify({ seq, events: seen }));
}
