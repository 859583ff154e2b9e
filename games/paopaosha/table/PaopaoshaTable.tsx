/**
 * The 跑跑杀 table: the seats round a felt table (a grid on a phone), the cards of the current turn in the middle, the
 * prompt with its countdown and the decision controls, the viewer's hand, the game log, and the result. Every
 * control is built from the legal lists of the view (`legal`, and `controlling[i].legal` for seats the viewer
 * decides for) and sends one of their elements unchanged; without `decide` (a replay) the table is read-only.
 *
 * The flow of a decision (choice.ts): click a playable card (or a skill button), pick its use when it has several,
 * then a second card or the targets — the seats that complete a legal decision light up — and a seat click or
 * 「确定」 sends it. Every step has 「取消」.
 *
 * The parts: flow.ts (the decision being made), Felt.tsx (seats and the middle), Console.tsx and Actions.tsx (the
 * question and the controls), HandArea.tsx (the hands), Seat.tsx, Panels.tsx (character cards, seat details, result).
 */
import type { PaopaoshaView } from '@shaju/paopaosha';
import { eventPrinter, identityGoal, identityName, isBoss, seatName, statusParts } from '@shaju/paopaosha/words';
import { colon, GameLog, type TableProps, useLang } from '@shaju/ui';
import { useTableSounds } from '@shaju/ui/sound';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Console } from './Console.tsx';
import { latestHits, recentFlashes } from './effects.ts';
import { Felt } from './Felt.tsx';
import { useDecisionFlow, waitingSeats } from './flow.ts';
import { HandArea } from './HandArea.tsx';
import { ringPositions } from './layout.ts';
import { ResultView, SeatDetails } from './Panels.tsx';
import { Seat } from './Seat.tsx';
import { paopaoshaCues } from './sound.ts';
import { NS } from './strings.ts';
import './paopaosha.css';
import './center.css';
import './console.css';
import './narrow.css';
import './motion.css';

/** The status line: the game's status chips and, while it runs, the viewer's identity. */
function StatusLine({ view }: { view: PaopaoshaView }) {
  const lang = useLang();
  const { t } = useTranslation(NS);
  const chips = statusParts(view, lang);
  const me = view.seat === null ? undefined : view.players[view.seat];
  const boss = isBoss(view);
  return (
    <div className="pps-status">
      {chips.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the chips of one status line
        <span key={i} className={`pps-chip${i === chips.length - 1 ? ' now' : ''}`}>
          {c}
        </span>
      ))}
      {me?.identity && !view.result && (
        <span className={`pps-chip pps-myid id-${me.identity}`} title={identityGoal(me.identity, lang, boss)}>
          {t('yourIdentity')}
          {colon(lang)}
          <b>{identityName(me.identity, lang, boss)}</b>
        </span>
      )}
    </div>
  );
}

/** Each seat's name in the log's filter: its seat name (`3号`, `你`), and the player's name when there is one. */
function seatLabels(n: number, names: readonly string[], viewer: number | null, lang: 'zh' | 'en'): string[] {
  return Array.from({ length: n }, (_, s) => {
    const seat = seatName(s, viewer, lang);
    const name = names[s];
    return name ? `${seat} ${name}` : seat;
  });
}

/** The 跑跑杀 table (see the module comment). */
export default function PaopaoshaTable(props: TableProps<PaopaoshaView>) {
  const { view, pending, log, names, connected, cover, decide } = props;
  const lang = useLang();
  const { t } = useTranslation(NS);
  const o = useMemo(() => ({ lang }) as const, [lang]);
  const flow = useDecisionFlow(view, pending, decide);
  useTableSounds(log, pending, view.seat, paopaoshaCues);
  const { cur, sel, targetSeats } = flow;
  const [detail, setDetail] = useState<number | null>(null);
  // The fallback list of every option is built only while it is open.
  const [menuOpen, setMenuOpen] = useState(false);

  const makePrinter = useMemo(() => () => eventPrinter(view.seat, { lang }), [view.seat, lang]);
  const n = view.players.length;
  const logSeats = useMemo(() => seatLabels(n, names, view.seat, lang), [n, names, view.seat, lang]);
  const flashes = useMemo(() => recentFlashes(log), [log]);
  const hits = useMemo(() => latestHits(log), [log]);
  const positions = useMemo(() => ringPositions(view), [view]);
  const asked = new Set<number>(waitingSeats(view, pending, flow.sent));
  const armedSeats = new Set(view.armed.map((a) => a.seat));

  const onSeat = (seat: number) => {
    if (!flow.onSeat(seat)) setDetail((x) => (x === seat ? null : seat));
  };
  const seatEl = (seat: number, style?: CSSProperties, className?: string) => {
    const p = view.players[seat];
    if (!p) return null;
    return (
      <Seat
        key={seat}
        view={view}
        p={p}
        name={names[seat] ?? ''}
        online={connected?.[seat]}
        cover={cover?.[seat]}
        lang={lang}
        targetable={targetSeats.has(seat)}
        picked={sel?.targets.includes(seat) ?? false}
        asked={asked.has(seat)}
        armed={armedSeats.has(seat)}
        hit={hits.get(seat)}
        style={style}
        className={className}
        onClick={() => onSeat(seat)}
      />
    );
  };
  const detailSeat = detail === null ? undefined : view.players[detail];
  const mustAct = cur !== null;

  return (
    <section
      className={`pps pps-n${view.players.length}${mustAct ? ' acting' : ''}${view.seat === null ? ' spectator' : ''}${sel && targetSeats.size > 0 ? ' targeting' : ''}`}
      data-testid="table"
      data-game="paopaosha"
      data-must-act={mustAct ? 'true' : 'false'}
      aria-label={t('table')}
    >
      <StatusLine view={view} />
      <div className="pps-main">
        <Felt view={view} lang={lang} positions={positions} flashes={flashes} seat={seatEl} />
        <aside className="pps-side">
          {detailSeat && (
            <SeatDetails
              view={view}
              p={detailSeat}
              name={names[detailSeat.seat] ?? ''}
              lang={lang}
              onClose={() => setDetail(null)}
            />
          )}
          <GameLog log={log} makePrinter={makePrinter} seats={logSeats} viewer={view.seat} />
        </aside>
      </div>
      <Console view={view} pending={pending} flow={flow} o={o} menuOpen={menuOpen} setMenuOpen={setMenuOpen} />
      <HandArea view={view} flow={flow} o={o} seat={seatEl} />
      {view.result && <ResultView view={view} names={names} lang={lang} />}
    </section>
  );
}
