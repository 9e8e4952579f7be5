// What app.ts may use of sharing: the sitemap and station pages' head for link previews.
export { sitemapRoutes } from './sitemap';
export { stationPageHead } from './station-page';
