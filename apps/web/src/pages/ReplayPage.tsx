/**
 * The replay page (`/replay/:id`, the id is the room code): fetches the finished game's record (`GET /api/games/:id`),
 * rebuilds it in the browser with the game's module (replay/replay.ts) and shows it on the same table component the
 * live room uses, read-only, as a spectator or as any seat saw it. Controls: play/pause, speed, previous/next, start/end,
 * a seek slider, the viewer, and keys (Space, ←/→, Home/End); the result at the end; a warning when the rebuilt game
 * does not match the server's final hash. `?seat=N` (0-based) and `?step=N` in the address pick the first view.
 */

import { findManifest } from '@shaju/games';
import type { GameKit } from '@shaju/runtime';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { type Lang, useLang } from '../i18n.ts';
import { parseRecord, RecordError, Replay, SPEEDS, stepDelay } from '../replay/replay.ts';
import type { TableProps } from '../tables/types.ts';
import { REPLAY_NS } from './replay-strings.ts';
import './replay.css';

const TABLES: Readonly<Record<string, ComponentType<TableProps>>> = {
  shajisifu: lazy(() => import('../tables/shajisifu/ShajisifuTable.tsx')) as unknown as ComponentType<TableProps>,
  paopaosha: lazy(() => import('../tables/paopaosha/PaopaoshaTable.tsx')) as unknown as ComponentType<TableProps>,
};

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly why: string }
  | { readonly status: 'invalid'; readonly why: { readonly key: string; readonly values: Record<string, string> } }
  | { readonly status: 'ready'; readonly replay: Replay; readonly game: GameKit };

/**
 * Fetches and rebuilds the game `id`. Resolves with the page's state: not found (404), failed (network or server
 * error), invalid (a record that cannot be replayed) or ready.
 */
export async function loadReplay(id: string, signal?: AbortSignal): Promise<Load> {
  let data: unknown;
  try {
    const res = await fetch(`/api/games/${encodeURIComponent(id)}`, { signal });
    if (res.status === 404) return { status: 'notFound' };
    if (!res.ok) return { status: 'failed', why: `HTTP ${res.status}` };
    data = await res.json();
  } catch (e) {
    return { status: 'failed', why: (e as Error).message };
  }
  try {
    const record = parseRecord(data);
    const manifest = findManifest(record.game);
    if (!manifest) return { status: 'invalid', why: { key: 'unknownGame', values: { game: record.game } } };
    const game = await manifest.load();
    return { status: 'ready', replay: new Replay(game.module, record), game };
  } catch (e) {
    if (e instanceof RecordError) {
      const key = e.code === 'version' ? 'version' : e.code === 'config' ? 'badConfig' : 'badRecord';
      return { status: 'invalid', why: { key, values: { version: e.detail, detail: e.detail, game: e.detail } } };
    }
    return { status: 'failed', why: (e as Error).message };
  }
}

/** The replay page of game `id`. */
export default function ReplayPage({ id }: { id: string }) {
  const { t } = useTranslation(REPLAY_NS);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's trigger
  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    void loadReplay(id, ctl.signal).then((l) => {
      if (!ctl.signal.aborted) setLoad(l);
    });
    return () => ctl.abort();
  }, [id, attempt]);

  if (load.status === 'ready') return <ReplayView key={id} id={id} replay={load.replay} game={load.game} />;
  if (load.status === 'loading') {
    return (
      <p className="center muted" role="status" data-testid="replay-loading">
        {t('loading')}
      </p>
    );
  }
  return (
    <div className="center panel replay-problem" role="alert" data-testid={`replay-${load.status}`}>
      <p>
        {load.status === 'notFound'
          ? t('notFound')
          : load.status === 'failed'
            ? t('failed', { why: load.why })
            : t('invalid', { why: t(load.why.key, load.why.values) })}
      </p>
      <div className="row replay-problem-actions">
        {load.status === 'failed' && (
          <button type="button" className="primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        )}
        <Link href="/" className="button">
          {t('home')}
        </Link>
      </div>
    </div>
  );
}

function initialParams(search: string, replay: Replay): { step: number; seat: number | null } {
  const q = new URLSearchParams(search);
  const s = q.get('seat');
  const n = s === null || s === '' ? Number.NaN : Number(s);
  const seat = Number.isInteger(n) && n >= 0 && n < replay.seats ? n : null;
  const st = q.get('step');
  return { seat, step: st === null ? 0 : replay.clamp(Number(st)) };
}

const ICONS = {
  start: 'M2 2h2v12H2zM9 2v12L4 8zM15 2v12l-5-6z',
  prev: 'M3 2h2v12H3zM13 2v12L6 8z',
  play: 'M4 2v12l10-6z',
  pause: 'M4 2h3v12H4zM9 2h3v12H9z',
  next: 'M11 2h2v12h-2zM3 2v12l7-6z',
  end: 'M12 2h2v12h-2zM1 2v12l5-6zM7 2v12l5-6z',
};

/** A transport icon (drawn, so it looks the same with any font). */
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} fill="currentColor" />
    </svg>
  );
}

/** Whether a key press belongs to a control (typing, a slider, a menu), not to the page's shortcuts. */
function ownKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  if (tag === 'SELECT' || tag === 'TEXTAREA' || target.isContentEditable) return true;
  if (tag === 'INPUT') return true;
  if ((tag === 'BUTTON' || tag === 'A' || target.getAttribute('role') === 'button') && (key === ' ' || key === 'Enter'))
    return true;
  return false;
}

/** The replay once loaded: controls, warnings, the table as the chosen viewer saw it, and the result at the end. */
export function ReplayView({ id, replay, game }: { id: string; replay: Replay; game: GameKit }) {
  const { t } = useTranslation(REPLAY_NS);
  const { t: tApp } = useTranslation();
  const lang = useLang();
  const search = useSearch();
  const [init] = useState(() => initialParams(search, replay));
  const [step, setStepRaw] = useState(init.step);
  const [seat, setSeat] = useState<number | null>(init.seat);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(2);
  const total = replay.total;

  const names = useMemo(
    () => Array.from({ length: replay.seats }, (_, i) => replay.record.players[i] || `#${i + 1}`),
    [replay],
  );
  const view = useMemo(() => replay.viewAt(step, seat), [replay, step, seat]);
  const log = useMemo(() => replay.logAt(step, seat), [replay, step, seat]);

  const go = useCallback((to: number) => setStepRaw(replay.clamp(to)), [replay]);
  const pauseAnd = useCallback((f: () => void) => {
    setPlaying(false);
    f();
  }, []);
  const toggle = useCallback(() => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (step >= total) setStepRaw(0);
    setPlaying(true);
  }, [playing, step, total]);

  /** A transport button that pauses and moves to step `to`. */
  const seekButton = (name: 'start' | 'prev' | 'next' | 'end', to: number, disabled: boolean) => (
    <button
      type="button"
      onClick={() => pauseAnd(() => go(to))}
      disabled={disabled}
      aria-label={t(name)}
      title={t(name)}
      data-testid={`replay-${name}`}
    >
      <Icon name={name} />
    </button>
  );

  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStepRaw((s) => replay.clamp(s + 1)), stepDelay(speed));
    return () => clearTimeout(timer);
  }, [playing, step, total, speed, replay]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownKeys(e.target, e.key)) return;
      if (e.key === ' ') toggle();
      else if (e.key === 'ArrowLeft') pauseAnd(() => go(step - 1));
      else if (e.key === 'ArrowRight') pauseAnd(() => go(step + 1));
      else if (e.key === 'Home') pauseAnd(() => go(0));
      else if (e.key === 'End') pauseAnd(() => go(total));
      else return;
      e.preventDefault();
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [toggle, pauseAnd, go, step, total]);

  const Table = TABLES[game.module.id];
  const check = replay.check;
  const decision = replay.decisionAt(step);
  const seatLabel = (s: number) => t('seat', { n: s, name: names[s] ?? '' });
  const atEnd = step === total;

  return (
    <div className={`replay replay-${game.module.id}`} data-testid="replay" data-step={step}>
      <h1 className="replay-title">{t('titleOf', { game: tApp(`games.${game.module.id}`), id })}</h1>
      {check.brokenAt && (
        <div className="banner warn" role="alert" data-testid="replay-broken">
          {t('broken', { step: check.brokenAt.step, total, message: check.brokenAt.message })}
        </div>
      )}
      {check.hashOk === false && (
        <div className="banner warn" role="alert" data-testid="replay-hash-bad">
          {t('hashBad', { got: check.hash, want: replay.record.finalHash ?? '' })}
        </div>
      )}
      {check.resultDiffers && (
        <div className="banner warn" role="alert" data-testid="replay-result-differs">
          {t('resultDiffers')}
        </div>
      )}

      <div className="replay-options">
        <label className="field">
          <span>{t('viewAs')}</span>
          <select
            value={seat === null ? '' : String(seat)}
            onChange={(e) => setSeat(e.target.value === '' ? null : Number(e.target.value))}
            data-testid="replay-viewer"
          >
            <option value="">{t('spectator')}</option>
            {names.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for a game
              <option key={i} value={String(i)}>
                {seatLabel(i)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('speed')}</span>
          <select value={String(speed)} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="replay-speed">
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="replay-bar" data-testid="replay-bar">
        <div className="replay-transport">
          {seekButton('start', 0, step === 0)}
          {seekButton('prev', step - 1, step === 0)}
          <button
            type="button"
            className="primary replay-play"
            onClick={toggle}
            aria-label={playing ? t('pause') : t('play')}
            aria-pressed={playing}
            title={playing ? t('pause') : t('play')}
            data-testid="replay-play"
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          {seekButton('next', step + 1, atEnd)}
          {seekButton('end', total, atEnd)}
        </div>
        <span className="replay-count" data-testid="replay-count">
          {t('step', { n: step, total })}
        </span>
        <input
          type="range"
          className="replay-seek"
          min={0}
          max={total}
          step={1}
          value={step}
          onChange={(e) => pauseAnd(() => go(Number(e.target.value)))}
          aria-label={t('seek')}
          aria-valuetext={t('step', { n: step, total })}
          data-testid="replay-seek"
        />
        <p className="replay-who muted" data-testid="replay-who">
          {decision === null
            ? t('setup')
            : decision.by === decision.seat
              ? t('decided', { who: seatLabel(decision.seat) })
              : t('decidedFor', { by: seatLabel(decision.by), who: seatLabel(decision.seat) })}
        </p>
      </div>

      {atEnd && <ReplayResult replay={replay} game={game} names={names} seat={seat} lang={lang} />}

      <TableBoundary resetKey={`${step}:${seat}`} message={t('tableError')}>
        <Suspense fallback={<p className="center muted">…</p>}>
          {Table ? <Table view={view} pending={null} log={log} names={names} /> : null}
        </Suspense>
      </TableBoundary>

      <p className="replay-keys muted">{t('keys')}</p>
      {check.hashOk === true && (
        <p className="replay-hash muted" data-testid="replay-hash-ok">
          {t('hashOk')} <code>{check.hash}</code>
        </p>
      )}
    </div>
  );
}

/** The end of the game: winners (or a draw), and every seat with its identity, fate and why it won. */
function ReplayResult({
  replay,
  game,
  names,
  seat,
  lang,
}: {
  replay: Replay;
  game: GameKit;
  names: readonly string[];
  seat: number | null;
  lang: Lang;
}) {
  const { t } = useTranslation(REPLAY_NS);
  const result = replay.result;
  const rows = useMemo(() => game.seats(replay.final, lang), [game, replay, lang]);
  if (!result) return null;
  const won = seat !== null && result.winners.includes(seat);
  const scores = result.scores;
  return (
    <section
      className={`result panel replay-result${won ? ' won' : ''}`}
      data-testid="replay-result"
      aria-labelledby="replay-result-title"
    >
      <h2 id="replay-result-title">{t('result')}</h2>
      <p className="winners" data-testid="replay-winners">
        {result.draw
          ? t('draw')
          : t('winners', {
              names: result.winners.map((w) => names[w] ?? `#${w + 1}`).join(lang === 'zh' ? '、' : ', '),
            })}
      </p>
      <details>
        <summary>{t('details')}</summary>
        <div className="replay-result-table">
          <table>
            <thead>
              <tr>
                <td />
                <th scope="col">{t('colPlayer')}</th>
                <th scope="col">{t('colIdentity')}</th>
                <th scope="col">{t('colState')}</th>
                {scores && <th scope="col">{t('colScore')}</th>}
                <th scope="col">{t('colWhy')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => {
                const winner = result.winners.includes(i);
                const why = (result.why[i] ?? []).map((c) => game.condition(c, lang)).join(lang === 'zh' ? '；' : '; ');
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
                  <tr key={i} className={winner ? 'winner' : undefined}>
                    <td>{winner ? '★' : ''}</td>
                    <th scope="row">{t('seat', { n: i, name: names[i] ?? '' })}</th>
                    <td>
                      {r.identity}
                      {r.character ? ` · ${r.character}` : ''}
                    </td>
                    <td>{r.alive ? t('alive') : t('dead')}</td>
                    {scores && <td>{scores[i]}</td>}
                    <td className="why">{why}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** Keeps a table that throws on one step from taking the page down; a new step or viewer tries again. */
class TableBoundary extends Component<{ resetKey: string; message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('replay table', error, info.componentStack);
  }
  override componentDidUpdate(prev: { resetKey: string }): void {
    if (this.state.failed && prev.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }
  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p className="center panel error" role="alert">
          {this.props.message}
        </p>
      );
    }
    return this.props.children;
  }
}
