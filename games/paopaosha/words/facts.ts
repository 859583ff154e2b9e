/**
 * The rule facts the words need, in one file: the rules' own queries read from the view (games/paopaosha/src/rules/
 * queries.ts), and what the game does not answer yet, marked `// rules query: to be replaced by …`. Judgement
 * outcomes come from the `judge` event's `hit`.
 */
import { CHARACTERS, type CharacterId, kindOf, type PaopaoshaView, shaDamage } from '../src/index.ts';

/** The 杀 damage `seat` deals (the rules' `shaDamage`, read from the view: 1, +1 with 大炮, +1 with 狼狗; P-W1). */
export function shaDamageOf(v: PaopaoshaView, seat: number): number {
  return v.players[seat] ? shaDamage(v, seat) : 1;
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
