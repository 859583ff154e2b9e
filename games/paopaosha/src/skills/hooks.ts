/**
 * The rules' access to skills: every hook point asks through these functions, which look up the skills a seat has now
 * (its character's skills, then its skill book's) in the explicit index (skills/index.ts).
 */
import { type FrameHandler, popFrame, pushFrame } from '@shaju/engine';
import { kindOf } from '../cardinfo.ts';
import { CHARACTERS } from '../data/characters.ts';
import type { PaopaoshaDecision } from '../decisions.ts';
import type { PaopaoshaState } from '../state.ts';
import type { Timing } from '../timings.ts';
import type { SkillDef } from './types.ts';

let INDEX: Readonly<Record<string, SkillDef>> = {};
const NONE: readonly SkillDef[] = Object.freeze([]);
const byCharacter = new Map<string, readonly SkillDef[]>();

/** Installs the skill index (called once by skills/index.ts). */
export function installSkills(index: Readonly<Record<string, SkillDef>>): void {
  INDEX = index;
  byCharacter.clear();
  for (const c of Object.values(CHARACTERS)) {
    const defs = c.skills.map((id) => INDEX[id]).filter((d): d is SkillDef => d !== undefined);
    byCharacter.set(c.id, Object.freeze(defs));
  }
}

/** The skill definitions `seat` has now: its character's (in card order), then its skill book's. */
export function skillsOf(s: PaopaoshaState, seat: number): readonly SkillDef[] {
  const p = s.seats[seat];
  if (!p?.alive || !s.config.characterSkills) return NONE;
  const own = p.character ? (byCharacter.get(p.character) ?? NONE) : NONE;
  if (p.equip.book < 0) return own;
  const book = INDEX[kindOf(p.equip.book)];
  return book ? [...own, book] : own;
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
/** How many 闪 a target of `user`'s 杀 needs. */
export function shanNeeded(s: PaopaoshaState, user: number): number {
  let n = 1;
  for (const d of skillsOf(s, user)) if (d.shanNeeded) n = d.shanNeeded(s, user, n);
  return n;
}
/** Whether only 躲 stops `user`'s 杀. */
export function onlyDuoStopsSha(s: PaopaoshaState, user: number): boolean {
  for (const d of skillsOf(s, user)) if (d.onlyDuoStopsSha?.(s, user)) return true;
  return false;
}
/** Whether `seat` may use any number of 杀. */
export function unlimitedSha(s: PaopaoshaState, seat: number): boolean {
  for (const d of skillsOf(s, seat)) if (d.unlimitedSha?.(s, seat)) return true;
  return false;
}
/** How many 杀 the other side of `seat`'s 单挑 must play each time. */
export function dantiaoShaNeeded(s: PaopaoshaState, seat: number): number {
  let n = 1;
  for (const d of skillsOf(s, seat)) if (d.dantiaoShaNeeded) n = d.dantiaoShaNeeded(s, seat, n);
  return n;
}
/** Whether `seat` skips its discard phase now. */
export function skipDiscard(s: PaopaoshaState, seat: number): boolean {
  for (const d of skillsOf(s, seat)) if (d.skipDiscard?.(s, seat)) return true;
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
/** The active skill uses of `seat` in its play phase. */
export function skillActions(s: PaopaoshaState, seat: number): PaopaoshaDecision[] {
  const out: PaopaoshaDecision[] = [];
  for (const d of skillsOf(s, seat)) if (d.actions) for (const a of d.actions(s, seat)) out.push(a);
  return out;
}
/** Performs a `{t:'skill'}` decision of `seat`. Throws `Error` for an unknown skill (a listed decision never is). */
export function performSkill(s: PaopaoshaState, seat: number, d: Extract<PaopaoshaDecision, { t: 'skill' }>): void {
  const def = INDEX[d.id];
  if (!def?.perform) throw new Error(`skill ${d.id} has no active use`);
  def.perform(s, seat, d);
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
/** Adds one to `seat`'s per-game and per-turn use counts of `id`. */
export function countUse(s: PaopaoshaState, seat: number, id: string): void {
  const p = s.seats[seat] as PaopaoshaState['seats'][number];
  p.uses[id] = (p.uses[id] ?? 0) + 1;
  p.turnUses[id] = (p.turnUses[id] ?? 0) + 1;
}
/** `seat`'s per-game use count of `id`. */
export function usesOf(s: PaopaoshaState, seat: number, id: string): number {
  return (s.seats[seat] as PaopaoshaState['seats'][number]).uses[id] ?? 0;
}
/** `seat`'s use count of `id` in the current turn. */
export function turnUsesOf(s: PaopaoshaState, seat: number, id: string): number {
  return (s.seats[seat] as PaopaoshaState['seats'][number]).turnUses[id] ?? 0;
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
  if (list) pushFrame(s, { k: 'triggers', timing, list, i: 0, damageAt, dead });
}

/** Frame handlers of the skill system itself (the skills' own frames come from their definitions). */
export function skillSystemHandlers(): Record<string, FrameHandler<PaopaoshaState>> {
  const frames: Record<string, FrameHandler<PaopaoshaState>> = {
    triggers(s, f: TriggersFrame) {
      while (f.i < f.list.length) {
        const [seat, id] = f.list[f.i++] as [number, string];
        const def = INDEX[id];
        const p = s.seats[seat];
        if (!def || !p || (!p.alive && f.timing !== 'afterDeath')) continue;
        if (!skillsOf(s, seat).includes(def)) continue;
        const fire = def.triggers?.[f.timing];
        if (fire?.(s, { seat, damageAt: f.damageAt, dead: f.dead })) return;
      }
      popFrame(s, null);
    },
  };
  for (const def of Object.values(INDEX)) if (def.frames) Object.assign(frames, def.frames);
  return frames;
}
