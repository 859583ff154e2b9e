/** The explicit index of every frame handler of 跑跑杀 (engineering.md: an explicit index, nothing by registration order). */
import { aoeHandlers } from '../cards/aoe.ts';
import { delayedHandlers } from '../cards/delayed.ts';
import { godHandlers } from '../cards/gods.ts';
import { haiyanggongzhuHandlers } from '../cards/haiyanggongzhu.ts';
import { shaHandlers } from '../cards/sha.ts';
import { trickHandlers } from '../cards/tricks.ts';
import { useHandlers } from '../cards/use.ts';
import '../skills/index.ts';
import { skillSystemHandlers } from '../skills/hooks.ts';
import type { Handlers } from './ask.ts';
import { coreHandlers } from './core.ts';
import { turnHandlers } from './turn.ts';

/** Frame kind → handler. */
export const HANDLERS: Readonly<Handlers> = Object.freeze({
  ...coreHandlers,
  ...turnHandlers,
  ...useHandlers,
  ...shaHandlers,
  ...aoeHandlers,
  ...trickHandlers,
  ...delayedHandlers,
  ...godHandlers,
  ...haiyanggongzhuHandlers,
  ...skillSystemHandlers(),
});
