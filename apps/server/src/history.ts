import type { AnyGameModule } from '@shaju/engine';

/** One batch of a client's log: the events of one step as that client may see them (`seq`: decisions applied). */
export interface HistoryBatch {
  readonly seq: number;
  readonly events: unknown[];
}

/**
 * Every event of a game since its setup, one batch per step, kept as the server saw them (full information, as JSON
 * text: a batch is written once and cannot change when the rules later mutate the state an event pointed into).
 * `for(viewer)` redacts them through the game's one redaction function, exactly as the live steps were redacted, so
 * a reload, a reconnection or a late spectator gets the same log a client present from the start has.
 *
 * Why keep events rather than replay the decisions on each join: a join then costs one JSON parse and one
 * `redactEvent` per event (about 2 ms for 600 decisions, see `npm run bench:server`) instead of a replay of the whole
 * game, and the text costs a few hundred bytes per decision. A restored game rebuilds it while it replays its log.
 */
export class EventHistory {
  private readonly seqs: number[] = [];
  private readonly texts: string[] = [];

  /** Appends the events of the step that made `seq` decisions (setup: 0). Empty batches are not kept. */
  push(seq: number, events: readonly unknown[]): void {
    if (events.length === 0) return;
    this.seqs.push(seq);
    this.texts.push(JSON.stringify(events));
  }

  /** Steps kept. */
  get length(): number {
    return this.texts.length;
  }

  /** Characters of JSON text kept (memory figures). */
  chars(): number {
    let n = 0;
    for (const t of this.texts) n += t.length;
    return n;
  }

  /**
   * Every batch as `viewer` (a seat, or null for a spectator) saw it live: each event through `module.redactEvent`,
   * events it may not see left out, batches left empty dropped — as a live client keeps them.
   */
  for(module: AnyGameModule, viewer: number | null): HistoryBatch[] {
    const out: HistoryBatch[] = [];
    for (let i = 0; i < this.texts.length; i++) {
      const raw = JSON.parse(this.texts[i] as string) as unknown[];
      const events: unknown[] = [];
      for (const e of raw) {
        const r = module.redactEvent(e, viewer);
        if (r !== null) events.push(r);
      }
      if (events.length > 0) out.push({ seq: this.seqs[i] as number, events });
    }
    return out;
  }
}

/**
 * Rebuilds a game's state from (config, seed, log) with its events: the state and the history a live game would have.
 * Throws what the rules' `apply` throws when the log does not fit the game.
 */
export function replayWithHistory(
  m: AnyGameModule,
  config: unknown,
  seed: number,
  log: readonly { readonly seat: number; readonly d: unknown }[],
): { state: unknown; history: EventHistory } {
  const history = new EventHistory();
  let events: unknown[] = [];
  const state = m.setup(config, seed, events);
  history.push(0, events);
  log.forEach((e, i) => {
    events = [];
    m.apply(state, e.seat, e.d, events);
    history.push(i + 1, events);
  });
  return { state, history };
}
