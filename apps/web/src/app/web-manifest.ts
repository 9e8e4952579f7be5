// The web app manifest (issue 16): what a phone needs to install Sauti as an app. vite.config.ts hands
// it to vite-plugin-pwa, which writes manifest.webmanifest and links it from index.html.
import type { ManifestOptions } from 'vite-plugin-pwa';

/** The page's dark stone: the splash screen and the status bar match the header. */
const STONE_950 = '#0c0a09';

export const WEB_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Sauti: live African radio',
  short_name: 'Sauti',
  description:
    'Listen free to live radio from all 54 African countries: Afrobeats, Amapiano, Gospel, Highlife, news and talk.',
  // The language and direction of the manifest's own words; the app inside follows the visitor's.
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: STONE_950,
  theme_color: STONE_950,
  categories: ['music', 'news', 'entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
