/**
 * The 跑跑杀 table: the seats round a felt table (a grid on a phone), the cards of the current turn in the middle, the
 * prompt with its countdown and the decision controls, the viewer's hand, the game log, and the result. Every
 * control is built from the legal lists of the view (`legal`, and `controlling[i].legal` for seats the viewer
 * decides for) and sends one of their elements unchanged; without `decide` (a replay) the table is read-only.
 *
 * The flow of a decision (choice.ts): click a playable card (or a skill button), pick its use when it has several,
 * then a second card or the targets — the seats that complete a legal decision light up — and a seat click or
 * 「确定」 sends it. Every step has 「取消」.
 */
import type { PaopaoshaDecision, PaopaoshaView } from '@shaju/paopaosha';
import {
  cardLabel,
  decisionLabel,
  eventPrinter,
  identityGoal,
  identityName,
  isBoss,
  isDecline,
  kindName,
  type PaopaoshaMenuItem,
  questionText,
  renderMenu,
  seatName,
  skillName,
  sortCards,
  statusParts,
} from '@shaju/paopaosha/words';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, useLang } from '../../i18n.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import { GameLog } from '../../ui/GameLog.tsx';
import type { TableProps } from '../types.ts';
import { CardFace, cardTitle, useTypeLabel } from './CardFace.tsx';
import {
  autoSend,
  type Path,
  type Pick,
  pathsOf,
  pickCard,
  pickMode,
  pickSeat,
  type Step,
  startCards,
  startPick,
  startSkills,
  stepOf,
} from './choice.ts';
import { latestHits, recentFlashes } from './effects.ts';
import { CharacterCard, ResultView, SeatDetails } from './Panels.tsx';
import { Seat } from './Seat.tsx';
import { NS } from './strings.ts';
import './paopaosha.css';

type D = PaopaoshaDecision;

/** A seat the viewer answers for now, with its legal decisions and (when the viewer sees it) its hand. */
interface Actor {
  readonly seat: number;
  readonly legal: readonly D[];
  readonly hand: readonly number[] | null;
}

/** The last decision sent, so that its controls do not offer a second answer while the server replies. */
interface Sent {
  readonly req: number;
  readonly seat: number;
}

/** How long a sent answer hides its controls when no new view comes (a refused decision then shows them again). */
const SENT_HOLD_MS = 4000;

/**
 * The seats the viewer must answer for now: its own and those it controls, each asked (in `pending.for`) with a
 * non-empty legal list, minus an answer just sent. Empty in a replay.
 */
export function actorsOf(
  view: PaopaoshaView,
  pending: TableProps['pending'],
  live: boolean,
  sent: Sent | null,
): Actor[] {
  if (!live || !pending || view.result) return [];
  const out: Actor[] = [];
  const fresh = (seat: number) => !(sent && sent.req === view.req && sent.seat === seat);
  if (view.seat !== null && view.legal.length > 0 && pending.for.includes(view.seat) && fresh(view.seat))
    out.push({ seat: view.seat, legal: view.legal, hand: view.hand });
  for (const c of view.controlling) {
    if (c.legal.length > 0 && pending.for.includes(c.seat) && fresh(c.seat))
      out.push({ seat: c.seat, legal: c.legal, hand: c.hand });
  }
  return out;
}

/**
 * Where the seats sit round the felt (percent of its box): the viewer's seat at the bottom, the others from its next
 * (on the right) round to its previous (on the left) — on an arc for up to six others, else up the right side, along
 * the top and down the left side.
 */
export function ringPositions(view: PaopaoshaView): Map<number, { x: number; y: number }> {
  const n = view.players.length;
  const anchor = view.seat ?? 0;
  const out = new Map<number, { x: number; y: number }>();
  const others: number[] = [];
  for (let k = 1; k < n; k++) others.push((anchor + k) % n);
  const m = others.length;
  if (m <= 6) {
    const spread = m <= 1 ? 0 : Math.min(220, 60 * (m - 1));
    others.forEach((seat, k) => {
      const deg = m <= 1 ? -90 : -90 + spread / 2 - (k * spread) / (m - 1);
      const r = (deg * Math.PI) / 180;
      out.set(seat, { x: 50 + 41 * Math.cos(r), y: 46 + 34 * Math.sin(r) });
    });
  } else {
    let top = Math.ceil(m * 0.6);
    if ((m - top) % 2 === 1) top++;
    const side = (m - top) / 2;
    const [left, right, yTop, ySide, yLow] = [7.5, 92.5, 12, 38, 80];
    const sideY = (i: number) => (side === 1 ? (ySide + yLow) / 2 : yLow - (i * (yLow - ySide)) / (side - 1));
    others.forEach((seat, k) => {
      if (k < side) out.set(seat, { x: right, y: sideY(k) });
      else if (k < side + top) {
        const i = k - side;
        out.set(seat, { x: right - (i * (right - left)) / Math.max(1, top - 1), y: yTop });
      } else out.set(seat, { x: left, y: sideY(side - 1 - (k - side - top)) });
    });
  }
  out.set(anchor, { x: 50, y: 84 });
  return out;
}

/** The label of a mode switch button (a card with several uses). */
function modeLabel(
  paths: readonly Path[],
  view: PaopaoshaView,
  lang: Lang,
  actor: number,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  const first = paths[0] as Path;
  const d = first.d;
  if (paths.length === 1) return decisionLabel(d, view, { lang }, actor);
  if (d.t === 'skill') return t('modeSkill', { skill: skillName(d.id, lang) });
  if (d.t === 'discard') return t('modeDiscard');
  if (d.t === 'use' || d.t === 'play') {
    const kind = kindName(d.as, lang);
    if (d.with.length > 0) return t('modeWith', { weapon: kindName('chaoguo', lang), kind });
    if (d.via) return t('modeVia', { skill: skillName(d.via, lang), kind });
    if (first.natural) return kind;
    return t('modeAs', { kind });
  }
  return decisionLabel(d, view, { lang }, actor);
}

/** The fallback list of every legal decision in words (the words package's menu; 炒锅 pairs open sub-lists). */
function MenuList({ items, onPick }: { items: readonly PaopaoshaMenuItem[]; onPick: (d: D) => void }) {
  return (
    <ul className="pps-menu">
      {items.map((it, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the menu is rebuilt from the legal list; position is its identity
        <li key={i}>
          {it.sub ? (
            <details>
              <summary>{it.label}</summary>
              <MenuList items={it.sub} onPick={onPick} />
            </details>
          ) : (
            <button
              type="button"
              data-choice=""
              className={it.decline ? 'pps-decline' : ''}
              onClick={() => it.d && onPick(it.d)}
            >
              {it.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The 跑跑杀 table (see the module comment). */
export default function PaopaoshaTable({ view, pending, log, names, connected, decide }: TableProps<PaopaoshaView>) {
  const lang = useLang();
  const { t } = useTranslation(NS);
  const o = useMemo(() => ({ lang }) as const, [lang]);
  const live = decide !== undefined;
  const typeLabel = useTypeLabel();

  // The answer just sent hides its controls until the view moves on (or SENT_HOLD_MS pass: it was refused).
  const [sent, setSent] = useState<Sent | null>(null);
  useEffect(() => {
    if (!sent) return;
    const id = setTimeout(() => setSent(null), SENT_HOLD_MS);
    return () => clearTimeout(id);
  }, [sent]);

  const actors = useMemo(() => actorsOf(view, pending, live, sent), [view, pending, live, sent]);
  const [actorPick, setActorPick] = useState<number | null>(null);
  const cur = actors.find((a) => a.seat === actorPick) ?? actors[0] ?? null;
  const mustAct = cur !== null;

  const paths = useMemo(() => (cur ? pathsOf(cur.legal) : []), [cur]);
  const starts = useMemo(() => startCards(paths), [paths]);
  const skills = useMemo(() => startSkills(paths), [paths]);

  // The selection in progress; stale (another request, another seat, or nothing legal fits) means none.
  const [pick, setPick] = useState<Pick | null>(null);
  let sel: Pick | null = null;
  let step: Step | null = null;
  if (pick && cur && pick.req === view.req && pick.actor === cur.seat) {
    step = stepOf(paths, pick);
    if (step) sel = pick;
  }
  useEffect(() => {
    // Drop a stale selection, so that it cannot come back when a request id repeats.
    if (pick && !sel) setPick(null);
  });

  const [detail, setDetail] = useState<number | null>(null);
  // The fallback list of every option is built only while it is open.
  const [menuOpen, setMenuOpen] = useState(false);

  const send = (d: D, seat: number) => {
    if (!decide) return;
    setPick(null);
    setSent({ req: view.req, seat });
    if (seat === view.seat) decide(d);
    else decide(d, seat);
  };

  const makePrinter = useMemo(() => () => eventPrinter(view.seat, { lang }), [view.seat, lang]);
  const flashes = useMemo(() => recentFlashes(log), [log]);
  const hits = useMemo(() => latestHits(log), [log]);
  const positions = useMemo(() => ringPositions(view), [view]);

  // The countdown's full span: the time left when this request was first seen.
  const span = useRef<{ id: number; total: number } | null>(null);
  if (pending && pending.deadline !== null && span.current?.id !== pending.id) {
    span.current = { id: pending.id, total: Math.max(5, Math.round((pending.deadline - Date.now()) / 1000)) };
  }

  // Choices that name a seat (爱国's receiver, 电脑奇才's partner…): that seat lights up too.
  const seatChoices = new Map<number, D>();
  if (cur && !sel) {
    for (const d of cur.legal) {
      if (d.t !== 'choose') continue;
      const opt = view.ask?.options?.[d.i];
      if (opt?.seat !== undefined && opt.seat >= 0 && !seatChoices.has(opt.seat)) seatChoices.set(opt.seat, d);
    }
  }

  const onSeat = (seat: number) => {
    if (cur && sel && step) {
      if (step.seats.has(seat)) {
        const next = pickSeat(sel, seat);
        const st = stepOf(paths, next);
        const now = st ? autoSend(st) : null;
        if (now) send(now, cur.seat);
        else setPick(next);
        return;
      }
      const at = sel.targets.indexOf(seat);
      if (at >= 0) {
        setPick({ ...sel, targets: sel.targets.slice(0, at) });
        return;
      }
    }
    const choice = cur && !sel ? seatChoices.get(seat) : undefined;
    if (cur && choice) {
      send(choice, cur.seat);
      return;
    }
    setDetail((x) => (x === seat ? null : seat));
  };

  const onCard = (c: number) => {
    if (!cur) return;
    if (sel && step) {
      if (sel.src === `c:${c}`) {
        if (step.ready) send(step.ready, cur.seat);
        else setPick(null);
        return;
      }
      if (step.cards.has(c)) {
        setPick(pickCard(sel, c));
        return;
      }
      if (sel.cards.includes(c)) {
        setPick({ ...sel, cards: sel.cards.filter((x) => x !== c), targets: [] });
        return;
      }
    }
    if (starts.has(c)) setPick(startPick(paths, view.req, cur.seat, `c:${c}`));
  };

  const onSkill = (id: string) => {
    if (!cur) return;
    if (sel?.src === `s:${id}`) setPick(null);
    else setPick(startPick(paths, view.req, cur.seat, `s:${id}`));
  };

  const cardChoice = (c: number): boolean =>
    cur !== null && (starts.has(c) || (step !== null && (step.cards.has(c) || (sel?.cards.includes(c) ?? false))));

  /** One card of `owner`'s hand (the viewer's, or a seat it controls), a choice when `owner` is the one acting. */
  const handCard = (c: number, owner: number, testid: string) => {
    const acting = cur?.seat === owner;
    const playable = acting && starts.has(c);
    const choice = acting && cardChoice(c);
    const selected = acting && (sel?.cards.includes(c) ?? false);
    const partner = acting && (step?.cards.has(c) ?? false);
    const label = `${cardLabel(c, o)} · ${typeLabel(c)}${playable ? ` · ${t('playable')}` : ''}${selected ? ` · ${t('selected')}` : ''}`;
    return (
      <button
        key={c}
        type="button"
        className={`pps-hand-card${playable ? ' playable' : ''}${selected ? ' selected' : ''}${partner ? ' partner' : ''}`}
        data-testid={testid}
        data-card={c}
        data-playable={playable ? '' : undefined}
        data-choice={choice ? '' : undefined}
        aria-pressed={choice ? selected : undefined}
        aria-disabled={!choice}
        aria-label={label}
        title={cardTitle(c, lang)}
        onClick={() => acting && onCard(c)}
      >
        <CardFace card={c} lang={lang} />
      </button>
    );
  };

  // --- what to show
  const chips = statusParts(view, lang);
  const me = view.seat === null ? undefined : view.players[view.seat];
  const boss = isBoss(view);
  const asked = new Set<number>(view.ask && !view.result ? view.ask.seats : []);
  const armedSeats = new Set(view.armed.map((a) => a.seat));
  const targetSeats = new Set<number>(step ? [...step.seats] : [...seatChoices.keys()]);
  let prompt: string;
  if (cur) prompt = questionText(view, o, cur.seat) || t('waiting');
  else if (view.result) prompt = t('over');
  else if (sent && sent.req === view.req) prompt = t('answered');
  else if (view.ask)
    prompt = t('waitingFor', {
      who: view.ask.seats.map((s) => seatName(s, view.seat, lang)).join(lang === 'zh' ? '、' : ', '),
    });
  else prompt = t('waiting');

  const characterChoice = cur ? cur.legal.filter((d) => d.t === 'character') : [];
  const direct = cur ? cur.legal.filter((d) => d.t !== 'character' && pathsOf([d]).length === 0) : [];
  const offHand = cur ? [...starts].filter((c) => !(cur.hand ?? []).includes(c)) : [];
  const hint = step
    ? step.modes.length > 1 && sel?.mode === null
      ? t('modes')
      : step.cards.size > 0
        ? sel?.mode?.endsWith(':wok')
          ? t('pickPartner', { weapon: kindName('chaoguo', lang) })
          : t('pickCard')
        : step.seats.size > 0
          ? step.ready
            ? t('pickMore')
            : t('pickTarget')
          : ''
    : '';

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

  const ringSeats = view.players.filter((p) => p.seat !== view.seat).map((p) => p.seat);
  const detailSeat = detail === null ? undefined : view.players[detail];

  return (
    <section
      className={`pps pps-n${view.players.length}${mustAct ? ' acting' : ''}${view.seat === null ? ' spectator' : ''}${sel && targetSeats.size > 0 ? ' targeting' : ''}`}
      data-testid="table"
      data-game="paopaosha"
      data-must-act={mustAct ? 'true' : 'false'}
      aria-label={t('table')}
    >
      <div className="pps-status">
        {chips.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the chips of one status line
          <span key={i} className={`pps-chip${i === chips.length - 1 ? ' now' : ''}`}>
            {c}
          </span>
        ))}
        {me?.identity && !view.result && (
          <span className={`pps-chip pps-myid id-${me.identity}`} title={identityGoal(me.identity, lang, boss)}>
            {t('yourIdentity')}：<b>{identityName(me.identity, lang, boss)}</b>
          </span>
        )}
      </div>

      <div className="pps-main">
        <div className="pps-felt">
          <div className="pps-ring">
            {ringSeats.map((seat) => {
              const pos = positions.get(seat) ?? { x: 50, y: 50 };
              const tip = pos.x < 35 ? 'tip-l' : pos.x > 65 ? 'tip-r' : undefined;
              return seatEl(seat, { '--x': pos.x, '--y': pos.y } as CSSProperties, tip);
            })}
          </div>
          <section className="pps-center" aria-label={t('center')}>
            <div className="pps-piles">
              <span className="pps-pile draw" title={t('drawPile', { n: view.drawCount })}>
                <span className="pps-back" aria-hidden="true" />
                {t('drawPile', { n: view.drawCount })}
              </span>
              <span className="pps-pile" title={t('discardPile', { n: view.discardCount })}>
                {view.discardTop >= 0 ? (
                  <CardFace card={view.discardTop} lang={lang} size="sm" />
                ) : (
                  <span className="pps-slot" aria-hidden="true" />
                )}
                {t('discardPile', { n: view.discardCount })}
              </span>
            </div>
            <ol className="pps-flashes">
              {flashes.map((f) => {
                const pos = f.seat === view.seat ? { x: 50, y: 110 } : (positions.get(f.seat) ?? { x: 50, y: 50 });
                const style = { '--dx': `${(pos.x - 50) * 8}px`, '--dy': `${(pos.y - 55) * 5}px` } as CSSProperties;
                return (
                  <li key={f.key} className={`pps-flash ${f.what}`} style={style}>
                    <span className="pps-flash-who">
                      {seatName(f.seat, view.seat, lang)}
                      {f.targets.length > 0 && ` → ${f.targets.map((x) => seatName(x, view.seat, lang)).join(' ')}`}
                    </span>
                    <span className="pps-flash-cards">
                      {f.cards.map((c) => (
                        <CardFace key={c} card={c} lang={lang} size="sm" as={f.cards.length === 1 ? f.as : null} />
                      ))}
                    </span>
                  </li>
                );
              })}
            </ol>
            {view.harvest.length > 0 && (
              <section className="pps-harvest" aria-label={t('harvest')}>
                {view.harvest.map((c) => (
                  <CardFace key={c} card={c} lang={lang} size="sm" />
                ))}
              </section>
            )}
          </section>
        </div>

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
          <GameLog log={log} makePrinter={makePrinter} />
        </aside>
      </div>

      <section className={`pps-console${mustAct ? ' must' : ''}`}>
        <div className="pps-prompt-row">
          <p className="pps-prompt" data-testid="prompt" aria-live="polite">
            {prompt}
          </p>
          {pending && pending.deadline !== null && !view.result && (
            <Countdown deadline={pending.deadline} total={span.current?.total} />
          )}
        </div>
        {actors.length > 1 && (
          <fieldset className="pps-actors" aria-label={t('actFor')}>
            {actors.map((a) => (
              <button
                key={a.seat}
                type="button"
                aria-pressed={a.seat === cur?.seat}
                onClick={() => {
                  setActorPick(a.seat);
                  setPick(null);
                }}
              >
                {a.seat === view.seat ? t('actSelf') : t('actOther', { who: seatName(a.seat, view.seat, lang) })}
              </button>
            ))}
          </fieldset>
        )}
        {cur && characterChoice.length > 0 && (
          <fieldset className="pps-choose-chars" aria-label={t('chooseTitle')}>
            {characterChoice.map((d) =>
              d.t === 'character' ? (
                <button
                  key={d.id}
                  type="button"
                  className="pps-char-btn"
                  data-choice=""
                  data-testid={`character-${d.id}`}
                  aria-label={decisionLabel(d, view, o, cur.seat).replace(/\s+/g, ' ')}
                  onClick={() => send(d, cur.seat)}
                >
                  <CharacterCard view={view} id={d.id} lang={lang} />
                </button>
              ) : null,
            )}
          </fieldset>
        )}
        {cur && (
          <div className="pps-actions">
            {sel && step && (
              <fieldset className="pps-sel">
                {step.modes.length > 1 &&
                  step.modes.map((m) => (
                    <button
                      key={m.mode}
                      type="button"
                      className="pps-mode"
                      data-choice=""
                      aria-pressed={sel.mode === m.mode}
                      onClick={() => setPick(pickMode(sel, m.mode))}
                    >
                      {modeLabel(m.paths, view, lang, cur.seat, t)}
                    </button>
                  ))}
                {hint && <span className="pps-hint">{hint}</span>}
                {step.ready && (
                  <button
                    type="button"
                    className="primary pps-confirm"
                    data-choice=""
                    data-testid="confirm"
                    onClick={() => step.ready && send(step.ready, cur.seat)}
                  >
                    {t('confirm')}：{decisionLabel(step.ready, view, o, cur.seat)}
                  </button>
                )}
                <button
                  type="button"
                  className="pps-cancel"
                  data-choice=""
                  data-testid="cancel"
                  onClick={() => setPick(null)}
                >
                  {t('cancel')}
                </button>
              </fieldset>
            )}
            {skills.length > 0 && (
              <fieldset className="pps-skills" aria-label={t('skills')}>
                {skills.map((id) => (
                  <button
                    key={id}
                    type="button"
                    className="pps-skill"
                    data-choice=""
                    data-testid={`skill-${id}`}
                    aria-pressed={sel?.src === `s:${id}`}
                    onClick={() => onSkill(id)}
                  >
                    【{skillName(id, lang)}】
                  </button>
                ))}
              </fieldset>
            )}
            {offHand.length > 0 && (
              <fieldset className="pps-offhand" aria-label={t('fromEquip')}>
                {offHand.map((c) => {
                  const selected = sel?.cards.includes(c) ?? false;
                  return (
                    <button
                      key={c}
                      type="button"
                      className={`pps-offhand-card${selected ? ' selected' : ''}`}
                      data-choice=""
                      aria-pressed={selected}
                      aria-label={`${cardLabel(c, o)} · ${typeLabel(c)}`}
                      title={cardTitle(c, lang)}
                      onClick={() => onCard(c)}
                    >
                      <CardFace card={c} lang={lang} size="sm" />
                    </button>
                  );
                })}
              </fieldset>
            )}
            {direct.length > 0 && (
              <fieldset className="pps-direct">
                {direct.map((d, i) => {
                  const opt = d.t === 'choose' ? view.ask?.options?.[d.i] : undefined;
                  const showCard = opt !== undefined && opt.card >= 0;
                  return (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: decisions of one legal list, in its order
                      key={i}
                      type="button"
                      className={`pps-do${isDecline(d, view) ? ' pps-decline' : ''}${d.t === 'end' || d.t === 'pass' ? '' : ' primary'}`}
                      data-choice=""
                      data-testid={`do-${d.t}`}
                      onClick={() => send(d, cur.seat)}
                    >
                      {showCard && opt && <CardFace card={opt.card} lang={lang} size="sm" />}
                      <span>{decisionLabel(d, view, o, cur.seat)}</span>
                    </button>
                  );
                })}
              </fieldset>
            )}
            <details className="pps-all" onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
              <summary>{t('allOptions')}</summary>
              {menuOpen && (
                <MenuList items={renderMenu(cur.legal, view, o, cur.seat)} onPick={(d) => send(d, cur.seat)} />
              )}
            </details>
          </div>
        )}
      </section>

      {view.hand !== null && view.seat !== null && (
        <section className="pps-hand-area">
          <div className="pps-self">{seatEl(view.seat)}</div>
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
              {sortCards(view.hand).map((c) => handCard(c, view.seat as number, 'hand-card'))}
            </fieldset>
          </div>
        </section>
      )}
      {view.controlling
        .filter((c) => c.hand.length > 0 || cur?.seat === c.seat)
        .map((c) => (
          <section key={c.seat} className="pps-hand-area controlled">
            <div className="pps-hand-wrap">
              <div className="pps-hand-head">{t('handOf', { who: seatName(c.seat, view.seat, lang) })}</div>
              <fieldset className="pps-hand" data-testid={`hand-of-${c.seat}`}>
                {sortCards(c.hand).map((x) => handCard(x, c.seat, 'ctl-card'))}
              </fieldset>
            </div>
          </section>
        ))}

      {view.result && <ResultView view={view} names={names} lang={lang} />}
    </section>
  );
}
