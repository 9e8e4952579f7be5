// The admin area's HTTP surface: every call admin-only, validated and answered with the contract's
// schemas (packages/contract/src/admin.ts).
import {
  adminCountryEndpoints,
  adminInboxEndpoints,
  adminStationEndpoints,
  adminUserEndpoints,
  auditEndpoints,
  dashboardEndpoints,
} from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { auditPage } from '../audit-log';
import type { AdminServices } from './services';

const tags = ['admin'];
const config = { access: 'admin' as const };

export async function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminServices }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { dashboard, stations, countries, inbox, users } = admin;

  api.route({
    ...endpointRoute(dashboardEndpoints.dashboard, { tags, summary: 'Platform figures for the admin dashboard' }),
    config,
    handler: async () => dashboard.dashboard(),
  });

  api.route({
    ...endpointRoute(adminStationEndpoints.list, {
      tags,
      summary: 'Every station (inactive, deleted, off the air, hidden countries too), filtered, sorted and paged',
    }),
    config,
    handler: async (request) => stations.list(request.query),
  });

  api.route({
    ...endpointRoute(adminStationEndpoints.one, { tags, summary: 'One station in any state, by id or slug' }),
    config,
    handler: async (request) => stations.get(request.params.id),
  });

  api.route({
    ...endpointRoute(adminStationEndpoints.create, {
      tags,
      summary: 'Add a station: its stream is checked and duplicates looked up before it is saved',
    }),
    config,
    handler: async (request, reply) => {
      const creation = await stations.create(requireUser(request), request.body);
      return reply.status(creation.saved ? 201 : 200).send(creation);
    },
  });

  api.route({
    ...endpointRoute(adminStationEndpoints.update, {
      tags,
      summary: 'Edit a station or toggle it; edited fields are kept from later imports',
    }),
    config,
    handler: async (request) => stations.update(requireUser(request), request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(adminStationEndpoints.remove, { tags, summary: 'Delete a station (it can be restored)' }),
    config,
    handler: async (request) => stations.remove(requireUser(request), request.params.id),
  });

  api.route({
    ...endpointRoute(adminStationEndpoints.restore, { tags, summary: 'Restore a deleted station' }),
    config,
    handler: async (request) => stations.restore(requireUser(request), request.params.id),
  });

  api.route({
    ...endpointRoute(adminStationEndpoints.merge, {
      tags,
      summary: 'Merge a duplicate into another station: its names become aliases, its streams alternates',
    }),
    config,
    handler: async (request) => stations.merge(requireUser(request), request.params.id, request.body.into),
  });

  api.route({
    ...endpointRoute(adminCountryEndpoints.list, { tags, summary: 'All 54 countries with station counts' }),
    config,
    handler: async () => countries.list(),
  });

  api.route({
    ...endpointRoute(adminCountryEndpoints.setDiscoverable, {
      tags,
      summary: 'Show or hide a country and its stations from listeners',
    }),
    config,
    handler: async (request) =>
      countries.setDiscoverable(requireUser(request), request.params.code, request.query.discoverable),
  });

  api.route({
    ...endpointRoute(adminInboxEndpoints.list, {
      tags,
      summary: 'Contact messages, advertising inquiries and station submissions, newest first',
    }),
    config,
    handler: async (request) => inbox.list(request.query),
  });

  api.route({
    ...endpointRoute(adminInboxEndpoints.one, { tags, summary: 'One inbox entry of any kind, by id' }),
    config,
    handler: async (request) => inbox.get(request.params.id),
  });

  api.route({
    ...endpointRoute(adminInboxEndpoints.update, {
      tags,
      summary: 'Mark an inbox entry read, set its status or notes',
    }),
    config,
    handler: async (request) => inbox.update(requireUser(request), request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(adminInboxEndpoints.approve, {
      tags,
      summary: 'Approve a station submission: its stream is checked and the station created',
    }),
    config,
    handler: async (request) => inbox.approve(requireUser(request), request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(adminInboxEndpoints.reject, { tags, summary: 'Reject a station submission with a reason' }),
    config,
    handler: async (request) => inbox.reject(requireUser(request), request.params.id, request.body.reason),
  });

  api.route({
    ...endpointRoute(adminUserEndpoints.list, { tags, summary: 'Accounts, newest first, searched and filtered' }),
    config,
    handler: async (request) => users.list(request.query),
  });

  api.route({
    ...endpointRoute(adminUserEndpoints.update, {
      tags,
      summary: "Change an account's role or suspend it; suspension logs it out everywhere at once",
    }),
    config,
    handler: async (request) => users.update(requireUser(request), request.params.userId, request.body),
  });

  api.route({
    ...endpointRoute(adminUserEndpoints.remove, {
      tags,
      summary: "Delete an account and the person's data at once; anonymous listening totals stay",
    }),
    config,
    handler: async (request, reply) => {
      await users.remove(requireUser(request), request.params.userId);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(auditEndpoints.list, { tags, summary: 'What admins did, newest first' }),
    config,
    handler: async (request) => auditPage(admin.db, request.query),
  });

  api.route({
    ...endpointRoute(auditEndpoints.undo, {
      tags,
      summary: "Undo an audit entry's action: a station merge (the merged station and its streams come back)",
    }),
    config,
    handler: async (request) => stations.undoMerge(requireUser(request), request.params.id),
  });
}
