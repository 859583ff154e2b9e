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
import type { CSSProperties } from 'react';
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

/** Width of a character of a card's name, in em: a Chinese character, and a bold Latin letter at its widest common. */
const ZH_EM = 1.04;
const EN_EM = 0.66;

/**
 * How a card's name fits its card (center.css shrinks the name's type to it, `--fit`: the name's widest line in em):
 * Chinese on one line up to 5 characters, else on two balanced lines (never a lone character: 恐怖分/子); English
 * broken only between words, sized so its longest word fits (never "mpeccabl"), and two words or more a line each
 * when that is narrower.
 */
export function nameFit(name: string, lang: Lang): { em: number; lines: number } {
  if (lang === 'zh') {
    const n = [...name].length;
    return n <= 5 ? { em: n * ZH_EM, lines: 1 } : { em: Math.ceil(n / 2) * ZH_EM, lines: 2 };
  }
  const words = name.split(/\s+/).filter((w) => w !== '');
  const longest = Math.max(1, ...words.map((w) => w.length));
  // One line when it is not much wider than the longest word, else as the words wrap (each line near the longest).
  if (name.length <= longest * 1.25) return { em: name.length * EN_EM, lines: 1 };
  return { em: longest * EN_EM, lines: Math.min(3, words.length) };
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
  const fit = nameFit(name, lang);
  const range = CARD_KINDS[kind].range;
  const converted = as && as !== kind ? kindName(as as never, lang) : null;
  return (
    <span
      className={`pps-card pps-card-${size} t-${typeOf(card)}${red ? ' red' : ''}${fit.lines > 1 ? ' two' : ''} ${lang}`}
      style={{ '--fit': fit.em } as CSSProperties}
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
