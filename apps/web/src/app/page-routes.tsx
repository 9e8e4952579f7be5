// The pages (spec section 2): every screen, both aliases of each static page, the shareable station
// address, the admin area's tabs, and a real 404. The layout shows them (app/routes.tsx).
import type { RouteObject } from 'react-router-dom';
import { AdvertiserReportRoute } from '../features/ads';
import { HomePage } from '../features/home';
import { FavoritesRoute } from './FavoritesRoute';
import {
  LazyAboutPage,
  LazyAccountPage,
  LazyAdminArea,
  LazyAdvertisePage,
  LazyAuthPage,
  LazyClaimPage,
  LazyConfirmEmailPage,
  LazyContactPage,
  LazyCookiesPage,
  LazyDiscoverPage,
  LazyHelpPage,
  LazyNotFoundPage,
  LazyPlaylistPage,
  LazyPlaylistsPage,
  LazyPrivacyPage,
  LazyProfilePage,
  LazyResetPasswordPage,
  LazyStudioPage,
  LazySubmitStationPage,
  LazyTermsPage,
} from './lazy-pages';
import { StationRoute } from './StationRoute';

const aliased = (paths: string[], element: React.ReactNode): RouteObject[] => paths.map((path) => ({ path, element }));

export const pageRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/discover', element: <LazyDiscoverPage /> },
  { path: '/station/:slug', element: <StationRoute /> },
  { path: '/login', element: <LazyAuthPage key="login" mode="login" /> },
  { path: '/register', element: <LazyAuthPage key="register" mode="register" /> },
  { path: '/reset-password', element: <LazyResetPasswordPage /> },
  { path: '/confirm-email', element: <LazyConfirmEmailPage /> },
  { path: '/favorites', element: <FavoritesRoute /> },
  { path: '/playlists', element: <LazyPlaylistsPage /> },
  { path: '/playlists/:id', element: <LazyPlaylistPage /> },
  { path: '/profile', element: <LazyProfilePage /> },
  { path: '/account', element: <LazyAccountPage /> },
  { path: '/studio', element: <LazyStudioPage /> },
  { path: '/studio/claim/:stationId', element: <LazyClaimPage /> },
  { path: '/studio/:stationId', element: <LazyStudioPage /> },
  // Until the studio's tabs take it in: a station's schedule editor and audience figures.
  { path: '/admin', element: <LazyAdminArea /> },
  { path: '/admin/:tab', element: <LazyAdminArea /> },
  { path: '/advertiser-report/:token', element: <AdvertiserReportRoute /> },
  // The admin area sends people who must log in here; it is the login form.
  { path: '/auth', element: <LazyAuthPage key="login" mode="login" /> },
  ...aliased(['/help', '/help-center'], <LazyHelpPage />),
  ...aliased(['/contact', '/contact-us'], <LazyContactPage />),
  ...aliased(['/privacy', '/privacy-policy'], <LazyPrivacyPage />),
  ...aliased(['/terms', '/terms-of-service'], <LazyTermsPage />),
  ...aliased(['/cookies', '/cookie-policy'], <LazyCookiesPage />),
  ...aliased(['/about', '/about-us'], <LazyAboutPage />),
  ...aliased(['/advertise', '/advertise-with-us'], <LazyAdvertisePage />),
  ...aliased(['/submit-station', '/submit'], <LazySubmitStationPage />),
  { path: '*', element: <LazyNotFoundPage /> },
];
