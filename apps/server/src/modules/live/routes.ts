// GET /api/stations/{id}/events: a station's live events (now playing, listeners, chat) as
// Server-Sent Events, starting with a snapshot of the current state.
import { ErrorBody, StationIdParams } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatServerSentEvent, type StationEvents } from '../../platform/live-events';
import type { CatalogueService } from '../catalogue';
import { StationFanout } from './station-fanout';

export async function liveRoutes(
  app: FastifyInstance,
  { catalogue, stationEvents }: { catalogue: CatalogueService; stationEvents: StationEvents },
) {
  const fanout = new StationFanout(stationEvents);
  // Browsers keep an event stream open for good; on shutdown the server ends them, and they reconnect
  // (after the retry delay) to an instance that is still up, instead of holding the close forever.
  app.addHook('preClose', async () => fanout.endAll());

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
      // Headers are sent with the first write, after the subscription: a client that has them misses
      // no later event.
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      const detach = await fanout.attach(station.id, stream);
      request.raw.once('close', detach);
      stream.write('retry: 3000\n\n');
      for (const event of await stationEvents.snapshot(station.id)) stream.write(formatServerSentEvent(event));
    },
  );
}
