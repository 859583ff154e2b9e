/**
 * The explicit index of every frame handler of 跑跑杀: the rules' own frames, then each card module's (cards/index.ts)
 * and each skill's (skills/index.ts). Nothing depends on registration order; a frame kind registered twice is an error.
 */
import { CARD_MODULES } from '../cards/index.ts';
import type { Handlers } from '../cards/types.ts';
import { skillSystemHandlers } from '../skills/hooks.ts';
import { coreHandlers } from './core.ts';
import { delayedHandlers } from './delayed.ts';
import { turnHandlers } from './turn.ts';
import { useHandlers } from './use.ts';

function gather(parts: readonly Handlers[]): Handlers {
  const out: Record<string, Handlers[string]> = {};
  for (const part of parts) {
    for (const [k, h] of Object.entries(part)) {
      if (out[k]) throw new Error(`frame kind ${k} has two handlers`);
      out[k] = h;
    }
  }
  return Object.freeze(out);
}

/** Frame kind → handler. */
export const HANDLERS: Handlers = gather([
  coreHandlers,
  turnHandlers,
  useHandlers,
  delayedHandlers,
  ...CARD_MODULES.flatMap((m) => (m.frames ? [m.frames] : [])),
  skillSystemHandlers(),
]);
