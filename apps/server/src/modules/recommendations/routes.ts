// The logged-in listener's recommendations: GET /api/stations/for-you.
import { stationEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { RecommendationService } from './service';

export async function recommendationRoutes(
  app: FastifyInstance,
  { recommendations }: { recommendations: RecommendationService },
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(stationEndpoints.forYou, {
      tags: ['catalogue'],
      summary: "Stations like the listener's favourites and recent listening, none of them a favourite",
    }),
    config: { access: 'user' as const },
    handler: async (request) => recommendations.forYou(requireUser(request).id, request.query.limit),
  });
}
