/**
 * 公山子无影八卦阵 (skill book 技能书, ×1) — 特效：无视距离，无视防具，鄙视血最低的人。任何人打不到你（除了国主），血最低的人，你出一张【杀】杀他旁边的2个人。除你以外。
 * Ruling: Your 杀 ignores distance and armor. Only the Lord can target you with 杀 or 单挑. Once per play phase you may use one 杀 on both neighbours of the player with the lowest HP (you choose among ties; never on yourself). Rulings: P-T4.
 *
 * Where it acts: through its skill's hooks — distance (`ignoresDistance`), armour (`ignoresArmor`), targeting
 * (`onlyLordTargets`) — and its own active use below. Product reading 9: that 杀 counts toward your 杀 limit (P-T2);
 * "the player with the lowest HP" is found among all alive players, you included (HP as shown, 天使之泪's shield
 * included); in boss mode the 海盗王 takes the 国主's place (`s.lord`).
 */
import { opt } from '../data/option-values.ts';
import type { CoreDecision } from '../decision-kinds.ts';
import { aliveFrom, pushFrame } from '../rules/ask.ts';
import { equipPlay, seatOf } from '../rules/effects.ts';
import type { PaopaoshaState } from '../state.ts';
import { defineCard, type SkillDef } from './types.ts';

/**
 * The target lists of the neighbours' 杀: for each alive player with the lowest HP, its alive neighbours on both sides
 * other than `seat` (deduplicated, in seat order from `seat`). Empty lists are left out.
 */
export function neighbourTargets(s: PaopaoshaState, seat: number): number[][] {
  const alive = aliveFrom(s, seat, true);
  let low = Number.POSITIVE_INFINITY;
  for (const i of alive) low = Math.min(low, seatOf(s, i).hp);
  const n = alive.length;
  const out: number[][] = [];
  for (let k = 0; k < n; k++) {
    const x = alive[k] as number;
    if (seatOf(s, x).hp !== low) continue;
    const set = new Set([alive[(k + n - 1) % n] as number, alive[(k + 1) % n] as number]);
    set.delete(seat);
    set.delete(x);
    if (set.size === 0) continue;
    const t = [...set].sort((a, b) => alive.indexOf(a) - alive.indexOf(b));
    if (!out.some((o) => o.length === t.length && o.every((v, i) => v === t[i]))) out.push(t);
  }
  return out;
}

/**
 * The book's skill: its holder's 杀 ignores distance and armour, only the 国主 may target them with 杀 or 单挑, and once
 * per play phase `{t:'skill', id, cards: [the 杀], targets: [the neighbours]}`.
 */
const skill: SkillDef = {
  id: 'gongshanziwuyingbaguazhen',
  ignoresArmor: () => true,
  ignoresDistance: () => true,
  onlyLordTargets: () => true,
  actions(s, seat, r) {
    const out: CoreDecision[] = [];
    const limit = opt(s.config, 'gongshanziwuyingbaguazhenPerTurn');
    if (r.turnUsesOf(s, seat, 'gongshanziwuyingbaguazhen') >= limit || !r.canUseSha(s, seat)) return out;
    const groups = neighbourTargets(s, seat);
    // Hand cards usable as one 杀 here: 杀, 杀闪之交, and 水 with 水枪.
    for (const c of seatOf(s, seat).hand) {
      if (!r.usableAsSha(s, seat, c)) continue;
      for (const t of groups) out.push({ t: 'skill', id: 'gongshanziwuyingbaguazhen', cards: [c], targets: t });
    }
    return out;
  },
  perform(s, seat, d, _ev, r) {
    r.countUse(s, seat, 'gongshanziwuyingbaguazhen');
    // An ordinary 杀 (the `use` frame counts it toward the limit, reading 9) on both targets, in seat order.
    const card = d.cards[0] as number;
    pushFrame(s, { k: 'use', user: seat, card, as: 'sha', with: [], targets: d.targets.slice(), i: 0 });
  },
};

/** 公山子无影八卦阵: data entry and rules. */
export const gongshanziwuyingbaguazhen = defineCard({
  data: {
    id: 'gongshanziwuyingbaguazhen',
    zh: '公山子无影八卦阵',
    en: "Gongshanzi's Shadowless Bagua",
    type: 'equipment',
    subtype: 'book',
    copies: 1,
    deck: [[82, 'C', 13]],
    textZh:
      '特效：无视距离，无视防具，鄙视血最低的人。任何人打不到你（除了国主），血最低的人，你出一张【杀】杀他旁边的2个人。除你以外。',
    textEn:
      'Your Kill ignores distance and armor. Only the Lord can target you with Kill or Duel. Once per play phase you may use one Kill on both neighbours of the player with the lowest HP (you choose among ties; never on yourself).',
    ruling: 'P-T4',
    hint: 8,
    equippedHint: 7,
    art: { icon: 'spell-book' },
    bot: { skill: { policy: 'shaNeighbours', score: 31 } },
  },
  play: equipPlay,
  skill,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    gongshanziwuyingbaguazhen: true;
  }
}
