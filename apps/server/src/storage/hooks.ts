/**
 * A storage seen through hooks, without touching the storage itself (sqlite.ts): every write is timed and counted
 * (metrics, the benchmark's storage writes per decision), and the start and end of each game are told (the Redis
 * claims of scale/takeover.ts). A write that returns a promise is timed until it settles; a refused write (`beforeWrite`
 * throws) or one that throws is a rejected promise, as the asynchronous storage interface says.
 */
import type { Storage } from './api.ts';

/** What a hooked storage tells. */
export interface StorageHooks {
  /** Called before every write; throwing refuses the write (the storage is not called; the error reaches the caller). */
  beforeWrite?(method: string): void;
  /** A write finished (or failed) after `ms` milliseconds; `method` is the storage method's name. */
  onWrite?(method: string, ms: number, failed: boolean): void;
  /** A game was recorded as started (`createGame` returned). */
  onGameCreated?(id: string): void;
  /** A game was recorded as finished (`finishGame` returned). */
  onGameFinished?(id: string): void;
}

/** Storage methods that write: those whose name starts with one of these verbs (`appendDecision`, `saveLobby`…). */
const WRITE = /^(create|append|finish|save|put|update|delete|remove|set|insert)/;

/**
 * `storage` with `hooks` called around its writes. Reads pass through untouched; the returned object is a proxy of the
 * same storage (its methods run with the storage itself as `this`). Hook errors are not caught: hooks must not throw.
 */
export function hookStorage<S extends Storage>(storage: S, hooks: StorageHooks): S {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(storage, {
    get(target, prop) {
      const v = Reflect.get(target, prop, target) as unknown;
      if (typeof v !== 'function') return v;
      let w = wrapped.get(prop);
      if (w === undefined) {
        const fn = v as (...args: unknown[]) => unknown;
        w = typeof prop === 'string' && WRITE.test(prop) ? timed(target, prop, fn, hooks) : fn.bind(target);
        wrapped.set(prop, w);
      }
      return w;
    },
  });
}

function timed(target: Storage, name: string, fn: (...args: unknown[]) => unknown, hooks: StorageHooks) {
  const after = (args: unknown[]) => {
    if (name === 'createGame') hooks.onGameCreated?.((args[0] as { id: string }).id);
    else if (name === 'finishGame') hooks.onGameFinished?.(args[0] as string);
  };
  return (...args: unknown[]): unknown => {
    // The storage is asynchronous (api.ts): a refused or failed write is a rejected promise, never a throw
    // that would escape a caller's `.catch`.
    try {
      hooks.beforeWrite?.(name);
    } catch (e) {
      return Promise.reject(e);
    }
    const t0 = performance.now();
    let r: unknown;
    try {
      r = fn.apply(target, args);
    } catch (e) {
      hooks.onWrite?.(name, performance.now() - t0, true);
      return Promise.reject(e);
    }
    if (r instanceof Promise) {
      return r.then(
        (v) => {
          hooks.onWrite?.(name, performance.now() - t0, false);
          after(args);
          return v;
        },
        (e) => {
          hooks.onWrite?.(name, performance.now() - t0, true);
          throw e;
        },
      );
    }
    hooks.onWrite?.(name, performance.now() - t0, false);
    after(args);
    return r;
  };
}
