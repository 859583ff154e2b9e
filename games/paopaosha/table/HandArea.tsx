/**
 * The hands at the bottom of the 跑跑杀 table: the viewer's own seat and hand with its identity's goal, and the hands of
 * the seats it controls. A card is a choice when a click on it starts, advances or completes a decision of the seat
 * acted for (flow.ts).
 */
import type { PaopaoshaView } from '@shaju/paopaosha';
import { cardLabel, identityGoal, identityName, isBoss, seatName, sortCards } from '@shaju/paopaosha/words';
import type { Lang } from '@shaju/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace, cardTitle, useTypeLabel } from './CardFace.tsx';
import type { Flow } from './flow.ts';
import { NS } from './strings.ts';

type Opts = { readonly lang: Lang };

/** One card of `owner`'s hand (the viewer's, or a seat it controls), a choice when `owner` is the one acting. */
function HandCard({ c, owner, testid, flow, o }: { c: number; owner: number; testid: string; flow: Flow; o: Opts }) {
  const { t } = useTranslation(NS);
  const typeLabel = useTypeLabel();
  const { cur, sel, step, starts } = flow;
  const acting = cur?.seat === owner;
  const playable = acting && starts.has(c);
  const choice = acting && flow.cardChoice(c);
  const selected = acting && (sel?.cards.includes(c) ?? false);
  const partner = acting && (step?.cards.has(c) ?? false);
  const label = `${cardLabel(c, o)} · ${typeLabel(c)}${playable ? ` · ${t('playable')}` : ''}${selected ? ` · ${t('selected')}` : ''}`;
  return (
    <button
      type="button"
      className={`pps-hand-card${playable ? ' playable' : ''}${selected ? ' selected' : ''}${partner ? ' partner' : ''}`}
      data-testid={testid}
      data-card={c}
      data-playable={playable ? '' : undefined}
      data-choice={choice ? '' : undefined}
      aria-pressed={choice ? selected : undefined}
      aria-disabled={!choice}
      aria-label={label}
      title={cardTitle(c, o.lang)}
      onClick={() => acting && flow.onCard(c)}
    >
      <CardFace card={c} lang={o.lang} />
    </button>
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
  return (
    <>
      {view.hand !== null && view.seat !== null && (
        <section className="pps-hand-area">
          <div className="pps-self">{seat(view.seat)}</div>
          <div className="pps-hand-wrap">
            <div className="pps-hand-head">
              <span>
                {t('hand')}（{view.hand.length}）
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
                <HandCard key={c} c={c} owner={view.seat as number} testid="hand-card" flow={flow} o={o} />
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
                  <HandCard key={x} c={x} owner={c.seat} testid="ctl-card" flow={flow} o={o} />
                ))}
              </fieldset>
            </div>
          </section>
        ))}
    </>
  );
}
