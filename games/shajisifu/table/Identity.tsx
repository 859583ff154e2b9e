/**
 * The viewer's identity at the 杀机四伏 table: what it is, what it is immune to, its win conditions with progress, and
 * the reveal control (S-R1: revealing the identity card, choosing the card discarded last).
 */
import {
  DIAMOND,
  HEART,
  JOKER,
  rankOf,
  rulesOf,
  type ShajisifuDecision,
  type ShajisifuView,
  suitOf,
  type WinCondition,
} from '@shaju/shajisifu';
import { cardShort, conditionLabel, decisionLabel, identityName, seatName } from '@shaju/shajisifu/words';
import { type Lang, VisuallyHidden } from '@shaju/ui';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFace, rankText, suitGlyph } from './cards.tsx';
import { conditionIds } from './seats.ts';
import { NS } from './strings.ts';

type Send = (d: ShajisifuDecision) => void;

/** What `full` says beyond `shown` (its rest when it begins with it, else all of it after a dot), read only. */
function after(shown: string, full: string): string {
  return full.startsWith(shown) ? full.slice(shown.length) : ` · ${full}`;
}

/**
 * The reveal decision(s): one button when there is one way to reveal; else a button opening the choice of the card
 * discarded last (it becomes the top card), with a cancel. `open` shows the options at once (the attack offer).
 */
export function RevealControl({
  options,
  view,
  lang,
  send,
  open: openAtOnce,
}: {
  options: readonly ShajisifuDecision[];
  view: ShajisifuView;
  lang: Lang;
  send: Send;
  open?: boolean;
}) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const o = { lang } as const;
  const first = options[0];
  if (!first) return null;
  if (options.length === 1) {
    return (
      <button
        type="button"
        className="ssf-reveal"
        data-choice
        data-testid="reveal"
        title={decisionLabel(first, view, o)}
        onClick={() => send(first)}
      >
        {/* Named by what it shows, then (read only) the whole decision. */}
        {openAtOnce ? (
          decisionLabel(first, view, o)
        ) : (
          <>
            {t('revealOne')}
            <VisuallyHidden>{after(t('revealOne'), decisionLabel(first, view, o))}</VisuallyHidden>
          </>
        )}
      </button>
    );
  }
  if (!open && !openAtOnce) {
    return (
      <button
        type="button"
        className="ssf-reveal"
        data-choice
        data-testid="reveal"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {t('reveal')}
      </button>
    );
  }
  return (
    <div className="ssf-reveal-pick" data-testid="reveal-pick">
      <p>{t('revealPick')}</p>
      <div className="ssf-reveal-options">
        {options.map((d) => {
          const topCard = d.t === 'reveal' ? d.order[d.order.length - 1] : undefined;
          return (
            <button
              key={topCard ?? -1}
              type="button"
              className="ssf-reveal-opt"
              data-choice
              data-testid="reveal-option"
              title={decisionLabel(d, view, o)}
              onClick={() => {
                setOpen(false);
                send(d);
              }}
            >
              {topCard !== undefined && <CardFace card={topCard} size="sm" lang={lang} />}
              <span>{topCard !== undefined ? cardShort(topCard, lang) : decisionLabel(d, view, o)}</span>
              {topCard !== undefined && <VisuallyHidden>{` · ${decisionLabel(d, view, o)}`}</VisuallyHidden>}
            </button>
          );
        })}
        {!openAtOnce && (
          <button
            type="button"
            className="ssf-cancel"
            data-choice
            data-testid="reveal-cancel"
            onClick={() => setOpen(false)}
          >
            {t('cancel')}
          </button>
        )}
      </div>
    </div>
  );
}

/** What the viewer's identity is, what it is immune to, and its win conditions (with progress where known). */
export const IdentityPanel = memo(function IdentityPanel({
  view,
  lang,
  reveals,
  send,
}: {
  view: ShajisifuView;
  lang: Lang;
  reveals: readonly ShajisifuDecision[];
  send: Send;
}) {
  const { t } = useTranslation(NS);
  if (view.seat === null) return null;
  const me = view.players[view.seat];
  if (!me || me.identity === null) return null;
  const id = me.identity;
  const suit = suitOf(id);
  const n = view.players.length;
  const what =
    suit === JOKER ? t('immuneJoker') : t('immuneSuitRank', { suit: suitGlyph(id), rank: rankText(id) || rankOf(id) });
  const [a, b] = conditionIds(id);
  const on = rulesOf(view.config).win;
  const off = (c: string) => (on[c as WinCondition] ? null : <span className="muted"> {t('conditionOff')}</span>);
  const neighbours = [(me.seat + n - 1) % n, (me.seat + 1) % n]
    .map((s) => `${seatName(s, view.seat, lang)} ${view.players[s]?.alive ? t('aliveShort') : t('deadShort')}`)
    .join(lang === 'zh' ? '、' : ', ');
  return (
    <section className="ssf-identity panel" data-testid="identity" aria-label={t('yourIdentity')}>
      <div className="ssf-identity-head">
        <div className={me.revealed ? '' : 'ssf-secret'}>
          <CardFace card={id} size="md" lang={lang} label />
        </div>
        <div>
          <h3>{identityName(suit, lang)}</h3>
          <p className="ssf-idstate-line">
            <span className={`ssf-idstate${me.revealed ? ' shown' : ''}`}>
              {me.revealed ? t('revealed') : t('hidden')}
            </span>{' '}
            {me.revealed ? t('immunityShown', { what }) : t('immunityHidden', { what })}
          </p>
        </div>
      </div>
      <h4>{t('winConditions')}</h4>
      <ul className="ssf-mine-conds" data-testid="my-conditions">
        <li>
          {conditionLabel(a, lang, view.config)}
          {off(a)}
          {suit === HEART && <span className="muted"> — {t('neighbours', { list: neighbours })}</span>}
          {suit === DIAMOND && view.hand && (
            <span className="muted"> — {t('diamondProgress', { n: view.hand.length })}</span>
          )}
        </li>
        <li>
          {conditionLabel(b, lang, view.config)}
          {off(b)}
        </li>
        <li>
          {t('anyone')}
          {conditionLabel('sole', lang, view.config)}
          {off('sole')}
        </li>
      </ul>
      {reveals.length > 0 && (
        <div className="ssf-reveal-box">
          <p className="muted">{t('revealHint')}</p>
          <RevealControl options={reveals} view={view} lang={lang} send={send} />
        </div>
      )}
    </section>
  );
});
