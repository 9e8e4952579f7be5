// The frame of every page: header, the offline notice, the page (and details opened over it), footer,
// the persistent player bar and the assistant's place.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useRoutes } from 'react-router-dom';
import { AudioSpot } from '../features/ads';
import { AssistantLauncher } from '../features/assistant';
import { PlayerBar } from '../features/player';
import { useTranslation } from '../i18n';
import { pageBehind } from '../lib/over-page';
import { Footer } from './Footer';
import { Header } from './Header';
import { LazyFullScreenPlayer } from './lazy-pages';
import { OfflineBanner } from './OfflineBanner';
import { pageRoutes } from './page-routes';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('nav.loadingPage')} className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-10">
      <div className="h-10 w-2/3 animate-pulse rounded-lg bg-stone-800" />
      <div className="h-4 w-full animate-pulse rounded bg-stone-800" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-stone-800" />
      <div className="h-64 w-full animate-pulse rounded-2xl bg-stone-900" />
    </div>
  );
}

export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  // With details open over a page (`/station/{slug}` from a card), the page stays as it was behind them
  // and the route's own element (the details) is shown over it.
  const behind = pageBehind(location);
  const page = useRoutes(pageRoutes, behind ?? location);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-amber-400 px-4 py-2 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('nav.skip')}
      </a>
      <Header />
      <OfflineBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageLoading />}>{page}</Suspense>
        {behind && (
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <div className="sticky bottom-0 z-30">
        <AudioSpot />
        <PlayerBar FullScreen={LazyFullScreenPlayer} />
      </div>
      <AssistantLauncher />
      <ScrollRestoration />
    </div>
  );
}
