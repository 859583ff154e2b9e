import type { PendingInfo } from '@shaju/protocol';
import type { ComponentType } from 'react';

/** One batch of events of a `step` message, numbered by `seq` (decisions applied so far; 0: setup). */
export interface EventBatch {
  readonly seq: number;
  readonly events: readonly unknown[];
  /**
   * A quiet line of the client itself instead of the game's events (`events` then empty): the key of a string of the
   * `ui` namespace under `notes` (e.g. `autoPassed`), printed in the reader's language.
   */
  readonly note?: string;
  /** For a note: the kind of the request it is about (an auto-pass: the kind of the request answered). */
  readonly about?: string;
  /**
   * The step was the server's answer for a seat whose time ran out (@shaju/protocol `StepTimeout`: the seat, and the
   * answer: `decline`, `first` or `leastUseful`): the log says so at the end of the step's last line.
   */
  readonly timeout?: { readonly seat: number; readonly answer: string };
}

/**
 * What a game table component gets, live or in a replay. The view is the game's view for `view.seat` (a seat, or
 * null for a spectator), exactly as the server sent it; the table never sees more.
 */
export interface TableProps<V = unknown> {
  readonly view: V;
  /** The current request as the server told this client (null when none or in a replay). */
  readonly pending: PendingInfo | null;
  /** Event batches so far, oldest first (the game log and the move animations). */
  readonly log: readonly EventBatch[];
  /** Player names by seat. */
  readonly names: readonly string[];
  /** Per seat: connected (a human at the keyboard or a bot); absent in replays. */
  readonly connected?: readonly boolean[];
  /**
   * Per seat: why a bot plays this person's seat now — '' (it does not), `auto` (托管, asked by the player),
   * `timeouts` (3 in a row) or `gone` (offline past the grace period); absent in replays. The shell also lists them
   * above the table.
   */
  readonly cover?: readonly string[];
  /**
   * Sends a decision for the current request (`seat`: a seat the viewer controls now; default its own). Absent in a
   * replay: the table is then read-only. It may return false when nothing was sent (no request, or this one already
   * answered); any other return (true, undefined) means sent.
   */
  readonly decide?: (decision: unknown, seat?: number) => unknown;
}

/**
 * A game's table as the shell mounts it: any view type (the shell passes the view through untouched and the table
 * narrows it to its game's view).
 */
export type TableComponent = ComponentType<TableProps>;

/**
 * A game's table module, `games/<id>/table/index.tsx`: its default export is the table component, typed with the
 * game's view (`TableProps<ItsView>`).
 */
export interface TableModule {
  // biome-ignore lint/suspicious/noExplicitAny: each table narrows the view to its game's view type
  readonly default: ComponentType<TableProps<any>>;
}
