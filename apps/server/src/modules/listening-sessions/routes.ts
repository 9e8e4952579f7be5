// The listening-session API (spec section 7) and the "Recently played" row's stations.
import { listeningEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { ListeningService } from './service';

const tags = ['listening'];
const userRoute = { access: 'user' as const };

export async function listeningRoutes(app: FastifyInstance, { listening }: { listening: ListeningService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(listeningEndpoints.start, {
      tags,
      summary: 'Start a listening session on a station (id or slug)',
    }),
    config: userRoute,
    handler: async (request, reply) => {
      const session = await listening.start(requireUser(request).id, request.query.station_id);
      return reply.status(201).send(session);
    },
  });

  api.route({
    ...endpointRoute(listeningEndpoints.heartbeat, {
      tags,
      summary: 'Tell the server the session still plays; quiet sessions are closed after 5 minutes',
    }),
    config: userRoute,
    handler: async (request, reply) => {
      await listening.heartbeat(requireUser(request).id, request.body.session_id);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(listeningEndpoints.end, {
      tags,
      summary: "End one of the caller's sessions with the whole seconds listened",
    }),
    config: userRoute,
    handler: async (request) => listening.end(requireUser(request).id, request.body.session_id, request.body.duration),
  });

  api.route({
    ...endpointRoute(listeningEndpoints.recent, {
      tags,
      summary: 'Stations the logged-in user played recently, each once, newest first',
    }),
    config: userRoute,
    handler: async (request) => listening.recentlyPlayed(requireUser(request).id, request.query.limit),
  });
}
