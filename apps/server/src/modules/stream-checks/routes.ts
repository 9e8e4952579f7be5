// Stream health over HTTP: admin check runs ("Verify All", "Run Stream Error Correction", their
// progress as Server-Sent Events, cancelling), one station's check now and its history; and, for
// everyone, the player's play reports and "Report station".
import { CHECK_RUN_EVENT, streamHealthEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { formatServerSentEvent, openEventStream } from '../../platform/live-events';
import type { StreamHealthService } from './service';

const tags = ['stream health'];
const admin = { access: 'admin' as const };
const anyone = { access: 'optional' as const };

/** RFC 7240's `Prefer: respond-async`: answer 202 with the run at once rather than waiting up to 25 s. */
const waits = (prefer: string | string[] | undefined) => !String(prefer ?? '').includes('respond-async');

export async function streamCheckRoutes(app: FastifyInstance, { health }: { health: StreamHealthService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(streamHealthEndpoints.verifyAll, {
      tags,
      summary: 'Check every station now: the result when done within 25 s, else 202 with the run so far',
    }),
    config: admin,
    handler: async (request, reply) => {
      const { finished, run } = await health.verifyAll(waits(request.headers.prefer), requireUser(request));
      return reply.status(finished ? 200 : 202).send(run);
    },
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.fixStreamErrors, {
      tags,
      summary: 'Check every station and repair the streams that fail: the result when done within 25 s, else 202',
    }),
    config: admin,
    handler: async (request, reply) => {
      const { finished, run } = await health.fixStreamErrors(waits(request.headers.prefer), requireUser(request));
      return reply.status(finished ? 200 : 202).send(run);
    },
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.run, { tags, summary: 'A check run: its status, progress and results' }),
    config: admin,
    handler: async (request) => health.run(request.params.runId),
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.cancelRun, { tags, summary: 'Cancel a check run' }),
    config: admin,
    handler: async (request) => health.cancel(request.params.runId, requireUser(request)),
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.runEvents, {
      tags,
      summary: "A check run's progress as Server-Sent Events, until it is over",
    }),
    config: admin,
    handler: async (request, reply) => {
      // Looked up before anything is written, so an unknown run still answers the error envelope.
      await health.run(request.params.runId);
      const stream = reply.raw;
      const closed = new AbortController();
      request.raw.once('close', () => closed.abort());
      reply.hijack();
      openEventStream(stream, request.id);
      try {
        for await (const progress of health.progress(request.params.runId, closed.signal)) {
          stream.write(formatServerSentEvent({ event: CHECK_RUN_EVENT, data: progress }));
        }
      } finally {
        stream.end();
      }
    },
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.checkStation, { tags, summary: 'Check one station now' }),
    config: admin,
    handler: async (request) => health.checkNow(request.params.id, requireUser(request)),
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.stationChecks, {
      tags,
      summary: "A station's checks of the last 30 days, newest first",
    }),
    config: admin,
    handler: async (request) => health.history(request.params.id),
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.playReport, {
      tags,
      summary: 'What the player found when it tried the station: started (how fast) or failed (why)',
    }),
    config: anyone,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await health.reportPlay(request.params.id, request.body, request.ip, request.user?.id ?? null)),
  });

  api.route({
    ...endpointRoute(streamHealthEndpoints.stationReport, {
      tags,
      summary: 'Report a station to the Sauti team: not playing, wrong details, offensive, or other',
    }),
    config: anyone,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await health.reportStation(request.params.id, request.body, request.ip, request.user?.id ?? null)),
  });
}
