/**
 * Equipment primitives of the effect library that act rather than modify (the kernel; docs/content.md, "Modifiers"):
 * `afterShaDodged` — discard cards to make a dodged 杀 hit anyway (泡泡加特林) — and `useAs` — the equipped card used or
 * played as other kinds while it stays in its slot, a number of times per turn and in all (死神冥刀). Compiled into the
 * rules' equipment hooks (src/cards/types.ts `EquipHooks`).
 */
import type { EquipHooks, Handlers, ShaHitFrame } from '../cards/types.ts';
import type { CardEntryT } from '../content/schema/card.ts';
import type { CardKindId } from '../data/card-types.ts';
import { playOf } from '../decision-kinds.ts';
import type { Ev } from '../events.ts';
import { answer, ask, popFrame, pushFrame } from '../rules/ask.ts';
import { seatOf } from '../rules/effects.ts';
import { takeFromSeat } from '../rules/piles.ts';
import { type ChoiceOption, type PaopaoshaState, setEquip } from '../state.ts';
import { compileNum, optionReader } from './expr.ts';

/** Frame: after `user`'s 杀 on `target` was dodged, discard cards to make it hit anyway. `ret`: true to hit. */
interface AfterDodgeFrame {
  k: `weapon:${CardKindId}`;
  pc: number;
  user: number;
  target: number;
  left: number;
}

/** Named steps (`pc`): ask, read the answer, one discard at a time. */
const STEP = Object.freeze({ ask: 0, answer: 1, discard: 2 } as const);

/**
 * The `afterShaDodged` hook and its frame `weapon:<id>` for entry `e`: when the owner holds enough cards to spare (hand,
 * and the `discardSlots` of the equipment), a yes/no question (`discard2`/`no`, its `count` the cards it costs), then
 * the discards one at a time (request reason the entry's id).
 */
export function afterShaDodgedHook(
  e: CardEntryT,
  kind: CardKindId,
): { hook: EquipHooks['afterShaDodged']; frames: Handlers } {
  const spec = e.equip?.afterShaDodged;
  if (!spec) return { hook: undefined, frames: {} };
  const cost = compileNum(spec.discard, `${e.id}.equip.afterShaDodged.discard`);
  const slots = e.equip?.discardSlots ?? [];
  const k: `weapon:${CardKindId}` = `weapon:${kind}`;
  const hook = (s: PaopaoshaState, f: ShaHitFrame): boolean => {
    const u = seatOf(s, f.user);
    let spare = u.hand.length;
    for (const slot of slots) if (u.equip[slot] >= 0) spare++;
    if (!u.alive || spare < cost(s, f.user)) return false;
    pushFrame(s, { k, user: f.user, target: f.target, left: 0 });
    return true;
  };
  const frames: Handlers = {
    [k](s: PaopaoshaState, f: AfterDodgeFrame, ev: Ev) {
      if (f.pc === STEP.ask) {
        f.pc = STEP.answer;
        const options: ChoiceOption[] = [
          { o: 'discard2', card: -1 },
          { o: 'no', card: -1 },
        ];
        // `count`: the cards it costs, for the question's words.
        ask(s, { kind: 'choose', seats: [f.user], reason: kind, target: f.target, count: cost(s, f.user), options });
        return;
      }
      if (f.pc === STEP.answer) {
        const a = answer(s);
        if (a?.d.t !== 'choose' || a.d.i !== 0) return popFrame(s, false);
        // 0 cards: the 杀 hits without a discard.
        f.left = cost(s, f.user);
        if (f.left <= 0) return popFrame(s, true);
        f.pc = STEP.discard;
        ask(s, { kind: 'discard', seats: [f.user], count: f.left, reason: kind });
        return;
      }
      const a = answer(s);
      if (a && a.d.t === 'discard') {
        takeFromSeat(s, f.user, a.d.card);
        s.discard.push(a.d.card);
        ev?.push({ t: 'discard', seat: f.user, cards: [a.d.card], reason: kind });
      }
      f.left--;
      if (f.left > 0) {
        ask(s, { kind: 'discard', seats: [f.user], count: f.left, reason: kind });
        return;
      }
      popFrame(s, true);
    },
  };
  return { hook, frames };
}

/** Uses left and whether the per-turn limit is reached, for the views (P-T6: use counts are shown). */
export interface UseAsFacts {
  /** Uses left before it is discarded. */
  readonly left: number;
  /** Whether its per-turn limit is reached this turn (its holder cannot use it again until the next turn). */
  readonly spentThisTurn: boolean;
}

/**
 * The hooks of `useAs` for entry `e` (死神冥刀): the card keeps its slot when used as one of `kinds`; its uses are
 * counted in the state (`mingdaoUses`, `mingdaoTurn`: one such card per deck) and, with a per-turn limit above 1, in the
 * user's `turnUses` under the card's id (only then, so a default game's state is unchanged); after `uses` uses it is
 * discarded and the count starts again.
 */
export function useAsHooks(
  e: CardEntryT,
  kind: CardKindId,
):
  | (Pick<EquipHooks, 'keepsSlotAs' | 'usedInPlace' | 'ownUses' | 'rescueUses'> & {
      facts(s: PaopaoshaState): UseAsFacts;
    })
  | null {
  const spec = e.equip?.useAs;
  if (!spec) return null;
  const uses = optionReader(spec.uses, `${e.id}.equip.useAs.uses`);
  const perTurn = optionReader(spec.perTurn, `${e.id}.equip.useAs.perTurn`);
  const kinds = spec.kinds as CardKindId[];
  const spent = (s: PaopaoshaState, seat: number): boolean => {
    if (s.mingdaoTurn !== s.turns) return false;
    const limit = perTurn(s.config);
    return limit === 1 || (seatOf(s, seat).turnUses[kind] ?? 0) >= limit;
  };
  return {
    keepsSlotAs: Object.freeze(kinds.slice()),
    usedInPlace(s, seat, ev) {
      s.mingdaoUses++;
      const p = seatOf(s, seat);
      if (perTurn(s.config) !== 1) {
        // A new record: clones share it (countUse, skills/uses.ts).
        const n = (s.mingdaoTurn === s.turns ? (p.turnUses[kind] ?? 0) : 0) + 1;
        p.turnUses = { ...p.turnUses, [kind]: n };
      }
      s.mingdaoTurn = s.turns;
      if (s.mingdaoUses >= uses(s.config) && p.equip.weapon >= 0) {
        const w = p.equip.weapon;
        setEquip(p, 'weapon', -1);
        s.discard.push(w);
        s.mingdaoUses = 0;
        ev?.push({ t: 'discard', seat, cards: [w], reason: kind });
      }
    },
    ownUses(s, seat, out, r) {
      if (spent(s, seat)) return;
      const w = seatOf(s, seat).equip.weapon;
      for (const k of kinds) if (!r.answersRescue(k)) r.playAs(s, seat, w, k, out);
    },
    rescueUses(s, seat, blocked, out, r) {
      if (spent(s, seat) || blocked) return;
      const w = seatOf(s, seat).equip.weapon;
      for (const k of kinds) if (r.answersRescue(k)) out.push(playOf(w, k));
    },
    facts: (s) => ({ left: Math.max(0, uses(s.config) - s.mingdaoUses), spentThisTurn: spent(s, s.turn) }),
  };
}
