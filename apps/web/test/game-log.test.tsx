/**
 * The whole game log (@shaju/ui GameLog and its parts): lines numbered through the game (notes take no number), runs
 * of one action folded and opened, the filter by seat, the rows drawn for a scroll box (`windowOf`), and the words'
 * `printLines` of both games (the seats each line names, its action; `print` keeps the plain words).
 */
import { kitOf } from '@shaju/games/loaded';
import { playout } from '@shaju/runtime';
import { type EventBatch, GameLog, LogBook, rowsOf, windowOf } from '@shaju/ui';
import { type EventPrinter, markSeat, type PrintedLine } from '@shaju/words';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';

/** A printer of test events: `[seat, act, text]` triples, one line each. */
function tripletPrinter(): EventPrinter {
  const lines = (events: readonly unknown[]): PrintedLine[] =>
    events.map((e) => {
      const [seat, act, text] = e as [number, string, string];
      return { text, seats: seat < 0 ? [] : [seat], act };
    });
  return { print: (events) => lines(events).map((l) => l.text), printLines: lines };
}

const note = (k: string) => k;

/** A log row's words without its number and controls. */
function textOf(li: Element): string {
  return li.querySelector('.log-text')?.textContent ?? '';
}

test('lines are numbered through the game; a note takes no number; a replaced log is printed again', () => {
  const book = new LogBook(tripletPrinter, note);
  const log: EventBatch[] = [
    {
      seq: 0,
      events: [
        [0, 'a', 'one'],
        [1, 'b', 'two'],
      ],
    },
    { seq: 1, events: [], note: 'hello' },
    { seq: 2, events: [[2, 'c', 'three']] },
  ];
  expect(book.update(log)).toBe(true);
  expect(book.lines.map((l) => [l.n, l.text])).toEqual([
    [1, 'one'],
    [2, 'two'],
    [0, 'notes.hello'],
    [3, 'three'],
  ]);
  expect(book.update(log)).toBe(false);
  // The whole log again (a reload's history): printed from the start, the same numbers.
  const again = log.map((b) => ({ ...b }));
  book.update(again);
  expect(book.lines.filter((l) => l.n > 0).map((l) => l.n)).toEqual([1, 2, 3]);
});

test('runs of one action about the same seats fold from three lines on, and open', () => {
  const book = new LogBook(tripletPrinter, note);
  const discards = Array.from({ length: 13 }, (_, i) => [4, 'discard', `4号 弃置 ${i}`]);
  book.update([
    { seq: 0, events: [[0, 'use', 'use']] },
    ...discards.map((d, i) => ({ seq: i + 1, events: [d] })),
    {
      seq: 14,
      events: [
        [3, 'discard', '3号 弃置'],
        [3, 'discard', '3号 弃置'],
      ],
    },
  ]);
  const rows = rowsOf(book.lines, { by: 'all' }, 0, new Set());
  expect(rows).toHaveLength(4);
  const run = rows[1];
  expect(run && 'run' in run ? run.run.length : 0).toBe(13);
  // Two lines of one action stay lines.
  expect(rows.slice(2).every((r) => 'line' in r)).toBe(true);
  const first = book.lines[1]?.id ?? -1;
  const opened = rowsOf(book.lines, { by: 'all' }, 0, new Set([first]));
  expect(opened).toHaveLength(1 + 13 + 2);
  expect(opened.filter((r) => 'line' in r && r.head === first)).toHaveLength(13);
});

test('the filter: mine (the viewer’s seat and the notes), one seat', () => {
  const book = new LogBook(tripletPrinter, note);
  book.update([
    {
      seq: 0,
      events: [
        [0, 'a', 'zero'],
        [1, 'a', 'one'],
        [-1, '', 'nobody'],
      ],
    },
    { seq: 1, events: [], note: 'n' },
  ]);
  const texts = (rows: ReturnType<typeof rowsOf>) => rows.map((r) => ('line' in r ? r.line.text : '?'));
  expect(texts(rowsOf(book.lines, { by: 'mine' }, 1, new Set()))).toEqual(['one', 'notes.n']);
  expect(texts(rowsOf(book.lines, { by: 'seat', seat: 0 }, 1, new Set()))).toEqual(['zero']);
  expect(texts(rowsOf(book.lines, { by: 'mine' }, null, new Set()))).toEqual(['notes.n']);
});

test('the rows drawn: those in sight and a margin, the space of the others as padding; from the end when following', () => {
  const sizes = Array.from({ length: 1000 }, () => 20);
  const w = windowOf(sizes, 10_000, 200, false);
  expect(w.first).toBeGreaterThan(400);
  expect(w.last).toBeLessThan(560);
  expect(w.above + w.below + (w.last - w.first) * 20).toBe(20_000);
  const end = windowOf(sizes, 0, 200, true);
  expect(end.last).toBe(1000);
  expect(end.below).toBe(0);
  // No height to go by (no layout): the last rows.
  const none = windowOf(sizes, 0, 0, true, 60);
  expect([none.first, none.last]).toEqual([940, 1000]);
});

test('the panel: a folded run opens and closes; the filter shows one seat', () => {
  const log: EventBatch[] = [
    { seq: 0, events: [[0, 'x', 'first']] },
    ...Array.from({ length: 5 }, (_, i) => ({ seq: i + 1, events: [[1, 'discard', `d${i}`]] })),
  ];
  render(<GameLog log={log} makePrinter={tripletPrinter} seats={['A', 'B']} viewer={0} />);
  const box = screen.getByTestId('game-log');
  const items = () => [...box.querySelectorAll('li')];
  expect(items().map(textOf)).toEqual(['first', 'd0']);
  expect(items()[1]?.getAttribute('data-run')).toBe('5');
  fireEvent.click(items()[1]?.querySelector('button') as Element);
  expect(items().map(textOf)).toEqual(['first', 'd0', 'd1', 'd2', 'd3', 'd4']);
  expect(items().map((li) => li.getAttribute('data-n'))).toEqual(['1', '2', '3', '4', '5', '6']);
  fireEvent.click(items()[1]?.querySelector('button') as Element);
  expect(items()).toHaveLength(2);
  fireEvent.change(screen.getByTestId('log-filter'), { target: { value: '0' } });
  expect(items().map(textOf)).toEqual(['first']);
  expect(box.getAttribute('data-lines')).toBe('6');
});

test('both games’ printers: printLines names the seats of each line and its action; print keeps the plain words', async () => {
  for (const id of ['paopaosha', 'shajisifu']) {
    const kit = await kitOf(id);
    const m = kit.module;
    const config = kit.config({ players: 5 });
    const events: unknown[] = [];
    const state = m.setup(config, 7, events);
    const batches: unknown[][] = [];
    const take = () => {
      const seen = events.splice(0).map((e) => m.redactEvent(e, 0));
      const kept = seen.filter((e) => e !== null);
      if (kept.length > 0) batches.push(kept);
    };
    take();
    const bots = Array.from({ length: 5 }, (_, seat) => kit.makeBot('random', seat));
    playout(m, state, bots, { events, onStep: take, record: false });
    const a = kit.renderer.events(0, { lang: 'zh' });
    const b = kit.renderer.events(0, { lang: 'zh' });
    let named = 0;
    for (const events of batches) {
      const plain = a.print(events);
      const lines = b.printLines?.(events) ?? [];
      expect(lines.map((l) => l.text)).toEqual(plain);
      for (const l of lines) {
        expect(l.text).not.toMatch(/[\ue000-\ue0ff]/);
        if (l.seats.length > 0) named++;
      }
    }
    expect(named).toBeGreaterThan(10);
    expect(markSeat('3号', 3)).not.toBe('3号');
  }
});

test('a timed-out step is said at the end of its last line, naming the seat and the answer', () => {
  const log: EventBatch[] = [
    { seq: 1, events: [[0, 'x', 'zero plays']] },
    { seq: 4, events: [[1, 'discard', 'one discards a b c']], timeout: { seat: 1, answer: 'leastUseful' } },
    { seq: 5, events: [], timeout: { seat: 0, answer: 'decline' } },
  ];
  render(<GameLog log={log} makePrinter={tripletPrinter} seats={['你', '1号 Bo']} viewer={0} />);
  const notes = [...screen.getByTestId('game-log').querySelectorAll('.log-timeout')].map((e) => e.textContent);
  expect(notes).toEqual([' （1号 Bo 超时：自动弃置了估值最低的牌）', ' （你 超时：视为放弃）']);
});
