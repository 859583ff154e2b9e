/**
 * A scroll box that draws only the rows in sight (and a margin around them), so that a list of thousands of rows costs
 * what its visible part costs: a new row renders one row, and a scroll renders the rows it brings in. Rows may have
 * any height: each drawn row is measured (a `ResizeObserver`, which reads sizes the browser has laid out anyway) and
 * remembered by key; rows never drawn count as `estimate`. The space of the rows not drawn is padding above and below.
 *
 * `follow`: while the box is scrolled to its end, it stays at the end as rows are added (a log). Without a laid-out
 * box (no height yet, or a DOM without layout) the last `FALLBACK` rows are drawn.
 */
import { type ReactNode, type UIEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Rows drawn when the box has no height to go by. */
const FALLBACK = 60;
/** Pixels drawn beyond each edge of the box. */
const MARGIN = 400;

/** What `VirtualList` draws. */
export interface VirtualListProps<R> {
  readonly rows: readonly R[];
  keyOf(row: R): string;
  /** One row: an element whose root carries `data-vkey={key}` (the list measures it by that). */
  render(row: R, key: string): ReactNode;
  /** The height of a row not yet measured, in pixels. */
  readonly estimate: number;
  /** Keep the end in sight while scrolled to it. */
  readonly follow: boolean;
  /** The scroll box's class; the list inside it is an `<ol>` of class `listClass`. */
  readonly className: string;
  readonly listClass: string;
  readonly testId?: string;
}

/** The window of rows to draw: from `first` to `last` (exclusive), with the padding above and below. */
interface Window {
  readonly first: number;
  readonly last: number;
  readonly above: number;
  readonly below: number;
}

/**
 * The rows to draw in a box of `height` scrolled to `top` (`atEnd`: drawn from the end, whatever `top` says, for a box
 * that follows its end). Linear in the number of rows.
 */
export function windowOf(
  sizes: readonly number[],
  top: number,
  height: number,
  atEnd: boolean,
  fallback = FALLBACK,
): Window {
  const n = sizes.length;
  let total = 0;
  for (const s of sizes) total += s;
  if (height <= 0) {
    const first = Math.max(0, n - fallback);
    let above = 0;
    for (let i = 0; i < first; i++) above += sizes[i] as number;
    return { first, last: n, above, below: 0 };
  }
  const from = (atEnd ? Math.max(0, total - height) : top) - MARGIN;
  const to = (atEnd ? total : top + height) + MARGIN;
  let first = 0;
  let y = 0;
  while (first < n && y + (sizes[first] as number) <= from) y += sizes[first++] as number;
  const above = y;
  let last = first;
  while (last < n && y < to) y += sizes[last++] as number;
  return { first, last, above, below: total - y };
}

/** The scroll box (see the module comment). */
export function VirtualList<R>(props: VirtualListProps<R>) {
  const { rows, keyOf, render, estimate, follow } = props;
  const box = useRef<HTMLDivElement | null>(null);
  const heights = useRef(new Map<string, number>());
  const [view, setView] = useState({ top: 0, height: 0 });
  const [, setMeasured] = useState(0);
  const atEnd = useRef(true);
  const frame = useRef(0);

  const keys = rows.map(keyOf);
  const sizes = keys.map((k) => heights.current.get(k) ?? estimate);
  const w = windowOf(sizes, view.top, view.height, follow && atEnd.current);

  // Measure the drawn rows as the browser lays them out; a changed height draws the window again.
  const observer = useRef<ResizeObserver | null>(null);
  const list = useRef<HTMLOListElement | null>(null);
  const watched = useRef(new Set<Element>());
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    observer.current ??= new ResizeObserver((entries) => {
      let changed = false;
      for (const e of entries) {
        const key = (e.target as HTMLElement).dataset.vkey;
        const h = e.borderBoxSize?.[0]?.blockSize ?? (e.target as HTMLElement).offsetHeight;
        if (key === undefined || h <= 0 || heights.current.get(key) === h) continue;
        heights.current.set(key, h);
        changed = true;
      }
      if (changed) setMeasured((x) => x + 1);
    });
    const ro = observer.current;
    const now = new Set<Element>(el.children);
    for (const c of watched.current) if (!now.has(c)) ro.unobserve(c);
    for (const c of now) if (!watched.current.has(c)) ro.observe(c);
    watched.current = now;
  });
  useEffect(() => () => observer.current?.disconnect(), []);

  // The box's own height, as it is laid out (and again when it changes).
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const h = entries[0]?.contentRect.height ?? 0;
      setView((v) => (v.height === h ? v : { top: el.scrollTop, height: h }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Following: after new rows, scroll to the end at the next frame (reading the height now would lay the page out in
  // the middle of the table's update).
  const count = rows.length;
  useEffect(() => {
    const el = box.current;
    if (!el || !follow || !atEnd.current || count === 0) return;
    const id = requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(id);
  }, [count, follow]);

  const onScroll = useCallback((e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      atEnd.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
      setView({ top: el.scrollTop, height: el.clientHeight });
    });
  }, []);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const drawn: ReactNode[] = [];
  for (let i = w.first; i < w.last; i++) drawn.push(render(rows[i] as R, keys[i] as string));
  return (
    // A scroll box: focusable so that keyboard users can scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className={props.className} ref={box} tabIndex={0} onScroll={onScroll} data-testid={props.testId}>
      <ol className={props.listClass} ref={list} style={{ paddingTop: w.above, paddingBottom: w.below }}>
        {drawn}
      </ol>
    </div>
  );
}
