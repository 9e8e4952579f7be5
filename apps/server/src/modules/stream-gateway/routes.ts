// The stream gateway's HTTP surface: resolve a station to playable candidates, play it through the
// relay (audio, or a rewritten HLS playlist), fetch HLS parts, and read what it is playing.
import { streamEndpoints } from '@sauti/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { CatalogueService } from '../catalogue';
import type { PlayRecorder } from '../plays';
import { HLS_CONTENT_TYPE, type HlsResource } from './hls-proxy';
import type { StreamGateway } from './service';

const tags = ['streams'];

function sendHls(reply: FastifyReply, resource: HlsResource) {
  reply.header('cache-control', 'no-cache');
  if (resource.kind === 'playlist') return reply.type(HLS_CONTENT_TYPE).send(resource.text);
  reply.type(resource.response.headers['content-type'] || 'application/octet-stream');
  return reply.send(resource.response.body);
}

export async function streamRoutes(
  app: FastifyInstance,
  { catalogue, gateway, plays }: { catalogue: CatalogueService; gateway: StreamGateway; plays: PlayRecorder },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(streamEndpoints.resolve, {
      tags,
      summary: "A station's playable stream addresses, resolved address first, with codec and HLS flag",
    }),
    config: { access: 'public' },
    handler: async (request) => gateway.resolve(catalogue.get(request.params.stationId)),
  });

  routes.route({
    ...endpointRoute(streamEndpoints.play, {
      tags,
      summary: "The station's live audio through the gateway (or its HLS playlist, rewritten through the gateway)",
    }),
    config: { access: 'public' },
    // A HEAD request would join the relay and never be answered with audio: not offered.
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const station = catalogue.get(request.params.stationId);
      void plays.recordPlay(station.id, request.ip);
      reply.raw.setHeader('x-request-id', request.id);
      const played = await gateway.play(station, reply.raw, request.ip, request.headers['user-agent']);
      if (played.kind === 'relayed') return reply.hijack();
      reply.raw.removeHeader('x-request-id');
      return sendHls(reply, played.resource);
    },
  });

  routes.route({
    ...endpointRoute(streamEndpoints.hlsPart, {
      tags,
      summary:
        'A variant playlist or segment of an HLS station, through the gateway (addresses come from its playlist)',
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const station = catalogue.get(request.params.stationId);
      return sendHls(reply, await gateway.hlsPart(station.id, request.query.u, request.query.s));
    },
  });

  routes.route({
    ...endpointRoute(streamEndpoints.nowPlaying, {
      tags,
      summary: 'What the station is playing now, from its stream titles; null fields while unknown',
    }),
    config: { access: 'public' },
    handler: async (request) => gateway.nowPlaying(catalogue.get(request.params.id).id),
  });
}
