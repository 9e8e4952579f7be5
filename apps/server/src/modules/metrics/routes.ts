// GET /metrics: this instance's metrics in the Prometheus text format, for a scraper that presents
// `Authorization: Bearer <METRICS_TOKEN>`. While METRICS_TOKEN is unset the route is off and answers
// 404 like any unknown address, so an instance never shows its figures by accident.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorBody } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../../platform/http/bearer-token';
import { NotFound, Unauthorized } from '../../platform/http/errors';
import type { Metrics } from '../../platform/metrics';

export interface MetricsRouteOptions {
  metrics: Metrics;
  /** METRICS_TOKEN; none turns the route off. */
  token: string | undefined;
}

// Digests have one length whatever the token's, so comparing them in constant time tells nothing of it.
const digest = (text: string) => createHash('sha256').update(text).digest();

export async function metricsRoutes(app: FastifyInstance, { metrics, token }: MetricsRouteOptions) {
  const expected = token === undefined ? undefined : digest(token);
  app.route({
    method: 'GET',
    url: '/metrics',
    schema: {
      tags: ['operations'],
      summary: "This instance's metrics in the Prometheus text format (Authorization: Bearer <METRICS_TOKEN>)",
      response: { 401: ErrorBody, 404: ErrorBody },
    },
    // The caller is a scraper, never a user: the route checks its token itself.
    config: { access: 'public' },
    handler: async (request, reply) => {
      if (!expected) throw new NotFound('No route for GET /metrics.');
      const given = bearerToken(request.headers.authorization) ?? '';
      if (!timingSafeEqual(digest(given), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new Unauthorized('This needs the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
      }
      const scrape = await metrics.scrape();
      return reply.header('content-type', scrape.contentType).header('cache-control', 'no-store').send(scrape.text);
    },
  });
}
