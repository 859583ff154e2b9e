/**
 * The pictures of 跑跑杀: one Game Icons icon (https://game-icons.net, CC BY 3.0, credited on the web client's About
 * page) per card kind and per character, chosen by what the card does or what the character is called. The choices
 * live in the entries (each card kind's and character's `art`, src/data/words-types.ts `Art`); this file gathers
 * them. `npm run art` (scripts/gen-art.ts) copies the named icons' SVG bodies from @iconify-json/game-icons into
 * art-icons.gen.ts, which the table loads lazily as its own chunk.
 */
import {
  CARD_KIND_IDS,
  CARD_KINDS,
  type CardKindId,
  CHARACTER_IDS,
  CHARACTERS,
  type CharacterId,
} from '@shaju/paopaosha';

/** The icon name (Game Icons, Iconify ids) of every card kind, from its entry. */
export const CARD_ICONS: { readonly [K in CardKindId]: string } = Object.freeze(
  Object.fromEntries(CARD_KIND_IDS.map((k) => [k, CARD_KINDS[k].art.icon])) as { [K in CardKindId]: string },
);

/** The emblem (Game Icons id) drawn in every character's portrait, over the nation's colour, from its entry. */
export const CHARACTER_ICONS: { readonly [C in CharacterId]: string } = Object.freeze(
  Object.fromEntries(CHARACTER_IDS.map((c) => [c, CHARACTERS[c].art.icon])) as { [C in CharacterId]: string },
);

/** Every icon this game draws (what scripts/gen-art.ts extracts). */
export const ART_ICONS: readonly string[] = [...Object.values(CARD_ICONS), ...Object.values(CHARACTER_ICONS)];
