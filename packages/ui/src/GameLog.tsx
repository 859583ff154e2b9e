/**
 * The game log in words: every event batch printed through the game's `EventPrinter` (@shaju/words), as the viewer
 * may see it, newest at the bottom (auto-scrolled). The printer keeps context between batches, so the batches are fed
 * once each, in order; a language switch (a new `makePrinter`) prints the whole log again.
 */
import type { EventPrinter } from '@shaju/words';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, useLang } from './i18n.ts';
import { listOf } from './punct.ts';
import { UI_NS } from './strings.ts';
import type { EventBatch } from './types.ts';

/**
 * A printed line: the game's words, or a quiet note of the client. `passes`: requests auto-pass answered right after
 * this line (the line that asked them: a 杀 at this player, a trick's 无懈可击 window), said at its end rather than as
 * lines of their own, with what they answered (`passedOn`: the game's names of those requests, each once) — a line
 * is not always the one that asked (a turn's first line before a judgement's 无懈可击 window).
 */
interface Line {
  /** The line's number since the log was (re)printed: its identity in the list. */
  readonly id: number;
  readonly text: string;
  readonly quiet?: true;
  readonly passes?: number;
  readonly passedOn?: readonly string[];
}

interface Printed {
  mk: () => EventPrinter;
  t: (key: string) => string;
  printer: EventPrinter;
  /** The first batch printed: another one means the log was replaced (the whole log on joining) or cut. */
  first: EventBatch | undefined;
  upTo: number;
  lines: Line[];
  /** The id of the next line. */
  next: number;
}

/**
 * Adds a client's note: an auto-pass is said at the end of the game's line before it (the one that asked), counted
 * when several follow it; any other note, or one with no game line before it, is a quiet line of its own.
 */
function addNote(c: Printed, b: EventBatch & { note: string }, t: (key: string) => string): void {
  const lines = c.lines;
  const last = lines[lines.length - 1];
  if (b.note === 'autoPassed' && last && !last.quiet) {
    const name = b.about === undefined ? null : (c.printer.askName?.(b.about) ?? null);
    const on = last.passedOn ?? [];
    const passedOn = name === null || on.includes(name) ? on : [...on, name];
    lines[lines.length - 1] = { ...last, passes: (last.passes ?? 0) + 1, passedOn };
    return;
  }
  lines.push({ id: c.next++, text: t(`notes.${b.note}`), quiet: true });
}

/** What a line says of the auto-passes after it: how many, and on what when the game names it. */
function passedText(l: Line, lang: Lang, t: (key: string, o?: Record<string, unknown>) => string): string {
  const n = l.passes ?? 0;
  const what = l.passedOn && l.passedOn.length > 0 ? listOf(lang, l.passedOn) : null;
  if (what === null) return n === 1 ? t('notes.autoPassedOn') : t('notes.autoPassedOnMany', { n });
  return n === 1 ? t('notes.autoPassedAbout', { what }) : t('notes.autoPassedAboutMany', { what, n });
}

/** Lines shown at most (older ones are dropped from the page, not from the game). */
const SHOWN = 400;

/**
 * The log panel. `makePrinter` must be stable for a viewer and language (memoise it); the panel renders again only
 * when the log or the printer changes, not with every render of its table.
 */
export const GameLog = memo(function GameLog({
  log,
  makePrinter,
}: {
  log: readonly EventBatch[];
  makePrinter: () => EventPrinter;
}) {
  const { t } = useTranslation(UI_NS);
  const lang = useLang();
  const cache = useRef<Printed | null>(null);
  const lines = useMemo(() => {
    let c = cache.current;
    if (!c || c.mk !== makePrinter || c.t !== t) {
      c = { mk: makePrinter, t, printer: makePrinter(), first: log[0], upTo: 0, lines: [], next: 0 };
      cache.current = c;
    }
    if (log.length < c.upTo || log[0] !== c.first) {
      // The log was cut (a session keeps a bounded log) or replaced: print it again.
      c.printer = makePrinter();
      c.first = log[0];
      c.upTo = 0;
      c.lines = [];
      c.next = 0;
    }
    for (let i = c.upTo; i < log.length; i++) {
      const b = log[i];
      if (b?.note) addNote(c, b as EventBatch & { note: string }, t);
      else if (b) for (const text of c.printer.print(b.events)) c.lines.push({ id: c.next++, text });
    }
    c.upTo = log.length;
    if (c.lines.length > SHOWN * 2) c.lines = c.lines.slice(-SHOWN);
    return c.lines.slice(-SHOWN);
  }, [log, makePrinter, t]);
  const list = useRef<HTMLOListElement | null>(null);
  const count = lines.length;
  useEffect(() => {
    // Keep the newest line in sight, inside the log's own scroll box (never scroll the page). At the next frame:
    // reading the height here would lay the page out at once, in the middle of the table's update.
    const el = list.current;
    if (!el || count === 0) return;
    const id = requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(id);
  }, [count]);
  return (
    <section className="game-log" aria-label={t('log')} data-testid="game-log">
      <h3>{t('log')}</h3>
      {/* A scroll box: focusable so that keyboard users can scroll it (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ol aria-live="polite" ref={list} tabIndex={0}>
        {lines.map((l) => (
          <li
            key={l.id}
            className={l.quiet ? 'log-quiet' : undefined}
            data-quiet={l.quiet ? '' : undefined}
            data-auto-passed={l.passes}
          >
            {l.text}
            {l.passes ? <span className="log-passed"> {passedText(l, lang, t)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
});
