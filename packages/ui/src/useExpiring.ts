/**
 * A value that holds for a while and then lapses: a table's answer just sent hides its controls until the next view or
 * until the hold runs out (the server refused it, so the controls come back). The tables read no clock and set no
 * timer of their own (apps/web/test/countdown.test.tsx): the timer is here.
 */
import { useEffect, useState } from 'react';

/**
 * State of `T | null` that returns to `null` `holdMs` milliseconds after each non-null set (a new set restarts the
 * hold; setting `null` ends it at once). Returns `[value, set]` as `useState` does.
 */
export function useExpiring<T>(holdMs: number): [T | null, (v: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const id = setTimeout(() => setValue(null), holdMs);
    return () => clearTimeout(id);
  }, [value, holdMs]);
  return [value, setValue];
}
