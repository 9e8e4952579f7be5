// The quality review's HTTP surface: admin only, validated and answered with the contract's schemas
// (packages/contract/src/quality.ts).
import { qualityEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { CatalogueQuality } from './service';

const tags = ['admin'];
const config = { access: 'admin' as const };

export async function catalogueQualityRoutes(app: FastifyInstance, { quality }: { quality: CatalogueQuality }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(qualityEndpoints.report, {
      tags,
      summary: 'Stations that look wrong (names, places, languages, duplicates across countries), each with fixes',
    }),
    config,
    handler: async (request) => quality.report(request.query),
  });

  api.route({
    ...endpointRoute(qualityEndpoints.fix, {
      tags,
      summary: "Applies one of a finding's fixes (hide, move country, drop a language) or dismisses it",
    }),
    config,
    handler: async (request) => quality.fix(requireUser(request), request.body),
  });

  api.route({
    ...endpointRoute(qualityEndpoints.describe, {
      tags,
      summary: 'Writes a generated description for every station with none; written ones are never replaced',
    }),
    config,
    handler: async (request) => quality.writeDescriptions(requireUser(request)),
  });
}
