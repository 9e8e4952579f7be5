// The playlists API: the owner's lists (user), and one list or its file for anyone while it is public
// (optional: the owner is recognised by their token, everyone else reads a public list only).
import { playlistEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { PlaylistService } from './service';
import { sendStationFile } from './station-files';

const tags = ['playlists'];
const userRoute = { access: 'user' as const };
const readRoute = { access: 'optional' as const };

export async function playlistRoutes(app: FastifyInstance, { playlists }: { playlists: PlaylistService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(playlistEndpoints.list, { tags, summary: "The logged-in user's playlists, oldest first" }),
    config: userRoute,
    handler: async (request) => playlists.list(requireUser(request).id),
  });

  api.route({
    ...endpointRoute(playlistEndpoints.create, {
      tags,
      summary: 'Create a playlist, private unless public is true, optionally with stations in order',
    }),
    config: userRoute,
    handler: async (request, reply) =>
      reply.status(201).send(await playlists.create(requireUser(request), request.body)),
  });

  api.route({
    ...endpointRoute(playlistEndpoints.get, {
      tags,
      summary: 'One playlist with its stations in order: for its owner, or anyone while it is public',
    }),
    config: readRoute,
    handler: async (request) => playlists.get(request.params.id, request.user),
  });

  api.route({
    ...endpointRoute(playlistEndpoints.update, { tags, summary: "Rename a playlist or change whether it's public" }),
    config: userRoute,
    handler: async (request) => playlists.update(requireUser(request), request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(playlistEndpoints.remove, { tags, summary: 'Delete a playlist' }),
    config: userRoute,
    handler: async (request, reply) => {
      await playlists.remove(requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(playlistEndpoints.putStation, {
      tags,
      summary: 'Add a station (at the end, or at position), or move one already in the list to position',
    }),
    config: userRoute,
    handler: async (request) =>
      playlists.putStation(requireUser(request), request.params.id, request.params.stationId, request.body?.position),
  });

  api.route({
    ...endpointRoute(playlistEndpoints.removeStation, { tags, summary: 'Take a station out of a playlist' }),
    config: userRoute,
    handler: async (request) =>
      playlists.removeStation(requireUser(request), request.params.id, request.params.stationId),
  });

  api.route({
    ...endpointRoute(playlistEndpoints.export, {
      tags,
      summary: 'The playlist as an M3U, PLS or JSON file, for whoever may read it',
    }),
    config: readRoute,
    handler: async (request, reply) => {
      const file = await playlists.exportFile(request.params.id, request.user, request.query.format);
      return sendStationFile(reply, file);
    },
  });
}
