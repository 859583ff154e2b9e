/**
 * 跑跑杀's machine ids in words, for reports (the lab's `report.json` keys): identities (P-S1; in boss mode the two
 * sides, P-B1), teams, characters, card kinds and skills. Names come from the rules' tables (games/paopaosha/src/data)
 * and the catalogues (zh.ts, en.ts).
 */
import type { IdKind, Lang } from '@shaju/words';
import { CARD_KINDS, CHARACTERS, IDENTITY_IDS, type IdentityId, SKILLS } from '../src/index.ts';
import { messages } from './messages.ts';
import { identityName } from './names.ts';

const has = (table: object, id: string): boolean => Object.hasOwn(table, id);

/** The name of `id` as a `kind` in `lang` (`mode` `boss`: the sides' names), or undefined for an unknown id. */
export function idName(kind: IdKind, id: string, lang: Lang, mode?: string | null): string | undefined {
  const boss = mode === 'boss';
  switch (kind) {
    case 'identity':
    case 'team': {
      if (IDENTITY_IDS.includes(id as IdentityId)) return identityName(id as IdentityId, lang, boss);
      const sides = messages(lang).bossSides as Readonly<Record<string, string>>;
      // The sides' ids are the state's (`SeatState.team`: boss, paopao); the catalogues call the 跑跑 side `team`.
      const side = id === 'paopao' ? 'team' : id;
      return has(sides, side) ? sides[side] : undefined;
    }
    case 'character':
      return has(CHARACTERS, id) ? (CHARACTERS as Record<string, { zh: string; en: string }>)[id]?.[lang] : undefined;
    case 'card':
      return has(CARD_KINDS, id) ? (CARD_KINDS as Record<string, { zh: string; en: string }>)[id]?.[lang] : undefined;
    case 'skill':
      if (has(SKILLS, id)) return (SKILLS as Record<string, { zh: string; en: string }>)[id]?.[lang];
      return has(CARD_KINDS, id) ? (CARD_KINDS as Record<string, { zh: string; en: string }>)[id]?.[lang] : undefined;
  }
}
