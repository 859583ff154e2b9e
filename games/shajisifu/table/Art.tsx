/**
 * 杀机四伏's pictures on the cards: the icon of a card's face kind (art.ts `faceArt`, `FACE_ICONS`). The icons load
 * lazily as their own chunk (art-icons.gen.ts); until then (or if the chunk fails) the card shows `fallback`.
 */
import { CardArt, type IconLoader, useIcons } from '@shaju/ui/art';
import type { ReactNode } from 'react';
import { FACE_ICONS, faceArt } from './art.ts';
import './art.css';

const loadIcons: IconLoader = () => import('./art-icons.gen.ts');

/** The picture of card `card`'s face kind in the card's colour, else `fallback`. */
export function FaceIcon({ card, fallback }: { card: number; fallback: ReactNode }) {
  const icons = useIcons(loadIcons);
  const body = icons?.[FACE_ICONS[faceArt(card)]];
  return body ? <CardArt body={body} className="ssf-art" /> : fallback;
}
