// What app.ts may use of sharing: the sitemap, station pages' head for link previews, the embeddable
// player and its oEmbed.
export { embedPageRoutes, oembedRoutes } from './embed';
export { sitemapRoutes } from './sitemap';
export { stationPageHead } from './station-page';
