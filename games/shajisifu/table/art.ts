/**
 * The pictures of 杀机四伏's playing cards: a Game Icons icon (https://game-icons.net, CC BY 3.0, credited on the web
 * client's About page) for each suit (drawn as the pip of A–10), each court face and each joker. Only the names live
 * here; `npm run art` (scripts/gen-art.ts) copies the chosen icons' SVG bodies from @iconify-json/game-icons into
 * art-icons.gen.ts, which the table loads lazily as its own chunk.
 */
import { CLUB, DIAMOND, HEART, isJoker, rankOf, SPADE, suitOf } from '@shaju/shajisifu';

/** The kinds of face that get a picture: the four suits' number cards, the three court ranks, the two jokers. */
export type FaceArt = 'spade' | 'heart' | 'club' | 'diamond' | 'J' | 'Q' | 'K' | 'joker' | 'JOKER';

/** Every face kind, in order (the art test iterates it). */
export const FACE_ARTS: readonly FaceArt[] = ['spade', 'heart', 'club', 'diamond', 'J', 'Q', 'K', 'joker', 'JOKER'];

/** The icon name (Game Icons, Iconify ids) of every face kind. */
export const FACE_ICONS: { readonly [F in FaceArt]: string } = {
  spade: 'spades',
  heart: 'hearts',
  club: 'clubs',
  diamond: 'diamonds',
  J: 'swordman',
  Q: 'queen-crown',
  K: 'crown',
  joker: 'jester-hat',
  JOKER: 'card-joker',
};

const SUIT_ART: Readonly<Record<number, FaceArt>> = {
  [SPADE]: 'spade',
  [HEART]: 'heart',
  [CLUB]: 'club',
  [DIAMOND]: 'diamond',
};
const COURT_ART: Readonly<Record<number, FaceArt>> = { 11: 'J', 12: 'Q', 13: 'K' };

/** The face kind of card id `card` (0–53): its court rank, its joker, else its suit (games/shajisifu/src/cards.ts). */
export function faceArt(card: number): FaceArt {
  if (isJoker(card)) return rankOf(card) === 15 ? 'JOKER' : 'joker';
  return COURT_ART[rankOf(card)] ?? (SUIT_ART[suitOf(card)] as FaceArt);
}

/** Every icon this game draws (what scripts/gen-art.ts extracts). */
export const ART_ICONS: readonly string[] = Object.values(FACE_ICONS);
