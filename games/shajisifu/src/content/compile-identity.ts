/**
 * Compiles 杀机四伏's identity entries (docs/content.md; schema/identity.ts) once, at load, to the tables the rules read
 * (rules/victory.ts): per identity-card suit, the identity's names, its win conditions as flat conjunctions of coded
 * tests (`Atom`, run by `holds`) in the order the engine reports them, the condition by which it joins someone else's
 * victory (♥ B, S-V2), and what a quick screen asks while nobody has died or killed. Nothing here reads JSON while a
 * game runs.
 *
 * The entries are trusted here (the seed's are checked against the schema by content/content.test.ts; a pack's by
 * `checkEntries` where it comes in): the schema is imported for its types only (rules-never-load-the-schema).
 */
import { CLUB, DIAMOND, HEART, JOKER, SPADE, suitOf } from '../cards.ts';
import { CONFIG_BOUNDS, OPTION_SPECS, type OptionId, type WinCondition } from '../config.ts';
import { opt, type ShajisifuRules, WIN_BIT } from '../settings.ts';
import type { PlayerState, ShajisifuState } from '../state.ts';
import type { IdentityEntryT, NumT, WinConditionT, WinTestT } from './schema/identity.ts';

/** An entry that cannot be compiled (an unknown option, a suit with two identities…), naming the entry. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
}

/** A compiled win condition. */
export interface CompiledWin {
  readonly id: WinCondition;
  /** Its bit in `ShajisifuRules.winBits` (its option `win.<id>`). */
  readonly bit: number;
  /** Whether it holds only for a seat alive (`alive` in its test, taken out of `test`). */
  readonly alive: boolean;
  /** The rest of the conjunction that makes it hold (`holds`); empty for a joining condition. */
  readonly test: readonly Atom[];
  /** The rest when it is one test (the common case: `atomHolds` without the loop), else null. */
  readonly one: Atom | null;
}

/** An identity as the rules and the words read it. */
export interface CompiledIdentity {
  readonly id: string;
  /** The identity card's suit index (cards.ts: SPADE … JOKER). */
  readonly suit: number;
  readonly name: { readonly zh: string; readonly en: string };
  readonly text: { readonly zh: string; readonly en: string };
  /** The win conditions the engine checks, in the entry's order (without `joins`). */
  readonly wins: readonly CompiledWin[];
  /** The condition `othersWin` (♥ B): alive, the holder joins someone else's victory; null if none. */
  readonly joins: CompiledWin | null;
  /**
   * What is left to ask of its conditions in a quiet state (every seat alive, nobody has killed: most victory checks,
   * before the first death); null: none can hold there.
   */
  readonly quiet: Quiet | null;
  /** Every win condition of the entry in its order, with its words (results, reports, the table). */
  readonly conditions: readonly WinConditionT[];
}

/**
 * What the quick screen asks of an identity's conditions in a quiet state: the two common shapes as fields, so the
 * screen reads them inline (a hand size, every identity public), and any other conjunction for `holds`.
 */
export interface Quiet {
  /** A `handAtLeast` test alone (♦ A), or null. */
  readonly hand: Atom | null;
  /** Whether an `allPublic` test alone (♠ B) may hold: the screen checks once for the whole table. */
  readonly allPublic: boolean;
  /** The other conjunctions left, or null. */
  readonly other: readonly (readonly Atom[])[] | null;
}

/** The compiled identities: by suit index, and in the manifest's order. */
export interface IdentityTable {
  readonly bySuit: readonly CompiledIdentity[];
  readonly list: readonly CompiledIdentity[];
}

const SUIT_INDEX: Readonly<Record<IdentityEntryT['suit'], number>> = {
  S: SPADE,
  H: HEART,
  C: CLUB,
  D: DIAMOND,
  joker: JOKER,
};

/**
 * A compiled test: one step of a conjunction (a win condition's `all`, flattened), a small object of one shape with
 * an operation code, its number and its inner conjunction. `holds` runs a conjunction with a switch over the codes, in
 * time linear in its size: no JSON is read, and no closure is called per seat (a victory check runs for every seat
 * after every attack that the quick screen lets through, docs/performance.md).
 */
export interface Atom {
  readonly op: number;
  /** The number of `handAtLeast` / `aliveAtMost` (a literal), or the range of `deathOrder`, or the suits' mask. */
  readonly n: number;
  readonly max: number;
  /** The integer option the number reads (`ShajisifuRules` field or catalogue id), or null for a literal. */
  readonly option: string | null;
  /** `killed`: the test of the seat killed. */
  readonly inner: readonly Atom[] | null;
}

const ALIVE = 0;
const HAND_AT_LEAST = 1;
const ALIVE_AT_MOST = 2;
const NEIGHBOURS_DEAD = 3;
const ALL_PUBLIC = 4;
const DEATH_ORDER = 5;
const KILLED = 6;
const IDENTITY = 7;
const PUBLIC_AT_DEATH = 8;

/** The options `ShajisifuRules` holds as fields (read without a look-up in the configuration). */
const RULE_FIELDS: ReadonlySet<string> = new Set(['startHand', 'deathTotal', 'sameValueCount', 'diamondHand']);

/** The number `a` reads from an option (`a.option`), under the rules of `s`. */
function numOf(a: Atom, s: ShajisifuState, rules: ShajisifuRules): number {
  const o = a.option as string;
  if (o === 'diamondHand') return rules.diamondHand;
  if (RULE_FIELDS.has(o)) return rules[o as 'startHand' | 'deathTotal' | 'sameValueCount'];
  return opt(s.config, o as OptionId) as number;
}

/**
 * Whether every test of `conj` holds for seat `seat` (its player `p`) now; `alive` is the number of players alive.
 * Pure. Small functions (a loop here, one test in `atomHolds`, `killed` in `killedAny`) so that the engine inlines them.
 */
export function holds(
  conj: readonly Atom[],
  s: ShajisifuState,
  seat: number,
  p: PlayerState,
  alive: number,
  rules: ShajisifuRules,
): boolean {
  for (let i = 0; i < conj.length; i++) if (!atomHolds(conj[i] as Atom, s, seat, p, alive, rules)) return false;
  return true;
}

/**
 * Whether the test `a` holds for seat `seat` (its player `p`) now. The cases are the codes' numbers, not their
 * constants: a module constant is a load (and a check) per case on the hot path.
 */
export function atomHolds(
  a: Atom,
  s: ShajisifuState,
  seat: number,
  p: PlayerState,
  alive: number,
  rules: ShajisifuRules,
) {
  switch (a.op) {
    case 0: // ALIVE
      return p.alive;
    case 1: // HAND_AT_LEAST
      return p.hand.length >= (a.option === null ? a.n : numOf(a, s, rules));
    case 2: // ALIVE_AT_MOST
      return alive <= (a.option === null ? a.n : numOf(a, s, rules));
    case 3: {
      // NEIGHBOURS_DEAD
      const n = s.players.length;
      const left = s.players[seat === 0 ? n - 1 : seat - 1] as PlayerState;
      const right = s.players[seat + 1 === n ? 0 : seat + 1] as PlayerState;
      return !left.alive && !right.alive;
    }
    case 4: {
      // ALL_PUBLIC
      const players = s.players;
      for (let k = 0; k < players.length; k++) if (!(players[k] as PlayerState).revealed) return false;
      return true;
    }
    case 5: // DEATH_ORDER
      return p.deathOrder >= a.n && p.deathOrder <= a.max;
    case 6: // KILLED
      return p.kills.length > 0 && killedAny(a.inner as readonly Atom[], s, p.kills, alive, rules);
    case 7: // IDENTITY
      return (a.n & (1 << suitOf(p.identity))) !== 0;
    case 8: // PUBLIC_AT_DEATH
      return p.publicAtDeath;
  }
  return false;
}

/** Whether one of the seats in `kills` passes `inner`. */
function killedAny(
  inner: readonly Atom[],
  s: ShajisifuState,
  kills: readonly number[],
  alive: number,
  rules: ShajisifuRules,
): boolean {
  for (let k = 0; k < kills.length; k++) {
    const v = kills[k] as number;
    if (holds(inner, s, v, s.players[v] as PlayerState, alive, rules)) return true;
  }
  return false;
}

/** One atom (every field present: one object shape). */
function atom(op: number, n = 0, max = 0, option: string | null = null, inner: readonly Atom[] | null = null): Atom {
  return Object.freeze({ op, n, max, option, inner });
}

/** What the compiler knows besides a test: the identity ids' suits, and where it is (for errors). */
interface Ctx {
  readonly suits: ReadonlyMap<string, number>;
  readonly where: string;
}

/** A number's atom fields: a literal, or an integer option of the catalogue. */
function numFields(n: NumT, ctx: Ctx): { n: number; option: string | null } {
  if (typeof n === 'number') return { n, option: null };
  const spec = OPTION_SPECS.get(n.option);
  if (spec?.type !== 'int')
    throw new ContentError(`${ctx.where}: ${n.option} is not an integer option of the catalogue`);
  return { n: 0, option: n.option };
}

/** Compiles a test (`WinTest`) into `out`, a conjunction (`all` flattened); `depth` bounds the nesting. */
function compileTest(t: WinTestT, ctx: Ctx, out: Atom[], depth = 0): void {
  if (depth > 8) throw new ContentError(`${ctx.where}: tests nested deeper than 8`);
  switch (t.is) {
    case 'alive':
      out.push(atom(ALIVE));
      return;
    case 'handAtLeast':
    case 'aliveAtMost': {
      const { n, option } = numFields(t.count, ctx);
      out.push(atom(t.is === 'handAtLeast' ? HAND_AT_LEAST : ALIVE_AT_MOST, n, 0, option));
      return;
    }
    case 'neighboursDead':
      out.push(atom(NEIGHBOURS_DEAD));
      return;
    case 'allPublic':
      out.push(atom(ALL_PUBLIC));
      return;
    case 'deathOrder':
      out.push(atom(DEATH_ORDER, t.min ?? 0, t.max ?? Number.MAX_SAFE_INTEGER));
      return;
    case 'killed': {
      const inner: Atom[] = [];
      compileTest(t.test, ctx, inner, depth + 1);
      out.push(atom(KILLED, 0, 0, null, Object.freeze(inner)));
      return;
    }
    case 'identity': {
      let mask = 0;
      for (const id of t.ids) {
        const suit = ctx.suits.get(id);
        if (suit === undefined) throw new ContentError(`${ctx.where}: no identity ${id}`);
        mask |= 1 << suit;
      }
      out.push(atom(IDENTITY, mask));
      return;
    }
    case 'publicAtDeath':
      out.push(atom(PUBLIC_AT_DEATH));
      return;
    case 'all':
      for (const x of t.tests) compileTest(x, ctx, out, depth + 1);
      return;
  }
}

/**
 * The part of a conjunction still to ask in a *quiet* state (every seat alive, nobody has killed — so no death order,
 * no seat killed, nobody public at death, every neighbour alive), or null when it cannot hold there. The fewest seats a
 * table has (`CONFIG_BOUNDS.players`) decides `aliveAtMost` with a literal count. `holds` runs what is left with
 * `alive` the number of seats.
 */
function quietPart(conj: readonly Atom[]): Atom[] | null {
  const left: Atom[] = [];
  for (const a of conj) {
    switch (a.op) {
      case ALIVE:
        break;
      case ALIVE_AT_MOST:
        if (a.option === null && a.n < CONFIG_BOUNDS.players[0]) return null;
        left.push(a);
        break;
      case NEIGHBOURS_DEAD:
      case KILLED:
      case PUBLIC_AT_DEATH:
        return null;
      case DEATH_ORDER:
        if (a.n > 0) return null;
        break;
      default:
        left.push(a);
    }
  }
  return left;
}

/** The screen's record of an identity's quiet conjunctions (see `Quiet`), or null when there is none. */
function quietOf(conjs: readonly (readonly Atom[])[]): Quiet | null {
  if (conjs.length === 0) return null;
  let hand: Atom | null = null;
  let allPublic = false;
  const other: (readonly Atom[])[] = [];
  for (const c of conjs) {
    const only = c.length === 1 ? (c[0] as Atom) : null;
    if (only?.op === HAND_AT_LEAST && hand === null) hand = only;
    else if (only?.op === ALL_PUBLIC) allPublic = true;
    else other.push(c);
  }
  return Object.freeze({ hand, allPublic, other: other.length > 0 ? Object.freeze(other) : null });
}

/** The number of a `handAtLeast` or `aliveAtMost` test under the rules of `s`. */
export function numberOf(a: Atom, s: ShajisifuState, rules: ShajisifuRules): number {
  return a.option === null ? a.n : numOf(a, s, rules);
}

/** The bit of condition `id` (its option `win.<id>` must exist). */
function bitOf(id: string, where: string): number {
  const bit = (WIN_BIT as Record<string, number>)[id];
  if (bit === undefined)
    throw new ContentError(`${where}: win condition ${id} has no option win.${id} (shaju options shajisifu)`);
  return bit;
}

/** Compiles one identity; `suits` gives every identity id's suit. */
function compileIdentity(e: IdentityEntryT, suits: ReadonlyMap<string, number>): CompiledIdentity {
  const wins: CompiledWin[] = [];
  let joins: CompiledWin | null = null;
  const quiet: (readonly Atom[])[] = [];
  for (const c of e.wins) {
    const ctx: Ctx = { suits, where: `identity ${e.id}, condition ${c.id}` };
    const bit = bitOf(c.id, ctx.where);
    const id = c.id as WinCondition;
    if (c.when.is === 'othersWin') {
      if (joins) throw new ContentError(`${ctx.where}: a second othersWin`);
      joins = Object.freeze({ id, bit, alive: true, test: Object.freeze([]), one: null });
      continue;
    }
    const test: Atom[] = [];
    compileTest(c.when as WinTestT, ctx, test);
    const rest = test.filter((a) => a.op !== ALIVE);
    const alive = rest.length < test.length;
    wins.push(
      Object.freeze({ id, bit, alive, test: Object.freeze(rest), one: rest.length === 1 ? (rest[0] as Atom) : null }),
    );
    const q = quietPart(test);
    if (q !== null) quiet.push(Object.freeze(q));
  }
  return Object.freeze({
    id: e.id,
    suit: SUIT_INDEX[e.suit],
    name: Object.freeze({ ...e.name }),
    text: Object.freeze({ ...e.text }),
    wins: Object.freeze(wins),
    joins,
    quiet: quietOf(quiet),
    conditions: Object.freeze(e.wins.slice()),
  });
}

/**
 * Compiles the identities of a manifest: exactly one per suit of the identity card (♠ ♥ ♣ ♦ 王, S-S2), each id once.
 * Throws `ContentError` naming the entry otherwise.
 */
export function compileIdentities(entries: readonly IdentityEntryT[]): IdentityTable {
  const suits = new Map<string, number>();
  const bySuit: (CompiledIdentity | undefined)[] = [undefined, undefined, undefined, undefined, undefined];
  for (const e of entries) {
    if (suits.has(e.id)) throw new ContentError(`identity ${e.id}: listed twice`);
    suits.set(e.id, SUIT_INDEX[e.suit]);
  }
  const list = entries.map((e) => compileIdentity(e, suits));
  for (const c of list) {
    if (bySuit[c.suit]) throw new ContentError(`identity ${c.id}: suit ${c.suit} already has ${bySuit[c.suit]?.id}`);
    bySuit[c.suit] = c;
  }
  const missing = bySuit.indexOf(undefined);
  if (missing >= 0) throw new ContentError(`no identity for the identity cards of suit ${missing} (S-S2)`);
  return Object.freeze({ bySuit: Object.freeze(bySuit as CompiledIdentity[]), list: Object.freeze(list) });
}
