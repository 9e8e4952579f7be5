// Times every answered request into http_request_duration_seconds, labelled with the route's pattern
// (`/api/stations/:id`), never the raw URL, so the number of series stays bounded whatever is asked.
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

export function registerRequestDurations(app: FastifyInstance, metrics: Metrics): void {
  // A callback, not a promise: every request passes here (see app.ts).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
