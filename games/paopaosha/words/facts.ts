/**
 * The rule facts the words derive for themselves, all in this one file, so that switching each to the rules' own
 * query (or an event field) is a change of one function here. Each keeps today's result exactly.
 */
import { CHARACTERS, type CharacterId, isWeaponCard, kindOf, type PaopaoshaView, suitOfCard } from '../src/index.ts';

/**
 * The 杀 damage `seat` deals: 1, +1 with 大炮 as weapon, +1 with 狼狗 as mount (games/paopaosha/src/cards/sha.ts
 * `shaDamage`), from the seat's public equipment in the view.
 */
// rules query: to be replaced by the rules' 杀-damage query on the view (games/paopaosha/src, `shaDamage` of a view)
export function shaDamageOf(v: PaopaoshaView, seat: number): number {
  const p = v.players[seat];
  if (!p) return 1;
  const w = p.equip.weapon >= 0 ? kindOf(p.equip.weapon) : '';
  const m = p.equip.mount >= 0 ? kindOf(p.equip.mount) : '';
  return 1 + (w === 'dapao' ? 1 : 0) + (m === 'langgou' ? 1 : 0);
}

/**
 * Whether a judgement's condition holds for its reason: ♥ for 地雷 / 水雷, ♣ for 画圈圈 (escaped) and 永恒之火, a weapon
 * card for 诅咒, 八卦阵 and 洛神 (games/paopaosha/src/cards/delayed.ts, src/cards/equipment, src/skills/luoshen.ts).
 * Null for a reason whose judgement has no outcome in words, or when no card was flipped (`card` < 0).
 */
// rules query: to be replaced by the outcome field of the `judge` event (games/paopaosha/src/events.ts)
export function judgementHolds(reason: string, card: number): boolean | null {
  if (card < 0) return null;
  switch (reason) {
    case 'dilei':
    case 'shuilei':
      return suitOfCard(card) === 'H';
    case 'huaquanquan':
    case 'yonghengzhihuo':
      return suitOfCard(card) === 'C';
    case 'zuzhou':
    case 'baguazhen':
    case 'luoshen':
      return isWeaponCard(card);
    default:
      return null;
  }
}

/**
 * Whether 画圈圈's judgement skipped its judge's play phase (a card flipped, not ♣), so that the `skip` event that
 * follows need not say it again.
 */
// rules query: to be replaced by the outcome field of the `judge` event (games/paopaosha/src/events.ts)
export function huaquanquanSkips(reason: string, card: number): boolean {
  return reason === 'huaquanquan' && card >= 0 && suitOfCard(card) !== 'C';
}

/**
 * Whether 闪 cannot stop `source`'s card of kind `kind` (木槌: only 躲 can), from the source's public weapon
 * (games/paopaosha/src/cards/sha.ts `allowShan`).
 */
// rules query: to be replaced by the rules' "闪 allowed" query (games/paopaosha/src/cards/sha.ts)
export function dodgeUseless(v: PaopaoshaView, source: number, kind: string): boolean {
  const src = v.players[source];
  return kind === 'sha' && src !== undefined && src.equip.weapon >= 0 && kindOf(src.equip.weapon) === 'muchui';
}

/**
 * The skill that makes a seat skip its discard phase, from its character: 中公普 (no discard phase) before 谦让 (full
 * HP); null when neither (games/paopaosha/src/skills/zhonggongpu.ts, qianrang.ts).
 */
// rules query: to be replaced by a `by` field of the `skip` event (games/paopaosha/src/events.ts)
export function discardSkipSkill(character: CharacterId | undefined): 'zhonggongpu' | 'qianrang' | null {
  const skills: readonly string[] = character ? CHARACTERS[character].skills : [];
  if (skills.includes('zhonggongpu')) return 'zhonggongpu';
  if (skills.includes('qianrang')) return 'qianrang';
  return null;
}
