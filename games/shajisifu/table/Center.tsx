/**
 * The middle of the 杀机四伏 felt: the draw and discard piles (the newest card flying in from its seat), the attack in
 * progress flip by flip, the 碰 window, and the result.
 */
import { cardValue, type ShajisifuView, suitOf } from '@shaju/shajisifu';
import { attackDamage, cardLong, conditionLabel, identityName, seatName } from '@shaju/shajisifu/words';
import type { Lang } from '@shaju/ui';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBack, CardFace } from './cards.tsx';
import type { Fx, Side } from './layout.ts';
import { flyFrom } from './seats.ts';
import { NS } from './strings.ts';

/**
 * The middle of the felt: draw pile, discard pile, and the attack, 碰 window or result in progress. `sent` is the card
 * the viewer has just played (shown on top of the pile at once, flying in from the viewer's side, until the server's
 * answer: sent.ts), or -1; `lastSent` the last such card, so that the server's announcement of that very play does
 * not fly it in a second time.
 */
export const Center = memo(function Center({
  view,
  lang,
  fx,
  sent,
  lastSent,
  names,
  realNames,
  sideOf,
}: {
  view: ShajisifuView;
  lang: Lang;
  fx: Fx;
  sent: number;
  lastSent: number;
  /** Seat names for sentences (`你` for the viewer). */
  names: (seat: number) => string;
  /** Player names. */
  realNames: (seat: number) => string;
  sideOf: (seat: number) => Side | undefined;
}) {
  const { t } = useTranslation(NS);
  const top = sent >= 0 ? sent : view.discardTop;
  const discardCount = view.discardCount + (sent >= 0 ? 1 : 0);
  const to = fx.toDiscard;
  const announced = to !== null && to.card === top;
  const arrived = sent >= 0 || announced;
  const from = sent >= 0 ? view.seat : to?.seat;
  const mine = sent >= 0 || (announced && to.card === lastSent && to.seat === view.seat);
  const key = mine ? `${top}-sent` : arrived ? `${top}-${fx.seq}` : `${top}`;
  return (
    <div className="ssf-center" data-testid="center">
      <div className="ssf-piles">
        <div className="ssf-pile" data-testid="draw-pile">
          <div className="ssf-stack">
            {view.drawCount > 0 ? (
              <CardBack size="md" label={t('pileLabel', { name: t('drawPile'), count: view.drawCount })} />
            ) : (
              <span className="ssf-card ssf-md ssf-empty" />
            )}
          </div>
          <span className="ssf-pile-label">
            {t('drawPile')} <b data-testid="draw-count">{view.drawCount}</b>
          </span>
        </div>
        <div className="ssf-pile" data-testid="discard-pile">
          <div className="ssf-stack discard">
            {top >= 0 ? (
              <span
                key={key}
                className={`ssf-top${arrived ? ' arrive' : ''}`}
                style={arrived ? flyFrom(sideOf(from ?? -1)) : undefined}
                data-testid="discard-top"
                data-card={top}
                role="img"
                aria-label={t('topLabel', { card: cardLong(top, lang), count: discardCount })}
              >
                <CardFace card={top} size="md" lang={lang} />
              </span>
            ) : (
              <span className="ssf-card ssf-md ssf-empty" />
            )}
          </div>
          <span className="ssf-pile-label">
            {t('discardPile')} <b>{discardCount}</b>
          </span>
        </div>
      </div>
      {view.attack && <AttackStrip view={view} lang={lang} names={names} />}
      {view.claim && !view.result && (
        <div className="ssf-claim" data-testid="claim">
          <span>{t('claimOf', { from: names(view.claim.from) })}</span>
          <CardFace card={view.claim.card} size="md" lang={lang} label className="pulse" />
          <span className="ssf-claim-q">碰?</span>
          <span className="muted">{t('claimWait')}</span>
        </div>
      )}
      {view.result && <ResultBox view={view} lang={lang} names={realNames} />}
    </div>
  );
});

/** The attack in progress, flip by flip: attacker → target, the flipped cards in order, the damage if it stops now. */
function AttackStrip({ view, lang, names }: { view: ShajisifuView; lang: Lang; names: (seat: number) => string }) {
  const { t } = useTranslation(NS);
  const a = view.attack;
  if (!a) return null;
  const sum = attackDamage(view);
  const last = a.flips[a.flips.length - 1];
  const target = view.players[a.target];
  const now = target?.damageTotal ?? 0;
  return (
    <div className="ssf-attackstrip" data-testid="attack" aria-live="polite">
      <div className="ssf-attack-head">
        ⚔ {t('attackOn', { attacker: names(a.attacker), target: names(a.target) })}
        <span className="muted"> · {t('flipsSoFar', { n: a.flips.length })}</span>
      </div>
      <ol className="ssf-flips">
        {a.flips.map((c, i) => (
          <li key={c} className="ssf-flip" data-testid="flip-card" data-card={c}>
            {i > 0 && (
              <span className="ssf-le" aria-hidden>
                ≤
              </span>
            )}
            <span className="ssf-flip-card">
              <CardFace card={c} size="md" lang={lang} label />
              <span className="ssf-val">{cardValue(c, view.config)}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="ssf-attack-foot">
        <b data-testid="attack-sum">{t('ifStop', { sum })}</b>
        {last !== undefined && <span>{t('nextAtLeast', { v: cardValue(last, view.config) })}</span>}
        <span className="muted">{t('targetAt', { target: names(a.target), now, after: now + sum })}</span>
      </div>
    </div>
  );
}

/** The end: winners (several at once), their identity when the view shows it, and why they won; or a draw. */
function ResultBox({ view, lang, names }: { view: ShajisifuView; lang: Lang; names: (seat: number) => string }) {
  const { t } = useTranslation(NS);
  const r = view.result;
  if (!r) return null;
  const me = view.seat;
  return (
    <div className="ssf-result" data-testid="ssf-result" aria-live="polite">
      <h3>{t('gameOver')}</h3>
      {r.draw ? (
        <p>{t('drawEnd')}</p>
      ) : (
        <>
          <p className="ssf-result-title">{t('winners')}</p>
          <ul className="ssf-winners">
            {r.winners.map((w) => {
              const p = view.players[w];
              return (
                <li key={w} data-testid="winner" data-seat={w}>
                  <span className="ssf-crown" aria-hidden>
                    ★
                  </span>
                  {p?.identity != null && <CardFace card={p.identity} size="sm" lang={lang} />}
                  <b>{names(w)}</b>
                  <span className="ssf-tag">
                    {w === me ? `${seatName(w, null, lang)} · ${t('you')}` : seatName(w, null, lang)}
                  </span>
                  {p?.identity != null && <span>{identityName(suitOf(p.identity), lang)}</span>}
                  <span className="ssf-why">
                    {(r.why[w] ?? [])
                      .map((c) => conditionLabel(c, lang, view.config))
                      .join(lang === 'zh' ? '；' : '; ')}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {me !== null && !r.draw && (
        <p className={`ssf-verdict${r.winners.includes(me) ? ' won' : ''}`}>
          {r.winners.includes(me) ? t('youWon') : t('youLost')}
        </p>
      )}
    </div>
  );
}
