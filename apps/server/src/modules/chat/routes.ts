// The chat API (spec section 7): read a station's messages (anyone), post and react (logged in).
// New messages and reaction counts also go out as `chat_message` and `chat_reactions` events on
// GET /api/stations/{id}/events.
import { chatEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { ChatService } from './service';

const tags = ['chat'];

export async function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(chatEndpoints.list, {
      tags,
      summary: "A station's newest 50 messages, oldest first; ?before=<message id or ISO time> for older ones",
    }),
    config: { access: 'optional' },
    handler: async (request) => chat.list(request.params.stationId, request.query, request.user?.id ?? null),
  });

  api.route({
    ...endpointRoute(chatEndpoints.post, {
      tags,
      summary: 'Post a message (plain text, 1 to 500 characters); at most 5 per 10 seconds',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      const message = await chat.post(requireUser(request), request.params.stationId, request.body.message);
      return reply.status(201).send(message);
    },
  });

  api.route({
    ...endpointRoute(chatEndpoints.react, {
      tags,
      summary: "Toggle the caller's reaction (👍 ❤️ 😂 🎵 🔥) on a message",
    }),
    config: { access: 'user' },
    handler: async (request) => chat.react(requireUser(request), request.params.messageId, request.body.emoji),
  });
}
