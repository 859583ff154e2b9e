/**
 * The end of a game: winners (several at once in 杀机四伏), or a draw, the reason, every seat's identity and fate
 * (FinalSeats.tsx, in the game's words), the replay (game `gameId`, the room code when absent), and 再来一局 for a
 * seated player (`onRematch`: a rematch in the same room) or home for a spectator. The game's own details (last hands,
 * score cards, win conditions) are on its table.
 */

import { listOf, useIntoSight } from '@shaju/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLang } from '../i18n.ts';
import type { GameRecord, GameResultMessage } from '../net/session.ts';
import { FinalSeats } from './FinalSeats.tsx';

/** The result panel of room `code`. */
export function ResultPanel({
  code,
  result,
  names,
  seat,
  gameId,
  onRematch,
  record = null,
  seatList = true,
}: {
  code: string;
  result: GameResultMessage;
  names: readonly string[];
  seat: number | null;
  gameId?: string | undefined;
  onRematch?: (() => void) | undefined;
  /** The finished game's record (the server sends it to everyone at the end), for every seat's identity. */
  record?: GameRecord | null;
  /**
   * Whether to list every seat and show the winners (false beside a table that lists them itself:
   * `GameManifest.tableListsFinalSeats`; the winners are then still read by screen readers).
   */
  seatList?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const won = seat !== null && result.winners.includes(seat);
  // The game ends wherever the page was scrolled (on a phone, down at the hand): the result comes into sight.
  const ref = useIntoSight<HTMLElement>(true, 'start');
  return (
    <section ref={ref} className={`result panel${won ? ' won' : ''}`} data-testid="result" aria-live="polite">
      <h2>{t('room.result')}</h2>
      {/* Beside a table that lists the seats, the table's own result names the winners too: read, not shown twice. */}
      <p className={seatList ? 'winners' : 'winners visually-hidden'} data-testid="winners">
        {result.draw
          ? t('room.draw')
          : t('room.winners', {
              names: listOf(
                lang,
                result.winners.map((w) => names[w] ?? `#${w + 1}`),
              ),
            })}
      </p>
      {seatList && <FinalSeats record={record} names={names} winners={result.winners} lang={lang} />}
      <div className="row">
        <Link href={`/replay/${gameId || code}`} className="button" data-testid="replay-link">
          {t('room.replay')}
        </Link>
        {onRematch && seat !== null ? (
          <button type="button" className="primary" onClick={onRematch} data-testid="again">
            {t('room.again')}
          </button>
        ) : (
          <Link href="/" className="button primary" data-testid="home">
            {t('app.home')}
          </Link>
        )}
      </div>
    </section>
  );
}
