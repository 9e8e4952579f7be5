// The monetization tab's API (admins only): the ads and their form, pause and activate, delete, the month's
// stats and the revenue report (JSON or CSV).
import fastifyMultipart from '@fastify/multipart';
import { adEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { sendCsv, wantsCsv } from '../../platform/http/csv-download';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { AdAdmin } from './ad-admin';
import { readAdForm } from './ad-form';
import type { AdReports } from './reports';

const tags = ['ads admin'];
const adminRoute = { access: 'admin' as const };

export interface AdAdminRouteOptions {
  admin: AdAdmin;
  reports: AdReports;
}

export async function adAdminRoutes(app: FastifyInstance, { admin, reports }: AdAdminRouteOptions) {
  // Only this plugin's routes take multipart bodies. Limits are set per request in readAdForm, which
  // answers an oversized file with its own message rather than the plugin's.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(adEndpoints.list, { tags, summary: 'Every advertisement, newest first' }),
    config: adminRoute,
    handler: async () => admin.list(),
  });

  api.route({
    ...endpointRoute(adEndpoints.get, { tags, summary: 'One advertisement' }),
    config: adminRoute,
    handler: async (request) => admin.get(request.params.id),
  });

  api.route({
    ...endpointRoute(adEndpoints.create, {
      tags,
      summary: 'Create an advertisement (multipart: the form fields, image_file and audio_file)',
    }),
    config: adminRoute,
    handler: async (request, reply) => {
      const form = await readAdForm(request);
      return reply.status(201).send(await admin.create(requireUser(request), form.fields, form.uploads));
    },
  });

  api.route({
    ...endpointRoute(adEndpoints.update, {
      tags,
      summary: 'Edit an advertisement (multipart, the whole form; files not sent are kept)',
    }),
    config: adminRoute,
    handler: async (request) => {
      const form = await readAdForm(request);
      return admin.update(requireUser(request), request.params.id, form.fields, form.uploads);
    },
  });

  api.route({
    ...endpointRoute(adEndpoints.setStatus, { tags, summary: 'Pause or activate an advertisement' }),
    config: adminRoute,
    handler: async (request) => admin.setStatus(requireUser(request), request.params.id, request.query.status),
  });

  api.route({
    ...endpointRoute(adEndpoints.remove, {
      tags,
      summary: 'Delete an advertisement: out of the list and serving at once, its past revenue kept in the reports',
    }),
    config: adminRoute,
    handler: async (request) => admin.remove(requireUser(request), request.params.id),
  });

  api.route({
    ...endpointRoute(adEndpoints.renewReportToken, {
      tags,
      summary: "Give the advertiser's report a new private link; the old one stops working",
    }),
    config: adminRoute,
    handler: async (request) => admin.renewReportToken(requireUser(request), request.params.id),
  });

  api.route({
    ...endpointRoute(adEndpoints.dashboardStats, {
      tags,
      summary: "This month's ad revenue, impressions, clicks and CTR",
    }),
    config: adminRoute,
    handler: async () => reports.dashboard(Date.now()),
  });

  api.route({
    ...endpointRoute(adEndpoints.revenueReport, {
      tags,
      summary: 'Revenue by country between two days (the last 30 by default); CSV with format=csv or Accept: text/csv',
    }),
    config: adminRoute,
    handler: async (request, reply) => {
      const report = await reports.revenue(request.query, Date.now());
      if (!wantsCsv(request, request.query.format)) return report;
      const name = `sauti-ad-revenue-${report.start_date}-to-${report.end_date}.csv`;
      return sendCsv(reply, name, reports.revenueCsv(report));
    },
  });
}
