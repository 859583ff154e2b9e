/**
 * The message catalogue of a language (zh.ts, en.ts).
 */
import type { Lang } from '@shaju/words';
import { en } from './en.ts';
import { type Messages, zh } from './zh.ts';

const CATALOGUES: Readonly<Record<Lang, Messages>> = { zh, en };

/** The messages of `lang`. */
export function messages(lang: Lang): Messages {
  return CATALOGUES[lang];
}

export type { Messages };
