/**
 * The replay page (`/replay/:id`, the id is the room code): fetches the finished game's record (`GET /api/games/:id`),
 * rebuilds it in the browser with the game's module (replay/replay.ts) and shows it on the same table component the
 * live room uses, read-only, as a spectator or as any seat saw it. Controls: play/pause, speed, previous/next, start/end,
 * a seek slider, the viewer, and keys (Space, ←/→, Home/End); the result at the end; a warning when the rebuilt game
 * does not match the server's final hash. `?seat=N` (0-based) and `?step=N` in the address pick the first view.
 */

import { findManifest } from '@shaju/games';
import type { ChatLine } from '@shaju/protocol/chat';
import type { GameKit } from '@shaju/runtime';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { gameTitle } from '../games/names.ts';
import { tableOf } from '../games/tables.ts';
import { useLang } from '../i18n.ts';
import { parseRecord, RecordError, Replay, SPEEDS, stepDelay } from '../replay/replay.ts';
import { RulesSummary } from '../rules-options/RulesSummary.tsx';
import { parseChat, ReplayChat } from '../social/ReplayChat.tsx';
import { ReplayBar } from './ReplayBar.tsx';
import { ReplayResult, TableBoundary } from './ReplayResult.tsx';
import { REPLAY_NS } from './replay-strings.ts';
import './replay.css';

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed'; readonly why: string }
  | { readonly status: 'invalid'; readonly why: { readonly key: string; readonly values: Record<string, string> } }
  | { readonly status: 'ready'; readonly replay: Replay; readonly game: GameKit; readonly chat?: readonly ChatLine[] };

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
    return { status: 'ready', replay: new Replay(game.module, record, game.finalView), game, chat: parseChat(data) };
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

  if (load.status === 'ready')
    return <ReplayView key={id} id={id} replay={load.replay} game={load.game} chat={load.chat ?? []} />;
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

/**
 * The replay's playback: the step shown, play/pause at a speed, and the keys (Space, ←/→, Home/End). `go` pauses
 * and moves to a step (clamped).
 */
function usePlayback(replay: Replay, first: number) {
  const [step, setStepRaw] = useState(first);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(2);
  const total = replay.total;
  const go = useCallback(
    (to: number) => {
      setPlaying(false);
      setStepRaw(replay.clamp(to));
    },
    [replay],
  );
  const toggle = useCallback(() => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (step >= total) setStepRaw(0);
    setPlaying(true);
  }, [playing, step, total]);

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
      else if (e.key === 'ArrowLeft') go(step - 1);
      else if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(total);
      else return;
      e.preventDefault();
    };
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [toggle, go, step, total]);

  return { step, total, playing, speed, setSpeed, go, toggle };
}

/** The warnings of a rebuilt game that does not match its record. */
function ReplayWarnings({ replay }: { replay: Replay }) {
  const { t } = useTranslation(REPLAY_NS);
  const check = replay.check;
  return (
    <>
      {check.brokenAt && (
        <div className="banner warn" role="alert" data-testid="replay-broken">
          {t('broken', { step: check.brokenAt.step, total: replay.total, message: check.brokenAt.message })}
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
    </>
  );
}

/** The viewer (a seat or the spectator) and speed choices. */
function ReplayOptions({
  names,
  seat,
  onSeat,
  speed,
  onSpeed,
  seatLabel,
}: {
  names: readonly string[];
  seat: number | null;
  onSeat: (seat: number | null) => void;
  speed: number;
  onSpeed: (speed: number) => void;
  seatLabel: (seat: number) => string;
}) {
  const { t } = useTranslation(REPLAY_NS);
  return (
    <div className="replay-options">
      <label className="field">
        <span>{t('viewAs')}</span>
        <select
          value={seat === null ? '' : String(seat)}
          onChange={(e) => onSeat(e.target.value === '' ? null : Number(e.target.value))}
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
        <select value={String(speed)} onChange={(e) => onSpeed(Number(e.target.value))} data-testid="replay-speed">
          {SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {s}×
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The replay once loaded: controls, warnings, the table as the chosen viewer saw it, and the result at the end. */
export function ReplayView({
  id,
  replay,
  game,
  chat = [],
}: {
  id: string;
  replay: Replay;
  game: GameKit;
  chat?: readonly ChatLine[];
}) {
  const { t } = useTranslation(REPLAY_NS);
  const lang = useLang();
  const search = useSearch();
  const [init] = useState(() => initialParams(search, replay));
  const [seat, setSeat] = useState<number | null>(init.seat);
  const { step, total, playing, speed, setSpeed, go, toggle } = usePlayback(replay, init.step);

  const names = useMemo(
    () => Array.from({ length: replay.seats }, (_, i) => replay.record.players[i] || `#${i + 1}`),
    [replay],
  );
  const view = useMemo(() => replay.viewAt(step, seat), [replay, step, seat]);
  const log = useMemo(() => replay.logAt(step, seat), [replay, step, seat]);
  const Table = tableOf(game.module.id);
  const check = replay.check;
  const decision = replay.decisionAt(step);
  const seatLabel = (s: number) => t('seat', { n: s, name: names[s] ?? '' });
  const atEnd = step === total;
  const who =
    decision === null
      ? t('setup')
      : decision.by === decision.seat
        ? t('decided', { who: seatLabel(decision.seat) })
        : t('decidedFor', { by: seatLabel(decision.by), who: seatLabel(decision.seat) });

  return (
    <div className={`replay replay-${game.module.id}`} data-testid="replay" data-step={step}>
      <h1 className="replay-title">{t('titleOf', { game: gameTitle(game.module.id, lang), id })}</h1>
      <RulesSummary game={game.module.id} rules={replay.record.rules ?? null} lang={lang} />
      <ReplayWarnings replay={replay} />
      <ReplayOptions
        names={names}
        seat={seat}
        onSeat={setSeat}
        speed={speed}
        onSpeed={setSpeed}
        seatLabel={seatLabel}
      />
      <ReplayBar step={step} total={total} playing={playing} onToggle={toggle} onGo={go} who={who} />

      {atEnd && (
        <ReplayResult
          replay={replay}
          game={game}
          names={names}
          seat={seat}
          lang={lang}
          tableSaysWinners={findManifest(game.module.id)?.tableListsFinalSeats === true}
        />
      )}

      <TableBoundary resetKey={`${step}:${seat}`} message={t('tableError')}>
        <Suspense fallback={<p className="center muted">…</p>}>
          {Table ? <Table view={view} pending={null} log={log} names={names} /> : null}
        </Suspense>
      </TableBoundary>

      {chat.length > 0 && <ReplayChat lines={chat} step={step} names={names} />}
      <p className="replay-keys muted">{t('keys')}</p>
      {check.hashOk === true && (
        <p className="replay-hash muted" data-testid="replay-hash-ok">
          {t('hashOk')} <code>{check.hash}</code>
        </p>
      )}
    </div>
  );
}
