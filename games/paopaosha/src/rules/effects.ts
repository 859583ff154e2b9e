/**
 * The shared effect library the card modules and skills call (a step that three cards need becomes one helper here):
 * seats, damage (P-W1), outright death (product reading 4), healing, moving a card between hands, picking a card from
 * a target. Imports no card data (the card modules sit above it).
 */
import { withRng } from '@shaju/engine';
import type { CardKindId } from '../data/card-types.ts';
import { type DecisionSink, useOf } from '../decision-kinds.ts';
import type { Ev } from '../events.ts';
import { type ChoiceOption, type PaopaoshaState, type SeatState, setEquip } from '../state.ts';
import { pushFrame } from './ask.ts';
import { removeCard } from './piles.ts';

/** The seat with index `seat`, which must exist (the typed accessor instead of `s.seats[i] as SeatState`). */
export function seatOf(s: PaopaoshaState, seat: number): SeatState {
  return s.seats[seat] as SeatState;
}

/** Alive seats other than `seat`, ascending. */
export function others(s: PaopaoshaState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.seats.length; i++) if (i !== seat && seatOf(s, i).alive) out.push(i);
  return out;
}

/** Alive seats other than `seat`, in seat order from `seat`'s next. */
export function othersFrom(s: PaopaoshaState, seat: number): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  for (let i = 1; i < n; i++) if (seatOf(s, (seat + i) % n).alive) out.push((seat + i) % n);
  return out;
}

/** Whether `p` holds any card: hand, equipment, and (with `judging`) a delayed card in front of them. */
export function hasAnyCard(p: SeatState, judging: boolean): boolean {
  return (
    p.hand.length > 0 ||
    p.equip.weapon >= 0 ||
    p.equip.armor >= 0 ||
    p.equip.mount >= 0 ||
    p.equip.book >= 0 ||
    (judging && p.judging.length > 0)
  );
}

/** Named steps (`pc`) of the damage frame (core.ts); at `hurt` its beforeDamage triggers run (they may change `amount`). */
export const DAMAGE_STEP = Object.freeze({ start: 0, hurt: 5, done: 1 } as const);

/** Frame: `amount` damage to `seat` from `source` (-1: none) by `card` (-1: none) (P-W1). */
export interface DamageFrame {
  k: 'damage';
  pc: number;
  seat: number;
  amount: number;
  source: number;
  card: number;
}

/** Pushes a damage frame (P-W1): `amount` to `seat` from `source` (-1: none) by `card` (-1: none). */
export function pushDamage(s: PaopaoshaState, seat: number, amount: number, source: number, card: number): void {
  pushFrame(s, { pc: 0, k: 'damage', seat, amount, source, card });
}

/**
 * Product reading 4: `seat` dies outright — no damage, no dying step, no rescue (永恒之火, 吉奥拉之花, 豆花). Pushes the
 * death frame directly; `killer` is -1 for none (豆花). With `lordWin`, the 国主 dying so gives the 强盗 the win (P-W4,
 * 永恒之火: the `kill` primitive's `lordDeathWins`).
 */
export function killOutright(s: PaopaoshaState, seat: number, killer: number, lordWin = false): void {
  if (!seatOf(s, seat).alive) return;
  pushFrame(
    s,
    lordWin ? { pc: 0, k: 'death', seat, source: killer, lordWin } : { pc: 0, k: 'death', seat, source: killer },
  );
}

/** Two seats in ascending order: the `see` list of an event only those two may see. */
export function seatPair(a: number, b: number): number[] {
  return a < b ? [a, b] : [b, a];
}

/**
 * Moves `card` from `from`'s hand to `to`'s hand with a 'move' event that only the two of them see (view.ts
 * `redactEvent`). Used by every effect that takes or gives a hand card (顺手牵狗, 控制, 光明之眼, 贪污, 爱国, 电脑奇才…).
 */
export function giveCard(s: PaopaoshaState, from: number, to: number, card: number, ev: Ev): void {
  removeCard(seatOf(s, from).hand, card);
  seatOf(s, to).hand.push(card);
  ev?.push({ t: 'move', from, to, cards: [card], count: 1, zone: 'hand', see: seatPair(from, to) });
}

/** Heals `seat` by `amount`, never above max HP (天使之泪's shield is never restored). Returns the HP gained. */
export function heal(s: PaopaoshaState, seat: number, amount: number, by: number, ev: Ev): number {
  const p = seatOf(s, seat);
  const before = p.hp;
  p.hp = Math.max(p.hp, Math.min(p.maxHp + p.shield, p.hp + amount));
  if (p.hp !== before)
    ev?.push({ t: 'heal', seat, amount: p.hp - before, hp: p.hp, by, ...(p.shield > 0 ? { shield: p.shield } : {}) });
  return p.hp - before;
}

/** The cards of `seat` another player may pick: its hand (as one random pick), equipment, and (if `judging`) delayed cards. */
export function pickOptions(s: PaopaoshaState, seat: number, judging: boolean): ChoiceOption[] {
  const p = seatOf(s, seat);
  const out: ChoiceOption[] = [];
  if (p.hand.length > 0) out.push({ o: 'hand', card: -1 });
  for (const slot of SLOTS) if (p.equip[slot] >= 0) out.push({ o: 'card', card: p.equip[slot] });
  if (judging) for (const c of p.judging) out.push({ o: 'card', card: c });
  return out;
}

/** Takes the card an option of `pickOptions` names from `seat` (a random hand card for `hand`): the card and its zone. */
export function takePicked(s: PaopaoshaState, seat: number, o: ChoiceOption): { card: number; zone: 'hand' | 'equip' } {
  const p = seatOf(s, seat);
  if (o.o === 'hand') {
    const i = withRng(s, (r) => r.int(p.hand.length));
    const card = p.hand[i] as number;
    p.hand.splice(i, 1);
    return { card, zone: 'hand' };
  }
  for (const slot of SLOTS) {
    if (p.equip[slot] === o.card) {
      setEquip(p, slot, -1);
      return { card: o.card, zone: 'equip' };
    }
  }
  removeCard(p.judging, o.card);
  return { card: o.card, zone: 'equip' };
}

/** The equipment slots in order (P-T4). */
export const SLOTS = Object.freeze(['weapon', 'armor', 'mount', 'book'] as const);

/** Sorts target seats in seat order starting after `from` (the user comes last when targeted). */
export function seatOrderFrom(s: PaopaoshaState, from: number, targets: readonly number[]): number[] {
  const n = s.seats.length;
  return targets.slice().sort((a, b) => ((a - from - 1 + n) % n) - ((b - from - 1 + n) % n));
}

/**
 * Pushes a trick's effect on one target (rules/use.ts `trickOn`): 盾牌 and immunity, the 无懈可击 window (P-G5), then
 * the effect frame `fx:<kind>`. `victim`: 借刀杀人's second target (-1 otherwise).
 */
export function pushTrickOn(
  s: PaopaoshaState,
  user: number,
  target: number,
  card: number,
  kind: CardKindId,
  victim = -1,
): void {
  pushFrame(s, { pc: 0, k: 'trickOn', user, target, card, kind, victim });
}

/**
 * Asks `seat` for `need` 闪 against `card` of `source` (rules/respond.ts `askShan`; P-G6: asked even with none).
 * `allowShan`: 闪 may stop it (false: only 躲, 木槌); `allowEquip`: an equipped card may offer an alternative (八卦阵's
 * kind of card; false when the attacker ignores armour). The result (`s.ret`) is `{ dodged, duo }`.
 */
export function pushAskShan(
  s: PaopaoshaState,
  seat: number,
  source: number,
  card: number,
  reason: CardKindId,
  need: number,
  allowShan: boolean,
  allowEquip: boolean,
): void {
  pushFrame(s, {
    pc: 0,
    k: 'askShan',
    seat,
    source,
    card,
    reason,
    need,
    allowShan,
    allowEquip,
    equipTried: false,
    alt: -1,
  });
}

/** Asks `seat` for one 杀 (单挑, 强盗入侵, 恐怖分子, 借刀杀人). The result (`s.ret`) is true when one was played. */
export function pushAskSha(
  s: PaopaoshaState,
  seat: number,
  source: number,
  card: number,
  reason: CardKindId,
  target = -1,
  count = 1,
): void {
  pushFrame(s, { pc: 0, k: 'askSha', seat, source, card, reason, target, count });
}

/** Whether `seat` has no delayed card of `kind` in front of them (a delayed trick can't be placed twice, P-T1). */
export function freeOfDelayed(
  s: PaopaoshaState,
  seat: number,
  kind: CardKindId,
  kindOf: (c: number) => CardKindId,
): boolean {
  for (const c of seatOf(s, seat).judging) if (kindOf(c) === kind) return false;
  return true;
}

/** The play-phase use of an equipment card in hand: equip it (P-T4; rules/use.ts `equip`). Every equipment's `play`. */
export function equipPlay(
  _s: PaopaoshaState,
  _seat: number,
  card: number,
  out: DecisionSink,
  r: { kindOf(c: number): CardKindId },
): void {
  out.push(useOf(card, r.kindOf(card), []));
}
