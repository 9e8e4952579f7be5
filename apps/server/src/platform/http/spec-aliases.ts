// The product spec calls some endpoints without the /api prefix (GET /stations, /countries,
// /analytics/dashboard, the ads calls, /admin/fix-stream-errors). They are served by rewriting those
// paths onto /api, so each route exists once; /admin itself stays the web app's page.
const UNPREFIXED_SPEC_PATHS = [
  /^\/stations(\/|\?|$)/,
  /^\/countries(\/|\?|$)/,
  /^\/analytics\//,
  /^\/ads\//,
  /^\/admin\/fix-stream-errors(\?|$)/,
];

export function rewriteSpecAlias(url: string): string {
  return UNPREFIXED_SPEC_PATHS.some((pattern) => pattern.test(url)) ? `/api${url}` : url;
}
