/**
 * One player round the 杀机四伏 table: name, connection, turn, identity card, hand count, damage cards and total, the
 * win conditions of a revealed identity, and the attack and heal choices the viewer has on this seat. Every control
 * that makes a decision is a `<button data-choice>` built from one element of `view.legal`.
 */
import { cardValue, rulesOf, type ShajisifuDecision, type ShajisifuView, suitOf } from '@shaju/shajisifu';
import { conditionLabel, identityName, seatName } from '@shaju/shajisifu/words';
import { CoverBadge, type Lang, paren, VisuallyHidden } from '@shaju/ui';
import { type CSSProperties, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBack, CardFace } from './cards.tsx';
import type { Choice } from './choices.ts';
import type { SeatFx, SeatSlot } from './layout.ts';
import { byValue, conditionIds, valueCounts } from './seats.ts';
import { NS } from './strings.ts';

type PV = ShajisifuView['players'][number];
type Send = (d: ShajisifuDecision) => void;

/**
 * Everything a seat panel shows. The panel is memoised: every prop is a value or an object that stays the same while
 * what it says does not (the session keeps unchanged parts of a new view, the table's callbacks are stable), so a
 * seat is drawn again only when something about it changed.
 */
export interface SeatInfo {
  readonly p: PV;
  /** The viewer's seat (null: a spectator). */
  readonly viewer: number | null;
  readonly config: ShajisifuView['config'];
  /** Whether it is this seat's turn now (not in a 碰 window, not after the end). */
  readonly acting: boolean;
  readonly winner: boolean;
  /** Whether the attack in progress is on this seat. */
  readonly targeted: boolean;
  readonly slot: SeatSlot;
  readonly name: string;
  readonly connected: boolean | undefined;
  /** Why a bot plays this person's seat now (TableProps.cover: '', `auto`, `timeouts`, `gone`); shown on the seat. */
  readonly cover?: string | undefined;
  readonly lang: Lang;
  /** What the newest event batch did to this seat. */
  readonly fx: SeatFx;
  /** The attack on this seat, when the viewer may attack it now. */
  readonly attack: Choice | undefined;
  /** Heal decisions by damage card id (of any seat), when the viewer may heal now. */
  readonly heals: ReadonlyMap<number, Choice>;
  readonly send: Send;
}

/**
 * A seat's damage: the total against the game's death total (option `deathTotal`, 50 in the seed), the damage cards by
 * value (heal buttons when the viewer may heal), repeats.
 */
function Damage({
  p,
  config,
  lang,
  fx,
  heals,
  send,
}: Pick<SeatInfo, 'p' | 'config' | 'lang' | 'fx' | 'heals' | 'send'>) {
  const { t } = useTranslation(NS);
  const rules = rulesOf(config);
  const limit = rules.deathTotal;
  const counts = useMemo(() => valueCounts(p.damage, config), [p.damage, config]);
  const sorted = useMemo(() => byValue(p.damage, config), [p.damage, config]);
  const reps = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const newDamage = fx.damaged;
  const danger = p.damageTotal >= limit - 10 ? 'hi' : p.damageTotal >= limit / 2 ? 'mid' : 'lo';
  return (
    <div className="ssf-damage" title={t('damageLabel', { total: p.damageTotal, limit })}>
      <div className={`ssf-total ${danger}`}>
        <span className="ssf-total-num">
          {t('damage')} <b data-testid={`damage-total-${p.seat}`}>{p.damageTotal}</b>
          <small data-testid={`death-total-${p.seat}`}>/{limit}</small>
          {newDamage && newDamage.size > 0 && (
            <span className="ssf-float" key={`f${fx.seq}`} aria-hidden="true">
              +{[...newDamage].reduce((a, c) => a + cardValue(c, config), 0)}
            </span>
          )}
        </span>
        <span className="ssf-bar">
          <span style={{ width: `${Math.min(100, (p.damageTotal / limit) * 100)}%` }} />
        </span>
      </div>
      {p.damage.length > 0 ? (
        <div className="ssf-damage-cards">
          {sorted.map((c) => {
            const rep = (counts.get(cardValue(c, config)) ?? 0) >= 2;
            const cc = `${rep ? 'rep' : ''}${newDamage.has(c) ? ' arrive' : ''}`;
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
                  title={heal.label}
                  onClick={() => send(heal.d)}
                >
                  <CardFace card={c} size="sm" lang={lang} named />
                  <VisuallyHidden>{` · ${heal.label}`}</VisuallyHidden>
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
export const Seat = memo(function Seat(props: SeatInfo) {
  const { p, viewer, config, acting, winner, targeted: target, slot, name, connected, cover, lang, fx, attack } = props;
  const { t } = useTranslation(NS);
  const me = p.seat === viewer;
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
    fx.dying ? 'dying' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const style = { '--r': slot.row, '--c': slot.col, '--span': slot.span } as CSSProperties;
  const label = me ? `${name}${paren(lang, t('you'))}` : t('seatLabel', { name, tag });
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
        <div className={`ssf-idcard${fx.revealed ? ' flip-in' : ''}`}>
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
            <div className={`ssf-handcount${fx.drew ? ' bump' : ''}`} key={fx.drew ? `h${fx.seq}` : 'h'}>
              <CardBack size="xs" />
              <span>{t('handCount', { count: p.handCount })}</span>
            </div>
          ) : (
            <div className="ssf-deathnote">
              ✝ {t('deathOrder', { n: p.deathOrder })}
              {p.killer >= 0 ? ` · ${t('killedBy', { name: seatName(p.killer, viewer, lang) })}` : ''}
            </div>
          )}
          {p.kills.length > 0 && (
            <div className="ssf-kills">
              {t('kills', {
                names: p.kills.map((k) => seatName(k, viewer, lang)).join(lang === 'zh' ? '、' : ', '),
              })}
            </div>
          )}
        </div>
      </div>
      {p.hand !== undefined && <LastHand cards={p.hand} seat={p.seat} lang={lang} config={config} />}
      {/* A dead seat's damage cards are gone with it: its death note says why, not "damage 0". */}
      {p.alive && <Damage p={p} config={config} lang={lang} fx={fx} heals={props.heals} send={props.send} />}
      {p.identity !== null && p.revealed && !me && (
        <details className="ssf-conds">
          <summary>{t('winConditions')}</summary>
          <ul>
            {conditionIds(p.identity).map((id) => (
              <li key={id}>{conditionLabel(id, lang, config)}</li>
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
          aria-label={attack.label}
          title={attack.label}
          onClick={() => props.send(attack.d)}
        >
          {t('attack')}
        </button>
      )}
    </div>
  );
});
