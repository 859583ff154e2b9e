/**
 * Compiles a skill entry (schema/skill.ts) once, at load, into the rules' skill hooks (cards/types.ts `SkillDef`): its
 * modifiers into closures the rules ask at fixed points (draw count, 闪 needed…), its triggers into timing hooks that
 * run their steps at once or on a frame of their own, its active use into the `{t:'skill'}` decisions and their
 * resolution, its conversion into the cards it lets the owner use as another kind. Nothing reads the entry's JSON while
 * a game runs. A skill book's `skill` compiles the same way (compile-card.ts).
 */
import type { Rules, SkillDef, TriggerContext } from '../cards/types.ts';
import type { CardKindId } from '../data/card-types.ts';
import { type CoreDecision, useOf } from '../decision-kinds.ts';
import {
  type CardTestFn,
  compileCardTest,
  compileNum,
  compileSeatTest,
  optionReader,
  type SeatTestFn,
} from '../effects/expr.ts';
import {
  END,
  NEXT,
  type Op,
  type ProgFrame,
  ProgramBuilder,
  progFrame,
  runNow,
  runProgram,
  WAIT,
} from '../effects/program.ts';
import { askYesNo, saidYes } from '../effects/steps/choice.ts';
import { compileSteps, immediate } from '../effects/steps.ts';
import { lowestHpNeighbours } from '../effects/targets.ts';
import { pushFrame } from '../rules/ask.ts';
import { discardFromSeat, tableToDiscard } from '../rules/piles.ts';
import { type PaopaoshaState, type SeatState, setEquip } from '../state.ts';
import type { Timing } from '../timings.ts';
import type { SkillBodyT } from './schema/skill.ts';
import type { StepT } from './schema/steps.ts';

type Config = object;
type Fixed = number | { option: string };

/** The reader of a literal or an option (a number the rules may ask of a seat's view). */
function fixedReader(v: Fixed, path: string): (config: Config) => number {
  if (typeof v === 'number') return () => v;
  return optionReader(v.option, `${path}.option`);
}

/** Whether `seat` has used skill `id` up to its limits (P-T6); null when the skill has no limit. */
function limitCheck(id: string, b: SkillBodyT, path: string): ((s: PaopaoshaState, seat: number) => boolean) | null {
  const turn = b.limit?.perTurn !== undefined ? fixedReader(b.limit.perTurn, `${path}.limit.perTurn`) : null;
  const game = b.limit?.perGame !== undefined ? fixedReader(b.limit.perGame, `${path}.limit.perGame`) : null;
  if (!turn && !game) return null;
  return (s, seat) => {
    const p = s.seats[seat] as SeatState;
    if (turn && (p.turnUses[id] ?? 0) >= turn(s.config)) return true;
    return game !== null && (p.uses[id] ?? 0) >= game(s.config);
  };
}

/** The cards of `seat` in `zones` (hand first, then the equipment slots in their order). */
function cardsIn(s: PaopaoshaState, seat: number, zones: readonly string[]): number[] {
  const p = s.seats[seat] as SeatState;
  const out = zones.includes('hand') ? p.hand.slice() : [];
  for (const slot of SLOTS) if (zones.includes(slot) && p.equip[slot] >= 0) out.push(p.equip[slot]);
  return out;
}

const SLOTS = ['weapon', 'armor', 'mount', 'book'] as const;

/** The modifiers of `b` onto `d`. */
function modifiers(id: string, b: SkillBodyT, d: Record<string, unknown>, path: string): void {
  const m = b.modifiers;
  if (!m) return;
  const p = `${path}.modifiers`;
  if (m.draw) {
    if ('add' in m.draw) {
      const add = compileNum(m.draw.add, `${p}.draw.add`);
      d.drawCount = (s: PaopaoshaState, seat: number, n: number) => n + add(s, seat);
    } else {
      const v = compileNum(m.draw.instead, `${p}.draw.instead`);
      d.drawCount = (s: PaopaoshaState, seat: number, n: number) => n - s.config.drawPerTurn + v(s, seat);
    }
  }
  if (m.shanNeeded !== undefined) {
    const v = fixedReader(m.shanNeeded, `${p}.shanNeeded`);
    d.shanNeeded = (t: { config: Config }, _seat: number, n: number) => Math.max(n, v(t.config));
  }
  if (m.dantiaoShaNeeded !== undefined) {
    const v = fixedReader(m.dantiaoShaNeeded, `${p}.dantiaoShaNeeded`);
    d.dantiaoShaNeeded = (t: { config: Config }, _seat: number, n: number) => Math.max(n, v(t.config));
  }
  const yes = () => true;
  if (m.onlyDuoStopsSha) d.onlyDuoStopsSha = yes;
  if (m.unlimitedSha) d.unlimitedSha = yes;
  if (m.shaIsDuel) d.shaIsDuel = yes;
  if (m.ignoresArmor) d.ignoresArmor = yes;
  if (m.ignoresDistance) d.ignoresDistance = yes;
  if (m.onlyLordTargets) d.onlyLordTargets = yes;
  if (m.seesAllIdentities) d.seesAllIdentities = yes;
  if (m.skipDiscard === true) d.skipDiscard = yes;
  else if (m.skipDiscard) {
    const test = compileSeatTest(m.skipDiscard);
    d.skipDiscard = (s: PaopaoshaState, seat: number, r: Rules) => test(s, seat, seat, r, id);
  }
  if (m.immuneTo) {
    const kinds = m.immuneTo;
    const one = kinds.length === 1 ? kinds[0] : undefined;
    d.immuneTo =
      one !== undefined
        ? (_s: PaopaoshaState, _seat: number, kind: string) => kind === one
        : (_s: PaopaoshaState, _seat: number, kind: string) => kinds.includes(kind);
  }
}

/**
 * The triggers of `b` onto `d`: each a timing hook. Its target is the seat that died (afterDeath) or the owner. No
 * trigger fires once the game is decided, nor over the skill's `limit` (its `countUse` step counts a use).
 */
function triggers(
  id: string,
  b: SkillBodyT,
  d: Record<string, unknown>,
  frames: Record<string, unknown>,
  path: string,
) {
  if (!b.triggers || b.triggers.length === 0) return;
  const over = limitCheck(id, b, path);
  const out: Partial<Record<Timing, (s: PaopaoshaState, ctx: TriggerContext) => boolean>> = {};
  b.triggers.forEach((t, i) => {
    const at = `${path}.triggers[${i}]`;
    const when: SeatTestFn | null = t.when ? compileSeatTest(t.when) : null;
    const dead = t.on === 'afterDeath';
    const k = `prog:${id}:${t.on}` as const;
    const inline = !t.may && immediate(t.steps);
    const bld = new ProgramBuilder();
    if (t.may) {
      bld.emit(askOp(id));
      bld.emit((s) => (saidYes(s) ? NEXT : END));
    }
    compileSteps(t.steps, bld, { id: id as CardKindId, path: `${at}.steps` });
    const ops = bld.ops;
    if (!inline) frames[k] = (s: never, f: never, ev: never, r: never) => runProgram(ops, s, f, ev, r);
    out[t.on] = (s, ctx) => {
      if (s.result || over?.(s, ctx.seat)) return false;
      const target = dead ? ctx.dead : ctx.seat;
      if (when && !when(s, ctx.seat, target, ctx.r, id)) return false;
      const f: ProgFrame = progFrame(k, ctx.seat, target, -1);
      if (ctx.damageAt >= 0) f.damageAt = ctx.damageAt;
      if (inline) {
        runNow(ops, s, f, ctx.ev, ctx.r);
        return false;
      }
      pushFrame(s, f as never);
      return true;
    };
  });
  d.triggers = out;
}

/** The yes/no question of a "may" trigger (reason: the skill id), asked of the owner. */
function askOp(id: string): Op {
  return (s, f) => {
    askYesNo(s, f.user, id as never);
    return WAIT;
  };
}

/**
 * A use of skill book `id` by `seat`: counted only when the book has more than one use (so a default game's state is
 * unchanged); on its last use the book leaves its slot for the table. Returns the book.
 */
function useBook(s: PaopaoshaState, seat: number, id: string, uses: number, r: Rules): number {
  const p = s.seats[seat] as SeatState;
  const book = p.equip.book;
  if (uses > 1) r.countUse(s, seat, id);
  if (uses === 1 || (p.uses[id] ?? 0) >= uses) {
    setEquip(p, 'book', -1);
    s.table.push(book);
  }
  return book;
}

/** The active use of `b` onto `d`: its decisions and their resolution. */
function active(
  id: string,
  b: SkillBodyT,
  d: Record<string, unknown>,
  frames: Record<string, unknown>,
  path: string,
): void {
  const a = b.active;
  if (!a) return;
  const over = limitCheck(id, b, path);
  const when: SeatTestFn | null = a.when ? compileSeatTest(a.when) : null;
  const card = a.card;
  const cardTest: CardTestFn | null = card?.where ? compileCardTest(card.where) : null;
  const asSha = card?.usableAs === 'sha';
  const tp = a.targets.pick;
  const where: SeatTestFn | null =
    a.targets.pick === 'one' && a.targets.where ? compileSeatTest(a.targets.where) : null;
  const book = a.book ? fixedReader(a.book.uses, `${path}.active.book.uses`) : null;
  const announce = a.announce !== false && !book;
  const useAs = a.useAs as CardKindId | undefined;
  const k = `prog:${id}:active` as const;
  const effect = a.effect ?? [];
  const bld = new ProgramBuilder();
  compileSteps(effect, bld, { id: id as CardKindId, path: `${path}.active.effect` });
  // A book used up: discarded from the table when the effect ends (it is there only after its last use).
  if (book)
    bld.emit((s, f) => {
      tableToDiscard(s, f.card);
      return NEXT;
    });
  const ops = bld.ops;
  const now = !book && immediate(effect as StepT[]);
  if (!now) frames[k] = (s: never, f: never, ev: never, r: never) => runProgram(ops, s, f, ev, r);
  d.actions = (s: PaopaoshaState, seat: number, r: Rules): CoreDecision[] => {
    const out: CoreDecision[] = [];
    if (over?.(s, seat) || (when && !when(s, seat, seat, r, id))) return out;
    if (book && book(s.config) > 1 && ((s.seats[seat] as SeatState).turnUses[id] ?? 0) > 0) return out;
    let groups: number[][] | null = null;
    if (tp === 'one') {
      groups = [];
      for (let t = 0; t < s.seats.length; t++) {
        if (t !== seat && (s.seats[t] as SeatState).alive && (!where || where(s, seat, t, r, id))) groups.push([t]);
      }
    } else if (tp === 'lowestHpNeighbours') groups = lowestHpNeighbours(s, seat);
    const cards = card ? cardsIn(s, seat, card.zones) : null;
    if (cards) {
      for (const c of cards) {
        if ((cardTest && !cardTest(c, r)) || (asSha && !r.usableAsSha(s, seat, c))) continue;
        if (groups) for (const t of groups) out.push({ t: 'skill', id, cards: [c], targets: t.slice() });
        else out.push({ t: 'skill', id, cards: [c], targets: [] });
      }
    } else if (groups) for (const t of groups) out.push({ t: 'skill', id, cards: [], targets: t });
    else out.push({ t: 'skill', id, cards: [], targets: [] });
    return out;
  };
  d.perform = (
    s: PaopaoshaState,
    seat: number,
    dec: Extract<CoreDecision, { t: 'skill' }>,
    ev: Parameters<NonNullable<SkillDef['perform']>>[3],
    r: Rules,
  ) => {
    if (book) {
      const c = useBook(s, seat, id, book(s.config), r);
      ev?.push({ t: 'use', seat, card: c, as: id as CardKindId, with: [], targets: dec.targets.slice() });
      pushFrame(s, progFrame(k, seat, dec.targets[0] ?? seat, c) as never);
      return;
    }
    r.countUse(s, seat, id);
    if (announce) ev?.push({ t: 'skill', seat, id, targets: dec.targets.slice(), cards: dec.cards.slice() });
    const c = dec.cards[0] ?? -1;
    if (card?.discard && c >= 0) discardFromSeat(s, seat, [c], id, ev);
    if (useAs && c >= 0) {
      // An ordinary use of the card as `useAs` on the targets, in their order (the `use` frame counts it).
      pushFrame(s, { k: 'use', user: seat, card: c, as: useAs, with: [], targets: dec.targets.slice(), i: 0 } as never);
    }
    if (effect.length === 0) return;
    const f = progFrame(k, seat, dec.targets[0] ?? seat, c);
    if (now) runNow(ops, s, f, ev, r);
    else pushFrame(s, f as never);
  };
}

/** The conversion of `b` onto `d`: cards as 水 (`asShui`), or as another kind used with no target chosen (`actions`). */
function conversion(id: string, b: SkillBodyT, d: Record<string, unknown>, path: string): void {
  const c = b.convert;
  if (!c) return;
  const over = limitCheck(id, b, path);
  const zones = c.zones === 'hand' ? ['hand'] : ['hand', ...SLOTS];
  const except: CardTestFn | null = c.except ? compileCardTest(c.except) : null;
  if (c.as === 'shui') {
    d.asShui = (s: PaopaoshaState, seat: number) => {
      if (over?.(s, seat)) return [];
      const cards = cardsIn(s, seat, zones);
      return except ? cards.filter((x) => !except(x, undefined as never)) : cards;
    };
    return;
  }
  const as = c.as as CardKindId;
  d.actions = (s: PaopaoshaState, seat: number, r: Rules): CoreDecision[] => {
    const out: CoreDecision[] = [];
    if (over?.(s, seat)) return out;
    for (const x of cardsIn(s, seat, zones)) if (!except?.(x, r)) out.push(useOf(x, as, [], [], id));
    return out;
  };
}

/** Every equipment slot: the discards a skill asks for may come from them when its steps say `equip` (葱汁). */
const ALL_SLOTS = Object.freeze(['weapon', 'armor', 'mount', 'book'] as const);

/** Whether a step list asks for discards that may be equipment (a `discard` step with zone equip), at any depth. */
function discardsEquip(steps: readonly StepT[] | undefined): boolean {
  for (const st of steps ?? []) {
    if (st.do === 'discard' && st.zones.includes('equip')) return true;
    for (const v of Object.values(st)) {
      if (Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null && 'do' in v[0]) {
        if (discardsEquip(v as StepT[])) return true;
      }
    }
  }
  return false;
}

/** The first `judge` step of a step list, at any depth. */
function firstJudge(steps: readonly StepT[]): Extract<StepT, { do: 'judge' }> | null {
  for (const st of steps) {
    if (st.do === 'judge') return st;
    for (const v of Object.values(st)) {
      if (Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null && 'do' in v[0]) {
        const j = firstJudge(v as StepT[]);
        if (j) return j;
      }
    }
  }
  return null;
}

/**
 * Compiles the body of skill `id` (a skill entry's, or a skill book's `skill`) into the rules' skill hooks. `path`: the
 * JSON path of the body, for errors. Throws `ContentError` for what the schema cannot see (an unknown option…).
 */
export function compileSkill(id: string, b: SkillBodyT, path: string = id): SkillDef {
  const d: Record<string, unknown> = { id };
  const frames: Record<string, unknown> = {};
  modifiers(id, b, d, path);
  triggers(id, b, d, frames, path);
  active(id, b, d, frames, path);
  conversion(id, b, d, path);
  const all = [...(b.triggers ?? []).flatMap((t) => t.steps), ...(b.active?.effect ?? [])];
  if (discardsEquip(all)) d.discardSlots = ALL_SLOTS;
  // The `judge` event's `hit` for a judgement this skill makes (its reason is the skill id): its first judge step's.
  const judge = firstJudge(all);
  if (judge) d.judgeHits = compileCardTest(judge.hit);
  if (Object.keys(frames).length > 0) d.frames = frames;
  return Object.freeze(d) as unknown as SkillDef;
}
