/**
 * The explicit index of every frame handler of 跑跑杀: the rules' own frames, then each card module's (cards/index.ts)
 * and each skill's (skills/index.ts). Nothing depends on registration order; a frame kind registered twice is an error.
 */
import { CARD_MODULES, perContent } from '../cards/index.ts';
import type { Handler, Handlers } from '../cards/types.ts';
import { attackHandlers } from '../effects/attack.ts';
import { skillSystemHandlers } from '../skills/hooks.ts';
import { coreHandlers } from './core.ts';
import { delayedHandlers } from './delayed.ts';
import { turnHandlers } from './turn.ts';
import { useHandlers } from './use.ts';

const CARD_FRAMES: Handlers = Object.assign({}, ...CARD_MODULES.flatMap((m) => (m.frames ? [m.frames] : [])));
const SKILL_FRAMES: Handlers = skillSystemHandlers();
const PARTS: readonly Handlers[] = [
  coreHandlers,
  attackHandlers,
  turnHandlers,
  useHandlers,
  delayedHandlers,
  CARD_FRAMES,
  SKILL_FRAMES,
];

/** Throws `Error` when two parts register the same frame kind. */
function checkUnique(parts: readonly Handlers[]): void {
  const seen = new Set<string>();
  for (const part of parts) {
    for (const k of Object.keys(part)) {
      if (seen.has(k)) throw new Error(`frame kind ${k} has two handlers`);
      seen.add(k);
    }
  }
}

checkUnique(PARTS);

/**
 * Frame kind → handler. Built by object spread, which keeps the table in V8's fast-property mode (a table filled key by
 * key turns into a slower dictionary after a dozen keys; the stack runner looks a handler up at every step).
 */
/** The seed's `HANDLER_OF`, once built (what a pack's content adds its frames to). */
let HANDLERS_BUILT: ReadonlyMap<string, Handler> | undefined;

export const HANDLERS: Handlers = Object.freeze({
  ...coreHandlers,
  ...attackHandlers,
  ...turnHandlers,
  ...useHandlers,
  ...delayedHandlers,
  ...CARD_FRAMES,
  ...SKILL_FRAMES,
});

/**
 * The same table as a `Map`, which the stack runner (game.ts) reads at every step: with ~90 frame kinds a keyed read of
 * an object is megamorphic and about 2.5× slower than `Map.get` (docs/performance.md).
 */
export let HANDLER_OF: ReadonlyMap<string, Handler> = perContent(
  () => handlerMap(),
  (v) => {
    HANDLER_OF = v;
  },
);

/** `HANDLER_OF` of the current content: the seed's table, and a pack's card kinds' frames (src/content/packs.ts). */
function handlerMap(): ReadonlyMap<string, Handler> {
  if (HANDLERS_BUILT === undefined) return new Map(Object.entries(HANDLERS) as [string, Handler][]);
  const out = new Map(HANDLERS_BUILT);
  for (const m of CARD_MODULES) {
    if (!m.frames) continue;
    for (const [k, h] of Object.entries(m.frames)) {
      const had = out.get(k);
      if (had !== undefined && had !== h) throw new Error(`frame kind ${k} has two handlers`);
      out.set(k, h as Handler);
    }
  }
  return out;
}

HANDLERS_BUILT = HANDLER_OF;
