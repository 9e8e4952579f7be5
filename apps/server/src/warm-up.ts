// Just after the server listens, each kind of request a listener makes first is made once here, so
// no listener's first request pays for what is made on first use: the catalogue's sorted views, the
// Radio Browser view, response serializers, the assistant's vocabulary and word list, the GeoIP data.
// Readiness answers "starting" until it is done, so a load balancer sends nothing here before.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadGeoIp } from './platform/geoip';

export interface FirstRequest {
  method?: 'GET' | 'POST';
  url: string;
  payload?: unknown;
}

/** Read-only requests, one of each kind; the bench times the same ones after a start. */
export const FIRST_REQUESTS: readonly FirstRequest[] = [
  ...['popular', 'name', 'newest', 'trending', 'health'].map((sort) => ({
    url: `/api/stations?sort=${sort}&limit=20`,
  })),
  { url: '/api/stations?search=radio&limit=20' },
  { url: '/api/stations?country=NG&genre=gospel&limit=20' },
  { url: '/api/stations/featured' },
  { url: '/api/stations/count' },
  { url: '/api/catalogue/stats' },
  { url: '/api/countries' },
  { url: '/api/genres' },
  { url: '/api/languages' },
  { url: '/json/stations?limit=20&order=clickcount&reverse=true' },
  { url: '/json/stations/search?name=fm&limit=20' },
  // An unknown word ("tonite") makes the assistant read its list of common English words too.
  { method: 'POST', url: '/api/assistant/interpret', payload: { text: 'play some naija gospel tonite' } },
];

/**
 * Marks the warm-up's own requests, so the request log shows what came from outside only. A new value
 * each start, so nobody else can keep their requests out of the log with it.
 */
const WARM_UP_HEADER = 'x-sauti-warm-up';
const warmUpMark = randomUUID();

export function isWarmUpRequest(request: FastifyRequest): boolean {
  return request.headers[WARM_UP_HEADER] === warmUpMark;
}

/**
 * Through the server's own socket, not Fastify's inject: a listener's request also pays for the
 * first use of the HTTP parser, the socket writes and compression on the way out.
 */
async function send(origin: string, request: FirstRequest): Promise<void> {
  const response = await fetch(`${origin}${request.url}`, {
    method: request.method ?? 'GET',
    headers: {
      [WARM_UP_HEADER]: warmUpMark,
      ...(request.payload ? { 'content-type': 'application/json' } : {}),
    },
    body: request.payload ? JSON.stringify(request.payload) : undefined,
  });
  await response.arrayBuffer();
}

/** Where to reach the server from itself: a wildcard address is reached on the loopback. */
function ownOrigin(app: FastifyInstance): string {
  const { address, family, port } = app.server.address() as AddressInfo;
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/**
 * Each kind more than once: what a first use makes (a sorted view, a word list) is made by the first
 * request, but V8 compiles the code every request runs through to its faster tiers only after it has
 * run a few times, and the first listener would otherwise pay for that too.
 */
const ROUNDS = 10;

/** Call once the server listens; well under a second on a loaded catalogue. */
export async function warmUp(app: FastifyInstance): Promise<void> {
  loadGeoIp();
  const origin = ownOrigin(app);
  const first = app.catalogue.list({ limit: 1, offset: 0 }).items[0];
  const requests = first ? [...FIRST_REQUESTS, { url: `/api/stations/${first.id}/similar` }] : FIRST_REQUESTS;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const request of requests) await send(origin, request);
  }
}
