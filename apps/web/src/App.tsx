/**
 * Routes: `/` home (create, join, open rooms), `/room/:code` a room (lobby, table, result; `?watch` to spectate),
 * `/replay/:id` a finished game step by step, `/rules/:game` a rulebook. The game tables, replays and rules load
 * lazily, so the home and lobby load small.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch } from 'wouter';
import { setLang, useLang } from './i18n.ts';
import { Home } from './pages/Home.tsx';
import { RoomPage } from './pages/RoomPage.tsx';
import { RulesLink } from './ui/RulesLink.tsx';

const ReplayPage = lazy(() => import('./pages/ReplayPage.tsx'));
const RulesPage = lazy(() => import('./pages/RulesPage.tsx'));

/** The whole app. */
export function App() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="app">
      <header className="topbar">
        <Link href="/" className="brand" aria-label={t('app.home')}>
          <span className="brand-mark">杀</span> {t('app.title')}
        </Link>
        <nav>
          <RulesLink />
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
            <Route path="/rules/:game">{(p) => <RulesPage game={p.game} />}</Route>
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
