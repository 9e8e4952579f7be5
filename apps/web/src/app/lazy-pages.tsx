// Every screen but Home loads when first visited, keeping the first view small.
import { lazy } from 'react';

const pages = () => import('../features/pages');

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
