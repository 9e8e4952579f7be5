// Liveness for the footer's status indicator and for load balancers.
import { Health } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DialectName } from '../../platform/db';
import type { CatalogueService } from '../catalogue';

export async function healthRoutes(
  app: FastifyInstance,
  {
    catalogue,
    dialect,
    checkDatabase,
  }: { catalogue: CatalogueService; dialect: DialectName; checkDatabase: () => Promise<boolean> },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'Service status', response: { 200: Health } },
    },
    async () => ({
      status: (await checkDatabase()) ? ('ok' as const) : ('degraded' as const),
      stations: catalogue.index.size,
      database: dialect,
      uptime_seconds: Math.round(process.uptime()),
    }),
  );
}
