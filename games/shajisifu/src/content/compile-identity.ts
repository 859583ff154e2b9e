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
  /** The conjunction that makes it hold (`holds`); empty for a joining condition. */
  readonly test: readonly Atom[];
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
   * before the first death), one conjunction per condition that may hold there; null: none can.
   */
  readonly quiet: readonly (readonly Atom[])[] | null;
  /** Every win condition of the entry in its order, with its words (results, reports, the table). */
  readonly conditions: readonly WinConditionT[];
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

/** The number of `a`: its literal, or its option's value under the rules of `s`. */
function numOf(a: Atom, s: ShajisifuState, rules: ShajisifuRules): number {
  const o = a.option;
  if (o === null) return a.n;
  if (o === 'diamondHand') return rules.diamondHand;
  if (RULE_FIELDS.has(o)) return rules[o as 'startHand' | 'deathTotal' | 'sameValueCount'];
  return opt(s.config, o as OptionId) as number;
}

/**
 * Whether every test of `conj` holds for seat `seat` (its player `p`) now; `alive` is the number of players alive.
 * Pure.
 */
export function holds(
  conj: readonly Atom[],
  s: ShajisifuState,
  seat: number,
  p: PlayerState,
  alive: number,
  rules: ShajisifuRules,
): boolean {
  for (let i = 0; i < conj.length; i++) {
    const a = conj[i] as Atom;
    switch (a.op) {
      case ALIVE:
        if (!p.alive) return false;
        break;
      case HAND_AT_LEAST:
        if (p.hand.length < numOf(a, s, rules)) return false;
        break;
      case ALIVE_AT_MOST:
        if (alive > numOf(a, s, rules)) return false;
        break;
      case NEIGHBOURS_DEAD: {
        const n = s.players.length;
        const left = s.players[(seat + n - 1) % n];
        const right = s.players[(seat + 1) % n];
        if (!(left && right && !left.alive && !right.alive)) return false;
        break;
      }
      case ALL_PUBLIC: {
        const players = s.players;
        for (let k = 0; k < players.length; k++) if (!(players[k] as PlayerState).revealed) return false;
        break;
      }
      case DEATH_ORDER:
        if (p.deathOrder < a.n || p.deathOrder > a.max) return false;
        break;
      case KILLED: {
        const kills = p.kills;
        const inner = a.inner as readonly Atom[];
        let any = false;
        for (let k = 0; k < kills.length && !any; k++) {
          const v = kills[k] as number;
          any = holds(inner, s, v, s.players[v] as PlayerState, alive, rules);
        }
        if (!any) return false;
        break;
      }
      case IDENTITY:
        if ((a.n & (1 << suitOf(p.identity))) === 0) return false;
        break;
      case PUBLIC_AT_DEATH:
        if (!p.publicAtDeath) return false;
        break;
    }
  }
  return true;
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
      joins = Object.freeze({ id, bit, test: Object.freeze([]) });
      continue;
    }
    const test: Atom[] = [];
    compileTest(c.when as WinTestT, ctx, test);
    wins.push(Object.freeze({ id, bit, test: Object.freeze(test) }));
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
    quiet: quiet.length > 0 ? Object.freeze(quiet) : null,
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
