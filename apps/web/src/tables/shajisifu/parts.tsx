/**
 * The pieces of the 杀机四伏 table: a seat, the centre of the felt (piles, attack, 碰 window, result), the hand, the
 * viewer's identity panel and the reveal control. Every control that makes a decision is a `<button data-choice>`
 * built from one element of `view.legal`; the table passes them in.
 */
import {
  cardValue,
  DIAMOND,
  HEART,
  isLegalPlay,
  JOKER,
  rankOf,
  type ShajisifuDecision,
  type ShajisifuView,
  suitOf,
} from '@shaju/shajisifu';
import {
  attackDamage,
  cardLong,
  cardShort,
  conditionLabel,
  decisionLabel,
  identityName,
  seatName,
  sortCards,
} from '@shaju/shajisifu/words';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../i18n.ts';
import { CardBack, CardFace, rankText, suitGlyph } from './cards.tsx';
import type { Fx, SeatSlot, Side } from './layout.ts';
import { NS } from './strings.ts';

type PV = ShajisifuView['players'][number];
type Send = (d: ShajisifuDecision) => void;

/** Letters of the win-condition ids by identity suit (♠ S, ♥ H, ♣ C, ♦ D, 王 J). */
const LETTER = ['S', 'H', 'C', 'D', 'J'];

/** The two win-condition ids (`H-A`, `H-B`…) of an identity card. */
export function conditionIds(identity: number): [string, string] {
  const l = LETTER[suitOf(identity)] ?? '?';
  return [`${l}-A`, `${l}-B`];
}

/** How many damage cards share each value. */
export function valueCounts(cards: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const c of cards) m.set(cardValue(c), (m.get(cardValue(c)) ?? 0) + 1);
  return m;
}

/** Damage cards sorted by value (then id), so repeated values sit together. */
export function byValue(cards: readonly number[]): number[] {
  return cards.slice().sort((a, b) => cardValue(a) - cardValue(b) || a - b);
}

/** Where a card flies in from, per side of the table (CSS variables of the arrival animation). */
export function flyFrom(side: Side | undefined): CSSProperties {
  const [x, y] =
    side === 'left' ? [-240, 0] : side === 'right' ? [240, 0] : side === 'top' ? [0, -160] : side ? [0, 160] : [0, -60];
  return { '--fx-x': `${x}px`, '--fx-y': `${y}px` } as CSSProperties;
}

// ---------------------------------------------------------------------------------------------------------------

/** Everything a seat panel shows. */
export interface SeatInfo {
  readonly p: PV;
  readonly view: ShajisifuView;
  readonly slot: SeatSlot;
  readonly name: string;
  readonly connected: boolean | undefined;
  readonly lang: Lang;
  readonly fx: Fx;
  /** The attack decision on this seat, when the viewer may attack it now. */
  readonly attack: ShajisifuDecision | undefined;
  /** Heal decisions by damage card id, when the viewer may heal this seat now. */
  readonly heals: ReadonlyMap<number, ShajisifuDecision>;
  readonly send: Send;
}

/** One player around the table: name, connection, turn, identity card, hand count, damage cards and total. */
export function Seat({ p, view, slot, name, connected, lang, fx, attack, heals, send }: SeatInfo) {
  const { t } = useTranslation(NS);
  const o = { lang } as const;
  const me = p.seat === view.seat;
  const over = view.result !== null;
  const acting = !over && view.step !== 'claim' && view.turn === p.seat;
  const winner = view.result?.winners.includes(p.seat) ?? false;
  const target = view.attack?.target === p.seat;
  const tag = seatName(p.seat, null, lang);
  const counts = valueCounts(p.damage);
  const reps = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const newDamage = fx.damaged.get(p.seat);
  const danger = p.damageTotal >= 40 ? 'hi' : p.damageTotal >= 25 ? 'mid' : 'lo';
  const cls = [
    'ssf-seat',
    `side-${slot.side}`,
    me ? 'me' : '',
    acting ? 'acting' : '',
    p.alive ? '' : 'dead',
    winner ? 'winner' : '',
    target ? 'targeted' : '',
    attack ? 'attackable' : '',
    fx.deaths.has(p.seat) ? 'dying' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = { '--r': slot.row, '--c': slot.col, '--span': slot.span } as CSSProperties;
  const label = me ? `${name}（${t('you')}）` : t('seatLabel', { name, tag });
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of one player's things; a fieldset would misread
    <div className={cls} style={style} data-testid={`seat-${p.seat}`} role="group" aria-label={label}>
      <div className="ssf-seat-head">
        {connected !== undefined && (
          <span
            className={`ssf-dot${connected ? ' on' : ''}`}
            title={connected ? t('online') : t('offline')}
            role="img"
            aria-label={connected ? t('online') : t('offline')}
          />
        )}
        <span className="ssf-name" title={name}>
          {name}
        </span>
        <span className="ssf-tag">{me ? `${tag} · ${t('you')}` : tag}</span>
        {acting && <span className="ssf-chip acting">{t('acting')}</span>}
        {winner && <span className="ssf-chip win">★ {t('winner')}</span>}
      </div>
      <div className="ssf-seat-body">
        <div className={`ssf-idcard${fx.reveals.has(p.seat) ? ' flip-in' : ''}`}>
          {p.identity !== null ? (
            <CardFace card={p.identity} size="sm" lang={lang} label />
          ) : (
            <CardBack size="sm" label={t('identityFaceDown')} />
          )}
        </div>
        <div className="ssf-seat-info">
          <div className="ssf-idname">
            {p.identity !== null ? identityName(suitOf(p.identity), lang) : t('identityHidden')}
            {p.identity !== null && p.alive && (
              <span className={`ssf-idstate${p.revealed ? ' shown' : ''}`}>
                {p.revealed ? t('revealed') : t('hidden')}
              </span>
            )}
          </div>
          {p.alive ? (
            <div className={`ssf-handcount${fx.drew.has(p.seat) ? ' bump' : ''}`} key={`h${fx.seq}`}>
              <CardBack size="xs" />
              <span>{t('handCount', { count: p.handCount })}</span>
            </div>
          ) : (
            <div className="ssf-deathnote">
              ✝ {t('deathOrder', { n: p.deathOrder })}
              {p.killer >= 0 ? ` · ${t('killedBy', { name: seatName(p.killer, view.seat, lang) })}` : ''}
            </div>
          )}
          {p.kills.length > 0 && (
            <div className="ssf-kills">
              {t('kills', {
                names: p.kills.map((k) => seatName(k, view.seat, lang)).join(lang === 'zh' ? '、' : ', '),
              })}
            </div>
          )}
        </div>
      </div>
      <div className="ssf-damage" title={t('damageLabel', { total: p.damageTotal })}>
        <div className={`ssf-total ${danger}`}>
          <span className="ssf-total-num">
            {t('damage')} <b data-testid={`damage-total-${p.seat}`}>{p.damageTotal}</b>
            <small>/50</small>
          </span>
          <span className="ssf-bar">
            <span style={{ width: `${Math.min(100, (p.damageTotal / 50) * 100)}%` }} />
          </span>
        </div>
        {p.damage.length > 0 ? (
          <div className="ssf-damage-cards">
            {byValue(p.damage).map((c) => {
              const rep = (counts.get(cardValue(c)) ?? 0) >= 2;
              const cc = `${rep ? 'rep' : ''}${newDamage?.has(c) ? ' arrive' : ''}`;
              const heal = heals.get(c);
              if (heal) {
                return (
                  <button
                    key={c}
                    type="button"
                    className={`ssf-dmg heal ${cc}`}
                    data-choice
                    data-testid="heal-card"
                    data-card={c}
                    aria-label={decisionLabel(heal, view, o)}
                    title={decisionLabel(heal, view, o)}
                    onClick={() => send(heal)}
                  >
                    <CardFace card={c} size="sm" lang={lang} />
                    <span className="ssf-plus" aria-hidden>
                      ＋
                    </span>
                  </button>
                );
              }
              return (
                <span key={c} className={`ssf-dmg ${cc}`}>
                  <CardFace card={c} size="sm" lang={lang} label />
                </span>
              );
            })}
          </div>
        ) : null}
        {reps.length > 0 && (
          <div className="ssf-reps" title={t('repeatedTitle')} data-testid={`repeats-${p.seat}`}>
            {reps.map(([v, n]) => (
              <span key={v}>⚠ {t('repeated', { v, n })}</span>
            ))}
          </div>
        )}
      </div>
      {p.identity !== null && p.revealed && !me && (
        <details className="ssf-conds">
          <summary>{t('winConditions')}</summary>
          <ul>
            {conditionIds(p.identity).map((id) => (
              <li key={id}>{conditionLabel(id, lang)}</li>
            ))}
          </ul>
        </details>
      )}
      {attack && (
        <button
          type="button"
          className="ssf-attack"
          data-choice
          data-testid={`attack-${p.seat}`}
          aria-label={decisionLabel(attack, view, o)}
          title={decisionLabel(attack, view, o)}
          onClick={() => send(attack)}
        >
          {t('attack')}
        </button>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------

/** The middle of the felt: draw pile, discard pile, and the attack, 碰 window or result in progress. */
export function Center({
  view,
  lang,
  fx,
  names,
  realNames,
  sideOf,
}: {
  view: ShajisifuView;
  lang: Lang;
  fx: Fx;
  /** Seat names for sentences (`你` for the viewer). */
  names: (seat: number) => string;
  /** Player names. */
  realNames: (seat: number) => string;
  sideOf: (seat: number) => Side | undefined;
}) {
  const { t } = useTranslation(NS);
  const top = view.discardTop;
  const arrived = fx.toDiscard !== null && fx.toDiscard.card === top;
  return (
    <div className="ssf-center" data-testid="center">
      <div className="ssf-piles">
        <div className="ssf-pile" data-testid="draw-pile">
          <div className="ssf-stack">
            {view.drawCount > 0 ? (
              <CardBack size="md" label={t('pileLabel', { name: t('drawPile'), n: view.drawCount })} />
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
                key={arrived ? `${top}-${fx.seq}` : `${top}`}
                className={`ssf-top${arrived ? ' arrive' : ''}`}
                style={arrived ? flyFrom(sideOf(fx.toDiscard?.seat ?? -1)) : undefined}
                data-testid="discard-top"
                data-card={top}
                role="img"
                aria-label={t('topLabel', { card: cardLong(top, lang), n: view.discardCount })}
              >
                <CardFace card={top} size="md" lang={lang} />
              </span>
            ) : (
              <span className="ssf-card ssf-md ssf-empty" />
            )}
          </div>
          <span className="ssf-pile-label">
            {t('discardPile')} <b>{view.discardCount}</b>
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
}

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
              <span className="ssf-val">{cardValue(c)}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="ssf-attack-foot">
        <b data-testid="attack-sum">{t('ifStop', { sum })}</b>
        {last !== undefined && <span>{t('nextAtLeast', { v: cardValue(last) })}</span>}
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
                    {(r.why[w] ?? []).map((c) => conditionLabel(c, lang)).join(lang === 'zh' ? '；' : '; ')}
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

// ---------------------------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------------------------

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
        aria-label={decisionLabel(first, view, o)}
        title={decisionLabel(first, view, o)}
        onClick={() => send(first)}
      >
        {openAtOnce ? decisionLabel(first, view, o) : t('revealOne')}
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
              aria-label={decisionLabel(d, view, o)}
              title={decisionLabel(d, view, o)}
              onClick={() => {
                setOpen(false);
                send(d);
              }}
            >
              {topCard !== undefined && <CardFace card={topCard} size="sm" lang={lang} />}
              <span>{topCard !== undefined ? cardShort(topCard, lang) : decisionLabel(d, view, o)}</span>
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
export function IdentityPanel({
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
          {conditionLabel(a, lang)}
          {suit === HEART && <span className="muted"> — {t('neighbours', { list: neighbours })}</span>}
          {suit === DIAMOND && view.hand && (
            <span className="muted"> — {t('diamondProgress', { n: view.hand.length })}</span>
          )}
        </li>
        <li>{conditionLabel(b, lang)}</li>
        <li>
          {t('anyone')}
          {conditionLabel('sole', lang)}
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
}
