import type { PendingInfo } from '@shaju/protocol';
import type { EventBatch } from '../net/session.ts';

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
   * Sends a decision for the current request (`seat`: a seat the viewer controls now; default its own). Absent in a
   * replay: the table is then read-only.
   */
  readonly decide?: (decision: unknown, seat?: number) => void;
}
