/** The viewer's hand at the 杀机四伏 table. */
import { isLegalPlay, type ShajisifuDecision, type ShajisifuView } from '@shaju/shajisifu';
import { cardLong, decisionLabel, sortCards } from '@shaju/shajisifu/words';
import type { Lang } from '@shaju/ui';
import { useTranslation } from 'react-i18next';
import { CardFace } from './cards.tsx';
import type { Fx } from './layout.ts';
import { NS } from './strings.ts';

type Send = (d: ShajisifuDecision) => void;

/**
 * The viewer's hand, sorted by suit and rank. Cards that match the discard pile's top (legal plays) glow; a card that
 * starts a decision now (`choices`) is a `data-choice` button that sends it in one click.
 */
export function Hand({
  view,
  lang,
  fx,
  choices,
  myTurn,
  send,
}: {
  view: ShajisifuView;
  lang: Lang;
  fx: Fx;
  choices: ReadonlyMap<number, ShajisifuDecision>;
  myTurn: boolean;
  send: Send;
}) {
  const { t } = useTranslation(NS);
  const o = { lang } as const;
  const hand = sortCards(view.hand ?? []);
  const playing = myTurn && (view.step === 'play' || view.step === 'continue');
  return (
    <section
      className={`ssf-hand${playing ? ' playing' : ''}${choices.size > 0 ? ' active' : ''}`}
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
            const d = choices.get(c);
            const match = view.step !== 'claim' && isLegalPlay(c, view.discardTop);
            const pong = d?.t === 'pong';
            const cls = [
              'ssf-handcard',
              d ? 'playable' : '',
              match ? 'match' : 'off',
              pong ? 'pong' : '',
              fx.drawn.has(c) ? 'drawn' : '',
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
                  aria-label={d ? decisionLabel(d, view, o) : cardLong(c, lang)}
                  title={d ? decisionLabel(d, view, o) : undefined}
                  onClick={d ? () => send(d) : undefined}
                >
                  <CardFace card={c} size="lg" lang={lang} />
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
}
