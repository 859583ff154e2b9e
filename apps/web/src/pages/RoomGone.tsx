/**
 * A room the client could not (re)join. When it is gone ("not found"), its last game may have ended while this player
 * was away and the room closed after waiting for them (apps/server/src/end-hold.ts): the server then still has the
 * game (`GET /api/rooms/:code/ended`, protocol `EndedGame`), and this page shows its result — the outcome for this
 * player, every seat's identity and fate, the replay link — instead of a bare "no such room". Any other failure, or a
 * room that never finished a game, shows why with links home and to the replay.
 */
import type { EndedGame } from '@shaju/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { storedToken } from '../net/session.ts';
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

/** The result of room `code`'s last game, which ended while this player was away. */
function EndedAway({ code, ended }: { code: string; ended: EndedGame }) {
  const { t, i18n } = useTranslation(ENDED_NS);
  const { result, seat, record } = ended;
  const comma = i18n.language === 'en' ? ', ' : '、';
  const names = record.players;
  const outcome = result.draw
    ? t('draw')
    : seat !== null
      ? t(result.winners.includes(seat) ? 'won' : 'lost')
      : t('winners', { names: result.winners.map((w) => names[w] ?? `#${w + 1}`).join(comma) });
  return (
    <div className="room ended-away" data-testid="ended-away">
      <div className="banner" role="status">
        <b data-testid="ended-away-title">{t('title', { outcome })}</b> {t('closed')}
      </div>
      <ResultPanel code={code} result={result} names={names} seat={seat} record={record} gameId={ended.gameId} />
    </div>
  );
}
