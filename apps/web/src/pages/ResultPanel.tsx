/**
 * The end of a game: winners (several at once in 杀机四伏), or a draw, the reason, the replay (game `gameId`, the room
 * code when absent), and 再来一局 for a seated player (`onRematch`: a rematch in the same room) or home for a spectator.
 * The game's own details (identities, score cards, win conditions) are on its table.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GameResultMessage } from '../net/session.ts';

/** The result panel of room `code`. */
export function ResultPanel({
  code,
  result,
  names,
  seat,
  gameId,
  onRematch,
}: {
  code: string;
  result: GameResultMessage;
  names: readonly string[];
  seat: number | null;
  gameId?: string | undefined;
  onRematch?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const won = seat !== null && result.winners.includes(seat);
  return (
    <section className={`result panel${won ? ' won' : ''}`} data-testid="result" aria-live="polite">
      <h2>{t('room.result')}</h2>
      <p className="winners" data-testid="winners">
        {result.draw
          ? t('room.draw')
          : t('room.winners', { names: result.winners.map((w) => names[w] ?? `#${w + 1}`).join('、') })}
      </p>
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
