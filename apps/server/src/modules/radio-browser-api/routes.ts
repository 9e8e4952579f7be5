// Radio Browser's JSON API under /json, with its paths and parameters: each call answers GET and POST,
// its parameters from the query, a form or a JSON body (the body's win, as Radio Browser reads them),
// with names matched in any case. Every call counts against the client's per-minute share; GET answers
// allow any origin (browser players call them directly) and lists may be cached for a minute.
import fastifyFormbody from '@fastify/formbody';
import {
  ErrorBody,
  RadioBrowserClick,
  RadioBrowserConfig,
  RadioBrowserCountryList,
  RadioBrowserFacetQuery,
  RadioBrowserLanguageList,
  RadioBrowserListQuery,
  RadioBrowserNamedCountList,
  RadioBrowserResult,
  RadioBrowserRowCountParams,
  RadioBrowserSearchQuery,
  RadioBrowserServerList,
  type RadioBrowserStation,
  RadioBrowserStationList,
  RadioBrowserStationParams,
  RadioBrowserStats,
  RadioBrowserTermParams,
  RadioBrowserUrlQuery,
  RadioBrowserUuidsQuery,
} from '@sauti/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/http/errors';
import { serializerFor } from '../../platform/http/serializer';
import { ListingPages } from '../catalogue';
import type { RadioBrowserApi, TopList } from './service';
import { BY_KINDS, type ByKind } from './station-filters';

const tags = ['radio-browser'];
const METHODS: HTTPMethods[] = ['GET', 'POST'];
const config = { access: 'public' as const };
const errors = { 400: ErrorBody, 429: ErrorBody };
const LIST_CACHE = 'public, max-age=60';

/** A parameter as text: lists (repeated keys, JSON arrays) comma-joined, as Radio Browser reads tagList. */
function parameterText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(parameterText).filter(Boolean).join(',');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The query and the body's parameters in one record, names lower-cased, the body's winning. */
function radioBrowserParameters(request: FastifyRequest): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const [name, value] of Object.entries(source)) {
      const text = parameterText(value);
      if (text !== undefined) merged[name.toLowerCase()] = text;
    }
  }
  return merged;
}

export async function radioBrowserApiRoutes(app: FastifyInstance, { api }: { api: RadioBrowserApi }) {
  await app.register(fastifyFormbody);
  app.addHook('onRequest', async (request) => api.admit(request.ip));
  app.addHook('preValidation', async (request) => {
    request.query = radioBrowserParameters(request);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') reply.header('access-control-allow-origin', '*');
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) reply.header('cache-control', LIST_CACHE);
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const stationList = { 200: RadioBrowserStationList, ...errors };
  // The station lists clients poll are kept serialised, as /api/stations is: a GET is answered from its
  // kept page (after the client's share is counted) while that holds. A random order is never kept.
  const pages = new ListingPages(() => api.indexRevision);
  const serializeStations = serializerFor(RadioBrowserStationList);
  const keptList = (
    request: FastifyRequest,
    reply: FastifyReply,
    query: { order: string },
    list: () => RadioBrowserStation[],
  ) => {
    if (request.method !== 'GET' || query.order === 'random') return list();
    return pages.answerMade(reply, request.url, () => ({ body: serializeStations(list()) }));
  };

  routes.route({
    method: METHODS,
    url: '/stations',
    schema: {
      tags,
      summary: 'Every listed station, ordered and paged',
      querystring: RadioBrowserListQuery,
      response: stationList,
    },
    config,
    onRequest: pages.answerKept,
    handler: async (request, reply) => keptList(request, reply, request.query, () => api.stations(request.query)),
  });

  routes.route({
    method: METHODS,
    url: '/stations/search',
    schema: {
      tags,
      summary: 'Stations matching every given filter (name, country, language, tag, tagList, codec, bitrate...)',
      querystring: RadioBrowserSearchQuery,
      response: stationList,
    },
    config,
    onRequest: pages.answerKept,
    handler: async (request, reply) => keptList(request, reply, request.query, () => api.search(request.query)),
  });

  for (const kind of [...(Object.keys(BY_KINDS) as ByKind[]), 'bycountrycodeexact' as const]) {
    routes.route({
      method: METHODS,
      url: `/stations/${kind}/:term`,
      schema: {
        tags,
        summary: `Stations by ${kind.slice(2)}`,
        params: RadioBrowserTermParams,
        querystring: RadioBrowserListQuery,
        response: stationList,
      },
      config,
      onRequest: pages.answerKept,
      handler: async (request, reply) =>
        keptList(request, reply, request.query, () => api.by(kind, request.params.term, request.query)),
    });
  }

  routes.route({
    method: METHODS,
    url: '/stations/byuuid',
    schema: {
      tags,
      summary: 'Stations by their stationuuids (uuids, comma-separated)',
      querystring: RadioBrowserUuidsQuery,
      response: stationList,
    },
    config,
    handler: async (request) => api.byUuids(request.query.uuids, request.query),
  });

  routes.route({
    method: METHODS,
    url: '/stations/byuuid/:term',
    schema: {
      tags,
      summary: 'A station by its stationuuid',
      params: RadioBrowserTermParams,
      querystring: RadioBrowserListQuery,
      response: stationList,
    },
    config,
    handler: async (request) => api.byUuids(request.params.term, request.query),
  });

  routes.route({
    method: METHODS,
    url: '/stations/byurl',
    schema: {
      tags,
      summary: 'Stations streaming from the address (url)',
      querystring: RadioBrowserUrlQuery,
      response: stationList,
    },
    config,
    handler: async (request) => api.byUrl(request.query.url, request.query),
  });

  routes.route({
    method: METHODS,
    url: '/stations/byurl/:term',
    schema: {
      tags,
      summary: 'Stations streaming from the address',
      params: RadioBrowserTermParams,
      querystring: RadioBrowserListQuery,
      response: stationList,
    },
    config,
    handler: async (request) => api.byUrl(request.params.term, request.query),
  });

  for (const list of ['topclick', 'topvote', 'lastclick', 'lastchange'] as const satisfies TopList[]) {
    const summary = `Stations by ${list}; a row count may follow`;
    routes.route({
      method: METHODS,
      url: `/stations/${list}`,
      schema: { tags, summary, querystring: RadioBrowserListQuery, response: stationList },
      config,
      handler: async (request) => api.top(list, request.query),
    });
    routes.route({
      method: METHODS,
      url: `/stations/${list}/:rowcount`,
      schema: {
        tags,
        summary,
        params: RadioBrowserRowCountParams,
        querystring: RadioBrowserListQuery,
        response: stationList,
      },
      config,
      handler: async (request) => api.top(list, { ...request.query, limit: request.params.rowcount }),
    });
  }

  routes.route({
    method: METHODS,
    url: '/stations/broken',
    schema: {
      tags,
      summary: 'Stations our checks find not playing',
      querystring: RadioBrowserListQuery,
      response: stationList,
    },
    config,
    handler: async (request) => api.broken(request.query),
  });

  routes.route({
    method: METHODS,
    url: '/stations/broken/:rowcount',
    schema: {
      tags,
      summary: 'Stations our checks find not playing',
      params: RadioBrowserRowCountParams,
      querystring: RadioBrowserListQuery,
      response: stationList,
    },
    config,
    handler: async (request) => api.broken({ ...request.query, limit: request.params.rowcount }),
  });

  const facets = [
    { name: 'countries', list: RadioBrowserCountryList, answer: api.countries.bind(api) },
    { name: 'countrycodes', list: RadioBrowserNamedCountList, answer: api.countryCodes.bind(api) },
    { name: 'languages', list: RadioBrowserLanguageList, answer: api.languages.bind(api) },
    { name: 'tags', list: RadioBrowserNamedCountList, answer: api.tags.bind(api) },
    { name: 'codecs', list: RadioBrowserNamedCountList, answer: api.codecs.bind(api) },
  ] as const;
  for (const facet of facets) {
    const summary = `${facet.name} with their station counts; a part of the name may follow`;
    routes.route({
      method: METHODS,
      url: `/${facet.name}`,
      schema: { tags, summary, querystring: RadioBrowserFacetQuery, response: { 200: facet.list, ...errors } },
      config,
      handler: async (request) => facet.answer(undefined, request.query),
    });
    routes.route({
      method: METHODS,
      url: `/${facet.name}/:term`,
      schema: {
        tags,
        summary,
        params: RadioBrowserTermParams,
        querystring: RadioBrowserFacetQuery,
        response: { 200: facet.list, ...errors },
      },
      config,
      handler: async (request) => facet.answer(request.params.term, request.query),
    });
  }

  routes.route({
    method: METHODS,
    url: '/stats',
    schema: {
      tags,
      summary: 'How many stations, broken stations, tags, languages, countries and recent clicks',
      response: { 200: RadioBrowserStats, 429: ErrorBody },
    },
    config,
    handler: async () => api.stats(),
  });

  routes.route({
    method: METHODS,
    url: '/config',
    schema: {
      tags,
      summary: "This server's settings, in Radio Browser's terms",
      response: { 200: RadioBrowserConfig, 429: ErrorBody },
    },
    config,
    handler: async () => api.config(),
  });

  routes.route({
    method: METHODS,
    url: '/servers',
    schema: {
      tags,
      summary: 'The servers answering this API: this one',
      response: { 200: RadioBrowserServerList, 429: ErrorBody },
    },
    config,
    handler: async () => api.serverList(),
  });

  routes.route({
    method: METHODS,
    url: '/url/:stationuuid',
    schema: {
      tags,
      summary: "Counts a click (once per client address per station per day) and answers the station's stream address",
      params: RadioBrowserStationParams,
      response: { 200: RadioBrowserClick, 404: ErrorBody, 429: ErrorBody },
    },
    config,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return api.click(request.params.stationuuid, request.ip);
    },
  });

  routes.route({
    method: METHODS,
    url: '/vote/:stationuuid',
    schema: {
      tags,
      summary: 'Counts a vote (once per client address per station per 10 minutes)',
      params: RadioBrowserStationParams,
      response: { 200: RadioBrowserResult, 404: ErrorBody, 429: ErrorBody },
    },
    config,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return api.vote(request.params.stationuuid, request.ip);
    },
  });

  // Any other /json path answers a JSON 404, not the web app's page a browser would get.
  routes.route({
    method: METHODS,
    url: '/*',
    config,
    handler: async () => {
      throw new NotFound("Sauti does not answer this Radio Browser call; see the README's list of /json calls.");
    },
  });
}
