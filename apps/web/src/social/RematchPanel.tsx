/**
 * Above a rematch lobby (the room's `rematch` flag): the last game's winners and replay, who already wants to play again,
 * and this player's 再来一局 (the protocol's `rematch`: ready) or 先不了 (not ready). The game starts by itself once
 * every seated person is ready (apps/server/src/rooms/rematch.ts says why).
 */
import type { RoomStateShape } from '@shaju/protocol';
import { listOf } from '@shaju/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLang } from '../i18n.ts';
import type { GameResultMessage, GameSession } from '../net/session.ts';
import { SOCIAL_NS } from './strings.ts';
import './social.css';

/** The rematch panel of `room` for seat `seat` (null: watching); `last`: the finished game's result, if known. */
export function RematchPanel({
  room,
  seat,
  session,
  last,
  lastId,
}: {
  room: RoomStateShape;
  seat: number | null;
  session: GameSession;
  last: GameResultMessage | null;
  lastId: string;
}) {
  const { t } = useTranslation(SOCIAL_NS);
  const { t: tr } = useTranslation();
  const lang = useLang();
  const me = seat === null ? undefined : room.seats[seat];
  const asked = room.seats.filter((s) => s.kind === 'human' && s.ready).map((s) => s.name);
  return (
    <section className="rematch panel" data-testid="rematch-panel" aria-live="polite">
      <h2>{t('rematchTitle')}</h2>
      {last && (
        <p className="winners">
          {last.draw
            ? tr('room.draw')
            : tr('room.winners', {
                names: listOf(
                  lang,
                  last.winners.map((w) => room.seats[w]?.name ?? `#${w}`),
                ),
              })}{' '}
          <Link href={`/replay/${lastId}`}>{tr('room.replay')}</Link>
        </p>
      )}
      <p className="muted">{t('rematchHint')}</p>
      {asked.length > 0 && <p data-testid="rematch-asked">{t('asked', { names: listOf(lang, asked) })}</p>}
      {me?.kind === 'human' && (
        <div className="row">
          {me.ready ? (
            <>
              <span className="muted">{t('rematchWaiting')}</span>
              <button type="button" onClick={() => session.send('ready', { ready: false })}>
                {t('rematchCancel')}
              </button>
            </>
          ) : (
            <button type="button" className="primary" onClick={() => session.send('rematch')} data-testid="rematch">
              {t('rematchReady')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
