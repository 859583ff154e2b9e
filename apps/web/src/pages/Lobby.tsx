/**
 * The lobby: seats with names and connection state, sit / add a bot / remove a bot (host), ready, start (host), the
 * invite link, and watching. Every change goes to the server as a protocol message; the seats shown are the server's.
 */
import type { RoomStateShape, SeatStateShape } from '@shaju/protocol';
import { listOf } from '@shaju/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { botTitle, configLabels, gameTitle } from '../games/names.ts';
import { useLang } from '../i18n.ts';
import type { GameSession } from '../net/session.ts';
import RoomRules from '../rules-options/RulesSummary.tsx';
import { BotStrength } from './BotStrength.tsx';

/** The lobby of `room` as seat `seat` (null: spectator) sees it. */
export function Lobby({
  room,
  seat,
  session,
  code,
  onLeave,
}: {
  room: RoomStateShape;
  seat: number | null;
  session: GameSession;
  code: string;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [copied, setCopied] = useState(false);
  const host = seat !== null && room.hostSeat === seat;
  const me = seat === null ? undefined : room.seats[seat];
  const link = `${globalThis.location?.origin ?? ''}/room/${code}`;
  const config = parseConfig(room.config);
  const allReady = room.seats.every((s) => s.kind !== 'human' || s.ready || s.index === seat);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      })
      .catch(() => undefined);
  };
  return (
    <section className="lobby panel" data-testid="lobby">
      <header className="lobby-head">
        <h2>
          {gameTitle(room.game, lang)} · {t('room.code')}{' '}
          <b className="code" data-testid="room-code">
            {code}
          </b>
        </h2>
        <div className="row">
          <input
            className="share"
            readOnly
            value={link}
            aria-label={t('room.share')}
            onFocus={(e) => e.target.select()}
          />
          <button type="button" onClick={copy} data-testid="share">
            {copied ? t('room.copied') : t('room.share')}
          </button>
        </div>
      </header>
      <p className="settings muted" data-testid="settings">
        {t('room.settings', {
          players: room.players,
          turn: room.turnSeconds,
          response: room.responseSeconds,
          bots: listOf(
            lang,
            botKindsOf(room).map((k) => botTitle(room.game, k, lang)),
          ),
        })}
        {room.pace ? ` · ${t('room.pace', { pace: t(`pace.${room.pace}`) })}` : ''}
        {configLabels(room.game, config, lang)
          .map((l) => ` · ${l}`)
          .join('')}
        {' · '}
        <a href={`/room/${code}?watch`}>{t('room.watchLink')}</a>
      </p>
      <RoomRules game={room.game} text={room.rules} lang={lang} />
      <ol className="seats">
        {room.seats.map((s) => (
          <SeatRow key={s.index} room={room} s={s} seat={seat} host={host} session={session} />
        ))}
      </ol>
      <footer className="lobby-foot row">
        {seat === null ? (
          <span className="muted" data-testid="spectating">
            {t('room.spectating')}{' '}
            {t(room.seats.some((x) => x.kind === 'empty') ? 'room.spectatingFree' : 'room.spectatingFull')}
          </span>
        ) : (
          <>
            {/* In a rematch lobby the rematch panel's 再来一局 / 先不了 is this seat's ready switch: one control, not two. */}
            {!host && !room.rematch && (
              <button
                type="button"
                className={me?.ready ? '' : 'primary'}
                onClick={() => session.send('ready', { ready: !me?.ready })}
                data-testid="ready"
              >
                {me?.ready ? t('room.unready') : t('room.readyButton')}
              </button>
            )}
            {host && !allReady && !room.rematch && <span className="muted">{t('room.notAllReady')}</span>}
            {host && !room.rematch ? (
              <button
                type="button"
                className="primary"
                onClick={() => session.send('start')}
                disabled={!allReady}
                data-testid="start"
              >
                {t('room.start')}
              </button>
            ) : (
              // A rematch lobby starts by itself once everyone is ready (the rematch panel says so).
              !room.rematch && <span className="muted">{t('room.waiting')}</span>
            )}
          </>
        )}
        <button type="button" className="link" onClick={onLeave}>
          {t('room.leave')}
        </button>
      </footer>
    </section>
  );
}

function parseConfig(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One seat of the lobby: name and tags, ready state, and the sit / add-bot / remove-bot actions. */
function SeatRow({
  room,
  s,
  seat,
  host,
  session,
}: {
  room: RoomStateShape;
  s: SeatStateShape;
  seat: number | null;
  host: boolean;
  session: GameSession;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const mine = s.index === seat;
  return (
    <li className={`seat-row ${s.kind}${mine ? ' mine' : ''}`} data-testid={`seat-${s.index}`}>
      <span className="seat-no">{t('room.seat', { n: s.index })}</span>
      <span className="seat-name">
        {s.kind === 'empty' ? <i className="muted">{t('room.empty')}</i> : s.name}
        {s.rating ? (
          <em className="tag" title={t('room.ratingHelp')} data-testid={`seat-rating-${s.index}`}>
            {s.ratingLeft
              ? t('room.provisional', { rating: s.rating, left: s.ratingLeft })
              : t('room.rating', { rating: s.rating })}
          </em>
        ) : null}
        {mine && <em className="tag">{t('room.you')}</em>}
        {room.hostSeat === s.index && <em className="tag host">{t('room.host')}</em>}
        {s.kind === 'bot' && (
          <em className="tag bot">
            {t('room.bot')} · {botTitle(room.game, s.botKind, lang)}
          </em>
        )}
      </span>
      <span className="seat-state">
        {s.kind === 'human' && !s.connected && <em className="tag off">{t('room.offline')}</em>}
        {s.kind === 'human' && room.hostSeat !== s.index && (
          <em className={`tag ${s.ready ? 'ok' : ''}`}>{s.ready ? t('room.ready') : t('room.notReady')}</em>
        )}
      </span>
      <span className="seat-actions">
        {s.kind === 'empty' && (
          <button type="button" onClick={() => session.send('seat', { seat: s.index })}>
            {t('room.sit')}
          </button>
        )}
        {s.kind === 'empty' && host && (
          <button
            type="button"
            onClick={() => session.send('addBot', { seat: s.index })}
            data-testid={`add-bot-${s.index}`}
          >
            {t('room.addBot')}
          </button>
        )}
        {s.kind === 'bot' && host && (
          // A new strength is the same seat's bot removed and added again of the chosen kind (in this order).
          <BotStrength
            game={room.game}
            value={s.botKind}
            label={t('room.botStrength', { seat: s.index })}
            testId={`bot-strength-${s.index}`}
            onChange={(kind) => {
              session.send('removeBot', { seat: s.index });
              session.send('addBot', { seat: s.index, kind });
            }}
          />
        )}
        {s.kind === 'bot' && host && (
          <button type="button" onClick={() => session.send('removeBot', { seat: s.index })}>
            {t('room.removeBot')}
          </button>
        )}
        {s.kind === 'human' && host && room.hostSeat !== s.index && (
          // A person who holds up the start watches instead (the server's `unseat`).
          <button
            type="button"
            onClick={() => session.send('unseat', { seat: s.index })}
            data-testid={`unseat-${s.index}`}
          >
            {t('room.unseat')}
          </button>
        )}
      </span>
    </li>
  );
}

/**
 * The bot kinds the lobby names: those of its bot seats, each once in seat order (each seat has its own strength);
 * with no bot seat, the room's kind (of bots added and of bots covering a person).
 */
export function botKindsOf(room: RoomStateShape): string[] {
  const kinds = [...new Set(room.seats.filter((s) => s.kind === 'bot').map((s) => s.botKind))];
  return kinds.length > 0 ? kinds : [room.botKind];
}
