// The product spec calls some endpoints without the /api prefix (GET /stations, /countries, the ads
// and admin calls). They are served by rewriting those paths onto /api, so each route exists once.
const UNPREFIXED_SPEC_PATHS = [
  /^\/stations(\/|\?|$)/,
  /^\/countries(\/|\?|$)/,
  /^\/ads\//,
  /^\/analytics\//,
  /^\/admin\/fix-stream-errors(\?|$)/,
];

export function rewriteSpecAlias(url: string): string {
  return UNPREFIXED_SPEC_PATHS.some((pattern) => pattern.test(url)) ? `/api${url}` : url;
}
