/**
 * A search bot as the server runs it: its heavy part (`SearchTask`) thinks in the search pool (pool.ts), never on the
 * server's event loop. `PooledBot` keeps the session's synchronous `Decider` shape: while it thinks it answers
 * `THINKING` (the session then waits: the room waits for its bot, the server does not), and when the pool answers it
 * calls `wake`, so that the session asks it again and gets the decision — if the seat's view is still the one it
 * thought about (a deadline may have answered first); else it thinks anew. Until the pool has warmed (pool.ts
 * `warmPool`), it answers as its base bot, at once.
 */
import {
  type Decider,
  type GameKit,
  isPreparedDecider,
  type PreparedDecider,
  type SearchTask,
  type SeatContext,
} from '@shaju/runtime';
import { poolReady, runInPool, warmPool } from './pool.ts';

/** What `PooledBot.decide` answers while the pool thinks: no decision yet. */
export const THINKING: unique symbol = Symbol('thinking');

/** The most a search decision may think on the server, in milliseconds (`SHAJU_SEARCH_MS`, default 900). */
export function searchMs(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.SHAJU_SEARCH_MS);
  return Number.isFinite(n) && n > 0 ? n : 900;
}

/** The decision of a search task, thought in the pool within `searchMs`; the task's fallback if the pool fails. */
export async function searchInPool(task: SearchTask): Promise<unknown> {
  try {
    const out = await runInPool({ ...task, timeMs: Math.min(task.timeMs ?? Number.POSITIVE_INFINITY, searchMs()) });
    return out.decision;
  } catch (e) {
    console.error(`search bot failed, the base bot answers: ${(e as Error)?.message ?? e}`);
    return task.fallback;
  }
}

/**
 * Starts warming the search pool (pool.ts `warmPool`) when bot kind `kind` of `kit` is a search bot (its bots are
 * `PreparedDecider`s): called when a room is created with that kind, or a bot of it is added, so that the threads
 * have loaded before its first decision. Returns whether it did; a kind the game does not have warms nothing.
 */
export function warmForBots(kit: GameKit, kind: string): boolean {
  let search = false;
  try {
    search = isPreparedDecider(kit.makeBot(kind, 0));
  } catch {
    return false;
  }
  if (search) void warmPool();
  return search;
}

/** A `PreparedDecider` (the search bot) whose searches run in the pool; see the file's header. */
export class PooledBot implements Decider {
  readonly name: string;
  private busy = false;
  private ready: { readonly view: string; readonly d: unknown } | null = null;

  constructor(
    private readonly inner: PreparedDecider,
    private readonly wake: () => void,
  ) {
    this.name = inner.name;
  }

  decide(ctx: SeatContext): unknown {
    const done = this.takeReady(ctx);
    if (done !== THINKING) return done;
    if (this.busy) return THINKING;
    const p = this.inner.prepare(ctx);
    if ('decision' in p) return p.decision;
    // While the pool's threads still load (the first seconds of a server), the base bot answers at once rather than
    // keep the table waiting past the search's budget (issue 29, point 10); the pool warms meanwhile.
    if (!poolReady()) {
      void warmPool();
      return p.task.fallback;
    }
    this.busy = true;
    const view = JSON.stringify(p.task.view);
    void searchInPool(p.task).then((d) => {
      this.busy = false;
      this.ready = { view, d };
      this.wake();
    });
    return THINKING;
  }

  /**
   * An answer at once, without thinking: the base bot's (a deadline's default for a person's seat cannot wait for a
   * search; a search answer already made for this very view is taken).
   */
  now(ctx: SeatContext): unknown {
    const done = this.takeReady(ctx);
    if (done !== THINKING) return done;
    const p = this.inner.prepare(ctx);
    return 'decision' in p ? p.decision : p.task.fallback;
  }

  /** The search answer made for this very view (taken once), else `THINKING`; an answer for another view is dropped. */
  private takeReady(ctx: SeatContext): unknown {
    const r = this.ready;
    if (r === null) return THINKING;
    this.ready = null;
    return r.view === JSON.stringify(ctx.view()) ? r.d : THINKING;
  }

  react(ctx: SeatContext): unknown | null {
    return this.inner.react ? this.inner.react(ctx) : null;
  }
}

/**
 * `bot`'s decision for `ctx`; with `atOnce` (a deadline's default) a `PooledBot` answers without thinking
 * (`PooledBot.now`), so that the request does not wait for a second deadline.
 */
export function decideBy(bot: Decider, ctx: SeatContext, atOnce: boolean): unknown {
  return atOnce && bot instanceof PooledBot ? bot.now(ctx) : bot.decide(ctx);
}
