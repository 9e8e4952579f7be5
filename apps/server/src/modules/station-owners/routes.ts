// Station ownership over HTTP: my stations, a station's owners (owners only), and the public badge.
import { stationOwnerEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { CatalogueService } from '../catalogue';
import type { StationOwnership } from './ownership';

const tags = ['studio'];

export async function stationOwnerRoutes(
  app: FastifyInstance,
  { ownership, catalogue }: { ownership: StationOwnership; catalogue: CatalogueService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(stationOwnerEndpoints.myStations, { tags, summary: 'The stations the logged-in user owns' }),
    config: { access: 'user' },
    handler: async (request) => {
      const ids = await ownership.stationsOf(requireUser(request).id);
      return ids.map((id) => catalogue.find(id)).filter((station) => station !== undefined);
    },
  });

  api.route({
    ...endpointRoute(stationOwnerEndpoints.owners, { tags, summary: "A station's owners (for its owners)" }),
    config: { access: 'owner' },
    handler: async (request) => {
      const station = catalogue.get(request.params.id);
      const owners = await ownership.owners(station.id);
      return owners.map((owner) => ({
        user_id: owner.user_id,
        username: owner.username,
        via: owner.claim_id ? ('claim' as const) : ('invitation' as const),
        since: owner.created_at,
      }));
    },
  });

  api.route({
    ...endpointRoute(stationOwnerEndpoints.broadcaster, {
      tags,
      summary: 'Whether a verified broadcaster owns the station (the "Verified by its broadcaster" badge)',
    }),
    config: { access: 'public' },
    handler: async (request) => {
      const station = catalogue.get(request.params.id);
      return { verified: (await ownership.verifiedAmong([station.id])).has(station.id) };
    },
  });
}
