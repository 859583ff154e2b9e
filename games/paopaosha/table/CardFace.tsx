/**
 * A 跑跑杀 card drawn in CSS: suit and rank in the corner (red for ♥♦), the name in the middle, the type below, framed
 * in the type's colour (basic, trick, equipment, god); weapons show their range. Names and texts come from the game
 * data through @shaju/words.
 */
import {
  CARD_KINDS,
  kindOf,
  rankLabel,
  rankOfCard,
  SUIT_LABELS,
  subtypeOf,
  suitOfCard,
  typeOf,
} from '@shaju/paopaosha';
import { cardLabel, kindName } from '@shaju/paopaosha/words';
import type { Lang } from '@shaju/ui';
import { useTranslation } from 'react-i18next';
import { CardIcon } from './Art.tsx';
import { NS } from './strings.ts';

/** The card's rules text in `lang` (for tooltips and details). */
export function cardText(card: number, lang: Lang): string {
  const k = CARD_KINDS[kindOf(card)];
  return lang === 'zh' ? k.textZh : k.textEn;
}

/** `杀♠7 — text`, for a tooltip. */
export function cardTitle(card: number, lang: Lang): string {
  return `${cardLabel(card, { lang })} — ${cardText(card, lang)}`;
}

/** The type line of a card: 基本牌, 技能牌, 延时技能牌, 武器…, 神卡. */
export function useTypeLabel(): (card: number) => string {
  const { t } = useTranslation(NS);
  return (card: number) => {
    const sub = subtypeOf(card);
    if (sub === 'weapon' || sub === 'armor' || sub === 'mount' || sub === 'book') return t(`slots.${sub}`);
    if (sub === 'delayed') return t('types.delayed');
    return t(`types.${typeOf(card)}`);
  };
}

/**
 * A card face (`size`: `sm` on seats and the table, `md` in the hand). `as`: shown as another kind (a conversion).
 * `named`: the face's words (`7♠ 杀 基本牌`) are read, as the start of the name of the button holding it; otherwise the
 * face is hidden from screen readers (its holder names the card).
 */
export function CardFace({
  card,
  lang,
  size = 'md',
  as,
  named = false,
}: {
  card: number;
  lang: Lang;
  size?: 'sm' | 'md';
  as?: string | null;
  named?: boolean;
}) {
  const typeLabel = useTypeLabel();
  const { t } = useTranslation(NS);
  const kind = kindOf(card);
  const suit = suitOfCard(card);
  const red = suit === 'H' || suit === 'D';
  const name = kindName(kind, lang);
  // Longer names get smaller type: Chinese by characters, English by letters (words wrap at spaces).
  const nameSize =
    lang === 'zh'
      ? name.length > 4
        ? ' long'
        : name.length > 2
          ? ' mid'
          : ''
      : name.length > 18
        ? ' xlong'
        : name.length > 10
          ? ' long'
          : name.length > 5
            ? ' mid'
            : '';
  const range = CARD_KINDS[kind].range;
  const converted = as && as !== kind ? kindName(as as never, lang) : null;
  return (
    <span
      className={`pps-card pps-card-${size} t-${typeOf(card)}${red ? ' red' : ''}${nameSize} ${lang}`}
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
      aria-hidden={named ? undefined : 'true'}
    >
      {/* The spaces part the words when read (a flex container draws none of them). */}
      <span className="pps-card-corner">
        <b>{rankLabel(rankOfCard(card))}</b>
        <i>{SUIT_LABELS[suit].symbol}</i>
      </span>{' '}
      <CardIcon kind={kind} />
      <span className="pps-card-name">{name}</span>{' '}
      {converted && <span className="pps-card-as">{t('modeAs', { kind: converted })} </span>}
      {range !== undefined && (
        <span className="pps-card-range" title={t('range', { n: range })}>
          {t('rangeShort', { n: range })}{' '}
        </span>
      )}
      <span className="pps-card-type">{typeLabel(card)}</span>
    </span>
  );
}
