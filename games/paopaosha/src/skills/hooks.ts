/**
 * The rules' access to skills: every hook point asks through these functions, which look up the skills a seat has now
 * (its character's skills from the explicit index, skills/index.ts, then the skill attached to its skill book's card).
 * The queries about a 杀 that skills change (闪 needed, 躲 only, 杀 limit, armour, distance) are in rules/queries.ts.
 */
import { popFrame, pushFrame } from '@shaju/engine';
import { moduleOfCard } from '../cards/index.ts';
import type { Handler, Rules, SeatFacts, TableFacts } from '../cards/types.ts';
import { CHARACTERS } from '../data/characters.ts';
import type { CoreDecision } from '../decision-kinds.ts';
import type { Ev } from '../events.ts';
import type { PaopaoshaState } from '../state.ts';
import type { Timing } from '../timings.ts';
import { SKILL_DEFS as INDEX } from './index.ts';
import type { SkillDef } from './types.ts';

import { countUse } from './uses.ts';

export { countUse, turnUsesOf, usesOf } from './uses.ts';

/*
 * The skill lists below are shared and typed `readonly` but not frozen: every hook point loops over one, and V8 reads a
 * frozen array's elements about 3× slower (docs/performance.md, "Frozen arrays").
 */
const NONE: readonly SkillDef[] = [];

/** Each character's skill definitions, in the order its card lists them (from the explicit index, skills/index.ts). */
const byCharacter = new Map<string, readonly SkillDef[]>(
  Object.values(CHARACTERS).map((c) => [
    c.id,
    c.skills.map((id) => INDEX[id]).filter((d): d is SkillDef => d !== undefined),
  ]),
);

/**
 * The skill definitions of seat `p` now (a `SeatState` or a view's `SeatView`): its character's (in card order), then
 * its skill book's (the skill attached to the book's card module). None when dead or with `characterSkills` off.
 */
export function skillsOfSeat(characterSkills: boolean, p: SeatFacts | undefined): readonly SkillDef[] {
  if (!p?.alive || !characterSkills) return NONE;
  const own = p.character ? (byCharacter.get(p.character) ?? NONE) : NONE;
  if (p.equip.book < 0) return own;
  const book = moduleOfCard(p.equip.book).skill;
  if (!book) return own;
  // Memo of the (character, book) lists: frozen definitions only, so no list is built per query.
  const key = p.character ?? '';
  let row = WITH_BOOK.get(key);
  if (!row) {
    row = [];
    WITH_BOOK.set(key, row);
  }
  let list = row[p.equip.book];
  if (!list) {
    list = [...own, book];
    row[p.equip.book] = list;
  }
  return list;
}

/** Per character id, per skill-book card id: the character's skills followed by the book's (built once). */
const WITH_BOOK = new Map<string, (readonly SkillDef[] | undefined)[]>();

/** The skill definitions `seat` has now: its character's (in card order), then its skill book's. */
export function skillsOf(s: PaopaoshaState, seat: number): readonly SkillDef[] {
  return skillsOfSeat(s.config.characterSkills, s.seats[seat]);
}

/** Whether `seat` has skill `id` now. */
export function hasSkill(s: PaopaoshaState, seat: number, id: string): boolean {
  for (const d of skillsOf(s, seat)) if (d.id === id) return true;
  return false;
}

/** 摸牌阶段: the number of cards `seat` draws. */
export function drawCount(s: PaopaoshaState, seat: number, base: number): number {
  let n = base;
  for (const d of skillsOf(s, seat)) if (d.drawCount) n = d.drawCount(s, seat, n);
  return n;
}
/** How many 杀 the other side of `seat`'s 单挑 must play each time (斗鸡眼: 2), on a state or a seat's view. */
export function dantiaoShaNeeded(t: TableFacts, seat: number): number {
  let n = 1;
  const seats = t.seats ?? t.players;
  for (const d of skillsOfSeat(t.config.characterSkills, seats?.[seat])) {
    if (d.dantiaoShaNeeded) n = d.dantiaoShaNeeded(t, seat, n);
  }
  return n;
}
/** Whether `seat` skips its discard phase now. */
export function skipDiscard(s: PaopaoshaState, seat: number, r: Rules): boolean {
  for (const d of skillsOf(s, seat)) if (d.skipDiscard?.(s, seat, r)) return true;
  return false;
}
/** Whether `seat` sees every identity. */
export function seesAllIdentities(s: PaopaoshaState, seat: number): boolean {
  for (const d of skillsOf(s, seat)) if (d.seesAllIdentities?.(s, seat)) return true;
  return false;
}
/** Whether a trick of `kind` has no effect on `seat`. */
export function immuneTo(s: PaopaoshaState, seat: number, kind: string): boolean {
  for (const d of skillsOf(s, seat)) if (d.immuneTo?.(s, seat, kind)) return true;
  return false;
}
/** The active skill uses of `seat` in its play phase, appended to `out`. */
export function skillActions(s: PaopaoshaState, seat: number, r: Rules, out: { push(d: CoreDecision): unknown }): void {
  for (const d of skillsOf(s, seat)) if (d.actions) for (const a of d.actions(s, seat, r)) out.push(a);
}
/** Performs a `{t:'skill'}` decision of `seat`. Throws `Error` for an unknown skill (a listed decision never is). */
export function performSkill(
  s: PaopaoshaState,
  seat: number,
  d: Extract<CoreDecision, { t: 'skill' }>,
  ev: Ev,
  r: Rules,
): void {
  const def = INDEX[d.id];
  if (!def?.perform) throw new Error(`skill ${d.id} has no active use`);
  def.perform(s, seat, d, ev, r);
}
/** Cards (hand or equipment) `seat` may use as 水 through skills, with the skill that allows each (first one wins). */
export function shuiConversions(s: PaopaoshaState, seat: number): { card: number; skill: string }[] {
  const out: { card: number; skill: string }[] = [];
  for (const d of skillsOf(s, seat)) {
    if (!d.asShui) continue;
    for (const c of d.asShui(s, seat)) if (!out.some((o) => o.card === c)) out.push({ card: c, skill: d.id });
  }
  return out;
}
/** Records a use of skill `id` by `seat` (per-game count). */
export function recordSkillUse(s: PaopaoshaState, seat: number, id: string): void {
  const def = INDEX[id];
  if (def?.recordUse) def.recordUse(s, seat);
  else countUse(s, seat, id);
}
/** Frame: runs the triggers of a timing for `seats`, one (seat, skill) at a time, in the trigger order of timings.ts. */
interface TriggersFrame {
  k: 'triggers';
  pc: number;
  timing: Timing;
  list: [number, string][];
  i: number;
  damageAt: number;
  dead: number;
}

/**
 * Pushes the triggers of `timing` for `seats` (already in seat order from the current player). Does nothing when no
 * seat has a trigger there (the common case, so no frame is pushed).
 */
export function pushTriggers(
  s: PaopaoshaState,
  timing: Timing,
  seats: readonly number[],
  damageAt = -1,
  dead = -1,
): void {
  let list: [number, string][] | null = null;
  for (const seat of seats) {
    for (const d of skillsOf(s, seat)) {
      if (d.triggers?.[timing]) {
        list ??= [];
        list.push([seat, d.id]);
      }
    }
  }
  if (list) pushFrame(s, { pc: 0, k: 'triggers', timing, list, i: 0, damageAt, dead });
}

/** Frame handlers of the skill system itself (the skills' own frames come from their definitions). */
export function skillSystemHandlers(): Record<string, Handler> {
  const frames: Record<string, Handler> = {
    triggers(s, f: TriggersFrame, ev, r) {
      while (f.i < f.list.length) {
        const [seat, id] = f.list[f.i++] as [number, string];
        const def = INDEX[id];
        const p = s.seats[seat];
        if (!def || !p || (!p.alive && f.timing !== 'afterDeath')) continue;
        if (!skillsOf(s, seat).includes(def)) continue;
        const fire = def.triggers?.[f.timing];
        if (fire?.(s, { seat, damageAt: f.damageAt, dead: f.dead, ev, r })) return;
      }
      popFrame(s, null);
    },
  };
  for (const def of Object.values(INDEX)) if (def.frames) Object.assign(frames, def.frames);
  return frames;
}
