// The song history's HTTP surface: a station's (by id or slug) latest announced titles, for anyone.
import { songHistoryEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { CatalogueService } from '../catalogue';
import type { SongHistoryService } from './service';

const tags = ['streams'];

export async function songHistoryRoutes(
  app: FastifyInstance,
  { catalogue, history }: { catalogue: CatalogueService; history: SongHistoryService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(songHistoryEndpoints.list, {
      tags,
      summary: "The titles the station's stream announced, newest first (up to 200 of the last 7 days)",
    }),
    config: { access: 'public' },
    handler: async (request) => history.list(catalogue.get(request.params.id).id, request.query.limit),
  });
}
