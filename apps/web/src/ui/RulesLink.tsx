/**
 * The header's 规则 link: the rulebook of the page's game. On a rules page its own game; in a room the room's game
 * (read from the room's live session, so it follows the room as soon as the room is known, not the previous game);
 * elsewhere the game of the latest room, else the catalogue's first game.
 */
import { findManifest, GAMES } from '@shaju/games';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { recentRooms } from '../net/recent.ts';
import { liveSession, onSessionsChange } from '../net/sessions.ts';

/** The game a rules link on page `location` leads to (`roomGame`: the game of the page's room when known). */
export function rulesGame(location: string, roomGame: string | null): string {
  const m = /^\/rules\/([^/?#]+)/.exec(location);
  if (m?.[1] && findManifest(m[1])) return m[1];
  if (roomGame && findManifest(roomGame)) return roomGame;
  const game = recentRooms()[0]?.game;
  return game && findManifest(game) ? game : (GAMES[0]?.id ?? '');
}

/** The room code of a `/room/CODE` page, else null. */
function roomCode(location: string): string | null {
  return /^\/room\/([^/?#]+)/.exec(location)?.[1] ?? null;
}

/** The game of room `code`'s live session, re-read when the registry or the session changes. */
function useRoomGame(code: string | null): string | null {
  const subscribe = useCallback(
    (f: () => void) => {
      let off = code ? liveSession(code)?.subscribe(f) : undefined;
      const offRegistry = onSessionsChange(() => {
        off?.();
        off = code ? liveSession(code)?.subscribe(f) : undefined;
        f();
      });
      return () => {
        off?.();
        offRegistry();
      };
    },
    [code],
  );
  const read = () => (code ? (liveSession(code)?.getSnapshot().room?.game ?? null) : null);
  return useSyncExternalStore(subscribe, read, read);
}

/** The header's rules link (see the module comment). */
export function RulesLink() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const game = rulesGame(location, useRoomGame(roomCode(location)));
  return (
    <Link href={`/rules/${game}`} data-testid="rules-link">
      {t('app.rules')}
    </Link>
  );
}
