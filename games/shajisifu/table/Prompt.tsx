/**
 * The prompt panel of the 杀机四伏 table: the turn, whose turn it is, the countdown, the question the viewer is asked
 * (or what the table waits for), the action bar and the reveal offer made to an attack's target.
 */
import type { ShajisifuDecision, ShajisifuView } from '@shaju/shajisifu';
import { cardShort } from '@shaju/shajisifu/words';
import { Countdown, type Lang, type TableProps, useFocusOnChange } from '@shaju/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace } from './cards.tsx';
import { RevealControl } from './Identity.tsx';
import { NS } from './strings.ts';

type TFn = ReturnType<typeof useTranslation>['t'];

/** The question the viewer is asked now (or what the table waits for), in the table's words. */
export function questionOf(
  v: ShajisifuView,
  t: TFn,
  who: (seat: number) => string,
  lang: Lang,
  canAct: boolean,
  canPong: boolean,
): string {
  if (v.result) return t('q.over');
  const claim = v.claim;
  if (v.step === 'claim' && claim) {
    const args = { from: who(claim.from), card: cardShort(claim.card, lang) };
    if (canAct) return canPong ? t('q.claimCan', args) : t('q.claimCannot', args);
    if (v.seat !== null && claim.asked.includes(v.seat)) return t('q.answered');
    return t('q.waitClaim', args);
  }
  if (canAct) {
    switch (v.step) {
      case 'play':
        return t('q.play');
      case 'continue':
        return t('q.continue');
      case 'selfHeal':
        return t('q.selfHeal');
      case 'noHand':
        return t('q.noHand');
      case 'flip':
        return t('q.flip', { target: who(v.attack?.target ?? -1) });
      default:
        return '';
    }
  }
  switch (v.step) {
    case 'selfHeal':
      return t('q.waitSelfHeal', { name: who(v.turn) });
    case 'noHand':
      return t('q.waitNoHand', { name: who(v.turn) });
    case 'flip':
      return t('q.waitFlip', { attacker: who(v.turn), target: who(v.attack?.target ?? -1) });
    default:
      return t('q.waitPlay', { name: who(v.turn) });
  }
}

/** The prompt panel (see the module comment); `offer` is the reveal offer's decisions, or null. */
export function PromptPanel({
  view,
  pending,
  question,
  bar,
  offer,
  who,
  lang,
  send,
  top,
}: {
  view: ShajisifuView;
  pending: TableProps['pending'];
  /** The discard pile's top card as the table shows it (-1: none): repeated in the prompt on a phone (see below). */
  top: number;
  question: string;
  bar: readonly { d: ShajisifuDecision; label: string }[];
  offer: readonly ShajisifuDecision[] | null;
  who: (seat: number) => string;
  lang: Lang;
  send: (d: ShajisifuDecision) => void;
}) {
  const { t } = useTranslation(NS);
  const deadline = pending?.deadline ?? null;
  const over = view.result !== null;
  // A new request for this viewer: the keyboard focus goes to its question.
  const promptRef = useRef<HTMLParagraphElement>(null);
  useFocusOnChange(promptRef, !over && pending && pending.for.length > 0 ? pending.id : null);
  return (
    <section className="ssf-prompt-panel" aria-label={t('turn', { turns: view.turns })}>
      <div className="ssf-status">
        <span className="ssf-turn">{t('turn', { turns: view.turns })}</span>
        {!over && (
          <span className="ssf-turn-of" data-testid="turn-of">
            {t('turnOf', { name: view.step === 'claim' && view.claim ? who(view.claim.from) : who(view.turn) })}
          </span>
        )}
        {over && <span className="ssf-turn-of">{t('gameOver')}</span>}
        {deadline !== null && !over && (
          <span className="ssf-timer">
            <Countdown deadline={deadline} span={pending?.span ?? null} />
          </span>
        )}
      </div>
      <div className="ssf-prompt-row">
        <p className="ssf-prompt" data-testid="prompt" aria-live="polite" tabIndex={-1} ref={promptRef}>
          {question}
        </p>
        {/* On a phone the prompt stays at the top of the screen, over the middle of the table: the card to follow
            is shown in it too, so it never hides the pile's top (shajisifu.css shows it under 720 px only). */}
        {top >= 0 && !over && (
          <span className="ssf-prompt-top" data-testid="prompt-top" data-card={top}>
            <span className="ssf-prompt-top-label">{t('discardPile')}</span>
            <CardFace card={top} size="sm" lang={lang} />
          </span>
        )}
      </div>
      {(bar.length > 0 || offer) && (
        <div className="ssf-actions">
          {bar.map(({ d, label }) => {
            return (
              <button
                key={d.t === 'pong' || d.t === 'heal' ? `${d.t}-${d.card}` : d.t}
                type="button"
                className={`ssf-act act-${d.t}${d.t === 'flip' || d.t === 'pong' ? ' primary' : ''}`}
                data-choice
                data-testid={`act-${d.t}`}
                onClick={() => send(d)}
              >
                {label}
              </button>
            );
          })}
          {offer && (
            <div className="ssf-offer" data-testid="offer">
              <span className="ssf-chip ask">{t('offer')}</span>
              <RevealControl options={offer} view={view} lang={lang} send={send} open />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
