/**
 * Freezes a plain data value and every object or array inside it, and returns it with a readonly type.
 * Definitions are frozen so that no rule, bot or test can change them at run time.
 * Only for acyclic plain data (objects, arrays, primitives); it walks the value once.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
