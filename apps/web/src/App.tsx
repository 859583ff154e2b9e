/**
 * Routes: `/` home (create, join, open rooms), `/room/:code` a room (lobby, table, result; `?watch` to spectate),
 * `/replay/:id` a finished game step by step, `/rules/:game` a rulebook (`/rules`: the first game's), `/about` credits and licences, `/profile` the
 * player's home (history, statistics, ratings, transfer), `/leaderboard[/:game]` the best ratings. The game tables, replays and rules load
 * lazily, so the home and lobby load small.
 */

import { GAMES } from '@shaju/games';
import { SoundControl } from '@shaju/ui/sound';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch } from 'wouter';
import { setLang, useLang } from './i18n.ts';
import { Home } from './pages/Home.tsx';
import { RoomPage } from './pages/RoomPage.tsx';
import { RulesLink } from './ui/RulesLink.tsx';

const ReplayPage = lazy(() => import('./pages/ReplayPage.tsx'));
const RulesPage = lazy(() => import('./pages/RulesPage.tsx'));
const AboutPage = lazy(() => import('./pages/AboutPage.tsx'));
const ProfilePage = lazy(() => import('./pages/ProfilePage.tsx'));
const LeaderboardPage = lazy(() => import('./pages/LeaderboardPage.tsx'));

/** The whole app. */
export function App() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="app">
      <header className="topbar">
        <Link href="/" className="brand" title={t('app.home')}>
          <span className="brand-mark" aria-hidden="true">
            杀
          </span>{' '}
          {t('app.title')}
        </Link>
        <nav>
          <RulesLink />
          <Link href="/profile" data-testid="profile-link">
            {t('app.profile')}
          </Link>
          <Link href="/leaderboard" data-testid="leaderboard-link">
            {t('app.leaderboard')}
          </Link>
          <Link href="/about" data-testid="about-link">
            {t('about', { ns: 'ui' })}
          </Link>
          <SoundControl />
          <button
            type="button"
            className="link"
            onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
            data-testid="lang"
          >
            {t('app.lang')}
          </button>
        </nav>
      </header>
      <main>
        <Suspense fallback={<p className="muted center">…</p>}>
          <Switch>
            <Route path="/" component={Home} />
            <Route path="/room/:code">{(p) => <RoomPage code={p.code} />}</Route>
            <Route path="/replay/:id">{(p) => <ReplayPage id={p.id} />}</Route>
            <Route path="/rules">
              <Redirect to={`/rules/${GAMES[0]?.id ?? ''}`} replace />
            </Route>
            <Route path="/rules/:game">{(p) => <RulesPage game={p.game} />}</Route>
            <Route path="/about" component={AboutPage} />
            <Route path="/profile" component={ProfilePage} />
            <Route path="/leaderboard">{() => <LeaderboardPage />}</Route>
            <Route path="/leaderboard/:game">{(p) => <LeaderboardPage game={p.game} />}</Route>
            <Route>
              <p className="center">
                404 — <Link href="/">{t('app.home')}</Link>
              </p>
            </Route>
          </Switch>
        </Suspense>
      </main>
    </div>
  );
}
