/**
 * One player at the table: a button (a target while a card or skill is choosing one; otherwise it opens the seat's
 * details) showing the character in its nation's colour, HP pips, identity (face down when unknown), hand count,
 * score cards, equipment, the delayed cards in front of them, the distance from the viewer and whether the viewer's
 * 杀 reaches them, and the markers: whose turn, being asked, asleep, controlled, armed 永恒之火, offline, dead.
 */
import {
  CHARACTERS,
  type CharacterId,
  kindOf,
  NATIONS,
  type PaopaoshaView,
  rankLabel,
  rankOfCard,
  type SeatView,
  SUIT_LABELS,
  suitOfCard,
} from '@shaju/paopaosha';
import {
  characterLines,
  characterName,
  hpNumbers,
  identityName,
  isBoss,
  kindName,
  seatName,
  shieldText,
} from '@shaju/paopaosha/words';
import { CoverBadge, type Lang, paren, VisuallyHidden } from '@shaju/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterPortrait } from './Art.tsx';
import { cardTitle } from './CardFace.tsx';
import type { Hit } from './effects.ts';
import { NS } from './strings.ts';

/** Equipment slots in display order. */
export const SLOTS = ['weapon', 'armor', 'mount', 'book'] as const;

/** The nation class of a character (`nation-pi`…), or `nation-none` while unknown. */
export function nationClass(id: CharacterId | null): string {
  return id ? `nation-${CHARACTERS[id].nation}` : 'nation-none';
}

/** The nation's name of a character. */
export function nationName(id: CharacterId, lang: Lang): string {
  const n = NATIONS[CHARACTERS[id].nation];
  return lang === 'zh' ? n.zh : n.en;
}

/** 天使之泪's shield beside the HP (`+8 盾`), or nothing. */
function Shield({ n, lang }: { n: number; lang: Lang }) {
  if (n <= 0) return null;
  return (
    <span className="pps-shield" data-testid="shield" aria-hidden="true">
      {shieldText(n, lang)}
    </span>
  );
}

/**
 * HP as pips (♥ full, ♡ lost) or, for a large maximum, as a number; coloured by how hurt. `hp` is the rules' HP with
 * 天使之泪's `shield` in it (product reading 6): the pips and numbers show `hp - shield` of `maxHp`, the shield apart.
 */
export function Hp({ hp, maxHp, lang, shield = 0 }: { hp: number; maxHp: number; lang: Lang; shield?: number }) {
  const { t } = useTranslation(NS);
  if (maxHp <= 0) return null;
  const own = hp - shield;
  const ratio = own / maxHp;
  const level = ratio > 0.66 ? 'hp-ok' : ratio > 0.34 ? 'hp-mid' : 'hp-low';
  const label = t('hp', { hp: hpNumbers(hp, maxHp, lang, shield), max: maxHp });
  // Pips and numbers are drawn; the words (`体力 3/3 +8 盾`) are read.
  if (maxHp > 6 || own > maxHp) {
    return (
      <span className={`pps-hp num ${level}`} title={label} data-testid="hp">
        <i aria-hidden="true">♥</i>
        <span aria-hidden="true">
          {own}/{maxHp}
        </span>
        <Shield n={shield} lang={lang} />
        <VisuallyHidden>{` ${label} `}</VisuallyHidden>
      </span>
    );
  }
  const pips = [];
  for (let i = 0; i < maxHp; i++)
    pips.push(
      <i key={i} className={i < hp ? 'on' : 'off'} aria-hidden="true">
        {i < hp ? '♥' : '♡'}
      </i>,
    );
  return (
    <span className={`pps-hp ${level}`} title={label} data-lang={lang} data-testid="hp">
      {pips}
      <Shield n={shield} lang={lang} />
      <VisuallyHidden>{` ${label} `}</VisuallyHidden>
    </span>
  );
}

/** The identity badge: the known identity in its colour, or a face-down card. */
export function IdentityBadge({ view, p, lang }: { view: PaopaoshaView; p: SeatView; lang: Lang }) {
  const { t } = useTranslation(NS);
  if (p.identity === null)
    return (
      <span className="pps-id hidden" title={t('identityHidden')}>
        <span aria-hidden="true">?</span>
        <VisuallyHidden>{t('identityHidden')}</VisuallyHidden>
      </span>
    );
  const name = identityName(p.identity, lang, isBoss(view));
  return (
    <span className={`pps-id id-${p.identity}${p.identityPublic ? '' : ' secret'}`} title={name}>
      {name}
    </span>
  );
}

/** Short text of a card for a seat: `大炮♦5`. */
function shortCard(card: number, lang: Lang): { name: string; face: string } {
  return {
    name: kindName(kindOf(card), lang),
    face: `${SUIT_LABELS[suitOfCard(card)].symbol}${rankLabel(rankOfCard(card))}`,
  };
}

type TFn = (k: string, o?: Record<string, unknown>) => string;

/** The states a seat is in, in words (dead, its turn, thinking, asleep, armed, controlled, commanded, offline). */
function markersOf(
  view: PaopaoshaView,
  p: SeatView,
  s: { turn: boolean; asked: boolean; armed: boolean; online: boolean | undefined },
  lang: Lang,
  t: TFn,
): string[] {
  const markers: string[] = [];
  if (!p.alive) markers.push(t('dead'));
  if (s.turn) markers.push(t('turnNow'));
  if (s.asked) markers.push(t('thinking'));
  if (p.asleep) markers.push(t('asleep'));
  if (s.armed) markers.push(t('armed', { card: armedName(view, p, lang) }));
  if (p.controller >= 0)
    markers.push(t('controlledBy', { who: seatName(p.controller, view.seat, lang), n: p.controlTurns }));
  if (p.commandBy >= 0) markers.push(t('commandBy', { who: seatName(p.commandBy, view.seat, lang) }));
  if (s.online === false) markers.push(t('offline'));
  return markers;
}

/** The motion classes of a seat hit in the newest batch (motion.css): `hit` (damage), `slash` (by 杀), `dying`. */
function hitClass(hit: Hit | undefined): string {
  if (!hit) return '';
  return `${hit.damage > 0 ? ' hit' : ''}${hit.slash ? ' slash' : ''}${hit.died ? ' dying' : ''}`;
}

/** A seat's equipment, slot by slot (keyed by card: a new card slides into its slot, motion.css). */
function Equips({ p, slots, lang }: { p: SeatView; slots: readonly (typeof SLOTS)[number][]; lang: Lang }) {
  const { t } = useTranslation(NS);
  return (
    <span className="pps-equips">
      {slots.map((s) => {
        const c = shortCard(p.equip[s], lang);
        const red = suitOfCard(p.equip[s]) === 'H' || suitOfCard(p.equip[s]) === 'D';
        return (
          <span key={`${s}-${p.equip[s]}`} className={`pps-eq slot-${s}`} title={cardTitle(p.equip[s], lang)}>
            <i aria-hidden="true">{t(`slotShort.${s}`)}</i>
            <VisuallyHidden>{` ${t(`slots.${s}`)} `}</VisuallyHidden>
            <span className="pps-eq-name">{c.name}</span> <small className={red ? 'red' : ''}>{c.face}</small>
          </span>
        );
      })}
    </span>
  );
}

/** The name of the armed card `p` holds (永恒之火; '' when none). */
function armedName(view: PaopaoshaView, p: SeatView, lang: Lang): string {
  const x = view.armed.find((a) => a.seat === p.seat);
  return x ? kindName(kindOf(x.card), lang) : '';
}

/** A seat's delayed cards and its states as marks. */
function Marks({
  view,
  p,
  turn,
  asked,
  armed,
  lang,
}: {
  view: PaopaoshaView;
  p: SeatView;
  turn: boolean;
  asked: boolean;
  armed: boolean;
  lang: Lang;
}) {
  const { t } = useTranslation(NS);
  return (
    <span className="pps-marks">
      {p.judging.length > 0 && <VisuallyHidden>{` ${t('judging')} `}</VisuallyHidden>}
      {p.judging.map((c) => (
        <span key={c} className="pps-judge" title={cardTitle(c, lang)}>
          {kindName(kindOf(c), lang)}{' '}
        </span>
      ))}
      {turn && <span className="pps-mark turn">{t('turnNow')}</span>}
      {asked && <span className="pps-mark asked">{t('thinking')}</span>}
      {p.asleep && <span className="pps-mark sleep">{t('asleep')}</span>}
      {armed && (
        <span className="pps-mark fire" title={t('armed', { card: armedName(view, p, lang) })}>
          <span aria-hidden="true">{armedName(view, p, lang)}</span>
          <VisuallyHidden>{` ${t('armed', { card: armedName(view, p, lang) })} `}</VisuallyHidden>
        </span>
      )}
      {p.controller >= 0 && (
        <span
          className="pps-mark ctl"
          title={t('controlledBy', { who: seatName(p.controller, view.seat, lang), n: p.controlTurns })}
        >
          <span aria-hidden="true">{t('ctlShort', { who: seatName(p.controller, null, lang) })}</span>
          <VisuallyHidden>{` ${t('controlledBy', { who: seatName(p.controller, view.seat, lang), n: p.controlTurns })} `}</VisuallyHidden>
        </span>
      )}
      {p.commandBy >= 0 && (
        <span className="pps-mark ctl" title={t('commandBy', { who: seatName(p.commandBy, view.seat, lang) })}>
          <span aria-hidden="true">{t('cmdShort', { who: seatName(p.commandBy, null, lang) })}</span>
          <VisuallyHidden>{` ${t('commandBy', { who: seatName(p.commandBy, view.seat, lang) })} `}</VisuallyHidden>
        </span>
      )}
    </span>
  );
}

/** What one seat shows and does. */
export interface SeatProps {
  readonly view: PaopaoshaView;
  readonly p: SeatView;
  readonly name: string;
  readonly online: boolean | undefined;
  /** Why a bot plays this person's seat now (TableProps.cover: '', `auto`, `timeouts`, `gone`); shown on the seat. */
  readonly cover?: string | undefined;
  readonly lang: Lang;
  /** Clicking it completes or advances the decision being made. */
  readonly targetable: boolean;
  /** Already picked as a target of the decision being made. */
  readonly picked: boolean;
  /** Asked by the current request (thinking). */
  readonly asked: boolean;
  readonly armed: boolean;
  readonly hit: Hit | undefined;
  readonly style?: CSSProperties;
  readonly className?: string;
  readonly onClick: () => void;
}

/** One seat as a button (see the module comment). */
export function Seat({
  view,
  p,
  name,
  online,
  cover,
  lang,
  targetable,
  picked,
  asked,
  armed,
  hit,
  style,
  className,
  onClick,
}: SeatProps) {
  const { t } = useTranslation(NS);
  const o = { lang };
  const me = p.seat === view.seat;
  const turn = !view.result && view.phase !== 'choose' && view.turn === p.seat;
  const ch = p.character;
  const charName = ch ? characterName(ch, lang) : null;
  const no = seatName(p.seat, null, lang);
  const equips = SLOTS.filter((s) => p.equip[s] >= 0);
  const markers = markersOf(view, p, { turn, asked, armed, online }, lang, t);
  const cls = [
    'pps-seat',
    nationClass(ch),
    me ? 'me' : '',
    p.alive ? '' : 'dead',
    turn ? 'turn' : '',
    asked ? 'asked' : '',
    targetable ? 'targetable' : '',
    picked ? 'picked' : '',
    online === false ? 'offline' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={cls}
      style={style}
      data-testid={`seat-${p.seat}`}
      data-choice={targetable || picked ? '' : undefined}
      aria-pressed={targetable || picked ? picked : undefined}
      onClick={onClick}
    >
      <span className={`pps-seat-body${hitClass(hit)}`} key={hit?.key ?? 'still'}>
        <span className="pps-seat-head">
          {/* The button is named by what it shows, in this order; words only read are VisuallyHidden. */}
          <span className="pps-seat-no">{no}</span> <span className="pps-seat-player">{name}</span>
          {me && <VisuallyHidden>{paren(lang, t('you'))}</VisuallyHidden>}{' '}
          {online === false && (
            <span className="pps-off" title={t('offline')}>
              <VisuallyHidden>{` ${t('offline')} `}</VisuallyHidden>
            </span>
          )}
          <CoverBadge reason={cover} seat={p.seat} />
        </span>{' '}
        <span className="pps-seat-main">
          <CharacterPortrait id={ch} name={charName} />
          <span className="pps-seat-who">
            <span className="pps-char-name">{charName ?? t('choosing')}</span>{' '}
            <Hp hp={p.alive ? p.hp : 0} maxHp={p.maxHp} lang={lang} shield={p.alive ? p.shield : 0} />
          </span>
        </span>
        <span className="pps-seat-stats">
          <IdentityBadge view={view} p={p} lang={lang} />{' '}
          <span className="pps-handcount" title={t('handCount', { n: p.handCount })}>
            <span aria-hidden="true">{p.handCount}</span>
            <VisuallyHidden>{` ${t('handCount', { n: p.handCount })} `}</VisuallyHidden>
          </span>
          <span className="pps-score" title={t('score', { n: p.score })}>
            <span aria-hidden="true">★{p.score}</span>
            <VisuallyHidden>{` ${t('score', { n: p.score })} `}</VisuallyHidden>
          </span>
          {p.distance !== null && (
            <span
              className={`pps-dist${p.inRange ? ' in' : ''}`}
              title={`${t('distance', { d: p.distance })} · ${p.inRange ? t('inRange') : t('outOfRange')}`}
            >
              <span aria-hidden="true">
                {p.inRange ? '⚔' : '↔'}
                {p.distance}
              </span>
              <VisuallyHidden>{` ${t('distance', { d: p.distance })} ${p.inRange ? t('inRange') : t('outOfRange')} `}</VisuallyHidden>
            </span>
          )}
        </span>{' '}
        {equips.length > 0 && <Equips p={p} slots={equips} lang={lang} />}
        {(p.judging.length > 0 || markers.length > 0) && (
          <Marks view={view} p={p} turn={turn} asked={asked} armed={armed} lang={lang} />
        )}
        {!p.alive && <span className="pps-dead-mark">{t('dead')}</span>}
        {targetable && <VisuallyHidden>{` ${t('targetable')}`}</VisuallyHidden>}
      </span>
      {hit && (hit.damage > 0 || hit.heal > 0) && (
        <span key={`f${hit.key}`} className={`pps-float ${hit.damage > 0 ? 'dmg' : 'heal'}`} aria-hidden="true">
          {hit.damage > 0 ? `−${hit.damage}` : `+${hit.heal}`}
        </span>
      )}
      {ch && (
        <span className="pps-tip" aria-hidden="true">
          <b>
            {charName} · {nationName(ch, lang)}
          </b>
          {characterLines(view, ch, o)
            .slice(1)
            .map((line) => (
              <span key={line}>{line}</span>
            ))}
        </span>
      )}
    </button>
  );
}
