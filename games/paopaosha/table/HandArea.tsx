/**
 * The hands at the bottom of the 跑跑杀 table: the viewer's own seat and hand with its identity's goal, and the hands of
 * the seats it controls. A card is a choice when a click on it starts, advances or completes a decision of the seat
 * acted for (flow.ts).
 */
import { type PaopaoshaView, whyNotPlayable } from '@shaju/paopaosha';
import {
  cardLabel,
  identityGoal,
  identityName,
  isBoss,
  notPlayableText,
  picksCards,
  seatName,
  sortCards,
} from '@shaju/paopaosha/words';
import { InfoSheet, type Lang, paren, VisuallyHidden } from '@shaju/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace, cardText, cardTitle, useTypeLabel } from './CardFace.tsx';
import type { Flow } from './flow.ts';
import { NS } from './strings.ts';

type Opts = { readonly lang: Lang };

/**
 * One card of `owner`'s hand (the viewer's, or a seat it controls), a choice when `owner` is the one acting. A card
 * that is no choice says why (the rules' `whyNotPlayable`, in words); a tap on it, or on its ⓘ, opens its text.
 */
function HandCard({
  view,
  c,
  owner,
  testid,
  flow,
  o,
  onInfo,
}: {
  view: PaopaoshaView;
  c: number;
  owner: number;
  testid: string;
  flow: Flow;
  o: Opts;
  onInfo: (card: number, owner: number) => void;
}) {
  const { t } = useTranslation(NS);
  const { cur, sel, step, starts, multi } = flow;
  const acting = cur?.seat === owner;
  const batch = acting && multi.batch !== null;
  const playable = acting && (batch ? (multi.batch?.cards.has(c) ?? false) : starts.has(c));
  const choice = acting && flow.cardChoice(c);
  const selected = acting && (batch ? multi.picked.includes(c) : (sel?.cards.includes(c) ?? false));
  const partner = acting && (step?.cards.has(c) ?? false);
  // A picked card of a multi-card pick goes back on a click.
  const clickable = choice || (batch && selected);
  const why = !clickable && !view.result && view.seat !== null ? whyNotPlayable(view, c, owner) : null;
  const whyText = why ? t('whyNot', { why: notPlayableText(why, o.lang) }) : '';
  // Read after the face's own words (the button's name begins with what it shows): its state and why it is no choice.
  // A card to discard or to give (one or several) is one to choose, not to use.
  const pick = batch || picksCards(view.ask);
  const state = `${playable ? ` · ${t(pick ? 'choosable' : 'playable')}` : ''}${selected ? ` · ${t('selected')}` : ''}${whyText ? ` · ${whyText}` : ''}`;
  return (
    <span className="pps-hand-slot">
      <button
        type="button"
        className={`pps-hand-card${playable ? ' playable' : ''}${selected ? ' selected' : ''}${partner ? ' partner' : ''}`}
        data-testid={testid}
        data-card={c}
        data-playable={playable ? '' : undefined}
        data-choice={choice ? '' : undefined}
        data-why={why ?? undefined}
        aria-pressed={clickable ? selected : undefined}
        // A card that is no choice opens its text (with the reason) instead: a dialog, not a disabled control.
        aria-haspopup={clickable ? undefined : 'dialog'}
        title={whyText ? `${cardTitle(c, o.lang)}\n${whyText}` : cardTitle(c, o.lang)}
        onClick={() => (clickable ? flow.onCard(c) : onInfo(c, owner))}
      >
        <CardFace card={c} lang={o.lang} named />
        {state && <VisuallyHidden>{state}</VisuallyHidden>}
      </button>
      <button
        type="button"
        className="pps-card-info"
        data-testid="card-info"
        aria-label={t('cardInfo', { card: cardLabel(c, o) })}
        onClick={() => onInfo(c, owner)}
      >
        ⓘ
      </button>
    </span>
  );
}

/** The text of a card opened by a tap, with why it is no choice now (when it is not). */
function CardSheet({
  view,
  card,
  owner,
  o,
  onClose,
}: {
  view: PaopaoshaView;
  card: number;
  owner: number;
  o: Opts;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const typeLabel = useTypeLabel();
  const why = !view.result && view.seat !== null ? whyNotPlayable(view, card, owner) : null;
  return (
    <InfoSheet title={`${cardLabel(card, o)} · ${typeLabel(card)}`} onClose={onClose} testid="card-sheet">
      <p>{cardText(card, o.lang)}</p>
      {why && (
        <p className="info-why" data-testid="card-sheet-why">
          {t('whyNot', { why: notPlayableText(why, o.lang) })}
        </p>
      )}
    </InfoSheet>
  );
}

/** The hands (see the module comment); `seat` renders the viewer's own seat. */
export function HandArea({
  view,
  flow,
  o,
  seat,
}: {
  view: PaopaoshaView;
  flow: Flow;
  o: Opts;
  seat: (seat: number) => ReactNode;
}) {
  const { t } = useTranslation(NS);
  const lang = o.lang;
  const me = view.seat === null ? undefined : view.players[view.seat];
  const boss = isBoss(view);
  const [info, setInfo] = useState<{ card: number; owner: number } | null>(null);
  const onInfo = (card: number, owner: number) => setInfo({ card, owner });
  return (
    <>
      {info && <CardSheet view={view} card={info.card} owner={info.owner} o={o} onClose={() => setInfo(null)} />}
      {view.hand !== null && view.seat !== null && (
        <section className="pps-hand-area">
          <div className="pps-self">{seat(view.seat)}</div>
          <div className="pps-hand-wrap">
            <div className="pps-hand-head">
              <span>
                {t('hand')}
                {paren(o.lang, view.hand.length)}
              </span>
              {me?.identity && !view.result && (
                <span className="pps-goal-line" title={identityGoal(me.identity, lang, boss)}>
                  <span className={`pps-id id-${me.identity}`}>{identityName(me.identity, lang, boss)}</span>{' '}
                  {identityGoal(me.identity, lang, boss)}
                </span>
              )}
            </div>
            <fieldset className="pps-hand" data-testid="hand" aria-label={t('hand')}>
              {view.hand.length === 0 && <span className="pps-muted">{t('emptyHand')}</span>}
              {sortCards(view.hand).map((c) => (
                <HandCard
                  key={c}
                  view={view}
                  c={c}
                  owner={view.seat as number}
                  testid="hand-card"
                  flow={flow}
                  o={o}
                  onInfo={onInfo}
                />
              ))}
            </fieldset>
          </div>
        </section>
      )}
      {view.controlling
        .filter((c) => c.hand.length > 0 || flow.cur?.seat === c.seat)
        .map((c) => (
          <section key={c.seat} className="pps-hand-area controlled">
            <div className="pps-hand-wrap">
              <div className="pps-hand-head">{t('handOf', { who: seatName(c.seat, view.seat, lang) })}</div>
              <fieldset className="pps-hand" data-testid={`hand-of-${c.seat}`}>
                {sortCards(c.hand).map((x) => (
                  <HandCard
                    key={x}
                    view={view}
                    c={x}
                    owner={c.seat}
                    testid="ctl-card"
                    flow={flow}
                    o={o}
                    onInfo={onInfo}
                  />
                ))}
              </fieldset>
            </div>
          </section>
        ))}
    </>
  );
}
