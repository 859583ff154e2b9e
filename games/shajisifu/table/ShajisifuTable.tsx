/**
 * The 杀机四伏 table: the players around a green felt (a ring on wide screens, stacked on phones), the piles and the
 * attack in progress in the middle, the viewer's hand and identity, a prompt saying what the viewer is asked with its
 * countdown, and the game log. Every choice is one element of `view.legal`, sent with `props.decide`; without
 * `decide` (a replay) the table is read-only. Moves of the newest event batch are animated with CSS only.
 */
import type { ShajisifuDecision, ShajisifuView } from '@shaju/shajisifu';
import { eventPrinter, renderOffer, seatName } from '@shaju/shajisifu/words';
import { GameLog, type TableProps, useLang } from '@shaju/ui';
import { useTableSounds } from '@shaju/ui/sound';
import { type CSSProperties, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Center } from './Center.tsx';
import { choicesOf } from './choices.ts';
import { Hand } from './Hand.tsx';
import { IdentityPanel } from './Identity.tsx';
import { fxOf, ringLayout, type SeatSlot, type Side, seatFx } from './layout.ts';
import { PromptPanel, questionOf } from './Prompt.tsx';
import { Seat } from './Seat.tsx';
import { useSentPlay } from './sent.ts';
import { shajisifuCues } from './sound.ts';
import { NS } from './strings.ts';
import './shajisifu.css';
import './seats.css';
import './hand.css';
import './motion.css';

const NO_REVEALS: readonly ShajisifuDecision[] = [];

/** The 杀机四伏 table component (default export, mounted by the room page and the replay page). */
export default function ShajisifuTable(props: TableProps<ShajisifuView>) {
  const { view, pending, log, names, connected, cover, decide } = props;
  const { t } = useTranslation(NS);
  const lang = useLang();
  const o = useMemo(() => ({ lang }) as const, [lang]);
  const seat = view.seat;
  useTableSounds(log, pending, view.seat, shajisifuCues);
  const mustAct = pending !== null && seat !== null && pending.for.includes(seat);
  // Pending choices only while the server waits for this seat (a held or sent answer takes them away).
  const canAct =
    decide !== undefined && seat !== null && (pending ? pending.for.includes(seat) : view.pending?.you === true);
  // Stable, and a played card shows on the pile at once (sent.ts).
  const sent = useSentPlay(view, canAct, decide);
  const { send } = sent;
  const live = decide !== undefined;
  const choices = useMemo(() => choicesOf(view, live, canAct, o), [view, live, canAct, o]);
  // Reveals are offered whether or not the viewer is asked: the same list while the view stays.
  const reveals = useMemo(() => choicesOf(view, live, false, o).reveals, [view, live, o]);
  const fx = useMemo(() => fxOf(log, seat), [log, seat]);
  const makePrinter = useMemo(() => () => eventPrinter(seat, { lang }), [seat, lang]);
  const logSeats = useLogSeats(view.players.length, names, seat, lang);
  const { ring, sideOf, ringStyle, centerStyle } = useRing(view.players.length, seat);
  const nameOf = useCallback((s: number) => names[s] || seatName(s, null, lang), [names, lang]);
  const who = useCallback((s: number) => (s === seat ? t('you') : nameOf(s)), [seat, t, nameOf]);
  const offer = useMemo(
    () => (decide && view.attack && view.attack.target === seat ? renderOffer(view, o) : null),
    [decide, view, seat, o],
  );
  const question = questionOf(view, t, who, lang, canAct, choices.hand.size > 0);
  const over = view.result !== null;
  const mine = ring.slots.find((x) => x.row === 0);
  const seatOf = (slot: SeatSlot) => {
    const p = view.players[slot.seat];
    if (!p) return null;
    return (
      <Seat
        key={slot.seat}
        p={p}
        viewer={seat}
        config={view.config}
        acting={!over && view.step !== 'claim' && view.turn === p.seat}
        winner={view.result?.winners.includes(p.seat) ?? false}
        targeted={view.attack?.target === p.seat}
        slot={slot}
        name={nameOf(slot.seat)}
        connected={connected?.[slot.seat]}
        cover={cover?.[slot.seat]}
        lang={lang}
        fx={seatFx(fx, p.seat)}
        attack={choices.attack.get(slot.seat)}
        heals={choices.heal}
        send={send}
      />
    );
  };
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
        <PromptPanel
          view={view}
          pending={pending}
          question={offer ? offer.question : question}
          bar={choices.bar}
          offer={offer ? offer.choices.map((c) => c.d) : null}
          who={who}
          lang={lang}
          send={send}
          top={sent.card >= 0 ? sent.card : view.discardTop}
        />
        <div className="ssf-felt">
          <div className="ssf-ring" style={ringStyle}>
            <div className="ssf-center-cell" style={centerStyle}>
              <Center
                view={view}
                lang={lang}
                fx={fx}
                sent={sent.card}
                lastSent={sent.last}
                names={who}
                realNames={nameOf}
                sideOf={sideOf}
              />
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
                drawn={fx.drawn}
                choices={choices.hand}
                myTurn={canAct && view.turn === seat}
                sent={sent.card}
                send={send}
              />
            )}
          </div>
        )}
      </div>
      <aside className="ssf-side">
        <IdentityPanel view={view} lang={lang} reveals={offer ? NO_REVEALS : reveals} send={send} />
        <GameLog log={log} makePrinter={makePrinter} seats={logSeats} viewer={seat} />
        {import.meta.env.DEV && <DebugView view={view} />}
      </aside>
    </section>
  );
}

/** Each seat's name in the log's filter: its seat name (`3号`, `你`), and the player's name when there is one. */
function useLogSeats(n: number, names: readonly string[], seat: number | null, lang: 'zh' | 'en'): string[] {
  return useMemo(
    () => Array.from({ length: n }, (_, s) => `${seatName(s, seat, lang)}${names[s] ? ` ${names[s]}` : ''}`),
    [n, names, seat, lang],
  );
}

/** The seats' places around the felt for `n` players seen from `seat`, memoised (stable for memoised panels). */
function useRing(n: number, seat: number | null) {
  return useMemo(() => {
    const ring = ringLayout(n, seat ?? 0, seat === null);
    const sides = new Map<number, Side>(ring.slots.map((s) => [s.seat, s.side]));
    const ringStyle = { '--rows': ring.rows, '--cols': ring.cols } as CSSProperties;
    const c = ring.center;
    const centerStyle = { '--r': c.row, '--rs': c.rows, '--c': c.col, '--cs': c.cols } as CSSProperties;
    return { ring, sideOf: (s: number) => sides.get(s), ringStyle, centerStyle };
  }, [n, seat]);
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
