// The favourites API (spec section 7): add, remove and list the logged-in user's stations.
import { ErrorBody, FavoriteStatus, StationList, StationParams } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import type { FavoriteService } from './service';

const tags = ['favorites'];
const userRoute = { access: 'user' as const };

export async function favoriteRoutes(app: FastifyInstance, { favorites }: { favorites: FavoriteService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/favorites',
    {
      config: userRoute,
      schema: {
        tags,
        summary: "The logged-in user's favourite stations, in the order they were added",
        response: { 200: StationList, 401: ErrorBody },
      },
    },
    async (request) => favorites.list(requireUser(request).id),
  );

  api.post(
    '/favorites/:stationId',
    {
      config: userRoute,
      schema: {
        tags,
        summary: 'Add a station (id or slug) to favourites; adding it again changes nothing',
        params: StationParams,
        response: { 200: FavoriteStatus, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => favorites.add(requireUser(request).id, request.params.stationId),
  );

  api.delete(
    '/favorites/:stationId',
    {
      config: userRoute,
      schema: {
        tags,
        summary: 'Remove a station from favourites; removing it again changes nothing',
        params: StationParams,
        response: { 200: FavoriteStatus, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => favorites.remove(requireUser(request).id, request.params.stationId),
  );
}
