// GET /api/logos/:stationId: a station's logo from our origin, as WebP, or its genre icon as SVG.
import { logoEndpoints } from '@sauti/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { NotFound } from '../../platform/http/errors';
import { genreIconSvg } from './genre-icon';
import type { LogoFile, LogoStandIn, StationLogos } from './service';

/** A versioned address names one logo address for good; the bytes behind it change at most weekly. */
const FOREVER = 'public, max-age=31536000, immutable';
const A_DAY = 'public, max-age=86400';
/** The stand-in is tried again soon: the logo's host may be back within the hour. */
const AN_HOUR = 'public, max-age=3600';

/** Whether the client's copy is still the one we hold (If-None-Match first, as RFC 9110 says). */
function unchanged(request: FastifyRequest, logo: LogoFile): boolean {
  const tags = request.headers['if-none-match'];
  if (tags) return tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === logo.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(logo.modified.getTime() / 1000) * 1000 <= since;
}

function sendLogo(request: FastifyRequest, reply: FastifyReply, logo: LogoFile, version: string | undefined) {
  reply
    .header('cache-control', version === logo.version ? FOREVER : A_DAY)
    .header('etag', logo.etag)
    .header('last-modified', logo.modified.toUTCString());
  if (unchanged(request, logo)) return reply.code(304).send();
  return reply.header('content-type', 'image/webp').send(logo.bytes);
}

function sendStandIn(reply: FastifyReply, standIn: LogoStandIn) {
  return reply
    .header('cache-control', AN_HOUR)
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .send(genreIconSvg(standIn.genre));
}

export async function stationLogoRoutes(app: FastifyInstance, { logos }: { logos: StationLogos }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(logoEndpoints.logo, {
      tags: ['stations'],
      summary: "A station's logo from our origin as square WebP, or its genre's icon (SVG) when it has none",
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const answer = await logos.logo(request.params.stationId, request.query.size);
      if (!answer) throw new NotFound(`No station '${request.params.stationId}'.`);
      if (answer.kind === 'logo') return sendLogo(request, reply, answer, request.query.v);
      return sendStandIn(reply, answer);
    },
  });
}
