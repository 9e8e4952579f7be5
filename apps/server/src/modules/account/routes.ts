// The account page's API: /api/me and what hangs off it. Every call is the caller's own account.
import { accountEndpoints } from '@sauti/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { bearerToken } from '../../platform/http/bearer-token';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { Unauthorized } from '../../platform/http/errors';
import type { AccountService } from '../auth';
import type { OwnAccountService } from './service';

const tags = ['account'];

/** The token a user route was let in with. */
function callerToken(request: FastifyRequest): string {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new Unauthorized();
  return token;
}

export async function ownAccountRoutes(
  app: FastifyInstance,
  { accounts, ownAccount }: { accounts: AccountService; ownAccount: OwnAccountService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(accountEndpoints.me, { tags, summary: 'Your account' }),
    config: { access: 'user' },
    handler: async (request) => accounts.me(requireUser(request).id),
  });

  api.route({
    ...endpointRoute(accountEndpoints.update, {
      tags,
      summary: 'Change your username, email, country or preferred language',
    }),
    config: { access: 'user' },
    handler: async (request) => accounts.updateProfile(requireUser(request).id, request.body),
  });

  api.route({
    ...endpointRoute(accountEndpoints.changePassword, {
      tags,
      summary: 'Change your password; every other device is logged out',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      await accounts.changePassword(requireUser(request).id, callerToken(request), request.body);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(accountEndpoints.sessions, { tags, summary: 'The devices signed in to your account' }),
    config: { access: 'user' },
    handler: async (request) => accounts.sessions(requireUser(request).id, callerToken(request)),
  });

  api.route({
    ...endpointRoute(accountEndpoints.revokeSession, { tags, summary: 'Log out one of your devices' }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      await accounts.revokeSession(requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(accountEndpoints.export, {
      tags,
      summary: 'A copy of your data: profile, favourites, playlists, listening history, chat messages',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      const copy = await ownAccount.export(requireUser(request));
      const day = copy.exported_at.slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="sauti-account-${day}.json"`).send(copy);
    },
  });

  api.route({
    ...endpointRoute(accountEndpoints.remove, {
      tags,
      summary: 'Delete your account after your password; every device is logged out',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      await ownAccount.remove(requireUser(request), request.body.password);
      return reply.status(204).send(null);
    },
  });
}
