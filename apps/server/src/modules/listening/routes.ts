// The listening-session API (spec section 7) and the "Recently played" row's stations.
import {
  EndedListeningSession,
  ErrorBody,
  ListeningEndRequest,
  ListeningHeartbeatRequest,
  ListeningSession,
  ListeningStartQuery,
  RecentlyPlayedQuery,
  StationList,
} from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/http/access';
import type { ListeningService } from './service';

const tags = ['listening'];
const userRoute = { access: 'user' as const };

export async function listeningRoutes(app: FastifyInstance, { listening }: { listening: ListeningService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/listening/start',
    {
      config: userRoute,
      schema: {
        tags,
        summary: 'Start a listening session on a station (id or slug)',
        querystring: ListeningStartQuery,
        response: { 201: ListeningSession, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const session = await listening.start(requireUser(request).id, request.query.station_id);
      return reply.status(201).send(session);
    },
  );

  api.post(
    '/listening/heartbeat',
    {
      config: userRoute,
      schema: {
        tags,
        summary: 'Tell the server the session still plays; quiet sessions are closed after 5 minutes',
        body: ListeningHeartbeatRequest,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      await listening.heartbeat(requireUser(request).id, request.body.session_id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/listening/end',
    {
      config: userRoute,
      schema: {
        tags,
        summary: "End one of the caller's sessions with the whole seconds listened",
        body: ListeningEndRequest,
        response: { 200: EndedListeningSession, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listening.end(requireUser(request).id, request.body.session_id, request.body.duration),
  );

  api.get(
    '/listening/recent',
    {
      config: userRoute,
      schema: {
        tags,
        summary: 'Stations the logged-in user played recently, each once, newest first',
        querystring: RecentlyPlayedQuery,
        response: { 200: StationList, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => listening.recentlyPlayed(requireUser(request).id, request.query.limit),
  );
}
