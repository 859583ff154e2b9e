/**
 * Punctuation in the page's language: Chinese text takes full-width marks (`：`, `（…）`, `、`), English text takes
 * ASCII ones (`: `, ` (…)`, `, `). Tables and pages build short labels from pieces; these keep an English page free of
 * Chinese punctuation.
 */
import type { Lang } from './i18n.ts';

/** The mark between a label and what follows it: `：` or `: `. */
export function colon(lang: Lang): string {
  return lang === 'zh' ? '：' : ': ';
}

/** `text` in brackets after what precedes it: `（text）` or ` (text)`. */
export function paren(lang: Lang, text: string | number): string {
  return lang === 'zh' ? `（${text}）` : ` (${text})`;
}

/** `items` as a list: `甲、乙` or `A, B`. */
export function listOf(lang: Lang, items: readonly string[]): string {
  return items.join(lang === 'zh' ? '、' : ', ');
}
