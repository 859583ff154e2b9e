/**
 * 公山子无影八卦阵 (skill book) — 特效：无视距离，无视防具，鄙视血最低的人。任何人打不到你（除了国主），血最低的人，你出一张
 * 【杀】杀他旁边的2个人。除你以外。 Ruling: your 杀 ignores distance and armor; only the 国主 can target you with 杀 or
 * 单挑; once per play phase you may use one 杀 on both neighbours of the player with the lowest HP (you choose among
 * ties; never yourself).
 *
 * Where it acts: distance (rules/distance.ts `inShaRange`: any other player is in range), armor (cards/sha.ts: no 八卦阵
 * against it), targeting (legal.ts `shaProtected`), and its own active use below. Product reading 9: that 杀 counts
 * toward your 杀 limit (P-T2); "the player with the lowest HP" is found among all alive players, you included (HP as
 * shown, 天使之泪's shield included); in boss mode the 海盗王 takes the 国主's place (`s.lord`).
 */
import { kindOf } from '../cardinfo.ts';
import type { PaopaoshaDecision } from '../decisions.ts';
import { canUseSha } from '../legal.ts';
import { aliveFrom, pushFrame } from '../rules/ask.ts';
import { weaponKind } from '../rules/core.ts';
import type { PaopaoshaState } from '../state.ts';
import { countUse, turnUsesOf } from './hooks.ts';
import type { SkillDef } from './types.ts';

/** The book's card id (= its skill id). */
export const WUYINGBAGUAZHEN = 'gongshanziwuyingbaguazhen' as const;

type Seat = PaopaoshaState['seats'][number];

/**
 * The target lists of the neighbours' 杀: for each alive player with the lowest HP, its alive neighbours on both sides
 * other than `seat` (deduplicated, in seat order from `seat`). Empty lists are left out.
 */
export function neighbourTargets(s: PaopaoshaState, seat: number): number[][] {
  const alive = aliveFrom(s, seat, true);
  let low = Number.POSITIVE_INFINITY;
  for (const i of alive) low = Math.min(low, (s.seats[i] as Seat).hp);
  const n = alive.length;
  const out: number[][] = [];
  for (let k = 0; k < n; k++) {
    const x = alive[k] as number;
    if ((s.seats[x] as Seat).hp !== low) continue;
    const set = new Set([alive[(k + n - 1) % n] as number, alive[(k + 1) % n] as number]);
    set.delete(seat);
    set.delete(x);
    if (set.size === 0) continue;
    const t = [...set].sort((a, b) => alive.indexOf(a) - alive.indexOf(b));
    if (!out.some((o) => o.length === t.length && o.every((v, i) => v === t[i]))) out.push(t);
  }
  return out;
}

/** Hand cards `seat` may use as one 杀 here: 杀, 杀闪之交, and 水 with 水枪. */
function shaCards(s: PaopaoshaState, seat: number): number[] {
  const water = weaponKind(s, seat) === 'shuiqiang';
  return (s.seats[seat] as Seat).hand.filter((c) => {
    const k = kindOf(c);
    return k === 'sha' || k === 'shashanzhijiao' || (water && k === 'shui');
  });
}

/** 公山子无影八卦阵: `{t:'skill', id, cards: [the 杀], targets: [the neighbours]}` once per play phase. */
export const gongshanziwuyingbaguazhen: SkillDef = {
  id: WUYINGBAGUAZHEN,
  actions(s, seat) {
    const out: PaopaoshaDecision[] = [];
    if (turnUsesOf(s, seat, WUYINGBAGUAZHEN) > 0 || !canUseSha(s, seat)) return out;
    const groups = neighbourTargets(s, seat);
    for (const c of shaCards(s, seat))
      for (const t of groups) out.push({ t: 'skill', id: WUYINGBAGUAZHEN, cards: [c], targets: t });
    return out;
  },
  perform(s, seat, d) {
    countUse(s, seat, WUYINGBAGUAZHEN);
    // An ordinary 杀 (the `use` frame counts it toward the limit, reading 9) on both targets, in seat order.
    pushFrame(s, {
      k: 'use',
      user: seat,
      card: d.cards[0] as number,
      as: 'sha',
      with: [],
      targets: d.targets.slice(),
      i: 0,
    });
  },
};
