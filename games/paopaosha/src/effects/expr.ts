/**
 * The effect library's expressions (the kernel; docs/content.md, "Expressions"): numbers, card tests and seat tests of
 * the content entries (src/content/schema/expr.ts), compiled once into closures. A compiled expression reads a state
 * (or a seat's view, `TableFacts`) and never allocates. Imports no content.
 */
import type { Rules, SeatFacts, TableFacts } from '../cards/types.ts';
import type { CardTestT, NumT, SeatTestT } from '../content/schema/expr.ts';
import { CONFIG_FIELD_SPECS } from '../data/option-specs.ts';
import { OPTION_DEFAULTS, opt, type ScalarOptionId } from '../data/option-values.ts';
import { DAMAGE_STEP } from '../rules/effects.ts';
import type { PaopaoshaState } from '../state.ts';

/** A compiled number: its value for `actor` (the seat acting) in `s`. */
export type NumFn = (s: PaopaoshaState, actor: number) => number;

/** A compiled card test: whether physical card `card` (-1: no card) passes. */
export type CardTestFn = (card: number, r: Rules) => boolean;

/**
 * A compiled seat test: whether `seat` passes, seen from `from` (the user or owner). `kind` is the card kind of the
 * entry being tested for (a delayed card's own kind for `freeOfDelayed`).
 */
export type SeatTestFn = (s: PaopaoshaState, from: number, seat: number, r: Rules, kind: string) => boolean;

/** A content error: an entry that names something the game does not have, with the path of the offending field. */
export class ContentError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'ContentError';
  }
}

/** The number fields of every configuration (`PaopaoshaConfig`), which the rules read directly. */
const CONFIG_KEYS: ReadonlySet<string> = new Set(CONFIG_FIELD_SPECS.map((o) => o.id));

/**
 * The reader of option `id`: a field of every configuration (`PaopaoshaConfig`) or a scalar option read through `opt`
 * (default when absent). Throws `ContentError` (at `path`) for an option the catalogue does not have.
 */
export function optionReader(id: string, path: string): (config: object) => number {
  if (Object.hasOwn(OPTION_DEFAULTS, id)) {
    const k = id as ScalarOptionId;
    return (config) => opt(config, k) as number;
  }
  if (CONFIG_KEYS.has(id)) return (config) => (config as unknown as Record<string, number>)[id] as number;
  throw new ContentError(path, `no option ${JSON.stringify(id)} (shaju options paopaosha lists them)`);
}

/** Compiles a number (see `Num`). */
export function compileNum(n: NumT, path: string): NumFn {
  if (typeof n === 'number') return () => n;
  if ('option' in n) {
    const read = optionReader(n.option, `${path}.option`);
    return (s) => read(s.config);
  }
  if (n.count === 'alive') return (s) => countAlive(s, -1);
  if (n.count === 'damageComing') return (s, actor) => damageComing(s, actor);
  return (s, actor) => countAlive(s, actor);
}

/**
 * The points of the damage about to be dealt to `seat`: the damage frame nearest the top of the stack that is running
 * its beforeDamage triggers on `seat` (0 when none).
 */
export function damageComing(s: PaopaoshaState, seat: number): number {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i] as { k: string; pc: number; seat: number; amount: number };
    if (f.k === 'damage' && f.seat === seat && f.pc === DAMAGE_STEP.hurt) return Math.max(0, f.amount);
  }
  return 0;
}

function countAlive(s: PaopaoshaState, except: number): number {
  let n = 0;
  for (let i = 0; i < s.seats.length; i++) if (i !== except && (s.seats[i] as SeatFacts).alive) n++;
  return n;
}

const inRange = (v: number, min: number | undefined, max: number | undefined): boolean =>
  (min === undefined || v >= min) && (max === undefined || v <= max);

/** Compiles a card test (see `CardTest`): false for no card (-1), so `not` of a test holds then. */
export function compileCardTest(t: CardTestT): CardTestFn {
  switch (t.is) {
    case 'suit': {
      const suits = t.suits;
      return (c, r) => c >= 0 && suits.includes(r.suitOf(c));
    }
    case 'color': {
      const red = t.color === 'red';
      return (c, r) => {
        if (c < 0) return false;
        const s = r.suitOf(c);
        return (s === 'H' || s === 'D') === red;
      };
    }
    case 'type': {
      const types = t.types;
      return (c, r) => c >= 0 && types.includes(r.typeOf(c));
    }
    case 'subtype': {
      const subs = t.subtypes;
      // One subtype, the common case (诅咒, 八卦阵, 洛神: a weapon): no array search.
      if (subs.length === 1 && subs[0] === 'weapon') return (c, r) => c >= 0 && r.isWeapon(c);
      return (c, r) => {
        const st = c >= 0 ? r.subtypeOf(c) : undefined;
        return st !== undefined && subs.includes(st);
      };
    }
    case 'kind': {
      const kinds = t.kinds;
      return (c, r) => c >= 0 && kinds.includes(r.kindOf(c));
    }
    case 'rank': {
      const { min, max } = t;
      return (c, r) => c >= 0 && inRange(r.rankOf(c), min, max);
    }
    case 'not': {
      const inner = compileCardTest(t.test);
      return (c, r) => !inner(c, r);
    }
    case 'all': {
      const all = t.tests.map(compileCardTest);
      return (c, r) => all.every((f) => f(c, r));
    }
    case 'any': {
      const any = t.tests.map(compileCardTest);
      return (c, r) => any.some((f) => f(c, r));
    }
  }
}

/** Whether `p` holds a card in one of `zones`. */
function holds(p: SeatFacts & { hand?: readonly number[]; judging?: readonly number[] }, zones: readonly string[]) {
  const e = p.equip;
  if (zones.includes('hand') && (p.hand?.length ?? 0) > 0) return true;
  if (zones.includes('equip') && (e.weapon >= 0 || e.armor >= 0 || e.mount >= 0 || e.book >= 0)) return true;
  return zones.includes('judging') && (p.judging?.length ?? 0) > 0;
}

/** Compiles a seat test (see `SeatTest`). */
export function compileSeatTest(t: SeatTestT): SeatTestFn {
  switch (t.is) {
    case 'self':
      return (_s, from, seat) => seat === from;
    case 'injured':
      // Product reading 6: "full HP" is HP without 天使之泪's shield.
      return (s, _from, seat) => {
        const p = s.seats[seat];
        return p !== undefined && p.hp - p.shield < p.maxHp;
      };
    case 'hp': {
      const { min, max } = t;
      return (s, _from, seat) => inRange(s.seats[seat]?.hp ?? 0, min, max);
    }
    case 'handCount': {
      const { min, max } = t;
      return (s, _from, seat) => inRange(s.seats[seat]?.hand.length ?? 0, min, max);
    }
    case 'hasCards': {
      const zones = t.zones;
      return (s, _from, seat) => {
        const p = s.seats[seat];
        return p !== undefined && holds(p, zones);
      };
    }
    case 'hasEquip': {
      const slots = t.slots;
      return (s, _from, seat) => {
        const p = s.seats[seat];
        return p !== undefined && slots.some((k) => p.equip[k] >= 0);
      };
    }
    case 'freeOfDelayed':
      return (s, _from, seat, r, kind) => {
        for (const c of s.seats[seat]?.judging ?? []) if (r.kindOf(c) === kind) return false;
        return true;
      };
    case 'distance': {
      const { min, max } = t;
      return (s, from, seat, r) => inRange(r.distance(s, from, seat), min, max);
    }
    case 'attackable':
      return (s, from, seat, r) => !r.shaProtected(s, from, seat);
    case 'inAttackRange':
      return (s, from, seat, r) => r.inShaRange(s, from, seat);
    case 'lord':
      return (s, _from, seat) => (s as TableFacts).lord === seat;
    case 'identityPublic':
      return (s, _from, seat) => s.seats[seat]?.identityPublic === true;
    case 'holds': {
      const count = compileNum(t.count, 'holds.count');
      const equip = t.zones === 'handAndEquip';
      return (s, from, seat) => {
        const p = s.seats[seat];
        if (p === undefined) return false;
        let n = p.hand.length;
        if (equip) {
          const e = p.equip;
          n += (e.weapon >= 0 ? 1 : 0) + (e.armor >= 0 ? 1 : 0) + (e.mount >= 0 ? 1 : 0) + (e.book >= 0 ? 1 : 0);
        }
        return n >= count(s, from);
      };
    }
    case 'anyOther': {
      const inner = compileSeatTest(t.test);
      const dead = t.includeDead === true;
      return (s, from, seat, r, kind) => {
        for (let i = 0; i < s.seats.length; i++) {
          if (i === from || i === seat || (!dead && !(s.seats[i] as SeatFacts).alive)) continue;
          if (inner(s, from, i, r, kind)) return true;
        }
        return false;
      };
    }
    case 'nation': {
      const nation = t.nation;
      return (s, _from, seat, r) => r.nationOf(s.seats[seat]?.character ?? null) === nation;
    }
    case 'asleep':
      return (s, _from, seat) => s.seats[seat]?.asleep === true;
    case 'rested': {
      const rounds = compileNum(t.rounds, 'rested.rounds');
      return (s, from, seat) => {
        const nap = s.seats[seat]?.napRound;
        return nap === undefined || s.round - nap >= rounds(s, from);
      };
    }
    case 'switch': {
      const read = optionReader(t.option, 'switch.option');
      return (s) => Boolean(read(s.config));
    }
    case 'damageComing':
      return (s, _from, seat) => damageComing(s, seat) > 0;
    case 'canUseSha':
      return (s, _from, seat, r) => r.canUseSha(s, seat);
    case 'commanded':
      return (s, from, seat) => s.seats[seat]?.commandBy === from;
    case 'restricted':
      return (s, _from, seat) => s.seats[seat]?.noBasic === true;
    case 'noSelfHeal':
      return (s, _from, seat, r) => r.noSelfShui(s, seat);
    case 'not': {
      const inner = compileSeatTest(t.test);
      return (s, from, seat, r, kind) => !inner(s, from, seat, r, kind);
    }
    case 'all': {
      const all = t.tests.map(compileSeatTest);
      return (s, from, seat, r, kind) => all.every((f) => f(s, from, seat, r, kind));
    }
    case 'any': {
      const any = t.tests.map(compileSeatTest);
      return (s, from, seat, r, kind) => any.some((f) => f(s, from, seat, r, kind));
    }
  }
}
