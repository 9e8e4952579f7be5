// The public catalogue API: stations, their count, featured and similar stations, countries, genres,
// languages and the catalogue's figures.
import { catalogueEndpoints, stationEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { serializerFor } from '../../platform/http/serializer';
import { secondsUntilNextUtcDay } from './featured-stations';
import { ListingPages } from './listing-pages';
import type { CatalogueService } from './service';

const EMPTY_FEATURED_MAX_AGE_S = 300;

const tags = ['catalogue'];
const publicRoute = { access: 'public' as const };

export interface CatalogueRouteParts {
  catalogue: CatalogueService;
  /** The stations of running ads, featured first: the ads module sits above the catalogue. */
  sponsoredStations: () => ReadonlySet<string>;
}

export async function catalogueRoutes(app: FastifyInstance, { catalogue, sponsoredStations }: CatalogueRouteParts) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listingPages = new ListingPages(() => catalogue.indexRevision);
  const serializeStations = serializerFor(stationEndpoints.list.response);

  api.route({
    ...endpointRoute(stationEndpoints.list, {
      tags,
      summary: 'List stations, filtered, searched, sorted and paged; the total is in X-Total-Count',
    }),
    config: publicRoute,
    // A kept page is answered before the query is validated again: its URL was valid when it was made.
    onRequest: listingPages.answerKept,
    handler: async (request, reply) =>
      listingPages.answerMade(reply, request.url, () => {
        const { items, total } = catalogue.list(request.query);
        return { body: serializeStations(items), total: String(total) };
      }),
  });

  api.route({
    ...endpointRoute(stationEndpoints.count, { tags, summary: 'How many stations, and the top countries' }),
    config: publicRoute,
    handler: async () => catalogue.summary(),
  });

  api.route({
    ...endpointRoute(stationEndpoints.featured, {
      tags,
      summary: "The day's eight featured stations, the same for everyone until midnight UTC",
    }),
    config: publicRoute,
    handler: async (_request, reply) => {
      const now = new Date();
      const featured = catalogue.featured(sponsoredStations(), now);
      // None qualifying today is worth asking again soon: the checks may find some.
      const maxAge = featured.length > 0 ? secondsUntilNextUtcDay(now) : EMPTY_FEATURED_MAX_AGE_S;
      reply.header('cache-control', `public, max-age=${maxAge}`);
      return featured;
    },
  });

  api.route({
    ...endpointRoute(stationEndpoints.similar, {
      tags,
      summary: 'Stations like this one (id or slug): "Listeners also like"',
    }),
    config: publicRoute,
    handler: async (request) => catalogue.similar(request.params.id, request.query.limit),
  });

  api.route({
    ...endpointRoute(stationEndpoints.tryInstead, {
      tags,
      summary: 'Stations to try when this one (id or slug) will not play: its genre, its country or language first',
    }),
    config: publicRoute,
    handler: async (request) => catalogue.tryInstead(request.params.id, request.query.limit),
  });

  api.route({
    ...endpointRoute(stationEndpoints.one, { tags, summary: 'One station, by id or slug' }),
    config: publicRoute,
    handler: async (request) => catalogue.get(request.params.id),
  });

  api.route({
    ...endpointRoute(catalogueEndpoints.countries, {
      tags,
      summary: 'Discoverable countries with station counts, those without stations too',
    }),
    config: publicRoute,
    handler: async () => catalogue.countries(),
  });

  api.route({
    ...endpointRoute(catalogueEndpoints.genres, { tags, summary: 'Genres with station counts' }),
    config: publicRoute,
    handler: async () => catalogue.genres(),
  });

  api.route({
    ...endpointRoute(catalogueEndpoints.languages, { tags, summary: 'Languages with station counts' }),
    config: publicRoute,
    handler: async () => catalogue.languages(),
  });

  api.route({
    ...endpointRoute(catalogueEndpoints.stats, {
      tags,
      summary: 'The catalogue in figures: stations, countries and genres with stations, languages',
    }),
    config: publicRoute,
    handler: async () => catalogue.stats(),
  });
}
