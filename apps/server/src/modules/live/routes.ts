// GET /api/stations/{id}/events: a station's live events (now playing, listeners, chat) as
// Server-Sent Events, starting with a snapshot of the current state.

import type { ServerResponse } from 'node:http';
import { ErrorBody, StationIdParams } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatServerSentEvent, type StationEvents } from '../../platform/live-events';
import type { CatalogueService } from '../catalogue';

const HEARTBEAT_MS = 15_000;

export async function liveRoutes(
  app: FastifyInstance,
  { catalogue, stationEvents }: { catalogue: CatalogueService; stationEvents: StationEvents },
) {
  // Browsers keep an event stream open for good; on shutdown the server ends them, and they reconnect
  // (after the retry delay) to an instance that is still up, instead of holding the close forever.
  const openStreams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/stations/:id/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['live'],
        summary: "A station's live events as Server-Sent Events: now_playing, listeners and chat events",
        params: StationIdParams,
        response: { 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const station = catalogue.get(request.params.id);
      reply.hijack();
      const stream = reply.raw;
      // Subscribed before the headers go out, so a client that has them misses no later event.
      const unsubscribe = await stationEvents.subscribe(station.id, (event) => {
        stream.write(formatServerSentEvent(event));
      });
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      stream.write('retry: 3000\n\n');
      for (const event of await stationEvents.snapshot(station.id)) stream.write(formatServerSentEvent(event));
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
      openStreams.add(stream);
      request.raw.once('close', () => {
        openStreams.delete(stream);
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}
