/**
 * One player round the 杀机四伏 table: name, connection, turn, identity card, hand count, damage cards and total, the
 * win conditions of a revealed identity, and the attack and heal choices the viewer has on this seat. Every control
 * that makes a decision is a `<button data-choice>` built from one element of `view.legal`.
 */
import { cardValue, rulesOf, type ShajisifuDecision, type ShajisifuView, suitOf } from '@shaju/shajisifu';
import { conditionLabel, decisionLabel, identityName, seatName } from '@shaju/shajisifu/words';
import { CoverBadge, type Lang } from '@shaju/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBack, CardFace } from './cards.tsx';
import type { Fx, SeatSlot } from './layout.ts';
import { byValue, conditionIds, valueCounts } from './seats.ts';
import { NS } from './strings.ts';

type PV = ShajisifuView['players'][number];
type Send = (d: ShajisifuDecision) => void;

/** Everything a seat panel shows. */
export interface SeatInfo {
  readonly p: PV;
  readonly view: ShajisifuView;
  readonly slot: SeatSlot;
  readonly name: string;
  readonly connected: boolean | undefined;
  /** Why a bot plays this person's seat now (TableProps.cover: '', `auto`, `timeouts`, `gone`); shown on the seat. */
  readonly cover?: string | undefined;
  readonly lang: Lang;
  readonly fx: Fx;
  /** The attack decision on this seat, when the viewer may attack it now. */
  readonly attack: ShajisifuDecision | undefined;
  /** Heal decisions by damage card id, when the viewer may heal this seat now. */
  readonly heals: ReadonlyMap<number, ShajisifuDecision>;
  readonly send: Send;
}

/**
 * A seat's damage: the total against the game's death total (option `deathTotal`, 50 in the seed), the damage cards by
 * value (heal buttons when the viewer may heal), repeats.
 */
function Damage({ p, view, lang, fx, heals, send }: Pick<SeatInfo, 'p' | 'view' | 'lang' | 'fx' | 'heals' | 'send'>) {
  const { t } = useTranslation(NS);
  const o = { lang } as const;
  const rules = rulesOf(view.config);
  const limit = rules.deathTotal;
  const counts = valueCounts(p.damage, view.config);
  const reps = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const newDamage = fx.damaged.get(p.seat);
  const danger = p.damageTotal >= limit - 10 ? 'hi' : p.damageTotal >= limit / 2 ? 'mid' : 'lo';
  return (
    <div className="ssf-damage" title={t('damageLabel', { total: p.damageTotal, limit })}>
      <div className={`ssf-total ${danger}`}>
        <span className="ssf-total-num">
          {t('damage')} <b data-testid={`damage-total-${p.seat}`}>{p.damageTotal}</b>
          <small data-testid={`death-total-${p.seat}`}>/{limit}</small>
          {newDamage && newDamage.size > 0 && (
            <span className="ssf-float" key={`f${fx.seq}`} aria-hidden="true">
              +{[...newDamage].reduce((a, c) => a + cardValue(c, view.config), 0)}
            </span>
          )}
        </span>
        <span className="ssf-bar">
          <span style={{ width: `${Math.min(100, (p.damageTotal / limit) * 100)}%` }} />
        </span>
      </div>
      {p.damage.length > 0 ? (
        <div className="ssf-damage-cards">
          {byValue(p.damage, view.config).map((c) => {
            const rep = (counts.get(cardValue(c, view.config)) ?? 0) >= 2;
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
        <div
          className="ssf-reps"
          title={t('repeatedTitle', { count: rules.sameValueCount })}
          data-testid={`repeats-${p.seat}`}
        >
          {reps.map(([v, n]) => (
            <span key={v}>⚠ {t('repeated', { v, n })}</span>
          ))}
        </div>
      )}
    </div>
  );
}

/** A seat's last hand, shown to everyone once the game is over (the kit's `finalView` puts it in the view). */
function LastHand({
  cards,
  seat,
  lang,
  config,
}: {
  cards: readonly number[];
  seat: number;
  lang: Lang;
  config: ShajisifuView['config'];
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="ssf-last-hand" data-testid={`last-hand-${seat}`}>
      {cards.length === 0 ? (
        <span className="ssf-last-hand-none">{t('lastHandEmpty')}</span>
      ) : (
        <>
          <span className="ssf-last-hand-head">{t('lastHand')}</span>
          {byValue(cards, config).map((c) => (
            <CardFace key={c} card={c} size="xs" lang={lang} label />
          ))}
        </>
      )}
    </div>
  );
}

/** One player around the table: name, connection, turn, identity card, hand count, damage cards and total. */
export function Seat({ p, view, slot, name, connected, cover, lang, fx, attack, heals, send }: SeatInfo) {
  const { t } = useTranslation(NS);
  const o = { lang } as const;
  const me = p.seat === view.seat;
  const over = view.result !== null;
  const acting = !over && view.step !== 'claim' && view.turn === p.seat;
  const winner = view.result?.winners.includes(p.seat) ?? false;
  const target = view.attack?.target === p.seat;
  const tag = seatName(p.seat, null, lang);
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
        <CoverBadge reason={cover} seat={p.seat} />
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
      {p.hand !== undefined && <LastHand cards={p.hand} seat={p.seat} lang={lang} config={view.config} />}
      <Damage p={p} view={view} lang={lang} fx={fx} heals={heals} send={send} />
      {p.identity !== null && p.revealed && !me && (
        <details className="ssf-conds">
          <summary>{t('winConditions')}</summary>
          <ul>
            {conditionIds(p.identity).map((id) => (
              <li key={id}>{conditionLabel(id, lang, view.config)}</li>
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
