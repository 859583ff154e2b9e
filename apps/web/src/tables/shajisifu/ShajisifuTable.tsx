/**
 * The 杀机四伏 table: the players around a green felt (a ring on wide screens, stacked on phones), the piles and the
 * attack in progress in the middle, the viewer's hand and identity, a prompt saying what the viewer is asked with its
 * countdown, and the game log. Every choice is one element of `view.legal`, sent with `props.decide`; without
 * `decide` (a replay) the table is read-only. Moves of the newest event batch are animated with CSS only.
 */
import type { ShajisifuDecision, ShajisifuView } from '@shaju/shajisifu';
import { cardShort, eventPrinter, renderMenu, renderOffer, seatName } from '@shaju/shajisifu/words';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, useLang } from '../../i18n.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import { GameLog } from '../../ui/GameLog.tsx';
import type { TableProps } from '../types.ts';
import { fxOf, ringLayout, type SeatSlot, type Side } from './layout.ts';
import { Center, Hand, IdentityPanel, RevealControl, Seat } from './parts.tsx';
import { NS } from './strings.ts';
import './shajisifu.css';

type TFn = ReturnType<typeof useTranslation>['t'];

/** The decisions of the action bar (the others are made on cards and seats). */
const BAR_KINDS = new Set(['flip', 'stop', 'pass', 'pong']);

/** The 杀机四伏 table component (default export, mounted by the room page and the replay page). */
export default function ShajisifuTable({ view, pending, log, names, connected, decide }: TableProps<ShajisifuView>) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const o = useMemo(() => ({ lang }) as const, [lang]);
  const seat = view.seat;
  const mustAct = pending !== null && seat !== null && pending.for.includes(seat);
  // Pending choices only while the server waits for this seat (a held or sent answer takes them away).
  const canAct =
    decide !== undefined && seat !== null && (pending ? pending.for.includes(seat) : view.pending?.you === true);
  const send = (d: ShajisifuDecision) => decide?.(d);

  const choices = useMemo(() => {
    const hand = new Map<number, ShajisifuDecision>();
    const attack = new Map<number, ShajisifuDecision>();
    const heal = new Map<number, ShajisifuDecision>();
    const bar: { d: ShajisifuDecision; label: string }[] = [];
    const reveals: ShajisifuDecision[] = [];
    if (decide === undefined || seat === null) return { hand, attack, heal, bar, reveals };
    for (const d of view.legal) {
      if (d.t === 'reveal') {
        reveals.push(d);
        continue;
      }
      if (!canAct) continue;
      if (d.t === 'play' || d.t === 'pong') hand.set(d.card, d);
      else if (d.t === 'attack') attack.set(d.target, d);
      else if (d.t === 'heal') heal.set(d.card, d);
    }
    if (canAct) {
      const pendingOnly = view.legal.filter((d) => d.t !== 'reveal');
      for (const item of renderMenu(pendingOnly, view, o)) {
        // The self-heal choices are offered in the bar too: one's own damage cards may be out of sight on a phone.
        if (BAR_KINDS.has(item.d.t) || (item.d.t === 'heal' && view.step === 'selfHeal')) bar.push(item);
      }
    }
    return { hand, attack, heal, bar, reveals };
  }, [view, decide, seat, canAct, o]);

  const fx = useMemo(() => fxOf(log, seat), [log, seat]);
  const makePrinter = useMemo(() => () => eventPrinter(seat, { lang }), [seat, lang]);
  const ring = useMemo(() => ringLayout(view.players.length, seat ?? 0, seat === null), [view.players.length, seat]);
  const sides = useMemo(() => new Map<number, Side>(ring.slots.map((s) => [s.seat, s.side])), [ring]);
  const nameOf = (s: number) => names[s] || seatName(s, null, lang);
  const who = (s: number) => (s === seat ? t('you') : nameOf(s));

  const offer = useMemo(
    () => (decide && view.attack && view.attack.target === seat ? renderOffer(view, o) : null),
    [decide, view, seat, o],
  );
  const deadline = pending?.deadline ?? null;
  const span = useSpan(pending?.id ?? null, deadline);
  const question = questionOf(view, t, who, lang, canAct, choices.hand.size > 0);
  const over = view.result !== null;
  const ringStyle = { '--rows': ring.rows, '--cols': ring.cols } as CSSProperties;
  const mine = ring.slots.find((x) => x.row === 0);
  const seatOf = (slot: SeatSlot) => {
    const p = view.players[slot.seat];
    if (!p) return null;
    const heals = new Map<number, ShajisifuDecision>();
    for (const c of p.damage) {
      const d = choices.heal.get(c);
      if (d) heals.set(c, d);
    }
    return (
      <Seat
        key={slot.seat}
        p={p}
        view={view}
        slot={slot}
        name={nameOf(slot.seat)}
        connected={connected?.[slot.seat]}
        lang={lang}
        fx={fx}
        attack={choices.attack.get(slot.seat)}
        heals={heals}
        send={send}
      />
    );
  };
  const centerStyle = {
    '--r': ring.center.row,
    '--rs': ring.center.rows,
    '--c': ring.center.col,
    '--cs': ring.center.cols,
  } as CSSProperties;

  return (
    <section
      className={`ssf${mustAct ? ' must-act' : ''}${over ? ' over' : ''}`}
      data-testid="table"
      data-game="shajisifu"
      data-must-act={mustAct ? 'true' : 'false'}
      data-step={view.step}
      aria-label={t('table')}
    >
      <div className="ssf-main">
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
                <Countdown deadline={deadline} total={span} />
              </span>
            )}
          </div>
          <p className="ssf-prompt" data-testid="prompt" aria-live="polite">
            {offer ? offer.question : question}
          </p>
          {(choices.bar.length > 0 || offer) && (
            <div className="ssf-actions">
              {choices.bar.map(({ d, label }) => {
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
                  <RevealControl options={offer.choices.map((c) => c.d)} view={view} lang={lang} send={send} open />
                </div>
              )}
            </div>
          )}
        </section>

        <div className="ssf-felt">
          <div className="ssf-ring" style={ringStyle}>
            <div className="ssf-center-cell" style={centerStyle}>
              <Center view={view} lang={lang} fx={fx} names={who} realNames={nameOf} sideOf={(s) => sides.get(s)} />
            </div>
            {ring.slots.map((slot) => (slot.row > 0 ? seatOf(slot) : null))}
          </div>
        </div>

        {mine && (
          <div className="ssf-mine">
            {seatOf(mine)}
            {view.hand !== null && (
              <Hand
                view={view}
                lang={lang}
                fx={fx}
                choices={choices.hand}
                myTurn={canAct && view.turn === seat}
                send={send}
              />
            )}
          </div>
        )}
      </div>

      <aside className="ssf-side">
        <IdentityPanel view={view} lang={lang} reveals={offer ? [] : choices.reveals} send={send} />
        <GameLog log={log} makePrinter={makePrinter} />
        {import.meta.env.DEV && <DebugView view={view} />}
      </aside>
    </section>
  );
}

/** The question the viewer is asked now (or what the table waits for), in the table's words. */
function questionOf(
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

/**
 * The length in seconds of the current request's timer, measured from when this client first saw its deadline (so
 * the countdown bar starts full); undefined until known.
 */
function useSpan(id: number | null, deadline: number | null): number | undefined {
  const [seen, setSeen] = useState<{ id: number; deadline: number; span: number } | null>(null);
  useEffect(() => {
    if (id === null || deadline === null) return;
    setSeen((s) =>
      s && s.id === id && s.deadline === deadline
        ? s
        : { id, deadline, span: Math.max(1, Math.round((deadline - Date.now()) / 1000)) },
    );
  }, [id, deadline]);
  return seen && seen.id === id && seen.deadline === deadline ? seen.span : undefined;
}

/** Development aid: the raw view, rendered only when opened. */
function DebugView({ view }: { view: ShajisifuView }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  return (
    <details className="ssf-debug" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>{t('debug')}</summary>
      {open && <pre>{JSON.stringify(view, null, 1)}</pre>}
    </details>
  );
}
