/**
 * The home page: nickname, create a room (game, players, bots and their strength, variants, timer, private), join by
 * code or watch, and the open rooms of the server (`GET /api/rooms`, refreshed every 5 s).
 */

import { GAME_IDS, manifestOf } from '@shaju/games';
import type { CreateRoomOptionsInput } from '@shaju/protocol';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useLang } from '../i18n.ts';
import { recentRooms } from '../net/recent.ts';
import { GameSession, storedName, storeName } from '../net/session.ts';
import { keepSession } from '../net/sessions.ts';
import { NameField } from '../ui/NameField.tsx';

/** A game id of the catalogue. */
type GameId = string;
/** The player counts game `id` allows (its manifest). */
function range(id: GameId): [number, number] {
  const p = manifestOf(id).players;
  return [p.min, p.max];
}

interface OpenRoom {
  readonly roomId: string;
  readonly game: string;
  readonly players: number;
  readonly humans: number;
  readonly open: number;
}

/** Valid nickname (protocol Nickname: 1–24 characters, no control characters). */
export function validName(n: string): boolean {
  const t = n.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
  return t.length >= 1 && t.length <= 24 && !/[\u0000-\u001f\u007f]/.test(t);
}

/** The home page. */
export function Home() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const lang = useLang();
  const [name, setName] = useState(() => storedName() || `玩家${Math.floor(Math.random() * 900 + 100)}`);
  const [game, setGame] = useState<GameId>('shajisifu');
  const [players, setPlayers] = useState(5);
  const [bots, setBots] = useState(4);
  const [botKind, setBotKind] = useState<'heuristic' | 'random'>('heuristic');
  // 碰 is a variant, off by default (ruling section 碰: option `pong`, default off).
  const [pong, setPong] = useState(false);
  const [mode, setMode] = useState<'identity' | 'boss'>('identity');
  const [turnSeconds, setTurnSeconds] = useState(30);
  const [priv, setPriv] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rooms, setRooms] = useState<OpenRoom[] | null>(null);
  const [recent] = useState(recentRooms);

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

  const [min, max] = range(game);
  const pickGame = (g: GameId) => {
    setGame(g);
    const [lo, hi] = range(g);
    const p = Math.min(hi, Math.max(lo, players));
    setPlayers(p);
    setBots(Math.min(bots, p - 1));
  };

  const checkName = (): string | null => {
    if (!validName(name)) {
      setProblem(t('home.badName'));
      return null;
    }
    const n = name.trim();
    storeName(n);
    return n;
  };

  const create = async (opts: CreateRoomOptionsInput) => {
    const n = checkName();
    if (!n || busy) return;
    setBusy(true);
    setProblem(null);
    const s = new GameSession();
    try {
      const roomCode = await s.create(n, opts);
      keepSession(roomCode, s);
      navigate(`/room/${roomCode}`);
    } catch (e) {
      setProblem((e as Error).message);
      setBusy(false);
    }
  };

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    void create({
      game,
      players,
      bots: { count: bots, kind: botKind },
      config: game === 'shajisifu' ? { pong } : { mode },
      timer: { turnSeconds, responseSeconds: Math.min(120, Math.max(5, Math.round(turnSeconds / 2))) },
      private: priv,
    });
  };

  const onJoin = (e: FormEvent, watch = false) => {
    e.preventDefault();
    // Room codes are upper case (the server's alphabet); people type them in any case.
    const c = code.trim().toUpperCase();
    if (!c || !checkName()) return;
    navigate(`/room/${encodeURIComponent(c)}${watch ? '?watch' : ''}`);
  };

  return (
    <div className="home">
      <section className="hero">
        <h1>
          <span className="brand-mark big">杀</span> {t('app.title')}
        </h1>
        <p className="muted">{t('app.tagline')}</p>
        <NameField value={name} onChange={setName} />
        <div className="quick">
          {GAME_IDS.map((g) => (
            <button
              key={g}
              type="button"
              className="primary"
              data-testid={`quick-${g}`}
              disabled={busy}
              onClick={() =>
                void create({
                  game: g,
                  players: 5,
                  bots: { count: 4, kind: 'heuristic' },
                  config: {},
                })
              }
            >
              {t('home.quick', { game: t(`games.${g}`), bots: 4 })}
            </button>
          ))}
        </div>
        {problem && (
          <p className="error" role="alert" data-testid="home-error">
            {problem}
          </p>
        )}
      </section>

      <section className="panel">
        <h2>{t('home.create')}</h2>
        <form onSubmit={onCreate} className="form-grid" data-testid="create-form">
          <label className="field">
            <span>{t('home.game')}</span>
            <select data-testid="game" value={game} onChange={(e) => pickGame(e.target.value as GameId)}>
              {GAME_IDS.map((g) => (
                <option key={g} value={g}>
                  {t(`games.${g}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('home.players')}</span>
            <input
              data-testid="players"
              type="number"
              min={min}
              max={max}
              value={players}
              onChange={(e) => {
                const p = Math.min(max, Math.max(min, Number(e.target.value) || min));
                setPlayers(p);
                setBots(Math.min(bots, p - 1));
              }}
            />
          </label>
          <label className="field">
            <span>{t('home.bots')}</span>
            <input
              data-testid="bots"
              type="number"
              min={0}
              max={players - 1}
              value={bots}
              onChange={(e) => setBots(Math.min(players - 1, Math.max(0, Number(e.target.value) || 0)))}
            />
          </label>
          <label className="field">
            <span>{t('home.botKind')}</span>
            <select value={botKind} onChange={(e) => setBotKind(e.target.value as 'heuristic' | 'random')}>
              <option value="heuristic">{t('home.heuristic')}</option>
              <option value="random">{t('home.random')}</option>
            </select>
          </label>
          {game === 'shajisifu' ? (
            <label className="check">
              <input type="checkbox" checked={pong} onChange={(e) => setPong(e.target.checked)} /> {t('home.pong')}
            </label>
          ) : (
            <label className="field">
              <span>{t('home.mode')}</span>
              <select value={mode} onChange={(e) => setMode(e.target.value as 'identity' | 'boss')}>
                <option value="identity">{t('home.identity')}</option>
                <option value="boss">{t('home.boss')}</option>
              </select>
            </label>
          )}
          <label className="field">
            <span>{t('home.timer')}</span>
            <input
              type="number"
              min={5}
              max={600}
              value={turnSeconds}
              onChange={(e) => setTurnSeconds(Math.min(600, Math.max(5, Number(e.target.value) || 30)))}
            />
          </label>
          <label className="check">
            <input type="checkbox" checked={priv} onChange={(e) => setPriv(e.target.checked)} /> {t('home.private')}
          </label>
          <button type="submit" className="primary" data-testid="create" disabled={busy}>
            {t('home.create')}
          </button>
        </form>
      </section>

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
        {recent.length > 0 && (
          <>
            <h3>{t('home.recent')}</h3>
            <ul className="rooms" data-testid="recent-rooms">
              {recent.map((r) => (
                <li key={r.code}>
                  <b>{t(`games.${r.game}`, { defaultValue: r.game })}</b> · {r.code} ·{' '}
                  <span className="muted">{new Date(r.at).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en')}</span> ·{' '}
                  <Link href={`/room/${r.code}`}>{t('home.rejoin')}</Link> ·{' '}
                  <Link href={`/replay/${r.code}`}>{t('room.replay')}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
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
                  <b>{t(`games.${r.game}`, { defaultValue: r.game })}</b> · {r.roomId} · {r.humans}/{r.players} ·{' '}
                  {t('home.seatsFree', { open: r.open })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
