/**
 * The content entries' own words (a card kind's or skill's `words`, src/data/words-types.ts), found by id, by request
 * reason, or — for what the view shows without naming its card (a harvest, a control, a pair) — by the words an entry
 * has; and the values every template of a seat may use. The renderers name no card, skill or character: what is
 * about one of them comes from here, what is not from the catalogues (zh.ts, en.ts).
 */
import type { Lang } from '@shaju/words';
import {
  CARD_KIND_IDS,
  CARD_KINDS,
  type CardDisplay,
  type EntryWords,
  type PaopaoshaConfig,
  perContent,
  type RequestWords,
  SKILL_IDS,
  SKILLS,
} from '../src/index.ts';
import { messages } from './messages.ts';
import type { SLOTS, Slot } from './slots.ts';
import { fill, type TemplateValue } from './template.ts';

/** An entry with words: a card kind's or a skill's data. */
interface Worded {
  readonly words?: { readonly zh: EntryWords; readonly en: EntryWords };
}

const NONE: EntryWords = Object.freeze({});

/** The data entry of a card kind or skill id (a card kind first: a skill book is a card), or undefined. */
function entryOf(id: string): Worded | undefined {
  if (Object.hasOwn(CARD_KINDS, id)) return (CARD_KINDS as Readonly<Record<string, Worded>>)[id];
  if (Object.hasOwn(SKILLS, id)) return (SKILLS as Readonly<Record<string, Worded>>)[id];
  return undefined;
}

/** The words of the card kind or skill `id` in `lang` (empty for an unknown id or an entry without words). */
export function entryWords(id: string, lang: Lang): EntryWords {
  return entryOf(id)?.words?.[lang] ?? NONE;
}

/** Whether `id` names a card kind or a skill (an entry that may have words). */
export function isEntryId(id: string): boolean {
  return entryOf(id) !== undefined;
}

/**
 * The words of the request with reason `reason` (AskReason): its entry's (the reason's id), or one step's
 * (`<id>-<step>`: `entry.steps[step]`); empty for a reason that names no entry.
 */
export function requestWords(reason: string, lang: Lang): RequestWords {
  const dash = reason.indexOf('-');
  if (dash < 0) return entryWords(reason, lang);
  return entryWords(reason.slice(0, dash), lang).steps?.[reason.slice(dash + 1)] ?? NONE;
}

/** The display of card kind `kind` (empty when it has none or is no card kind). */
export function displayOf(kind: string): CardDisplay {
  return (
    (Object.hasOwn(CARD_KINDS, kind) ? CARD_KINDS[kind as keyof typeof CARD_KINDS].display : undefined) ?? NO_DISPLAY
  );
}

const NO_DISPLAY: CardDisplay = Object.freeze({});

/** Every entry id in lookup order: card kinds, then skills. */
let ALL_IDS: readonly string[] = perContent(
  () => [...CARD_KIND_IDS, ...SKILL_IDS],
  (v) => {
    ALL_IDS = v;
  },
);

/**
 * The first entry's words (card kinds, then skills) that `pick` finds something in, and what it found; null when none
 * has. For what the view or an event shows without naming its card: the harvest's 收获子弹, the control's 海洋公主,
 * the pair's 炒锅, the card behind a rules' reason code.
 */
export function findWords<T>(
  lang: Lang,
  pick: (w: EntryWords) => T | undefined,
): { readonly id: string; readonly found: T } | null {
  for (const id of ALL_IDS) {
    const found = pick(entryWords(id, lang));
    if (found !== undefined) return { id, found };
  }
  return null;
}

/** The first entry's words (card kinds, then skills) in `lang` that have `key`, with its id (see `findWords`). */
export function wordsWith<K extends keyof EntryWords>(
  key: K,
  lang: Lang,
): { readonly id: string; readonly words: NonNullable<EntryWords[K]> } | null {
  const hit = findWords(lang, (w) => w[key]);
  return hit ? { id: hit.id, words: hit.found as NonNullable<EntryWords[K]> } : null;
}

/** The name of the card kind whose words have `key` (`pair`: 炒锅, `harvest`: 收获子弹), '' when none has. */
export function cardNameWith(key: keyof EntryWords, lang: Lang): string {
  const hit = wordsWith(key, lang);
  return hit && Object.hasOwn(CARD_KINDS, hit.id) ? CARD_KINDS[hit.id as keyof typeof CARD_KINDS][lang] : '';
}

/** The values slot `S` gives its templates, by name (slots.ts `SLOTS`). */
export type SlotVars<S extends Slot> = { readonly [K in (typeof SLOTS)[S]['vars'][number]]: TemplateValue };

/**
 * `template`, an entry's words for slot `slot`, filled with `vars` (every name the slot gives: slots.ts `SLOTS`) and,
 * for a slot that has it, the config's fields (template.ts `fill`).
 */
export function say<S extends Slot>(
  _slot: S,
  template: string,
  vars: SlotVars<S>,
  ...config: (typeof SLOTS)[S]['config'] extends true ? [PaopaoshaConfig] : []
): string {
  return fill(template, vars, config[0]);
}

/** A subject seat's values (slots.ts `SUBJECT`). */
export interface SubjectVars {
  readonly who: string;
  readonly Who: string;
  readonly whose: string;
  readonly Whose: string;
  readonly s: string;
  readonly has: string;
  readonly is: string;
}

/**
 * The values a template has for a subject seat written `who` (`self`: the viewer): `{who}`, `{Who}`, `{whose}`,
 * `{Whose}`, and English agreement `{s}`, `{has}`, `{is}`.
 */
export function subjectVars(who: string, self: boolean, lang: Lang): SubjectVars {
  const m = messages(lang);
  const whose = m.possessive(who, self);
  return {
    who,
    Who: m.capital(who),
    whose,
    Whose: m.capital(whose),
    s: self ? '' : 's',
    has: self ? 'have' : 'has',
    is: self ? 'are' : 'is',
  };
}
