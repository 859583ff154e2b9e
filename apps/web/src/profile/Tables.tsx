/**
 * The tables of the profile page: ratings per game, statistics per game and identity, and the match history with
 * replay links (`/replay/<gameId>`). Identities are the games' stable ids (GameKit.identityOf), shown in words (names.ts).
 */
import type { HistoryEntry, PlayerRecord, RatingEntry, RulesInfo } from '@shaju/protocol';
import { PROVISIONAL_GAMES, shownRating } from '@shaju/protocol/constants';
import type { Lang } from '@shaju/ui/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { gameTitle } from '../games/names.ts';
import { PROFILE_NS } from '../pages/profile-strings.ts';
import { useIdentityNames, useOptionWords, usePresetTitles } from './names.ts';
import { fmtRating, fmtSigned } from './record.ts';

/**
 * The rating columns' heads, shared by the profile and the leaderboard: the rating as shown (`shownRating`: never below
 * 0, provisional for the first games) and the games rated; with `raw`, OpenSkill's own figures too (μ − 3σ, μ, σ).
 */
export function RatingHeads({ raw }: { raw: boolean }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <>
      <th scope="col">{t('ordinal')}</th>
      <th scope="col">{t('games')}</th>
      {raw && (
        <>
          <th scope="col">{t('rawOrdinal')}</th>
          <th scope="col">{t('mu')}</th>
          <th scope="col">{t('sigma')}</th>
        </>
      )}
    </>
  );
}

/** The rating cells of one line, under `RatingHeads`; the rating cell carries `ordinalTestId` when given. */
export function RatingCells({ r, raw, ordinalTestId }: { r: RatingEntry; raw: boolean; ordinalTestId?: string }) {
  const { t } = useTranslation(PROFILE_NS);
  const s = shownRating(r.ordinal, r.games);
  return (
    <>
      <td data-testid={ordinalTestId} data-left={s.left || undefined}>
        {fmtRating(s.value)}
        {s.left > 0 && <small className="muted"> {t('provisional', { left: s.left })}</small>}
      </td>
      <td>{r.games}</td>
      {raw && (
        <>
          <td>{fmtRating(r.ordinal)}</td>
          <td>{fmtRating(r.mu)}</td>
          <td>{fmtRating(r.sigma)}</td>
        </>
      )}
    </>
  );
}

/** The switch that shows OpenSkill's own figures in a rating table (one click away). */
export function RawSwitch({ raw, setRaw }: { raw: boolean; setRaw: (on: boolean) => void }) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <button type="button" className="link-button" aria-pressed={raw} onClick={() => setRaw(!raw)} data-testid="raw">
      {raw ? t('hideRaw') : t('showRaw')}
    </button>
  );
}

/** Ratings per game: ordinal, mu, sigma, games rated. */
export function RatingsTable({ record, lang }: { record: PlayerRecord; lang: Lang }) {
  const { t } = useTranslation(PROFILE_NS);
  const [raw, setRaw] = useState(false);
  const games = Object.keys(record.ratings).sort();
  if (games.length === 0) return null;
  return (
    <table className="profile-table" data-testid="profile-ratings">
      <caption>
        {t('ratings')} <RawSwitch raw={raw} setRaw={setRaw} />
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('game')}</th>
          <RatingHeads raw={raw} />
        </tr>
      </thead>
      <tbody>
        {games.map((g) => {
          const r = record.ratings[g];
          if (!r) return null;
          return (
            <tr key={g} data-testid={`profile-rating-${g}`}>
              <th scope="row">{gameTitle(g, lang)}</th>
              <RatingCells r={r} raw={raw} ordinalTestId="profile-ordinal" />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Games, wins and draws per game and identity: one row group per game, its name heading the group (`rowgroup`), the
 * game's totals first (identity: all of them), then each identity. A record from a server that does not count draws
 * per identity shows a dash there, its title saying why.
 */
export function StatsTable({ record, lang }: { record: PlayerRecord; lang: Lang }) {
  const { t } = useTranslation(PROFILE_NS);
  const games = Object.keys(record.byGame).sort();
  const name = useIdentityNames(games, lang);
  if (games.length === 0) return null;
  const pct = (w: number, n: number) => (n > 0 ? `${Math.round((100 * w) / n)}%` : '—');
  return (
    <table className="profile-table" data-testid="profile-stats">
      <caption>{t('stats')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('game')}</th>
          <th scope="col">{t('identity')}</th>
          <th scope="col">{t('games')}</th>
          <th scope="col">{t('wins')}</th>
          <th scope="col">{t('draws')}</th>
          <th scope="col">{t('winRate')}</th>
        </tr>
      </thead>
      {games.map((g) => {
        const total = record.byGame[g] ?? { games: 0, wins: 0, draws: 0 };
        const ids = Object.entries(record.byIdentity[g] ?? {}).sort(([a], [b]) => a.localeCompare(b));
        return (
          <tbody key={g} data-testid={`profile-stats-${g}`}>
            <tr className="profile-total">
              <th scope="rowgroup" rowSpan={ids.length + 1}>
                {gameTitle(g, lang)}
              </th>
              <td>{t('allIdentities')}</td>
              <td>{total.games}</td>
              <td>{total.wins}</td>
              <td>{total.draws}</td>
              <td>{pct(total.wins, total.games)}</td>
            </tr>
            {ids.map(([id, s]) => (
              <tr key={id} data-testid="profile-stats-identity">
                <th scope="row" data-identity={id}>
                  {name(g, id)}
                </th>
                <td>{s.games}</td>
                <td>{s.wins}</td>
                <td title={s.draws === undefined ? t('drawsUnknown') : undefined}>{s.draws ?? '—'}</td>
                <td>{pct(s.wins, s.games)}</td>
              </tr>
            ))}
          </tbody>
        );
      })}
    </table>
  );
}

/**
 * The rules of a game in a line: the preset (by its title when `title` knows it) and the options changed from it, each
 * in words when `option` knows it (`地雷伤害: 2`), else as `id=value`.
 */
export function rulesLine(
  rules: RulesInfo | null,
  fallback: string,
  title: (preset: string) => string = (p) => p,
  option: (id: string, value: unknown) => string | null = () => null,
): string {
  if (!rules) return fallback;
  const set = Object.entries(rules.options).map(([k, v]) => option(k, v) ?? `${k}=${String(v)}`);
  const preset = title(rules.preset);
  return set.length === 0 ? preset : `${preset} · ${set.join(', ')}`;
}

/**
 * A game's rating change as shown (never below 0), said once: the change (signed), then the rating it left (`+0.7,
 * now 2.4`); `—` unrated. Its title keeps OpenSkill's own ordinals.
 */
function Delta({ h }: { h: HistoryEntry }) {
  const { t } = useTranslation(PROFILE_NS);
  if (!h.rating) return <>—</>;
  const after = shownRating(h.rating.after, PROVISIONAL_GAMES).value;
  const d = after - shownRating(h.rating.before, PROVISIONAL_GAMES).value;
  const raw = t('rawChange', { before: fmtRating(h.rating.before), after: fmtRating(h.rating.after) });
  return (
    <span className={d >= 0 ? 'profile-up' : 'profile-down'} title={raw}>
      {t('ratingChange', { d: fmtSigned(d), after: fmtRating(after) })}
    </span>
  );
}

/** Every finished game, newest first, with a replay link each. */
export function HistoryTable({ record, lang }: { record: PlayerRecord; lang: Lang }) {
  const { t } = useTranslation(PROFILE_NS);
  const games = [...new Set(record.history.map((h) => h.game))];
  const name = useIdentityNames(games, lang);
  const presetTitle = usePresetTitles(games, lang);
  const optionWords = useOptionWords(games, lang);
  if (record.history.length === 0) return <p data-testid="profile-no-games">{t('noGames')}</p>;
  const date = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' });
  return (
    <table className="profile-table" data-testid="profile-history">
      <caption>{t('history')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('game')}</th>
          <th scope="col">{t('seat')}</th>
          <th scope="col">{t('identity')}</th>
          <th scope="col">{t('result')}</th>
          <th scope="col">{t('rules')}</th>
          <th scope="col">{t('rating')}</th>
          <th scope="col">{t('replay')}</th>
        </tr>
      </thead>
      <tbody>
        {record.history.map((h) => (
          <tr key={`${h.gameId}/${h.seat}`} data-testid="profile-game">
            <td>{date.format(h.at)}</td>
            <td>{gameTitle(h.game, lang)}</td>
            <td>{t('seatN', { n: h.seat })}</td>
            <td data-identity={h.identity}>{name(h.game, h.identity)}</td>
            <td className={`profile-${h.result}`}>{t(h.result)}</td>
            <td>
              {rulesLine(
                h.rules,
                t('defaultRules'),
                (p) => presetTitle(h.game, p),
                (id, v) => optionWords(h.game, id, v),
              )}
            </td>
            <td>
              <Delta h={h} />
            </td>
            <td>
              <Link href={`/replay/${encodeURIComponent(h.gameId)}`} data-testid="profile-replay">
                {h.gameId}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
