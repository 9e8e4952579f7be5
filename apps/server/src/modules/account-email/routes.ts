// The mailed links' API: whether mail is on, a password reset's request and confirmation, and an
// email's confirmation.
import { accountEmailEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { AccountEmail } from './service';

const tags = ['auth'];

export async function accountEmailRoutes(app: FastifyInstance, { accountEmail }: { accountEmail: AccountEmail }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(accountEmailEndpoints.mailStatus, { tags, summary: 'Whether this server sends mail (SMTP_URL)' }),
    config: { access: 'public' },
    handler: async () => ({ mail: accountEmail.mailOn ? 'on' : 'off' }) as const,
  });

  api.route({
    ...endpointRoute(accountEmailEndpoints.requestPasswordReset, {
      tags,
      summary: 'Mail a password reset link; the answer is the same whether or not the email has an account',
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      await accountEmail.requestPasswordReset(request.body.email, request.ip);
      return reply.status(202).send(null);
    },
  });

  api.route({
    ...endpointRoute(accountEmailEndpoints.confirmPasswordReset, {
      tags,
      summary: "Set a new password with a mailed link's token; logs out every session",
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      await accountEmail.resetPassword(request.body.token, request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(accountEmailEndpoints.requestEmailConfirmation, {
      tags,
      summary: 'Mail the logged-in user a new link confirming their email',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      await accountEmail.requestEmailConfirmation(requireUser(request).id);
      return reply.status(202).send(null);
    },
  });

  api.route({
    ...endpointRoute(accountEmailEndpoints.confirmEmail, {
      tags,
      summary: "Confirm an email with a mailed link's token",
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      await accountEmail.confirmEmail(request.body.token, request.ip);
      return reply.status(204).send(null);
    },
  });
}
