// The listener-facing ads API: an ad for a slot, the sponsored stations, tracking, the click redirect,
// uploaded media from our own origin, and the advertiser's private report.
import { adEndpoints } from '@sauti/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BlobStore } from '../../platform/blobs';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { NotFound } from '../../platform/http/errors';
import { sendStoredMedia } from '../../platform/http/stored-media';
import type { Viewer } from './audience';
import type { AdReports } from './reports';
import type { AdServing } from './serving';
import type { AdTracking } from './tracking';

const tags = ['ads'];
const publicRoute = { access: 'public' as const };
// Reads the caller, so premium users and admins get no ads and their views are not counted.
const optionalRoute = { access: 'optional' as const };

const AD_FRAME_POLICY = [
  'sandbox allow-scripts allow-popups',
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export const viewerOf = (request: FastifyRequest): Viewer => ({
  user: request.user,
  address: request.ip,
  userAgent: request.headers['user-agent'],
});

/**
 * Sends every link the listener follows in the frame through our signed click link (which counts the
 * click and redirects to the ad's click URL), in a new tab, as a banner's link does.
 */
const clickThroughScript = (clickPath: string) =>
  `<script>document.addEventListener('click',function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href]');` +
  `if(a){a.href=${JSON.stringify(clickPath)};a.target='_blank';a.rel='noopener sponsored'}},true)</script>`;

/**
 * An HTML ad's page. Its own policy replaces the app's: the browser sandboxes it even when opened on its
 * own, lets its inline scripts run, and loads nothing but images; only our pages may frame it.
 */
function sendAdFrame(reply: FastifyReply, html: string, clickPath: string | null) {
  reply.raw.removeHeader('x-frame-options');
  return reply
    .header('content-security-policy', AD_FRAME_POLICY)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">${html}` +
        (clickPath ? clickThroughScript(clickPath) : ''),
    );
}

export interface AdRouteOptions {
  serving: AdServing;
  tracking: AdTracking;
  reports: AdReports;
  blobs: BlobStore;
}

export async function adRoutes(app: FastifyInstance, { serving, tracking, reports, blobs }: AdRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(adEndpoints.active, {
      tags,
      summary: 'One ad for a slot, picked at random among the eligible ones; none for premium users and admins',
    }),
    config: optionalRoute,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return serving.active(request.query, viewerOf(request));
    },
  });

  api.route({
    ...endpointRoute(adEndpoints.sponsoredStations, { tags, summary: 'The stations boosted by a sponsored ad today' }),
    config: publicRoute,
    handler: async () => serving.sponsoredStations(),
  });

  api.route({
    ...endpointRoute(adEndpoints.trackImpression, {
      tags,
      summary: 'Count a viewable impression or half an audio spot heard, once per ad, session and page view',
    }),
    config: optionalRoute,
    handler: async (request) => tracking.impression(request.body, viewerOf(request)),
  });

  api.route({
    ...endpointRoute(adEndpoints.trackClick, { tags, summary: "Count a click, with the served ad's click token" }),
    config: optionalRoute,
    handler: async (request) => tracking.click(request.body, viewerOf(request)),
  });

  api.route({
    ...endpointRoute(adEndpoints.click, { tags, summary: "Count a click and redirect to the ad's click URL" }),
    config: publicRoute,
    handler: async (request, reply) => {
      const target = await tracking.clickThrough(request.params.token, viewerOf(request));
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  });

  api.route({
    ...endpointRoute(adEndpoints.frame, { tags, summary: "An HTML ad's sandboxed page, for a frame on our pages" }),
    config: publicRoute,
    handler: async (request, reply) => {
      const html = serving.current.get(request.params.id)?.body.content_html;
      if (!html) throw new NotFound('There is no such HTML ad.');
      const { click } = request.query;
      return sendAdFrame(reply, html, click ? tracking.clickPathFor(request.params.id, click) : null);
    },
  });

  api.route({
    ...endpointRoute(adEndpoints.media, { tags, summary: 'An uploaded ad image or audio file' }),
    config: publicRoute,
    handler: async (request, reply) => {
      return sendStoredMedia(reply, blobs, request.params.file, 'ad');
    },
  });

  api.route({
    ...endpointRoute(adEndpoints.advertiserReport, {
      tags,
      summary: "An advertiser's read-only report of their ad, by its private link",
    }),
    config: publicRoute,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return reports.advertiser(request.params.token, Date.now());
    },
  });
}
