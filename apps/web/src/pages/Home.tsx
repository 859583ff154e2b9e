/**
 * The home page: nickname, a quick start of each game with bots, create a room (CreateForm.tsx), join by code or
 * watch, the rooms this browser played and the server's open rooms (RoomLists.tsx). Every game comes from the
 * catalogue (@shaju/games).
 */

import { GAMES } from '@shaju/games';
import type { CreateRoomOptionsInput } from '@shaju/protocol';
import { hasControl, hasDirectionControl, isVisible, isWellFormed, looksLikeBotName } from '@shaju/protocol/text';
import type { GameManifest } from '@shaju/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useLang } from '../i18n.ts';
import { defaultNameNumber, GameSession, storedName, storeName } from '../net/session.ts';
import { keepSession } from '../net/sessions.ts';
import { NameField } from '../ui/NameField.tsx';
import { CreateForm } from './CreateForm.tsx';
import { RoomLists } from './RoomLists.tsx';

/** Valid nickname (protocol Nickname: 1–24 characters, no control characters, visible, not a bot's name). */
export function validName(n: string): boolean {
  const t = n.trim();
  return (
    t.length >= 1 &&
    t.length <= 24 &&
    !hasControl(t) &&
    // The server's own checks (packages/protocol/src/text-checks.ts): well formed, visible, no reordering, not a bot's.
    isWellFormed(t) &&
    isVisible(t) &&
    !hasDirectionControl(t) &&
    !looksLikeBotName(t)
  );
}

/**
 * Quick start of one game (you and bots, at once): the newcomer's rules when the game names them (the manifest's
 * `newcomer`, said on the button), with the seed rules one click away beside it.
 */
function QuickStart({
  game: g,
  busy,
  onStart,
}: {
  game: GameManifest;
  busy: boolean;
  onStart: (opts: CreateRoomOptionsInput) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const start = (preset: string | undefined) =>
    onStart({
      game: g.id,
      players: g.players.default,
      bots: { count: g.players.default - 1, kind: g.defaultBot },
      config: {},
      ...(preset ? { preset } : {}),
      start: true,
    });
  const n = g.newcomer;
  return (
    <div className="quick-game">
      <button
        type="button"
        className="primary"
        data-testid={`quick-${g.id}`}
        disabled={busy}
        onClick={() => start(n?.preset)}
      >
        {t('home.quick', { game: g.title[lang], bots: g.players.default - 1 })}
        {n && <span className="quick-rules"> · {t('home.quickRules', { rules: n.title[lang] })}</span>}
      </button>
      {n && (
        <button type="button" data-testid={`quick-${g.id}-seed`} disabled={busy} onClick={() => start('seed')}>
          {t('home.quickSeed')}
        </button>
      )}
    </div>
  );
}

/** The home page. */
export function Home() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const lang = useLang();
  // A stored nickname is kept as it is; without one, a default in the page's language (`玩家123`, `Player 123`) that
  // follows a change of language until it is edited or used (storeName).
  const [num] = useState(defaultNameNumber);
  const [typed, setName] = useState<string | null>(() => storedName() || null);
  const name = typed ?? t('home.defaultName', { n: num });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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

  return (
    <div className="home">
      <section className="hero">
        <h1>
          <span className="brand-mark big" aria-hidden="true">
            杀
          </span>{' '}
          {t('app.title')}
        </h1>
        <p className="muted">{t('app.tagline', { games: GAMES.map((g) => g.title[lang]).join(' · ') })}</p>
        <NameField value={name} onChange={setName} />
        <div className="quick">
          {GAMES.map((g) => (
            <QuickStart key={g.id} game={g} busy={busy} onStart={(opts) => void create(opts)} />
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
        <CreateForm busy={busy} onCreate={(opts) => void create(opts)} />
      </section>

      <RoomLists checkName={checkName} />
    </div>
  );
}
