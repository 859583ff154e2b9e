/**
 * The resolution stack (docs/architecture.md, principle 8): game logic that must stop for decisions is written as frames —
 * small plain objects `{ k, pc, …data }` on an explicit stack in the state — instead of coroutines or callbacks, so
 * a game suspended at any request serialises, clones, hashes and replays like any other state.
 *
 * A frame handler runs one step of the frame on top of the stack. Each call must make progress: advance `pc`, push a
 * child frame, suspend on a request, or pop itself. A child hands a value to its parent through `state.ret`.
 */

/** A frame: `k` names its handler, `pc` is its program counter; the rest is the frame's own plain data. */
export interface Frame {
  k: string;
  pc: number;
}

/** The part of a game state the stack runner needs. */
export interface StackHost {
  stack: Frame[];
  /** The last value a finished frame returned to its parent (plain data). */
  ret: unknown;
}

/** A handler for one frame kind. */
// biome-ignore lint/suspicious/noExplicitAny: each handler narrows its own frame type
export type FrameHandler<S> = (s: S, f: any) => void;

/**
 * Runs frames until the stack is empty or `suspended(s)` is true (a request is pending or the game ended).
 * Throws `Error` for an unknown frame kind or when `limit` handler calls pass without suspension (a rules loop).
 */
export function runStack<S extends StackHost>(
  s: S,
  handlers: Readonly<Record<string, FrameHandler<S>>>,
  suspended: (s: S) => boolean,
  limit = 1_000_000,
): void {
  let n = 0;
  while (s.stack.length > 0 && !suspended(s)) {
    const f = s.stack[s.stack.length - 1] as Frame;
    const h = handlers[f.k];
    if (!h) throw new Error(`no handler for frame kind ${f.k}`);
    h(s, f);
    if (++n > limit) throw new Error(`resolution did not suspend after ${limit} steps (top frame ${f.k})`);
  }
}

/**
 * Pushes `f` (with `pc: 0` unless it has one) onto the stack; it runs before its parent resumes. The frame's keys come
 * `pc` first, then `f`'s in order (a saved or hashed state spells them so). A literal written `{ pc: 0, k: …, … }` is
 * pushed itself; any other is copied behind a `pc` key — `{ pc: 0, ...f }`, which V8 builds about 3× slower than it
 * builds `f` (a spread after another key leaves its fast object-clone path; docs/performance.md).
 */
export function pushFrame<S extends StackHost>(s: S, f: { k: string; pc?: number } & Record<string, unknown>): void {
  s.stack.push(pcFirst(f) ? (f as Frame) : ({ pc: 0, ...f } as Frame));
}

/** Whether `pc` is the first key of `f` (a for-in over a plain object reads V8's cached key list). */
function pcFirst(f: object): boolean {
  for (const key in f) return key === 'pc';
  return false;
}

/** Pops the top frame, handing `value` to the parent through `s.ret`. */
export function popFrame<S extends StackHost>(s: S, value: unknown = null): void {
  s.stack.pop();
  s.ret = value;
}
