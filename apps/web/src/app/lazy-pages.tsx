// Every screen but Home loads when first visited, keeping the first view small. The static pages
// the admin area and the login and register form bring their parts of the message catalogue with them.
import { lazy } from 'react';
import { loadCataloguePart } from '../i18n';

const pages = () => Promise.all([import('../features/pages'), loadCataloguePart('pages')]).then(([module]) => module);

const accountPages = () =>
  Promise.all([import('../features/auth/page'), loadCataloguePart('account')]).then(([module]) => module);

export const LazyAuthPage = lazy(() => accountPages().then((m) => ({ default: m.AuthPage })));
export const LazyResetPasswordPage = lazy(() => accountPages().then((m) => ({ default: m.ResetPasswordPage })));
export const LazyConfirmEmailPage = lazy(() => accountPages().then((m) => ({ default: m.ConfirmEmailPage })));
export const LazyDiscoverPage = lazy(() => import('../features/discover').then((m) => ({ default: m.DiscoverPage })));
export const LazyHelpPage = lazy(() => pages().then((m) => ({ default: m.HelpPage })));
export const LazyContactPage = lazy(() => pages().then((m) => ({ default: m.ContactPage })));
export const LazyPrivacyPage = lazy(() => pages().then((m) => ({ default: m.PrivacyPage })));
export const LazyTermsPage = lazy(() => pages().then((m) => ({ default: m.TermsPage })));
export const LazyCookiesPage = lazy(() => pages().then((m) => ({ default: m.CookiesPage })));
export const LazyAboutPage = lazy(() => pages().then((m) => ({ default: m.AboutPage })));
export const LazyAdvertisePage = lazy(() => pages().then((m) => ({ default: m.AdvertisePage })));
export const LazySubmitStationPage = lazy(() => pages().then((m) => ({ default: m.SubmitStationPage })));
export const LazyNotFoundPage = lazy(() => pages().then((m) => ({ default: m.NotFoundPage })));
export const LazyPlaylistsPage = lazy(() =>
  Promise.all([import('./PlaylistsRoute'), loadCataloguePart('screens')]).then(([m]) => ({
    default: m.PlaylistsRoute,
  })),
);
export const LazyPlaylistPage = lazy(() =>
  Promise.all([import('./PlaylistRoute'), loadCataloguePart('screens')]).then(([m]) => ({
    default: m.PlaylistRoute,
  })),
);
export const LazyProfilePage = lazy(() =>
  Promise.all([import('./ProfileRoute'), loadCataloguePart('screens')]).then(([m]) => ({ default: m.ProfileRoute })),
);
export const LazyAccountPage = lazy(() =>
  Promise.all([import('../features/account/page'), loadCataloguePart('screens')]).then(([m]) => ({
    default: m.AccountPage,
  })),
);
export const LazyAdminArea = lazy(() =>
  Promise.all([import('../features/admin'), loadCataloguePart('admin')]).then(([m]) => ({ default: m.AdminArea })),
);
/** The full-screen player, loaded when first opened, with the words of its sleep timer, sharing and song history. */
export const LazyFullScreenPlayer = lazy(() =>
  Promise.all([import('./ScheduledFullScreenPlayer'), loadCataloguePart('screens')]).then(([m]) => ({
    default: m.ScheduledFullScreenPlayer,
  })),
);
// The studio (broadcasters) and claiming a station: their words are in the lazily loaded screens' part.
export const LazyStudioPage = lazy(() =>
  Promise.all([import('./StudioRoute'), loadCataloguePart('screens')]).then(([m]) => ({ default: m.StudioRoute })),
);
export const LazyClaimPage = lazy(() =>
  Promise.all([import('../features/studio'), loadCataloguePart('screens')]).then(([m]) => ({ default: m.ClaimPage })),
);
