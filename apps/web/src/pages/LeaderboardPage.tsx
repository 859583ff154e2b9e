/**
 * `/leaderboard` (`/leaderboard/:game`): the best OpenSkill ratings of one game (rank, nickname with its tag, rating =
 * μ − 3σ, μ, σ, games), from `GET /api/leaderboard/:game` with this browser's token (its own line is marked), with a
 * choice of game. Loaded lazily.
 */
import { GAME_IDS } from '@shaju/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { gameTitle } from '../games/names.ts';
import { useLang } from '../i18n.ts';
import { useLeaderboard } from '../profile/record.ts';
import { RatingCells, RatingHeads, RawSwitch } from '../profile/Tables.tsx';
import { PROFILE_NS } from './profile-strings.ts';
import '../profile/profile.css';

/** The leaderboard page of `game` (the first game of the catalogue when absent or unknown). */
export default function LeaderboardPage({ game }: { game?: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const lang = useLang();
  const id = game && GAME_IDS.includes(game) ? game : (GAME_IDS[0] ?? '');
  const board = useLeaderboard(id);
  const [raw, setRaw] = useState(false);
  return (
    <article className="profile panel" data-testid="leaderboard">
      <h1>{t('leaderboard')}</h1>
      <nav aria-label={t('game')} className="tabs">
        {GAME_IDS.map((g) => (
          <Link key={g} href={`/leaderboard/${g}`} aria-current={g === id ? 'page' : undefined} className="tab">
            {gameTitle(g, lang)}
          </Link>
        ))}
      </nav>
      {board.status === 'loading' ? <p className="muted">…</p> : null}
      {board.status === 'failed' ? <p role="alert">{board.why}</p> : null}
      {board.status === 'ok' && board.value.entries.length === 0 ? <p>{t('noRatings')}</p> : null}
      {board.status === 'ok' && board.value.entries.length > 0 ? (
        <div className="profile-scroll">
          <table className="profile-table" data-testid="leaderboard-table">
            <caption>
              {gameTitle(id, lang)} <RawSwitch raw={raw} setRaw={setRaw} />
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('rank')}</th>
                <th scope="col">{t('player')}</th>
                <RatingHeads raw={raw} />
              </tr>
            </thead>
            <tbody>
              {board.value.entries.map((e) => (
                <tr key={e.rank} className={e.you ? 'board-you' : undefined} data-you={e.you ? true : undefined}>
                  <td>{e.rank}</td>
                  <th scope="row">
                    {e.name}{' '}
                    <span className="muted board-tag" title={t('tagHelp')}>
                      #{e.tag}
                    </span>
                    {e.you ? <strong className="board-you-mark"> · {t('you')}</strong> : null}
                  </th>
                  <RatingCells r={e} raw={raw} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="muted">{t('ratingHelp')}</p>
    </article>
  );
}
