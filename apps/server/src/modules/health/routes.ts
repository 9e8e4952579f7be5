// Liveness for the footer's status indicator and for load balancers.
import { healthEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DialectName } from '../../platform/db';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { CatalogueService } from '../catalogue';

export async function healthRoutes(
  app: FastifyInstance,
  {
    catalogue,
    dialect,
    checkDatabase,
  }: { catalogue: CatalogueService; dialect: DialectName; checkDatabase: () => Promise<boolean> },
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(healthEndpoints.health, { tags: ['health'], summary: 'Service status' }),
    config: { access: 'public' },
    handler: async () => ({
      status: (await checkDatabase()) ? ('ok' as const) : ('degraded' as const),
      stations: catalogue.size,
      database: dialect,
      uptime_seconds: Math.round(process.uptime()),
    }),
  });
}
