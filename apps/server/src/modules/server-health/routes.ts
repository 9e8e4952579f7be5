// The service's status for the footer's indicator (GET /api/health, the spec's), and the two checks
// a load balancer or an orchestrator uses: live (the process answers) and ready (send it traffic).
import { healthEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DialectName } from '../../platform/db';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { CatalogueService } from '../catalogue';
import type { ReadinessService } from './service';

export interface HealthRouteOptions {
  catalogue: CatalogueService;
  dialect: DialectName;
  readiness: ReadinessService;
}

const tags = ['health'];

export async function serverHealthRoutes(app: FastifyInstance, { catalogue, dialect, readiness }: HealthRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...endpointRoute(healthEndpoints.health, { tags, summary: 'Service status' }),
    config: { access: 'public' },
    handler: async () => ({
      status: (await readiness.databaseCheck()) === 'ok' ? ('ok' as const) : ('degraded' as const),
      stations: catalogue.size,
      database: dialect,
      uptime_seconds: Math.round(process.uptime()),
    }),
  });

  api.route({
    ...endpointRoute(healthEndpoints.live, { tags, summary: 'Liveness: the process answers' }),
    config: { access: 'public' },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' as const };
    },
  });

  api.route({
    ...endpointRoute(healthEndpoints.ready, {
      tags,
      summary: 'Readiness: 200 while this instance should get traffic; 503 while starting, draining or cut off',
    }),
    config: { access: 'public' },
    handler: async (_request, reply) => {
      const report = await readiness.report();
      return reply
        .status(report.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(report);
    },
  });
}
