// The public catalogue API: stations, their count, countries, genres and languages.
import {
  CountryList,
  ErrorBody,
  GenreFacetList,
  LanguageFacetList,
  Station,
  StationCount,
  StationIdParams,
  StationList,
  StationQuery,
} from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogueService } from './service';

const tags = ['catalogue'];
const publicRoute = { access: 'public' as const };

export async function catalogueRoutes(app: FastifyInstance, { catalogue }: { catalogue: CatalogueService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/stations',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'List stations, filtered, searched, sorted and paged; the total is in X-Total-Count',
        querystring: StationQuery,
        response: { 200: StationList, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const page = catalogue.list(request.query);
      reply.header('x-total-count', String(page.total));
      return page.items;
    },
  );

  api.get(
    '/stations/count',
    {
      config: publicRoute,
      schema: { tags, summary: 'How many stations, and the top countries', response: { 200: StationCount } },
    },
    async () => catalogue.summary(),
  );

  api.get(
    '/stations/:id',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'One station, by id or slug',
        params: StationIdParams,
        response: { 200: Station, 404: ErrorBody },
      },
    },
    async (request) => catalogue.get(request.params.id),
  );

  api.get(
    '/countries',
    {
      config: publicRoute,
      schema: { tags, summary: 'Discoverable countries with station counts', response: { 200: CountryList } },
    },
    async () => catalogue.index.countries(),
  );

  api.get(
    '/genres',
    { config: publicRoute, schema: { tags, summary: 'Genres with station counts', response: { 200: GenreFacetList } } },
    async () => catalogue.index.genres(),
  );

  api.get(
    '/languages',
    {
      config: publicRoute,
      schema: { tags, summary: 'Languages with station counts', response: { 200: LanguageFacetList } },
    },
    async () => catalogue.index.languages(),
  );
}
