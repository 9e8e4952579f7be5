// The stream gateway's HTTP surface: resolve a station to playable candidates, play it through the
// relay (audio, or a rewritten HLS playlist), fetch HLS parts, and read what it is playing.
import { ErrorBody, NowPlaying, StationIdParams, StreamParams, StreamResolution } from '@sauti/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueService } from '../catalogue';
import { HLS_CONTENT_TYPE, type HlsResource } from './hls-proxy';
import type { StreamGateway } from './service';
import { HlsStation } from './station-relay';

const HlsQuery = z.object({ u: z.string().min(1).max(8192), s: z.string().min(1).max(64) });

function sendHls(reply: FastifyReply, resource: HlsResource) {
  reply.header('cache-control', 'no-cache');
  if (resource.kind === 'playlist') return reply.type(HLS_CONTENT_TYPE).send(resource.text);
  reply.type(resource.response.headers['content-type'] || 'application/octet-stream');
  return reply.send(resource.response.body);
}

export async function streamRoutes(
  app: FastifyInstance,
  { catalogue, gateway }: { catalogue: CatalogueService; gateway: StreamGateway },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const failures = { 404: ErrorBody, 502: ErrorBody, 504: ErrorBody };

  routes.get(
    '/streams/:stationId/resolve',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streams'],
        summary: "A station's playable stream addresses, resolved address first, with codec and HLS flag",
        params: StreamParams,
        response: { 200: StreamResolution, ...failures },
      },
    },
    async (request) => gateway.resolve(catalogue.get(request.params.stationId)),
  );

  routes.get(
    '/streams/:stationId',
    {
      config: { access: 'public' },
      // A HEAD request would join the relay and never be answered with audio: not offered.
      exposeHeadRoute: false,
      schema: {
        tags: ['streams'],
        summary: "The station's live audio through the gateway (or its HLS playlist, rewritten through the gateway)",
        params: StreamParams,
        response: failures,
      },
    },
    async (request, reply) => {
      const station = catalogue.get(request.params.stationId);
      reply.raw.setHeader('x-request-id', request.id);
      try {
        await gateway.hub.join(station, reply.raw);
      } catch (error) {
        if (!(error instanceof HlsStation)) throw error;
        reply.raw.removeHeader('x-request-id');
        return sendHls(reply, await gateway.hls.fetch(station.id, error.candidate.url));
      }
      return reply.hijack();
    },
  );

  routes.get(
    '/streams/:stationId/hls',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streams'],
        summary:
          'A variant playlist or segment of an HLS station, through the gateway (addresses come from its playlist)',
        params: StreamParams,
        querystring: HlsQuery,
        response: { 403: ErrorBody, ...failures },
      },
    },
    async (request, reply) => {
      const station = catalogue.get(request.params.stationId);
      const url = gateway.hls.verify(station.id, request.query.u, request.query.s);
      return sendHls(reply, await gateway.hls.fetch(station.id, url));
    },
  );

  routes.get(
    '/stations/:id/now-playing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['streams'],
        summary: 'What the station is playing now, from its stream titles; null fields while unknown',
        params: StationIdParams,
        response: { 200: NowPlaying, 404: ErrorBody },
      },
    },
    async (request) => gateway.nowPlaying.get(catalogue.get(request.params.id).id),
  );
}
