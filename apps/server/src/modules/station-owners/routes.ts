// Station ownership over HTTP: my stations, a station's owners (owners only), and
// claims: making one, verifying it (the claimant), asking for an admin's review, an admin's verdict.
import { claimEndpoints, stationOwnerEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { CatalogueService } from '../catalogue';
import type { ClaimService } from './claims';
import type { StationOwnership } from './ownership';

const tags = ['studio'];

export async function stationOwnerRoutes(
  app: FastifyInstance,
  { ownership, claims, catalogue }: { ownership: StationOwnership; claims: ClaimService; catalogue: CatalogueService },
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
    handler: async (request) => ownership.ownerList(catalogue.get(request.params.id).id),
  });

  api.route({
    ...endpointRoute(claimEndpoints.create, {
      tags,
      summary: 'Claim a station: answers the claim with its verification token and the three ways to prove it',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      const { claim, created } = await claims.create(requireUser(request), request.params.id, request.body.evidence);
      return reply.status(created ? 201 : 200).send(claim);
    },
  });

  api.route({
    ...endpointRoute(claimEndpoints.mine, { tags, summary: "The logged-in user's claims, newest first" }),
    config: { access: 'user' },
    handler: async (request) => claims.mine(requireUser(request)),
  });

  api.route({
    ...endpointRoute(claimEndpoints.one, { tags, summary: 'One claim (its claimant, or an admin)' }),
    config: { access: 'user' },
    handler: async (request) => claims.get(requireUser(request), request.params.claimId),
  });

  api.route({
    ...endpointRoute(claimEndpoints.verify, {
      tags,
      summary: "Check the station's website for the claim's token: the file, the meta tag, or both (the claimant only)",
    }),
    config: { access: 'user' },
    handler: async (request) => claims.verify(requireUser(request), request.params.claimId, request.body.method),
  });

  api.route({
    ...endpointRoute(claimEndpoints.requestReview, {
      tags,
      summary: 'Ask an admin to judge the claim by the evidence given (the claimant only)',
    }),
    config: { access: 'user' },
    handler: async (request) =>
      claims.requestReview(requireUser(request), request.params.claimId, request.body.evidence),
  });

  api.route({
    ...endpointRoute(claimEndpoints.approve, {
      tags: ['admin'],
      summary: 'Approve a claim: its claimant owns the station',
    }),
    config: { access: 'admin' },
    handler: async (request) => claims.approve(requireUser(request), request.params.claimId),
  });

  api.route({
    ...endpointRoute(claimEndpoints.reject, { tags: ['admin'], summary: 'Reject a claim, with the reason' }),
    config: { access: 'admin' },
    handler: async (request) => claims.reject(requireUser(request), request.params.claimId, request.body.reason),
  });
}
