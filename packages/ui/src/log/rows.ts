/**
 * The rows the log shows: its lines through a filter (every line, the viewer's own, or one seat's), with runs of one
 * action folded — consecutive lines of the same action about the same seats (`LogLine.act`, `seats`), at least
 * `FOLD_AT` of them, show as one row ("4号 弃置 … ×13") that opens to its lines.
 */
import type { LogLine } from './lines.ts';

/** Which lines the log shows: every one, those naming the viewer's seat, or those naming one seat. */
export type LogFilter =
  | { readonly by: 'all' }
  | { readonly by: 'mine' }
  | { readonly by: 'seat'; readonly seat: number };

/** The shortest run that folds. */
export const FOLD_AT = 3;

/**
 * A row of the log: one line; a folded run (`run`: its lines, the first one shown with the count); or a line of an
 * opened run (`head`: the run's first line id, on every line of it, so the first can close it).
 */
export type LogRow =
  | { readonly key: string; readonly line: LogLine; readonly head?: number; readonly runSize?: number }
  | { readonly key: string; readonly run: readonly LogLine[] };

/** Whether `line` passes `filter` for `viewer` (a seat, or null for a spectator). */
export function shown(line: LogLine, filter: LogFilter, viewer: number | null): boolean {
  switch (filter.by) {
    case 'all':
      return true;
    case 'mine':
      // The client's own notes are the viewer's.
      return line.quiet === true || (viewer !== null && line.seats.includes(viewer));
    case 'seat':
      return line.seats.includes(filter.seat);
  }
}

/** Whether two lines are of one action about the same seats (a run folds them). */
function sameAction(a: LogLine, b: LogLine): boolean {
  if (a.quiet || b.quiet || a.act === '' || a.act !== b.act || a.seats.length !== b.seats.length) return false;
  for (const s of a.seats) if (!b.seats.includes(s)) return false;
  return true;
}

/**
 * The rows of `lines` under `filter`, runs folded unless opened (`open`: the ids of the first lines of opened runs).
 * Linear in the number of lines.
 */
export function rowsOf(
  lines: readonly LogLine[],
  filter: LogFilter,
  viewer: number | null,
  open: ReadonlySet<number>,
): LogRow[] {
  const seen = filter.by === 'all' ? lines : lines.filter((l) => shown(l, filter, viewer));
  const rows: LogRow[] = [];
  let i = 0;
  while (i < seen.length) {
    const first = seen[i] as LogLine;
    let j = i + 1;
    while (j < seen.length && sameAction(first, seen[j] as LogLine)) j++;
    if (j - i < FOLD_AT) {
      rows.push({ key: `l${first.id}`, line: first });
      i++;
      continue;
    }
    const run = seen.slice(i, j);
    if (open.has(first.id))
      for (const line of run) rows.push({ key: `l${line.id}`, line, head: first.id, runSize: run.length });
    else rows.push({ key: `r${first.id}`, run });
    i = j;
  }
  return rows;
}
