/**
 * Sounds a table plays from what it already receives (no rule decided again): for each new event batch the cues
 * `cuesOf` reads from its events (at most two per batch, the most important first: `CUES` order); `turn` when a
 * request for the viewer arrives; `timeout` when 5 s of the viewer's request remain. Batches present when the table
 * mounts (a reload, a replay opened mid-way) stay silent.
 */
import type { PendingInfo } from '@shaju/protocol';
import { useEffect, useRef } from 'react';
import type { EventBatch } from '../types.ts';
import { CUES, type Cue, playCue } from './sound.ts';

/** A game's reading of one batch's events for viewer `seat` (null: a spectator). Pass a module-level function. */
export type CuesOf = (events: readonly unknown[], seat: number | null) => Iterable<Cue>;

/** Seconds before the deadline when `timeout` sounds. */
export const WARN_SECONDS = 5;

/** At most this many cues per batch. */
const PER_BATCH = 2;

/** The cues to play for `events`: the distinct cues of `cuesOf`, most important first, at most two. */
export function batchCues(events: readonly unknown[], seat: number | null, cuesOf: CuesOf): Cue[] {
  const got = new Set(cuesOf(events, seat));
  return CUES.filter((c) => got.has(c)).slice(0, PER_BATCH);
}

/** Plays the table's cues (see the module comment). */
export function useTableSounds(
  log: readonly EventBatch[],
  pending: PendingInfo | null,
  seat: number | null,
  cuesOf: CuesOf,
): void {
  const seen = useRef<number | null>(null);
  seen.current ??= log.length > 0 ? (log[log.length - 1] as EventBatch).seq : -1;
  useEffect(() => {
    const last = seen.current ?? -1;
    for (const b of log) {
      if (b.seq <= last) continue;
      for (const c of batchCues(b.events, seat, cuesOf)) playCue(c);
    }
    if (log.length > 0) seen.current = Math.max(last, (log[log.length - 1] as EventBatch).seq);
  }, [log, seat, cuesOf]);

  const mine = pending?.you === true;
  const id = mine ? pending.id : null;
  const deadline = mine ? pending.deadline : null;
  useEffect(() => {
    if (id === null) return;
    playCue('turn');
    if (deadline === null) return;
    const ms = deadline - Date.now() - WARN_SECONDS * 1000;
    if (ms < 0) return;
    const timer = setTimeout(() => playCue('timeout'), ms);
    return () => clearTimeout(timer);
  }, [id, deadline]);
}
