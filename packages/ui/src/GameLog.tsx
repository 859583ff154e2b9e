/**
 * The game log in words: every event batch printed through the game's `EventPrinter` (@shaju/words), as the viewer
 * may see it — the whole game, however long, newest at the bottom (kept in sight while the reader is at the end).
 * Lines are numbered through the game (the same numbers after a reload: the client's own notes take none); runs of
 * one action fold into one row that opens (log/rows.ts); a filter shows every line, the viewer's own, or one seat's.
 * Only the rows in sight are drawn (log/VirtualList.tsx), so a new line costs one row whatever the log's length.
 *
 * The printer keeps context between batches, so the batches are fed once each, in order (log/lines.ts); a language
 * switch (a new `makePrinter`) prints the whole log again.
 */
import type { EventPrinter } from '@shaju/words';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, useLang } from './i18n.ts';
import { LogBook, type LogLine } from './log/lines.ts';
import { type LogFilter, type LogRow, rowsOf } from './log/rows.ts';
import { VirtualList } from './log/VirtualList.tsx';
import { listOf } from './punct.ts';
import { UI_NS } from './strings.ts';
import type { EventBatch } from './types.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import './log/log.css';

type T = (key: string, o?: Record<string, unknown>) => string;

/** What a line says of the auto-passes after it: how many, and on what when the game names it. */
function passedText(l: LogLine, lang: Lang, t: T): string {
  const n = l.passes ?? 0;
  const what = l.passedOn && l.passedOn.length > 0 ? listOf(lang, l.passedOn) : null;
  if (what === null) return n === 1 ? t('notes.autoPassedOn') : t('notes.autoPassedOnMany', { n });
  return n === 1 ? t('notes.autoPassedAbout', { what }) : t('notes.autoPassedAboutMany', { what, n });
}

/** One line's words: its number (none for a note), its text, the auto-passes after it, a timeout's answer. */
function LineText({ l, lang, t, seats }: { l: LogLine; lang: Lang; t: T; seats: readonly string[] }) {
  const to = l.timedOut;
  return (
    <>
      {l.n > 0 && <span className="log-n">{l.n}</span>}
      <span className="log-text">{l.text}</span>
      {l.passes ? <span className="log-passed"> {passedText(l, lang, t)}</span> : null}
      {to ? (
        <span className="log-passed log-timeout" data-timeout={to.answer}>
          {' '}
          {t(`notes.timedOut.${to.answer}`, { who: seats[to.seat] ?? `#${to.seat}` })}
        </span>
      ) : null}
    </>
  );
}

/** One row of the log (a line, a folded run, or a line of an opened run); memoised, so a new line draws one row. */
const Row = memo(function Row({
  row,
  vkey,
  lang,
  t,
  toggle,
  seats,
}: {
  row: LogRow;
  vkey: string;
  lang: Lang;
  t: T;
  toggle: (id: number) => void;
  seats: readonly string[];
}) {
  if ('run' in row) {
    const first = row.run[0] as LogLine;
    const last = row.run[row.run.length - 1] as LogLine;
    return (
      <li className="log-run" data-vkey={vkey} data-n={first.n} data-run={row.run.length}>
        <span className="log-n">{first.n}</span>
        <span className="log-text">{first.text}</span>{' '}
        <button type="button" className="log-fold" aria-expanded={false} onClick={() => toggle(first.id)}>
          {t('logRun', { n: row.run.length })}
          <VisuallyHidden>{t('logRunLines', { from: first.n, to: last.n })}</VisuallyHidden>
        </button>
      </li>
    );
  }
  const l = row.line;
  const head = row.head === l.id;
  return (
    <li
      className={`${l.quiet ? 'log-quiet' : ''}${row.head !== undefined ? ' log-opened' : ''}`}
      data-vkey={vkey}
      data-n={l.n || undefined}
      data-quiet={l.quiet ? '' : undefined}
      data-auto-passed={l.passes}
    >
      <LineText l={l} lang={lang} t={t} seats={seats} />
      {head && (
        <>
          {' '}
          <button type="button" className="log-fold" aria-expanded={true} onClick={() => toggle(l.id)}>
            {t('logRunClose', { n: row.runSize })}
          </button>
        </>
      )}
    </li>
  );
});

/** The filter's choices: every line, the viewer's (for a seated viewer), each seat's. */
function FilterSelect({
  value,
  onChange,
  seats,
  viewer,
  t,
}: {
  value: string;
  onChange: (v: string) => void;
  seats: readonly string[];
  viewer: number | null;
  t: T;
}) {
  return (
    <label className="log-filter">
      <span>{t('logShow')}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="log-filter">
        <option value="all">{t('logAll')}</option>
        {viewer !== null && <option value="mine">{t('logMine')}</option>}
        {seats.map((name, s) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one option per seat, in seat order
          <option key={s} value={String(s)}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filter a select value stands for. */
function filterOf(v: string): LogFilter {
  if (v === 'all' || v === 'mine') return { by: v };
  return { by: 'seat', seat: Number(v) };
}

/**
 * The log panel. `makePrinter` must be stable for a viewer and language (memoise it); the panel renders again only
 * when the log, the printer or its props change, not with every render of its table. `seats`: each seat's name in
 * the filter (seat order; empty: no seat filter); `viewer`: the viewer's seat (null for a spectator: no "mine").
 */
export const GameLog = memo(function GameLog({
  log,
  makePrinter,
  seats = [],
  viewer = null,
}: {
  log: readonly EventBatch[];
  makePrinter: () => EventPrinter;
  seats?: readonly string[];
  viewer?: number | null;
}) {
  const { t } = useTranslation(UI_NS);
  const lang = useLang();
  const book = useRef<LogBook | null>(null);
  if (!book.current || book.current.makePrinter !== makePrinter || book.current.note !== t) {
    book.current = new LogBook(makePrinter, t);
  }
  const b = book.current;
  b.update(log);
  const version = b.version;
  const [filter, setFilter] = useState('all');
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number) => {
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the book's lines, changed in place
  const rows = useMemo(() => rowsOf(b.lines, filterOf(filter), viewer, open), [b, version, filter, viewer, open]);
  const last = b.lines.findLast((l) => !l.quiet);
  return (
    <section className="game-log" aria-label={t('log')} data-testid="game-log" data-lines={last?.n ?? 0}>
      <div className="log-head">
        <h3>{t('log')}</h3>
        <FilterSelect value={filter} onChange={setFilter} seats={seats} viewer={viewer} t={t} />
      </div>
      <VirtualList
        rows={rows}
        keyOf={(r) => r.key}
        render={(r, key) => <Row key={key} row={r} vkey={key} lang={lang} t={t} toggle={toggle} seats={seats} />}
        estimate={20}
        follow={true}
        className="log-box"
        listClass="log-list"
        testId="log-box"
      />
      {/* The newest line, said by a screen reader as it comes (the list itself is not live: scrolling adds rows). */}
      <div className="visually-hidden" aria-live="polite">
        {last?.text}
      </div>
    </section>
  );
});
