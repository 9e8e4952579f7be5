// The chat API (spec section 7): read a station's messages (anyone), post and react (logged in).
// New messages and reaction counts also go out as `chat_message` and `chat_reactions` events on
// GET /api/stations/{id}/events.
import {
  ChatMessage,
  ChatMessageList,
  ChatMessageParams,
  ChatPostRequest,
  ChatQuery,
  ChatReactRequest,
  ErrorBody,
  StationParams,
} from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import type { ChatService } from './service';

const tags = ['chat'];

export async function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/chat/:stationId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A station's newest 50 messages, oldest first; ?before=<message id or ISO time> for older ones",
        params: StationParams,
        querystring: ChatQuery,
        response: { 200: ChatMessageList, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => chat.list(request.params.stationId, request.query, request.user?.id ?? null),
  );

  api.post(
    '/chat/:stationId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Post a message (plain text, 1 to 500 characters); at most 5 per 10 seconds',
        params: StationParams,
        body: ChatPostRequest,
        response: { 201: ChatMessage, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const message = await chat.post(requireUser(request), request.params.stationId, request.body.message);
      return reply.status(201).send(message);
    },
  );

  api.put(
    '/chat/:messageId/react',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Toggle the caller's reaction (👍 ❤️ 😂 🎵 🔥) on a message",
        params: ChatMessageParams,
        body: ChatReactRequest,
        response: { 200: ChatMessage, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => chat.react(requireUser(request), request.params.messageId, request.body.emoji),
  );
}
