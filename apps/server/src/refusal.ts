/**
 * Refusals: the one typed error every bad client input gets (`RefusedError`, answered with an `error` message and a
 * protocol code), and how an error thrown while applying a decision becomes one. A refused input changes nothing.
 */
import { type IllegalDecisionCode, IllegalDecisionError } from '@shaju/engine';
import type { ErrorCode } from '@shaju/protocol';

/** A refusal the server answers with an `error` message; the state is unchanged. */
export class RefusedError extends Error {
  /** The protocol error code. */
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'RefusedError';
    this.code = code;
  }
}

const ENGINE_CODES: ReadonlySet<IllegalDecisionCode> = new Set([
  'malformed',
  'not_pending',
  'illegal',
  'game_over',
  'stale',
  'bad_seat',
]);

/** The refusal for an error thrown while applying a decision: the engine's codes pass through, the rest is `internal`. */
export function refusal(e: unknown): RefusedError {
  if (e instanceof RefusedError) return e;
  if (e instanceof IllegalDecisionError && ENGINE_CODES.has(e.code)) return new RefusedError(e.code, e.message);
  return new RefusedError('internal', e instanceof Error ? e.message : String(e));
}
