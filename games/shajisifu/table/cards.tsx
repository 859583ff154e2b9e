/**
 * Playing cards drawn in CSS: a face (rank in two corners, suit pips or a court letter in the middle, ♥♦ red, ♠♣
 * black, the two jokers in their own colours) and a back. Sizes: `xs` (seat chips), `sm` (damage, identities), `md`
 * (piles, attack flips), `lg` (the hand).
 */
import { DIAMOND, HEART, isJoker, JOKER, rankOf, suitOf } from '@shaju/shajisifu';
import { cardLong } from '@shaju/shajisifu/words';
import type { Lang } from '@shaju/ui';
import { memo } from 'react';
import { FaceIcon } from './Art.tsx';

/** Card sizes. */
export type CardSize = 'xs' | 'sm' | 'md' | 'lg';

const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
// U+FE0E asks for the text (not emoji) presentation of the suit symbols.
const SUITS = ['♠\uFE0E', '♥\uFE0E', '♣\uFE0E', '♦\uFE0E', '★'];

/** The rank text of a card: A, 2…10, J, Q, K; jokers have none. */
export function rankText(card: number): string {
  return RANKS[rankOf(card)] ?? '';
}

/** The suit symbol of a card, in text presentation (jokers: ★). */
export function suitGlyph(card: number): string {
  return SUITS[suitOf(card)] ?? '?';
}

/** CSS colour class of a card: `red` for ♥♦, `black` for ♠♣, `joker-small` / `joker-big` for the jokers. */
export function colourClass(card: number): string {
  const s = suitOf(card);
  if (s === JOKER) return rankOf(card) === 15 ? 'joker joker-big' : 'joker joker-small';
  return s === HEART || s === DIAMOND ? 'red' : 'black';
}

/**
 * The face of `card`. Decorative by default (`label` omitted: the surrounding control names it); with `label` true
 * it is an image named by the card's long name (`红桃Q`, `Q of hearts`); with `named` its top corner (`Q♥`, or
 * `JOKER 大王`) is read once, as the start of the name of the button holding it (the repeated corner and middle stay
 * hidden). Memoised: a table draws many faces that do not change from one move to the next.
 */
export const CardFace = memo(function CardFace({
  card,
  size,
  lang,
  label,
  named,
  className,
}: {
  card: number;
  size: CardSize;
  lang: Lang;
  label?: boolean;
  named?: boolean;
  className?: string;
}) {
  const joker = isJoker(card);
  const r = rankText(card);
  const s = suitGlyph(card);
  const court = !joker && rankOf(card) >= 11;
  const cls = `ssf-card ssf-${size} ${colourClass(card)}${court ? ' court' : ''}${className ? ` ${className}` : ''}`;
  const a11y = label ? { role: 'img', 'aria-label': cardLong(card, lang) } : named ? {} : { 'aria-hidden': true };
  // Inside a named face only the top corner (and a joker's name) is read.
  const again = named ? ({ 'aria-hidden': true } as const) : {};
  if (joker) {
    const big = rankOf(card) === 15;
    return (
      <span className={cls} {...a11y} data-face={big ? 'JOKER' : 'joker'}>
        <span className="ssf-corner tl">
          <b className="ssf-jk">JOKER</b>
        </span>
        <span className="ssf-mid">
          <FaceIcon
            card={card}
            fallback={
              <span className="ssf-star" aria-hidden="true">
                ★
              </span>
            }
          />{' '}
          <span className="ssf-jname">{lang === 'zh' ? (big ? '大王' : '小王') : big ? 'BIG' : 'SMALL'}</span>
        </span>
        <span className="ssf-corner br" {...again}>
          <b className="ssf-jk">JOKER</b>
        </span>
      </span>
    );
  }
  return (
    <span className={cls} {...a11y} data-face={`${s.charAt(0)}${r}`}>
      <span className="ssf-corner tl">
        <b>{r}</b>
        <i>{s}</i>
      </span>
      <span className="ssf-mid" {...again}>
        {court ? (
          <span className="ssf-court">
            <FaceIcon card={card} fallback={null} />
            <b>{r}</b>
            <i>{s}</i>
          </span>
        ) : (
          <span className="ssf-pip">
            <FaceIcon card={card} fallback={s} />
          </span>
        )}
      </span>
      <span className="ssf-corner br" {...again}>
        <b>{r}</b>
        <i>{s}</i>
      </span>
    </span>
  );
});

/** The back of a card (face-down identity cards, the draw pile, hand counts). */
export function CardBack({ size, className, label }: { size: CardSize; className?: string; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span className={`ssf-card ssf-${size} ssf-back${className ? ` ${className}` : ''}`} {...a11y}>
      <span className="ssf-back-mark" aria-hidden="true">
        杀
      </span>
    </span>
  );
}
