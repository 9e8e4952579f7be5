// POST /api/inbox/contact, /api/inbox/advertising, /api/inbox/submissions and /api/newsletter:
// public, validated by the contract's schemas, and rate-limited per client address.
import { inboxEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { InboxService } from './service';

const tags = ['inbox'];
const publicRoute = { access: 'public' as const };

export async function publicFormRoutes(app: FastifyInstance, { inbox }: { inbox: InboxService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(inboxEndpoints.contact, { tags, summary: 'Send a message to the Sauti team' }),
    config: publicRoute,
    handler: async (request, reply) => reply.status(201).send(await inbox.contact(request.body, request.ip)),
  });

  api.route({
    ...endpointRoute(inboxEndpoints.advertising, { tags, summary: 'Ask for an advertising quote' }),
    config: publicRoute,
    handler: async (request, reply) => reply.status(201).send(await inbox.advertising(request.body, request.ip)),
  });

  api.route({
    ...endpointRoute(inboxEndpoints.submission, { tags, summary: 'Suggest a station for the catalogue' }),
    config: publicRoute,
    handler: async (request, reply) => reply.status(201).send(await inbox.submission(request.body, request.ip)),
  });

  api.route({
    ...endpointRoute(inboxEndpoints.newsletter, {
      tags,
      summary: 'Sign up for the newsletter; signing up again with the same address is also a success',
    }),
    config: publicRoute,
    handler: async (request, reply) => {
      const receipt = await inbox.subscribe(request.body, request.ip);
      return reply.status(receipt.already_subscribed ? 200 : 201).send(receipt);
    },
  });
}
