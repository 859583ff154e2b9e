/**
 * A room the client could not (re)join. When it is gone ("not found"), its last game may have ended while this player
 * was away and the room closed after waiting for them (apps/server/src/rooms/end-hold.ts): the server then still has the
 * game (`GET /api/rooms/:code/ended`, protocol `EndedGame`), and this page shows its result — the outcome for this
 * player, every seat's identity and fate, the replay link — instead of a bare "no such room". Any other failure, or a
 * room that never finished a game, shows why with links home and to the replay. And a player back in a room whose
 * others already started a rematch without them (they watch it) is told how their game ended (`MissedGame`).
 */
import type { EndedGame } from '@shaju/protocol';
import { listOf } from '@shaju/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLang } from '../i18n.ts';
import { hasStoredToken, storedToken } from '../net/session.ts';
import { ENDED_NS } from './ended-strings.ts';
import { ResultPanel } from './ResultPanel.tsx';

/** The last finished game of room `code`, with this browser's seat in it; null when there is none (or on failure). */
export async function fetchEnded(code: string, signal?: AbortSignal): Promise<EndedGame | null> {
  const token = storedToken(code);
  try {
    const res = await fetch(`/api/rooms/${encodeURIComponent(code)}/ended`, {
      ...(signal ? { signal } : {}),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    return res.ok ? ((await res.json()) as EndedGame) : null;
  } catch {
    return null;
  }
}

/** Room `code` could not be joined because of `failure` (the connection's words). */
export function RoomGone({ code, failure }: { code: string; failure: string | null }) {
  const { t } = useTranslation();
  const notFound = /not found/i.test(failure ?? '');
  const [ended, setEnded] = useState<EndedGame | null | undefined>(notFound ? undefined : null);
  useEffect(() => {
    if (!notFound) return;
    const ac = new AbortController();
    void fetchEnded(code, ac.signal).then((e) => {
      if (!ac.signal.aborted) setEnded(e);
    });
    return () => ac.abort();
  }, [code, notFound]);
  if (ended === undefined) return <p className="center muted">{t('room.connecting')}</p>;
  if (ended) return <EndedAway code={code} ended={ended} />;
  return (
    <div className="center panel" role="alert" data-testid="room-failed">
      <p>{notFound ? t('room.notFound', { code }) : t('room.failed', { why: failure ?? '' })}</p>
      <div className="row">
        <Link href="/" className="button primary">
          {t('app.home')}
        </Link>
        <Link href={`/replay/${code}`} className="button">
          {t('room.replay')}
        </Link>
      </div>
    </div>
  );
}

/** How `ended` went for its viewer, in words: won, lost, a draw, or (no seat in it) who won. */
function useOutcome(ended: EndedGame): string {
  const { t } = useTranslation(ENDED_NS);
  const lang = useLang();
  const { result, seat, record } = ended;
  if (result.draw) return t('draw');
  if (seat !== null) return t(result.winners.includes(seat) ? 'won' : 'lost');
  return t('winners', {
    names: listOf(
      lang,
      result.winners.map((w) => record.players[w] ?? `#${w + 1}`),
    ),
  });
}

/**
 * In room `code` playing game `gameId` as a spectator: when this browser sat in an earlier game of the room that ended
 * while it was away (a rematch started without it), a line saying how that game went, with its replay.
 */
export function MissedGame({ code, gameId }: { code: string; gameId: string }) {
  const [ended, setEnded] = useState<EndedGame | null>(null);
  useEffect(() => {
    // The room's first game has its code for id (server rematch.ts `gameIdFor`): no earlier game to have missed.
    if (!hasStoredToken(code) || gameId === code || gameId === '') return;
    const ac = new AbortController();
    void fetchEnded(code, ac.signal).then((e) => {
      if (!ac.signal.aborted) setEnded(e && e.seat !== null && e.gameId !== gameId ? e : null);
    });
    return () => ac.abort();
  }, [code, gameId]);
  return ended ? <MissedLine ended={ended} /> : null;
}

function MissedLine({ ended }: { ended: EndedGame }) {
  const { t } = useTranslation(ENDED_NS);
  const { t: tr } = useTranslation();
  const outcome = useOutcome(ended);
  return (
    <div className="banner" role="status" data-testid="missed-game">
      {t('missed', { outcome })} <Link href={`/replay/${ended.gameId}`}>{tr('room.replay')}</Link>
    </div>
  );
}

/** The result of room `code`'s last game, which ended while this player was away. */
function EndedAway({ code, ended }: { code: string; ended: EndedGame }) {
  const { t } = useTranslation(ENDED_NS);
  const { result, seat, record } = ended;
  const names = record.players;
  const outcome = useOutcome(ended);
  return (
    <div className="room ended-away" data-testid="ended-away">
      <div className="banner" role="status">
        <b data-testid="ended-away-title">{t('title', { outcome })}</b> {t('closed')}
      </div>
      <ResultPanel code={code} result={result} names={names} seat={seat} record={record} gameId={ended.gameId} />
    </div>
  );
}
