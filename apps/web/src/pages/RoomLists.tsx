/**
 * The home page's join panel: join or watch a room by code, the rooms this browser played (back to the room, or its
 * replay), and the server's open rooms (`GET /api/rooms`, refreshed every 5 s).
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { gameTitle } from '../games/names.ts';
import { useLang } from '../i18n.ts';
import { recentRooms } from '../net/recent.ts';
import { confirmJoin } from '../net/sessions.ts';

/** A room of `GET /api/rooms`. */
interface OpenRoom {
  readonly roomId: string;
  readonly game: string;
  readonly players: number;
  readonly humans: number;
  readonly open: number;
}

/** The server's rooms with a free seat, refreshed every 5 s (null until the first answer). */
function useOpenRooms(): OpenRoom[] | null {
  const [rooms, setRooms] = useState<OpenRoom[] | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      fetch('/api/rooms')
        .then((r) => (r.ok ? r.json() : []))
        .then((list: OpenRoom[]) => alive && setRooms(list.filter((r) => r.open > 0)))
        .catch(() => alive && setRooms([]));
    void load();
    const id = setInterval(load, 5000);
    return () => {
      alive = false;
      clearInterval(id);
    };
  }, []);
  return rooms;
}

/** The rooms this browser played, newest first. */
function RecentRooms() {
  const { t } = useTranslation();
  const lang = useLang();
  const [recent] = useState(recentRooms);
  if (recent.length === 0) return null;
  return (
    <>
      <h3>{t('home.recent')}</h3>
      <ul className="rooms" data-testid="recent-rooms">
        {recent.map((r) => (
          <li key={r.code}>
            <b>{gameTitle(r.game, lang)}</b> · {r.code} ·{' '}
            <span className="muted">{new Date(r.at).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en')}</span> ·{' '}
            <Link href={`/room/${r.code}`}>{t('home.rejoin')}</Link> ·{' '}
            <Link href={`/replay/${r.lastGame ?? r.code}`}>{t('room.replay')}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The server's open rooms, each a link to its room. */
function OpenRooms() {
  const { t } = useTranslation();
  const lang = useLang();
  const rooms = useOpenRooms();
  return (
    <>
      <h3>{t('home.open')}</h3>
      {rooms === null ? (
        <p className="muted">…</p>
      ) : rooms.length === 0 ? (
        <p className="muted">{t('home.noOpen')}</p>
      ) : (
        <ul className="rooms" data-testid="open-rooms">
          {rooms.map((r) => (
            <li key={r.roomId}>
              <Link href={`/room/${r.roomId}`}>
                <b>{gameTitle(r.game, lang)}</b> · {r.roomId} · {r.humans}/{r.players} ·{' '}
                {t('home.seatsFree', { open: r.open })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The join panel; `checkName` stores the nickname and says whether it is valid. */
export function RoomLists({ checkName }: { checkName: () => string | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const onJoin = (e: FormEvent, watch = false) => {
    e.preventDefault();
    // Room codes are upper case (the server's alphabet); people type them in any case.
    const c = code.trim().toUpperCase();
    if (!c || !checkName()) return;
    confirmJoin(c);
    navigate(`/room/${encodeURIComponent(c)}${watch ? '?watch' : ''}`);
  };
  return (
    <section className="panel">
      <h2>{t('home.join')}</h2>
      <form onSubmit={(e) => onJoin(e)} className="row">
        <input
          data-testid="code"
          value={code}
          placeholder={t('home.code')}
          aria-label={t('home.code')}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" data-testid="join">
          {t('home.joinButton')}
        </button>
        <button type="button" onClick={(e) => onJoin(e, true)}>
          {t('home.watch')}
        </button>
      </form>
      <RecentRooms />
      <OpenRooms />
    </section>
  );
}
