// GET /api/stations/{id}/events: a station's live events (now playing, listeners, chat) as
// Server-Sent Events, starting with a snapshot of the current state.
import { liveEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConnectionSlots, type SlotCaps } from '../../platform/connection-limits';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { formatServerSentEvent, openEventStream, type StationEvents } from '../../platform/live-events';
import type { CatalogueService } from '../catalogue';
import { type HiddenAuthors, StationFanout, showsEvent } from './station-fanout';

const REFUSALS = {
  clientFull: 'Too many live event streams are open from your address. Close one and try again.',
  instanceFull: 'Sauti has as many live event streams open as it can serve right now. Please try again shortly.',
};

/** The event streams this instance may hold, per client and in all; its size is how many are open. */
export function eventStreamSlots(caps: SlotCaps): ConnectionSlots {
  return new ConnectionSlots(caps, REFUSALS);
}

export interface EventStreamRouteOptions {
  catalogue: CatalogueService;
  stationEvents: StationEvents;
  /** From eventStreamSlots. */
  slots: ConnectionSlots;
  /** The authors whose chat messages a signed-in listener blocked. */
  hiddenAuthors: (userId: string) => Promise<readonly string[]>;
}

export async function eventStreamRoutes(
  app: FastifyInstance,
  { catalogue, stationEvents, slots, hiddenAuthors }: EventStreamRouteOptions,
) {
  const fanout = new StationFanout(stationEvents);
  // Browsers keep an event stream open for good; on shutdown the server ends them, and they reconnect
  // (after the retry delay) to an instance that is still up, instead of holding the close forever.
  app.addHook('preClose', async () => fanout.endAll());

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(liveEndpoints.events, {
      tags: ['live'],
      summary: "A station's live events as Server-Sent Events: now_playing, listeners and chat events",
    }),
    // A browser's EventSource sends no token and hears everything; a client that sends one (a fetch
    // reader) no longer hears the people its user blocked.
    config: { access: 'optional' },
    handler: async (request, reply) => {
      const station = catalogue.get(request.params.id);
      const stream = reply.raw;
      const hidden: HiddenAuthors | undefined = request.user
        ? new Set(await hiddenAuthors(request.user.id))
        : undefined;
      // Refused before anything is written; the slot comes back when the stream closes, however it ends.
      stream.once('close', slots.take(request.ip));
      // Subscribed before anything is written: a failed subscription still answers the error envelope,
      // and a client that has the headers misses no later event.
      const detach = await fanout.attach(station.id, stream, hidden);
      request.raw.once('close', detach);
      reply.hijack();
      openEventStream(stream, request.id);
      stream.write('retry: 3000\n\n');
      for (const event of await stationEvents.snapshot(station.id)) stream.write(formatServerSentEvent(event));
      // A browser reconnecting (maybe to another instance) names the last event it had; what came
      // after it is read back after subscribing, so nothing falls in between (a repeat is harmless:
      // clients keep messages by id).
      const lastEventId = request.headers['last-event-id'];
      if (typeof lastEventId === 'string' && lastEventId !== '') {
        // The stream is open already: a failed read is logged, and the chat dialog's own poll fills the gap.
        const missed = await stationEvents.replay(station.id, lastEventId).catch((error: unknown) => {
          request.log.warn({ err: error }, 'replaying missed live events failed');
          return [];
        });
        for (const event of missed) if (showsEvent(event, hidden)) stream.write(formatServerSentEvent(event));
      }
    },
  });
}
