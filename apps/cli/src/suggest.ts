/** "Did you mean" hints for mistyped commands, games, flags and values. */
import type { Lang } from './types.ts';

/** Edit distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i]);
  for (let j = 1; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The entry of `options` closest to `word` within two edits (the first of equals), or undefined. */
export function closest(word: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = 3;
  for (const o of options) {
    const dd = distance(word, o);
    if (dd < bestD) {
      bestD = dd;
      best = o;
    }
  }
  return best;
}

/** A "did you mean" hint naming the option of `options` closest to `word` (within two edits), or ''. */
export function suggest(word: string, options: readonly string[], lang: Lang): string {
  const best = closest(word, options);
  if (!best) return '';
  return lang === 'zh' ? `（是不是 ${best}？）` : ` (did you mean ${best}?)`;
}
