/**
 * The numbers of a terminal menu and how an answer picks from it, for `shaju play` and `shaju connect` alike.
 *
 * Numbers stay with their choices: a request of the same kind for the same seat (the next card of a play phase, the
 * next card of a discard) numbers a choice it showed before with the number it had, and a new choice with the next
 * free number, so a number read on the last menu still means the same choice (pressing 9 for 炒锅 no longer equips
 * what moved up to 9). The numbers start over when the decline (0: end, pass) is chosen, or when the menu shares too
 * little with the one before it (another question, a new hand).
 *
 * A request that takes several cards one at a time (a discard of 4: the game's words say so, `GameRenderer.picks`)
 * takes several numbers in one answer — `2 4 5`, `2-5`, `2,4` — and the cards after the first are answered for the
 * person as their requests come (`PickQueue`), each the choice of the same words on the new menu; the queue stops at
 * any other question.
 */
import type { MenuItem } from '@shaju/words';

/** A numbered choice of a menu. */
export interface Row {
  readonly n: number;
  readonly item: MenuItem;
}

/** A menu with its numbers (see the module comment). */
export interface Numbered {
  /** The numbered choices, by number (there may be gaps). */
  readonly rows: readonly Row[];
  /** The decline, numbered 0, or null. */
  readonly decline: MenuItem | null;
  /** The highest number. */
  readonly max: number;
  /** How many choices one answer may take (1: one; more: a request of several cards, one at a time). */
  readonly picks: number;
}

/** A menu whose numbers are not kept (a sub-menu, a one-off question): 1…n, the decline 0. */
export function plainNumbers(items: readonly MenuItem[], picks = 1): Numbered {
  const last = items[items.length - 1];
  const decline = last?.decline === true ? last : null;
  const numbered = decline ? items.slice(0, -1) : items;
  const rows = numbered.map((item, i) => ({ n: i + 1, item }));
  return { rows, decline, max: rows.length, picks: Math.max(1, Math.min(picks, rows.length)) };
}

/** Keeps each request key's numbers from one menu to the next (see the module comment). */
export class MenuNumbers {
  private readonly memory = new Map<string, Map<string, number>>();

  /** Numbers `items` for requests of `key` (e.g. `seat:kind`), keeping the numbers its last menu gave. */
  number(key: string, items: readonly MenuItem[], picks = 1): Numbered {
    const plain = plainNumbers(items, picks);
    const old = this.memory.get(key);
    const kept = old ? plain.rows.filter((r) => old.has(r.item.label)).length : 0;
    // Another question, or a new hand: less than half of the choices were there before.
    const known = old && kept * 2 >= plain.rows.length ? old : new Map<string, number>();
    let next = 1;
    for (const n of known.values()) next = Math.max(next, n + 1);
    const mem = new Map<string, number>();
    const rows: Row[] = [];
    for (const r of plain.rows) {
      let n = known.get(r.item.label);
      if (n === undefined) n = next++;
      mem.set(r.item.label, n);
      rows.push({ n, item: r.item });
    }
    rows.sort((a, b) => a.n - b.n);
    // Forgotten choices keep their numbers out of use while the menu lasts.
    for (const [label, n] of known) if (!mem.has(label)) mem.set(label, n);
    this.memory.set(key, mem);
    const max = rows.reduce((m, r) => Math.max(m, r.n), 0);
    return { rows, decline: plain.decline, max, picks: plain.picks };
  }

  /** The numbers of `key` start over at its next menu (its decline was chosen). */
  forget(key: string): void {
    this.memory.delete(key);
  }
}

/** What an answer to a numbered menu says. */
export type Answer =
  | { readonly t: 'pick'; readonly items: readonly MenuItem[] }
  | { readonly t: 'decline'; readonly item: MenuItem }
  | { readonly t: 'empty' }
  | { readonly t: 'notNumber' }
  | { readonly t: 'noSuch'; readonly n: string }
  /** More numbers than the request takes (`picks`), or one number twice. */
  | { readonly t: 'tooMany'; readonly picks: number };

/** Numbers above this are read as "no such number" without being expanded (a range `1-999999999`). */
const MAX_NUMBER = 999;

/**
 * Reads an answer (already `normalizeAnswer`ed: full-width digits and commas are plain) to `menu`: numbers separated
 * by spaces, commas or 、, and ranges `a-b` (also `a–b`, `a~b`); 0 alone takes the decline. A request of several
 * cards takes 1 to `picks` distinct numbers; any other takes one.
 */
export function readAnswer(t: string, menu: Numbered): Answer {
  if (t === '') return { t: 'empty' };
  const tokens = t.split(/[\s,、]+/).filter((x) => x !== '');
  const ns: number[] = [];
  for (const tok of tokens) {
    const m = /^(\d+)(?:\s*[-–~]\s*(\d+))?$/.exec(tok);
    if (!m) return { t: 'notNumber' };
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (a > MAX_NUMBER || b > MAX_NUMBER) return { t: 'noSuch', n: tok };
    for (let n = Math.min(a, b); n <= Math.max(a, b); n++) ns.push(n);
  }
  if (ns.length === 1 && ns[0] === 0) {
    if (menu.decline) return { t: 'decline', item: menu.decline };
    return { t: 'noSuch', n: '0' };
  }
  if (ns.length > menu.picks || new Set(ns).size !== ns.length) return { t: 'tooMany', picks: menu.picks };
  const items: MenuItem[] = [];
  for (const n of ns) {
    const row = menu.rows.find((r) => r.n === n);
    if (!row) return { t: 'noSuch', n: String(n) };
    items.push(row.item);
  }
  return { t: 'pick', items };
}

/**
 * The cards still to answer of a several-card pick: for the seat and request kind (`key`) they were picked at, the
 * words of each choice, in the order typed.
 */
export class PickQueue {
  private key: string | null = null;
  private labels: string[] = [];

  /** Keeps the choices after the first of a pick for the next requests of `key`. */
  keep(key: string, rest: readonly MenuItem[]): void {
    this.key = rest.length > 0 ? key : null;
    this.labels = rest.map((i) => i.label);
  }

  /**
   * The next picked choice when a request of `key` offers it (`items`: its menu), taken off the queue; else null, and
   * the queue is dropped (another question).
   */
  next(key: string, items: readonly MenuItem[]): MenuItem | null {
    if (this.key === null) return null;
    const label = this.labels[0];
    const item = this.key === key && label !== undefined ? items.find((i) => i.label === label && !i.sub) : undefined;
    if (!item) {
      this.drop();
      return null;
    }
    this.labels.shift();
    if (this.labels.length === 0) this.key = null;
    return item;
  }

  /** Whether cards of a pick are still to answer for requests of `key`. */
  waitsFor(key: string): boolean {
    return this.key === key;
  }

  /** Drops what is queued. */
  drop(): void {
    this.key = null;
    this.labels = [];
  }
}
