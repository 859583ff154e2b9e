/**
 * The step every "answer or take 1 damage" trick shares (万刀齐发: a 闪; 强盗入侵 and 恐怖分子: a 杀): ask the target,
 * then 1 damage from the user unless it answered (seed: 否则减一点体力). One call per frame step, no closure.
 */
import type { CardKindId } from '../data/card-types.ts';
import { opt, type ScalarOptionId } from '../data/option-values.ts';
import { popFrame } from '../rules/ask.ts';
import { pushAskSha, pushAskShan, pushDamage } from '../rules/effects.ts';
import type { PaopaoshaState } from '../state.ts';
import type { FxFrame, Rules } from './types.ts';

/** Named steps (`pc`) of such a frame: ask for the response, read it (damage unless answered), done. */
export const ANSWER_STEP = Object.freeze({ ask: 0, answer: 1, done: 2 } as const);

/**
 * Runs one step of `f`, the effect of trick `kind` on `f.target`: the request (`answer` 'shan': a 闪, which an
 * equipped armour alternative may give; 'sha': a 杀), then the damage of option `damage` (1 by default) from `f.user`
 * unless answered, then pops.
 */
export function answerOrDamage(
  s: PaopaoshaState,
  f: FxFrame,
  r: Rules,
  kind: CardKindId,
  answer: 'sha' | 'shan',
  damage: ScalarOptionId,
): void {
  if (f.pc === ANSWER_STEP.ask) {
    f.pc = ANSWER_STEP.answer;
    if (answer === 'shan')
      pushAskShan(s, f.target, f.user, f.card, kind, 1, true, r.armourAlternative(s, -1, f.target));
    else pushAskSha(s, f.target, f.user, f.card, kind);
    return;
  }
  if (f.pc === ANSWER_STEP.answer) {
    f.pc = ANSWER_STEP.done;
    const answered = answer === 'shan' ? (s.ret as { dodged: boolean }).dodged : s.ret === true;
    const amount = opt(s.config, damage) as number;
    if (!answered && amount > 0) pushDamage(s, f.target, amount, f.user, f.card);
    return;
  }
  popFrame(s, null);
}
