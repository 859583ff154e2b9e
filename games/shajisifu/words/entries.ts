/**
 * The words 杀机四伏's identity entries hold (content/identities/*.json, compiled by src/content): the identities' names
 * by suit and their win conditions' words, read by the catalogues (zh.ts, en.ts) so that no identity is named twice.
 */
import { IDENTITIES } from '../src/index.ts';

/** The identities' names by suit index (S-S2: ♠ ♥ ♣ ♦ 王), from their entries. */
export function identityNames(lang: 'zh' | 'en'): readonly string[] {
  return IDENTITIES.bySuit.map((c) => c.name[lang]);
}

/**
 * The win conditions' words by condition id, from the entries (the first entry holding an id gives its words):
 * `label` their short form in results and reports, `you` as told to their holder (conditions without it left out).
 * `{n}` stands for the number a condition reads (names.ts `withNumbers`).
 */
export function conditionWords(lang: 'zh' | 'en', part: 'label' | 'you'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of IDENTITIES.list)
    for (const w of c.conditions) {
      const words = w[part];
      if (words !== undefined && !(w.id in out)) out[w.id] = words[lang];
    }
  return out;
}
