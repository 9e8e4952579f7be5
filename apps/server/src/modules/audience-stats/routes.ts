// A station's audience figures over HTTP, for its owners (and admins; the access guard checks the
// station named by :id): JSON, or CSV with format=csv or Accept: text/csv.
import { audienceStatsEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv, wantsCsv } from '../../platform/http/csv-download';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { AudienceStatsService } from './service';

const tags = ['studio'];

export async function audienceStatsRoutes(app: FastifyInstance, { audience }: { audience: AudienceStatsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(audienceStatsEndpoints.stats, {
      tags,
      summary:
        "The station's listening, listeners, sessions, peaks, countries, platforms, chat and favourites between two days (the last 30 by default); CSV with format=csv or Accept: text/csv",
    }),
    config: { access: 'owner' },
    handler: async (request, reply) => {
      const stats = await audience.stats(request.params.id, request.query);
      if (!wantsCsv(request, request.query.format)) return stats;
      return sendCsv(reply, `sauti-audience-${stats.from}-to-${stats.to}.csv`, audience.csv(stats));
    },
  });
}
