// A station's schedule over HTTP: anyone reads it, the station's owners (and admins) replace it; the
// access guard checks ownership of the station named by :id.
import { scheduleEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { ScheduleService } from './service';

const tags = ['schedules'];

export async function scheduleRoutes(app: FastifyInstance, { schedules }: { schedules: ScheduleService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(scheduleEndpoints.get, {
      tags,
      summary: "The station's weekly programmes in its time zone (empty, in UTC, when it has none)",
    }),
    config: { access: 'public' },
    handler: async (request) => schedules.get(request.params.id),
  });

  api.route({
    ...endpointRoute(scheduleEndpoints.put, {
      tags,
      summary: "Replace the station's weekly schedule (its owners only)",
    }),
    config: { access: 'owner' },
    handler: async (request) => schedules.save(request.params.id, request.body, requireUser(request)),
  });
}
