// Security headers on every response (OWASP ASVS 14.4): helmet's set with a strict Content-Security-
// Policy for the web app, plus a Permissions-Policy. They are set on the raw response in onRequest,
// so the audio relay and the live events, which write their own heads after hijacking, carry them
// too, as do static files, errors and 404s.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Only what the app uses, for our own pages only: the microphone for the assistant, autoplay and
 * fullscreen for the player, the clipboard for share links; the share sheet (web-share) keeps its
 * default of our own pages, unnamed because browsers that lack it log an error for the name. The
 * powerful rest is off, for ad frames too.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'autoplay=(self)',
  'fullscreen=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'idle-detection=()',
  'encrypted-media=()',
  'picture-in-picture=()',
].join(', ');

/** The CSP sources ('sha256-…') of the inline scripts in the built index.html, so they, and only they, may run. */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes = new Set<string>();
  for (const match of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

function contentSecurityPolicy(publicUrl: URL, scriptHashes: string[]) {
  const securePage = publicUrl.protocol === 'https:';
  // The player's direct-stream fallbacks live on the stations' own hosts. An https page may load
  // https ones only (mixed content); an http page (local npm start) may load either.
  const stationHosts = securePage ? ['https:'] : ['https:', 'http:'];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scriptHashes],
      'script-src-attr': ["'none'"],
      // Radix's dialogs lock scrolling with a <style> element they write at run time (react-remove-
      // scroll), so styles need 'unsafe-inline'; scripts never do.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Station logos come through our origin (GET /api/logos/:id): no listener's address reaches a
      // station's host, and an http logo cannot break an https page.
      'img-src': ["'self'", 'data:'],
      // blob: is hls.js's MediaSource for HLS stations.
      'media-src': ["'self'", 'blob:', ...stationHosts],
      // The player, the live events and hls.js talk to us only: the gateway relays every station.
      'connect-src': ["'self'"],
      // hls.js transmuxes in a worker it starts from a blob: URL.
      'worker-src': ["'self'", 'blob:'],
      'font-src': ["'self'"],
      'manifest-src': ["'self'"],
      // HTML ads render in <iframe sandbox="allow-scripts allow-popups"> from /api/ads/frame/:id, our
      // origin with a policy of its own (no allow-same-origin: it cannot read the page or its storage).
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(securePage && { 'upgrade-insecure-requests': [] }),
    },
  };
}

export interface SecurityHeaderSettings {
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when it is https. */
  publicUrl: string;
  /** The built index.html, whose inline scripts the CSP allows by hash; '' without a built app. */
  indexHtml: string;
}

/** Registers the headers; call before any other onRequest hook so even refused requests carry them. */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): Promise<void> {
  const publicUrl = new URL(settings.publicUrl);
  const securePage = publicUrl.protocol === 'https:';
  // helmet's middleware is made once: @fastify/helmet made it again for every request, a tenth of a
  // busy server's time.
  const helmetHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(publicUrl, inlineScriptHashes(settings.indexHtml)),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: securePage ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    helmetHeaders(request.raw, reply.raw, () => done());
  });
}
