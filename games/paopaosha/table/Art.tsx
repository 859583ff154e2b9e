/**
 * 跑跑杀's pictures on the table: the icon of a card kind (art.ts `CARD_ICONS`) and a character's portrait (its
 * emblem, `CHARACTER_ICONS`, over its nation's colour `--pps-nation`, set by the `nation-*` classes of paopaosha.css).
 * The icons load lazily as their own chunk (art-icons.gen.ts); until then cards show text only and portraits the
 * first character of the name.
 */
import type { CardKindId, CharacterId } from '@shaju/paopaosha';
import { CardArt, type IconLoader, Portrait, useIcons } from '@shaju/ui/art';
import { CARD_ICONS, CHARACTER_ICONS } from './art.ts';
import './art.css';

const loadIcons: IconLoader = () => import('./art-icons.gen.ts');

/** The picture of card kind `kind`, drawn in the card's type colour. */
export function CardIcon({ kind }: { kind: CardKindId }) {
  const icons = useIcons(loadIcons);
  return <CardArt body={icons?.[CARD_ICONS[kind]]} className="pps-card-art" />;
}

/** The round portrait of character `id` (null: not chosen yet, a `?`); `big` in the character panels. */
export function CharacterPortrait({ id, name, big }: { id: CharacterId | null; name: string | null; big?: boolean }) {
  const icons = useIcons(loadIcons);
  return (
    <Portrait
      body={id ? icons?.[CHARACTER_ICONS[id]] : undefined}
      glyph={name ? name.slice(0, 1) : '?'}
      className={`pps-portrait${big ? ' big' : ''}`}
    />
  );
}
