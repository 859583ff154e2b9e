/**
 * Compiles a card entry (schema/card.ts) once, at load, into the rules' card hooks (cards/types.ts `CardModule`): the
 * play-phase uses from `use`, the responses from `answers`, the trick effect frame `fx:<id>` from `use.effect`, the
 * delayed resolution from `delayed`, the equipment modifiers from `equip`. The rules then ask these hooks as they ask
 * every card; nothing reads the entry's JSON while a game runs.
 */

import type { CardModule, DelayedHooks, EquipHooks, FrameKind, Handlers, UseStart } from '../cards/types.ts';
import type { CardKind, CardKindId, DeckCopy } from '../data/card-types.ts';
import { deepFreeze } from '../data/freeze.ts';
import type { Suit } from '../data/suits.ts';
import { playOf, useOf } from '../decision-kinds.ts';
import { isArmed } from '../effects/armed.ts';
import { pushShaHit } from '../effects/attack.ts';
import { afterShaDodgedHook, useAsHooks } from '../effects/equip.ts';
import { ContentError, compileCardTest, compileNum, compileSeatTest, type SeatTestFn } from '../effects/expr.ts';
import { type Op, type ProgFrame, progFrame, runNow, runProgram } from '../effects/program.ts';
import { compileProgram, immediate } from '../effects/steps.ts';
import { aliveFrom, pushFrame } from '../rules/ask.ts';
import { others, pushTrickOn, seatOf, seatOrderFrom } from '../rules/effects.ts';
import { compileSkill } from './compile-skill.ts';
import type { CardEntryT } from './schema/card.ts';
import type { CardTestT } from './schema/expr.ts';
import type { StepT } from './schema/steps.ts';

/** The rules' data entry of a card (`CardKind`, read by the tables, words and bots) from its content entry. */
function kindData(e: CardEntryT, deck: readonly DeckCopy[]): CardKind {
  const d: Record<string, unknown> = {
    id: e.id,
    zh: e.name.zh,
    en: e.name.en,
    type: e.type,
  };
  if (e.subtype) d.subtype = e.subtype;
  if (e.range !== undefined) d.range = e.range;
  if (e.distance) d.distance = e.distance;
  d.copies = deck.length;
  d.deck = deck;
  d.textZh = e.text.zh;
  d.textEn = e.text.en;
  if (e.rulings) d.ruling = e.rulings.join(', ');
  if (e.options) d.params = e.options;
  d.hint = e.hint;
  if (e.equippedHint !== undefined) d.equippedHint = e.equippedHint;
  if (e.bot !== undefined) d.bot = e.bot;
  if (e.words !== undefined) d.words = e.words;
  if (e.art !== undefined) d.art = e.art;
  if (e.display !== undefined) d.display = e.display;
  return d as unknown as CardKind;
}

/** The first judgement test an entry makes (the `judge` event's `hit` for judgements of this card, P-G4). */
function judgeTestOf(e: CardEntryT): CardTestT | undefined {
  if (e.delayed?.judge) return e.delayed.judge;
  if (e.equip?.shanAlternative) return e.equip.shanAlternative.judge;
  const find = (steps: readonly StepT[] | undefined): CardTestT | undefined => {
    for (const st of steps ?? []) {
      if (st.do === 'judge' || st.do === 'passAround') return st.hit;
      const inner = st.do === 'respond' ? find(st.onNone) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return find(e.use?.effect);
}

/**
 * The physical copies of entry `e` with ids: the seed's `[id, suit, rank]` as written; `[suit, rank]` copies get the
 * ids `nextId()` gives (after the seed deck's).
 */
function deckOf(e: CardEntryT, nextId: () => number): DeckCopy[] {
  return e.deck.map((c) => (c.length === 3 ? [c[0], c[1] as Suit, c[2]] : [nextId(), c[0] as Suit, c[1]]));
}

/** The `play` hook from `use` (an equipment card: equip it, P-T4). */
function playHook(e: CardEntryT, kind: CardKindId): CardModule['play'] {
  if (e.type === 'equipment') return (_s, _seat, card, out) => void out.push(useOf(card, kind, []));
  const u = e.use;
  if (!u) return undefined;
  const as = (u.as ?? kind) as CardKindId;
  const when: SeatTestFn | null = u.when ? compileSeatTest(u.when) : null;
  const t = u.targets;
  if (t.pick === 'attack') {
    return (s, seat, card, out, r) => {
      if (!r.canUseSha(s, seat) || (when && !when(s, seat, seat, r, kind))) return;
      for (const ts of r.shaTargets(s, seat, seatOf(s, seat).hand.length === 1)) out.push(useOf(card, as, ts));
    };
  }
  if (t.pick === 'borrow') {
    // A: another player with a weapon; B: any alive player but A within A's reach (B may be the user).
    return (s, seat, card, out, r) => {
      if (when && !when(s, seat, seat, r, kind)) return;
      for (const a of others(s, seat)) {
        if (seatOf(s, a).equip.weapon < 0) continue;
        for (const b of r.shaReachable(s, a, [])) out.push(useOf(card, as, [a, b]));
      }
    };
  }
  if (t.pick === 'armed') {
    // Unarmed: no target; armed in its holder's hand (product reading 5): any other player.
    return (s, seat, card, out) => {
      if (isArmed(s, seat, card)) for (const x of others(s, seat)) out.push(useOf(card, as, [x]));
      else out.push(useOf(card, as, []));
    };
  }
  if (t.pick === 'othersFromNext') {
    return (s, seat, card, out, r) => {
      if (!when || when(s, seat, seat, r, kind)) out.push(useOf(card, as, aliveFrom(s, seat, false)));
    };
  }
  if (t.pick === 'none') {
    return (s, seat, card, out, r) => {
      if (!when || when(s, seat, seat, r, kind)) out.push(useOf(card, as, []));
    };
  }
  const where: SeatTestFn | null = t.where ? compileSeatTest(t.where) : null;
  const all = t.among === 'all';
  return (s, seat, card, out, r) => {
    if (when && !when(s, seat, seat, r, kind)) return;
    const cands = all ? aliveFrom(s, 0, true) : others(s, seat);
    for (const c of cands) if (!where || where(s, seat, c, r, kind)) out.push(useOf(card, as, [c]));
  };
}

/** The `respond` hook from `answers` (P-G6): the first answer that fits the request. */
function respondHook(e: CardEntryT, kind: CardKindId): CardModule['respond'] {
  const answers = e.answers;
  if (!answers || answers.length === 0) return undefined;
  const trick = e.type === 'trick';
  return (s, seat, card, a, out, r) => {
    for (const x of answers) {
      if (a.kind !== x.to) continue;
      if (x.restricted && seatOf(s, seat).noBasic) return;
      if (x.to === 'shan' && !x.always && !a.allowShan) continue;
      if (x.to === 'rescue') {
        if (x.noSelfHeal && seat === a.target && r.noSelfShui(s, seat)) return;
        // Product reading 2: another player's helpful trick has no effect on a 盾牌 holder (`dunpaiBlocksHelpful`).
        if (trick && r.shieldStops(s, seat, a.target, kind)) return;
      }
      out.push(playOf(card, (x.as ?? kind) as CardKindId));
      return;
    }
  };
}

/** The `start` hook: the seats reached, in order, and the `start` steps (run at once). */
function startHook(e: CardEntryT, kind: CardKindId): UseStart | undefined {
  const u = e.use;
  if (!u || (u.as !== undefined && u.as !== kind)) return undefined;
  const attack = u.targets.pick === 'attack';
  const affects = u.affects ?? 'picked';
  const path = `${e.id}.use.start`;
  if (u.start && !immediate(u.start))
    throw new ContentError(path, 'steps run at once when used: no judge, damage or request');
  const now: Op[] | null = u.start ? compileProgram(u.start, { id: kind, path }) : null;
  if (!attack && affects === 'picked' && !now) return undefined;
  return (s, f, ev, r) => {
    if (attack) seatOf(s, f.user).shaUsed++;
    if (now) runNow(now, s, progFrame(`prog:${kind}:start`, f.user, f.user, f.card), ev, r);
    if (affects === 'picked') {
      if (attack) f.targets = seatOrderFrom(s, f.user, f.targets);
    } else if (affects === 'user') f.targets = [f.user];
    else if (affects === 'none') f.targets = [];
    else f.targets = aliveFrom(s, f.user, affects === 'allFromUser');
  };
}

/**
 * The frame handler of a god card (`god:<id>`, pushed by rules/use.ts without 无懈可击 or 盾牌): its `effect` on its
 * targets (`target` the first), or, used armed with a target (永恒之火), its `armedEffect` — the card is no longer armed.
 */
function godHandler(e: CardEntryT, kind: CardKindId): unknown {
  const u = e.use;
  const ops = compileProgram(u?.effect ?? [], { id: kind, path: `${e.id}.use.effect` });
  const armedOps = u?.armedEffect ? compileProgram(u.armedEffect, { id: kind, path: `${e.id}.use.armedEffect` }) : null;
  return (
    s: Parameters<UseStart>[0],
    f: ProgFrame & { targets: number[]; armedUse?: boolean },
    ev: never,
    r: never,
  ) => {
    if (f.target === undefined) {
      f.target = f.targets[0] ?? -1;
      f.victim = -1;
      f.cur = -1;
      f.left = 0;
      if (armedOps && f.targets.length > 0) {
        f.armedUse = true;
        s.armed = s.armed.filter((a) => a.card !== f.card);
      }
    }
    runProgram(f.armedUse ? (armedOps as Op[]) : ops, s, f, ev, r);
  };
}

/** The delayed-card hooks (rules/delayed.ts) from `delayed`. */
function delayedHooks(e: CardEntryT, kind: CardKindId, frames: Record<string, unknown>): DelayedHooks | undefined {
  const d = e.delayed;
  if (!d) return undefined;
  const path = `${e.id}.delayed.onHit`;
  const ops = compileProgram(d.onHit, { id: kind, path });
  const hooks: { -readonly [K in keyof DelayedHooks]: DelayedHooks[K] } = {};
  if (d.movesOn) hooks.movesOn = true;
  if (d.timing === 'first') hooks.first = true;
  if (d.timing === 'draw') hooks.atDraw = true;
  if (!d.judge) {
    if (!immediate(d.onHit)) throw new ContentError(path, 'a delayed card with no judgement: steps run at once');
    hooks.noJudge = (s, seat, ev, r) => runNow(ops, s, progFrame(`prog:${kind}:delayed`, -1, seat, -1, seat), ev, r);
    return hooks;
  }
  const hit = compileCardTest(d.judge);
  const k: FrameKind = `prog:${kind}:delayed`;
  hooks.hits = (card, r) => hit(card, r);
  hooks.onHit = (s, seat, card) => pushFrame(s, { ...progFrame(k, -1, seat, card, seat) });
  frames[k] = (s: never, f: never, ev: never, r: never) => runProgram(ops, s, f, ev, r);
  return hooks;
}

/** The equipment hooks from `equip` (the modifiers the rules ask; docs/content.md, "Modifiers"). */
function equipHooks(e: CardEntryT, kind: CardKindId, frames: Record<string, unknown>): EquipHooks | undefined {
  const q = e.equip;
  if (!q) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) if (!ACTING.has(k)) out[k] = v;
  if (q.shanAlternative) {
    const hit = compileCardTest(q.shanAlternative.judge);
    out.shanAlternative = {
      decision: Object.freeze({ t: q.shanAlternative.decision }),
      start(s: Parameters<UseStart>[0], seat: number) {
        pushFrame(s, { k: 'judge', seat, reason: kind });
      },
      succeeded: (ret: unknown, r: Parameters<typeof hit>[1]) => hit(ret as number, r),
    };
  }
  const dodged = afterShaDodgedHook(e, kind);
  if (dodged.hook) {
    out.afterShaDodged = dodged.hook;
    Object.assign(frames, dodged.frames);
  }
  const useAs = useAsHooks(e, kind);
  if (useAs) Object.assign(out, useAs);
  return Object.freeze(out) as EquipHooks;
}

/** The `equip` fields compiled into hooks rather than passed through as data. */
const ACTING: ReadonlySet<string> = new Set(['shanAlternative', 'afterShaDodged', 'useAs']);

/**
 * Compiles card entry `e` into a card module. `nextId` gives physical ids to copies added by a pack. Throws
 * `ContentError` (with the JSON path) for what the schema cannot see: an unknown option, a step that cannot run where it
 * is.
 */
export function compileCard(e: CardEntryT, nextId: () => number = () => -1): CardModule {
  const kind = e.id as CardKindId;
  const frames: Record<string, unknown> = {};
  const m: Record<string, unknown> = { data: deepFreeze(kindData(e, deckOf(e, nextId))) };
  if (e.answers) m.answers = e.answers.map((a) => a.to);
  if (e.helpful) m.helpful = true;
  if (e.use?.targets.pick === 'attack') m.countsAsSha = true;
  const play = playHook(e, kind);
  if (play) m.play = play;
  const respond = respondHook(e, kind);
  if (respond) m.respond = respond;
  const start = startHook(e, kind);
  if (start) m.start = start;
  if (e.use?.targets.pick === 'attack' && (e.use.as ?? kind) === kind) {
    m.hit = (s: Parameters<UseStart>[0], f: Parameters<UseStart>[1], t: number) => pushShaHit(s, f.user, t, f.card);
  }
  if (e.type === 'god' && (e.use?.effect || e.use?.armedEffect)) {
    frames[`god:${kind}`] = godHandler(e, kind);
  } else if (e.use?.effect) {
    const ops = compileProgram(e.use.effect, { id: kind, path: `${e.id}.use.effect` });
    frames[`fx:${kind}`] = (s: never, f: never, ev: never, r: never) => runProgram(ops, s, f, ev, r);
    if (e.use.targets.pick === 'borrow') {
      // Targets [A, B]: the effect reaches A only, with B its victim.
      m.hit = (s: Parameters<UseStart>[0], f: Parameters<UseStart>[1], t: number) => {
        pushTrickOn(s, f.user, t, f.card, kind, f.targets[1] as number);
        f.i = f.targets.length;
      };
    } else if (e.type !== 'trick') {
      // Not a trick: no 盾牌 and no 无懈可击; the effect reaches each seat directly.
      m.hit = (s: Parameters<UseStart>[0], f: Parameters<UseStart>[1], t: number) =>
        pushFrame(s, { ...progFrame(`fx:${kind}`, f.user, t, f.card) });
    }
  }
  if (e.use?.finish) {
    const path = `${e.id}.use.finish`;
    if (!immediate(e.use.finish))
      throw new ContentError(path, 'steps run at once after the effect: no judge, damage or request');
    const ops = compileProgram(e.use.finish, { id: kind, path });
    m.finish = (
      s: Parameters<UseStart>[0],
      f: Parameters<UseStart>[1],
      ev: Parameters<UseStart>[2],
      r: Parameters<UseStart>[3],
    ) => runNow(ops, s, progFrame(`prog:${kind}:finish`, f.user, f.user, f.card), ev, r);
  }
  const delayed = delayedHooks(e, kind, frames);
  if (delayed) m.delayed = delayed;
  const equip = equipHooks(e, kind, frames);
  if (equip) m.equip = equip;
  if (e.skill) m.skill = compileSkill(kind, e.skill, `${e.id}.skill`);
  const judge = judgeTestOf(e);
  if (judge) {
    const hit = compileCardTest(judge);
    m.judgeHits = hit;
  }
  if (Object.keys(frames).length > 0) m.frames = frames as Handlers;
  if (e.rescue) {
    const heal = e.rescue.heal;
    const amount = heal === 'full' ? 'full' : compileNum(heal, `${e.id}.rescue.heal`);
    m.rescue = Object.freeze({
      heal: amount === 'full' ? amount : (s: Parameters<UseStart>[0]) => amount(s, -1),
      nullifiable: e.rescue.nullifiable === true,
    });
  }
  return Object.freeze(m) as unknown as CardModule;
}
