/**
 * Counts the TypeScript loader's `__name` tax (docs/performance.md, "The loader's `__name` tax"). tsx compiles with
 * esbuild's `keepNames`, which follows every named function expression with `__name(fn, "fn")`, that is
 * `Object.defineProperty(fn, 'name', …)`: once per module for a module-level function, but every time for a named
 * closure created inside a function. Each module captures `Object.defineProperty` when it loads, so this module must be
 * imported before the code it measures (the benchmark imports it first). Compiled JavaScript without `keepNames` counts 0.
 */

const define = Object.defineProperty;
let names = 0;

Object.defineProperty = function defineCounted<T>(
  o: T,
  key: PropertyKey,
  d: PropertyDescriptor & ThisType<unknown>,
): T {
  if (key === 'name' && typeof o === 'function') names++;
  return define(o, key, d);
} as typeof Object.defineProperty;

/** How many function names were defined since the process started (module loading included). */
export function nameDefinitions(): number {
  return names;
}
