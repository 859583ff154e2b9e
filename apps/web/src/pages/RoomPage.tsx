/**
 * A room: the lobby before the game, the game's table while it runs, and the result after. It uses the session the
 * home page created, or joins with this browser's stored token (a reload takes the same seat back); `?watch` joins
 * as a spectator.
 */
import { findManifest } from '@shaju/games';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { tableOf } from '../games/tables.ts';
import {
  defaultNameNumber,
  GameSession,
  hasStoredToken,
  type SessionSnapshot,
  type SessionStatus,
  storedName,
  storeName,
} from '../net/session.ts';
import { confirmedJoin, dropSession, keepSession, liveSession } from '../net/sessions.ts';
import { useSession } from '../net/useSession.ts';
import { RoomChat } from '../social/Chat.tsx';
import { RematchPanel } from '../social/RematchPanel.tsx';
import { NameField } from '../ui/NameField.tsx';
import { validName } from './Home.tsx';
import { InviteInfo } from './Invite.tsx';
import { Lobby } from './Lobby.tsx';
import { LiveTableBar } from './TableBar.tsx';

// Shown only at a game's end or when a room is gone: loaded apart from the first script (bench:web's budget), and
// fetched in the background once a room is shown (useKitPrefetch).
const loadResult = () => import('./ResultPanel.tsx');
const loadGone = () => import('./RoomGone.tsx');
const ResultPanel = lazy(() => loadResult().then((m) => ({ default: m.ResultPanel })));
const RoomGone = lazy(() => loadGone().then((m) => ({ default: m.RoomGone })));
const MissedGame = lazy(() => loadGone().then((m) => ({ default: m.MissedGame })));

/** How long after a room is shown its game's kit starts loading in the background (ms): after the lobby is usable. */
const KIT_PREFETCH_MS = 1500;

/**
 * While the lobby waits, the game's kit (rules, words: the table and auto-pass need it) loads in the background,
 * shortly after the lobby is shown, so that the table answers its first requests at once.
 */
function useKitPrefetch(game: string | undefined): void {
  useEffect(() => {
    if (!game) return;
    const id = setTimeout(() => {
      void findManifest(game)
        ?.load()
        .catch(() => undefined);
      void loadResult().catch(() => undefined);
    }, KIT_PREFETCH_MS);
    return () => clearTimeout(id);
  }, [game]);
}

/** The room page for room `code`. */
export function RoomPage({ code }: { code: string }) {
  const search = useSearch();
  const watch = new URLSearchParams(search).has('watch');
  // A friend who opens the invite link sees the room and confirms a nickname first (pre-filled with this browser's
  // saved one); a player coming back to their seat (a stored token, or the session the home page made) or sent by the
  // home page's join form (nickname and code given there) joins at once.
  const [name, setName] = useState(() =>
    liveSession(code) || hasStoredToken(code) || confirmedJoin(code) ? storedName() : '',
  );
  const session = useMemo(() => {
    const live = liveSession(code);
    if (live) return live;
    const s = new GameSession();
    keepSession(code, s);
    return s;
  }, [code]);
  const snap = useSession(session);
  useEffect(() => {
    if (name && session.getSnapshot().status === 'idle') {
      session.join(name, code, watch).catch(() => undefined);
    }
  }, [session, code, watch, name]);
  if (!name && snap.status === 'idle') return <NamePrompt code={code} watch={watch} onName={setName} />;
  return <RoomView session={session} snap={snap} code={code} />;
}

function NamePrompt({ code, watch, onName }: { code: string; watch: boolean; onName: (n: string) => void }) {
  const { t } = useTranslation();
  // The saved nickname, else this browser's default one (`玩家123`, as the home page offers): never an empty field.
  const [value, setValue] = useState(() => storedName() || t('home.defaultName', { n: defaultNameNumber() }));
  const [bad, setBad] = useState(false);
  // A link to a room that is gone says so at once (with its last game, if any), not after a nickname is asked for.
  const [missing, setMissing] = useState(false);
  const onMissing = useCallback(() => setMissing(true), []);
  if (missing) {
    return (
      <Suspense fallback={<p className="center muted">…</p>}>
        <RoomGone code={code} failure="not found" />
      </Suspense>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!validName(value)) {
      setBad(true);
      return;
    }
    storeName(value.trim());
    onName(value.trim());
  };
  return (
    <form className="panel name-prompt" onSubmit={submit} data-testid="name-prompt">
      <h2>
        {t('room.code')} {code}
      </h2>
      <InviteInfo code={code} onMissing={onMissing} />
      <NameField value={value} onChange={setValue} />
      {bad && (
        <p className="error" role="alert">
          {t('home.badName')}
        </p>
      )}
      <button type="submit" className="primary" data-testid="join">
        {watch ? t('home.watch') : t('home.joinButton')}
      </button>
    </form>
  );
}

/** The room as a pure function of the session snapshot (component tests render it directly). */
export function RoomView({ session, snap, code }: { session: GameSession; snap: SessionSnapshot; code: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const room = snap.room;
  const names = useMemo(() => (room ? room.seats.map((s) => s.name || t('room.empty')) : []), [room, t]);
  const connected = useMemo(() => (room ? room.seats.map((s) => s.kind === 'bot' || s.connected) : []), [room]);
  const cover = useMemo(() => (room ? room.seats.map((s) => (s.covered ? s.cover || 'auto' : '')) : []), [room]);
  const [toast, setToast] = useState<string | null>(null);
  useEffect(() => {
    if (!snap.error) return;
    setToast(t('room.error', { message: snap.error.message }));
    const id = setTimeout(() => setToast(null), 4000);
    return () => clearTimeout(id);
  }, [snap.error, t]);
  useKitPrefetch(room?.game);

  const leave = () => {
    // Leaving a game in progress hands the seat to a bot for good: ask first.
    const inGame = room?.phase === 'playing' && snap.seat !== null && !snap.result;
    if (inGame && !globalThis.confirm?.(t('room.leaveConfirm'))) return;
    session.leave();
    dropSession(code);
    navigate('/');
  };

  // A room that is gone: its last game's result when it ended while this player was away (RoomGone.tsx).
  if (snap.status === 'failed' && (!snap.step || /not found/i.test(snap.failure ?? ''))) {
    return (
      <Suspense fallback={<p className="center muted">…</p>}>
        <RoomGone code={code} failure={snap.failure} />
      </Suspense>
    );
  }
  if (snap.status === 'replaced') return <SeatReplaced session={session} />;
  if (!room) return <p className="center muted">{t('room.connecting')}</p>;
  const mySeat = snap.seat;
  const me = mySeat === null ? undefined : room.seats[mySeat];
  const game = room.game;
  const step = snap.step;

  return (
    <div className={`room room-${game}`} data-testid="room" data-phase={room.phase}>
      <StatusBanner status={snap.status} failure={snap.failure} code={code} />
      {mySeat === null && room.phase !== 'lobby' && (
        <Suspense fallback={null}>
          <MissedGame code={code} gameId={room.gameId ?? ''} />
        </Suspense>
      )}
      {me?.covered && me.cover !== 'auto' && !snap.result && room.phase !== 'finished' && (
        <div className="banner warn" role="status">
          {t('room.coveredYou')}{' '}
          <button type="button" className="primary" onClick={() => session.send('back')} data-testid="back">
            {t('room.back')}
          </button>
        </div>
      )}
      {toast && (
        <div className="toast" role="alert" data-testid="toast">
          {toast}
        </div>
      )}
      {room.phase === 'lobby' || !step ? (
        <>
          {room.rematch && (
            <RematchPanel room={room} seat={mySeat} session={session} last={snap.result} lastId={room.gameId || code} />
          )}
          <Lobby room={room} seat={mySeat} session={session} code={code} onLeave={leave} />
        </>
      ) : (
        <Suspense fallback={<p className="center muted">…</p>}>
          {snap.result && (
            <Suspense fallback={null}>
              <ResultPanel
                code={code}
                result={snap.result}
                names={names}
                seat={mySeat}
                record={snap.record}
                gameId={room.gameId}
                seatList={!findManifest(game)?.tableListsFinalSeats}
                onRematch={() => session.send('rematch')}
              />
            </Suspense>
          )}
          <LiveTableBar session={session} snap={snap} />
          <GameTable game={game} snap={snap} names={names} connected={connected} cover={cover} session={session} />
          <div className="room-foot">
            <span className="muted">
              {t('room.code')} <b data-testid="room-code">{code}</b>
              {mySeat === null ? ` · ${t('room.spectating')}` : ''}
            </span>
            <button type="button" className="link" onClick={leave} data-testid="leave">
              {t('room.leave')}
            </button>
          </div>
        </Suspense>
      )}
      <RoomChat snap={snap} names={names} session={session} />
    </div>
  );
}

/** The table of the room's game (loaded lazily, see games/tables.ts), live: its decisions go to the session. */
function GameTable({
  game,
  snap,
  names,
  connected,
  cover,
  session,
}: {
  game: string;
  snap: SessionSnapshot;
  names: readonly string[];
  connected: readonly boolean[];
  cover: readonly string[];
  session: GameSession;
}) {
  const step = snap.step;
  // Stable (memoised parts of a table keep it); false when nothing was sent (see GameSession.decide).
  const decide = useCallback((d: unknown, seat?: number) => session.decide(d, seat), [session]);
  if (!step) return null;
  const Table = tableOf(game);
  if (!Table) return <p className="error">unknown game {game}</p>;
  return (
    <Table
      view={step.view}
      pending={step.pending}
      log={snap.log}
      names={names}
      connected={connected}
      cover={cover}
      decide={decide}
    />
  );
}

/**
 * The seat was opened in another tab or on another device (session status `replaced`): said instead of the table,
 * whose controls would be dead here, with a button that takes the seat back.
 */
function SeatReplaced({ session }: { session: GameSession }) {
  const { t } = useTranslation();
  return (
    <div className="panel center" data-testid="replaced" role="status">
      <p>{t('room.replaced')}</p>
      <p>
        <button
          type="button"
          className="primary"
          onClick={() => void session.takeBack().catch(() => undefined)}
          data-testid="take-back"
        >
          {t('room.takeBack')}
        </button>{' '}
        <Link href="/">{t('app.home')}</Link>
      </p>
    </div>
  );
}

/** The connection's state above the room when it is not simply open: reconnecting, failed, or closed. */
function StatusBanner({ status, failure, code }: { status: SessionStatus; failure: string | null; code: string }) {
  const { t } = useTranslation();
  return (
    <>
      {status === 'reconnecting' && (
        <div className="banner warn" role="status">
          {t('room.reconnecting')}
        </div>
      )}
      {status === 'failed' && (
        <div className="banner warn" role="alert">
          {/not found/i.test(failure ?? '') ? t('room.notFound', { code }) : t('room.failed', { why: failure ?? '' })}{' '}
          <Link href={`/replay/${code}`}>{t('room.replay')}</Link>
        </div>
      )}
      {status === 'closed' && (
        <div className="banner" role="status">
          {t('room.closed')} <Link href="/">{t('app.home')}</Link>
        </div>
      )}
    </>
  );
}
