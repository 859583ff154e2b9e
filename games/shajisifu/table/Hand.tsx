/** The viewer's hand at the 杀机四伏 table. */
import { isLegalPlay, type ShajisifuDecision, type ShajisifuView } from '@shaju/shajisifu';
import { sortCards } from '@shaju/shajisifu/words';
import { type Lang, useIntoSight, VisuallyHidden } from '@shaju/ui';
import { type MouseEvent, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from './cards.tsx';
import type { Choice } from './choices.ts';
import { NS } from './strings.ts';

type Send = (d: ShajisifuDecision) => void;

/**
 * A mouse or finger press on a hand card leaves the keyboard focus where it is (the prompt): the card played goes away
 * at once, and taking the focus away from a removed element costs the browser a forced style and layout pass on the
 * way to the next paint (docs/performance.md, "The web"). Keyboard users still focus and play cards as before.
 */
const keepFocus = (e: MouseEvent): void => e.preventDefault();

/**
 * The viewer's hand, sorted by suit and rank. Cards that match the discard pile's top (legal plays) glow; a card that
 * starts a decision now (`choices`) is a `data-choice` button that sends it in one click. `sent`: a card just played,
 * left out until the server's answer (see sent.ts), or -1.
 */
export const Hand = memo(function Hand({
  view,
  lang,
  drawn,
  choices,
  myTurn,
  sent,
  send,
}: {
  view: ShajisifuView;
  lang: Lang;
  /** Cards the viewer drew in the newest event batch. */
  drawn: ReadonlySet<number>;
  choices: ReadonlyMap<number, Choice>;
  myTurn: boolean;
  sent: number;
  send: Send;
}) {
  const { t } = useTranslation(NS);
  const sorted = useMemo(() => sortCards(view.hand ?? []), [view.hand]);
  const hand = sent < 0 ? sorted : sorted.filter((c) => c !== sent);
  const playing = myTurn && (view.step === 'play' || view.step === 'continue');
  const active = choices.size > 0;
  // On a phone the hand sits below the seats (shajisifu.css): when it is asked for and out of sight, the page scrolls
  // just enough to show it.
  const ref = useIntoSight<HTMLElement>(active, 'nearest');
  return (
    <section
      ref={ref}
      className={`ssf-hand${playing ? ' playing' : ''}${active ? ' active' : ''}`}
      data-testid="hand"
      aria-label={t('hand')}
    >
      <div className="ssf-hand-head">
        <h3>
          {t('hand')} <span className="muted">{t('nCards', { count: hand.length })}</span>
        </h3>
        {playing && (
          <p className="ssf-legend">
            <span className="ssf-key match">{t('matchMark')}</span> {t('legendMatch')} · {t('legendOff')}
          </p>
        )}
      </div>
      {hand.length === 0 ? (
        <p className="muted ssf-hand-empty">{t('handEmpty')}</p>
      ) : (
        <ul className="ssf-hand-cards">
          {hand.map((c) => {
            const choice = choices.get(c);
            const d = choice?.d;
            const match = view.step !== 'claim' && isLegalPlay(c, view.discardTop);
            const pong = d?.t === 'pong';
            const cls = [
              'ssf-handcard',
              d ? 'playable' : '',
              match ? 'match' : 'off',
              pong ? 'pong' : '',
              drawn.has(c) ? 'drawn' : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={c}>
                <button
                  type="button"
                  className={cls}
                  data-testid="hand-card"
                  data-card={c}
                  data-playable={d ? '' : undefined}
                  data-choice={d ? '' : undefined}
                  data-match={match ? '' : undefined}
                  aria-disabled={d ? undefined : true}
                  title={choice?.label}
                  onClick={d ? () => send(d) : undefined}
                  onMouseDown={keepFocus}
                >
                  {/* Named by its face (`Q♥`), then, read only, what a click on it does. */}
                  <CardFace card={c} size="lg" lang={lang} named />
                  {choice && <VisuallyHidden>{` · ${choice.label}`}</VisuallyHidden>}
                  {d && playing && match && (
                    <span className="ssf-mark match" aria-hidden>
                      ✓
                    </span>
                  )}
                  {pong && (
                    <span className="ssf-mark pong" aria-hidden>
                      碰
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
