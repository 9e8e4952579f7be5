// The auth API (spec section 7): register, login, me, logout. The admin's calls on accounts live in
// the admin module.
import { authEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { bearerToken } from '../../platform/http/bearer-token';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { AccountService } from './service';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(authEndpoints.register, {
      tags,
      summary: 'Create an account and log in; the access token lasts 30 days',
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const result = await accounts.register(request.body, request.ip, request.headers['user-agent'] ?? null);
      return reply.status(201).send(result);
    },
  });

  api.route({
    ...endpointRoute(authEndpoints.login, {
      tags,
      summary: 'Log in with email and password; the access token lasts 30 days',
    }),
    config: { access: 'public' },
    handler: async (request) => accounts.login(request.body, request.ip, request.headers['user-agent'] ?? null),
  });

  api.route({
    ...endpointRoute(authEndpoints.me, { tags, summary: 'The logged-in user' }),
    config: { access: 'user' },
    handler: async (request) => accounts.me(requireUser(request).id),
  });

  api.route({
    ...endpointRoute(authEndpoints.logout, { tags, summary: 'Revoke the access token this request carries' }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (token) await accounts.logout(token);
      return reply.status(204).send(null);
    },
  });
}
