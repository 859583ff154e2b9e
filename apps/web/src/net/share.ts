/**
 * Structural sharing of JSON values: `shareEqual(prev, next)` is `next` with every part that equals (deeply) the same
 * part of `prev` replaced by `prev`'s object, so that what did not change between two server messages keeps its
 * identity and memoised components showing it are not rendered again (docs/performance.md, "The web").
 */

/**
 * `next`, sharing `prev`'s objects and arrays wherever they are deeply equal; `prev` itself when all is equal. Plain
 * JSON only (objects, arrays, strings, numbers, booleans, null); a value of any other kind is taken from `next`.
 */
export function shareEqual<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return next;
  if (Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(next)) {
    const p = prev as unknown[];
    let same = p.length === next.length;
    const out = next.map((v, i) => {
      const s = shareEqual(p[i], v);
      if (s !== p[i]) same = false;
      return s;
    });
    return (same ? prev : out) as T;
  }
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  let same = keys.length === Object.keys(p).length;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const s = shareEqual(p[k], n[k]);
    if (s !== p[k] || !(k in p)) same = false;
    out[k] = s;
  }
  return (same ? prev : out) as T;
}
