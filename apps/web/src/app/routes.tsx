// The route table (spec section 2): every screen, both aliases of each static page, the shareable
// station address, and a real 404. Screens other engineers are building point at PendingScreen.
import type { RouteObject } from 'react-router-dom';
import { AdvertiserReportRoute } from '../features/ads';
import { AuthPage } from '../features/auth';
import { HomePage } from '../features/home';
import { FavoritesRoute } from './FavoritesRoute';
import { Layout } from './Layout';
import {
  LazyAboutPage,
  LazyAdvertisePage,
  LazyContactPage,
  LazyCookiesPage,
  LazyDiscoverPage,
  LazyHelpPage,
  LazyMonetizationRoute,
  LazyNotFoundPage,
  LazyPrivacyPage,
  LazySubmitStationPage,
  LazyTermsPage,
} from './lazy-pages';
import { PendingScreen } from './PendingScreen';
import { RouteError } from './RouteError';
import { StationRoute } from './StationRoute';

const aliased = (paths: string[], element: React.ReactNode): RouteObject[] => paths.map((path) => ({ path, element }));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/discover', element: <LazyDiscoverPage /> },
      { path: '/station/:slug', element: <StationRoute /> },
      { path: '/login', element: <AuthPage key="login" mode="login" /> },
      { path: '/register', element: <AuthPage key="register" mode="register" /> },
      { path: '/favorites', element: <FavoritesRoute /> },
      { path: '/admin', element: <PendingScreen titleKey="nav.admin" /> },
      { path: '/admin/monetization', element: <LazyMonetizationRoute /> },
      { path: '/advertiser-report/:token', element: <AdvertiserReportRoute /> },
      // The admin area sends people who must log in here; it is the login form.
      { path: '/auth', element: <AuthPage key="login" mode="login" /> },
      ...aliased(['/help', '/help-center'], <LazyHelpPage />),
      ...aliased(['/contact', '/contact-us'], <LazyContactPage />),
      ...aliased(['/privacy', '/privacy-policy'], <LazyPrivacyPage />),
      ...aliased(['/terms', '/terms-of-service'], <LazyTermsPage />),
      ...aliased(['/cookies', '/cookie-policy'], <LazyCookiesPage />),
      ...aliased(['/about', '/about-us'], <LazyAboutPage />),
      ...aliased(['/advertise', '/advertise-with-us'], <LazyAdvertisePage />),
      ...aliased(['/submit-station', '/submit'], <LazySubmitStationPage />),
      { path: '*', element: <LazyNotFoundPage /> },
    ],
  },
];
