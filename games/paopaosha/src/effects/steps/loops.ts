/**
 * Effect primitives that loop: `repeat` (a question asked again and again: 葱汁's point-by-point prevention, 洛神's
 * judgement loop) and `stop` (ends it).
 */
import { ContentError, compileNum, compileSeatTest } from '../expr.ts';
import { END, NEXT, WAIT } from '../program.ts';
import { askYesNo, saidYes } from './choice.ts';
import type { StepPrimitive } from './types.ts';

/**
 * `repeat`: while the owner passes `while`, with `may` the owner is asked yes or no (reason the entry id, `count`
 * for its words) and no ends the loop; then its steps run, and the loop starts over. A `stop` inside jumps past it.
 */
export const repeat: StepPrimitive<'repeat'> = {
  waits: true,
  compile(st, b, c) {
    const test = st.while ? compileSeatTest(st.while) : null;
    const count = st.count !== undefined ? compileNum(st.count, `${c.path}.count`) : null;
    const may = st.may === true;
    const reason = c.id;
    const head = b.emit(() => NEXT);
    const answer = may ? b.emit(() => NEXT) : -1;
    b.loops.push([]);
    c.sub(st.steps, `${c.path}.steps`);
    b.emit(() => head);
    const stops = b.loops.pop() as number[];
    const end = b.here;
    b.patch(head, (s, f, _ev, r) => {
      const owner = f.owner ?? f.user;
      if (test && !test(s, f.user, owner, r, reason)) return end;
      if (!may) return NEXT;
      askYesNo(s, owner, reason as never, count ? count(s, owner) : 0);
      return WAIT;
    });
    if (answer >= 0) b.patch(answer, (s) => (saidYes(s) ? NEXT : end));
    for (const x of stops) b.patch(x, () => end);
  },
};

/** `stop`: ends the innermost `repeat` (a jump past it). */
export const stop: StepPrimitive<'stop'> = {
  waits: false,
  compile(_st, b, c) {
    const loop = b.loops[b.loops.length - 1];
    if (!loop) throw new ContentError(c.path, 'stop is only allowed inside a repeat');
    loop.push(b.emit(() => END));
  },
};
