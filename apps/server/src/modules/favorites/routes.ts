// The favourites API (spec section 7): add, remove and list the logged-in user's stations.
import { favoriteEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { FavoriteService } from './service';

const tags = ['favorites'];
const userRoute = { access: 'user' as const };

export async function favoriteRoutes(app: FastifyInstance, { favorites }: { favorites: FavoriteService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(favoriteEndpoints.list, {
      tags,
      summary: "The logged-in user's favourite stations, in the order they were added",
    }),
    config: userRoute,
    handler: async (request) => favorites.list(requireUser(request).id),
  });

  api.route({
    ...endpointRoute(favoriteEndpoints.add, {
      tags,
      summary: 'Add a station (id or slug) to favourites; adding it again changes nothing',
    }),
    config: userRoute,
    handler: async (request) => favorites.add(requireUser(request).id, request.params.stationId),
  });

  api.route({
    ...endpointRoute(favoriteEndpoints.remove, {
      tags,
      summary: 'Remove a station from favourites; removing it again changes nothing',
    }),
    config: userRoute,
    handler: async (request) => favorites.remove(requireUser(request).id, request.params.stationId),
  });
}
