/** Dispatch of the 跑跑杀 heuristic bot: one policy per request kind of the seat's view (`ask.kind`). */
import type { PaopaoshaDecision, PaopaoshaView } from '../../src/index.ts';
import { chooseCharacter } from './character.ts';
import { answerChoose } from './choose.ts';
import { chooseDiscard } from './discard.ts';
import { fallback, type Mind } from './mind.ts';
import { playPhase } from './play.ts';
import { answerRescue } from './rescue.ts';
import { answerSha, answerShan, answerWuxie } from './responses.ts';

/** The decision for the view's pending request, among `legal`; null when a policy finds none (the caller falls back). */
export function choose(b: Mind, v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
  const a = v.ask;
  if (!a) return null;
  switch (a.kind) {
    case 'character':
      return chooseCharacter(v, legal);
    case 'play':
      return playPhase(b, v, legal);
    case 'shan':
      return answerShan(b, a, legal);
    case 'sha':
      return answerSha(b, v, a, legal);
    case 'wuxie':
      return answerWuxie(b, v, a, legal);
    case 'rescue':
      return answerRescue(b, v, a, legal);
    case 'discard':
      return chooseDiscard(b, v, legal);
    case 'choose':
      return answerChoose(b, v, a, legal);
    default:
      return fallback(legal);
  }
}
