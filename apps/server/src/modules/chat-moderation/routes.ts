// Chat moderation's HTTP surface (issue 26): reporting and removing messages and blocking people
// (signed in), the moderators' queue and mutes (moderator), word lists and chat settings (admin).
import { chatModerationEndpoints as endpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/access';
import { endpointRoute } from '../../platform/http/endpoint-route';
import type { ChatModeration } from './service';

const chatTags = ['chat'];
const moderationTags = ['moderation'];

export async function chatModerationRoutes(app: FastifyInstance, { moderation }: { moderation: ChatModeration }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.report, {
      tags: chatTags,
      summary: 'Report a message; enough different reporters hide it until a moderator decides',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      const receipt = await moderation.report(requireUser(request), request.params.messageId, request.body);
      return reply.status(201).send(receipt);
    },
  });

  api.route({
    ...endpointRoute(endpoints.remove, {
      tags: chatTags,
      summary: 'Remove a message from every list and open chat: your own, or any as a moderator',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      await moderation.remove(requireUser(request), request.params.messageId);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(endpoints.status, {
      tags: chatTags,
      summary: "A station chat's slow mode and whether it is open, with the caller's mute if any",
    }),
    config: { access: 'optional' },
    handler: async (request) => moderation.chatStatus(request.params.stationId, request.user),
  });

  api.route({
    ...endpointRoute(endpoints.reports, {
      tags: moderationTags,
      summary: 'Reported messages, open or resolved, with their text, station, author, reasons and count',
    }),
    config: { access: 'moderator' },
    handler: async (request) => moderation.reports(request.query.status),
  });

  api.route({
    ...endpointRoute(endpoints.reportCount, { tags: moderationTags, summary: 'How many reported messages are open' }),
    config: { access: 'moderator' },
    handler: async () => ({ open: await moderation.openReportCount() }),
  });

  api.route({
    ...endpointRoute(endpoints.resolve, {
      tags: moderationTags,
      summary: "Resolve a message's reports: remove the message, or dismiss them (a hidden message shows again)",
    }),
    config: { access: 'moderator' },
    handler: async (request) => moderation.resolve(requireUser(request), request.params.messageId, request.body),
  });

  api.route({
    ...endpointRoute(endpoints.mute, {
      tags: moderationTags,
      summary: "Mute a user for some minutes, in one station's chat or all of them",
    }),
    config: { access: 'moderator' },
    handler: async (request, reply) => {
      const mute = await moderation.mute(requireUser(request), request.params.userId, request.body);
      return reply.status(201).send(mute);
    },
  });

  api.route({
    ...endpointRoute(endpoints.unmute, { tags: moderationTags, summary: "Lift a user's mutes" }),
    config: { access: 'moderator' },
    handler: async (request, reply) => {
      await moderation.unmute(requireUser(request), request.params.userId);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(endpoints.wordFilter, { tags: moderationTags, summary: "A language's filtered words" }),
    config: { access: 'admin' },
    handler: async (request) => moderation.wordFilter(request.params.language),
  });

  api.route({
    ...endpointRoute(endpoints.setWordFilter, {
      tags: moderationTags,
      summary: "Replace a language's filtered words; a message holding one is refused",
    }),
    config: { access: 'admin' },
    handler: async (request) =>
      moderation.setWordFilter(requireUser(request), request.params.language, request.body.words),
  });

  api.route({
    ...endpointRoute(endpoints.chatSettings, {
      tags: moderationTags,
      summary: "Set a station chat's slow mode (0 to 600 seconds) and open or close it",
    }),
    config: { access: 'admin' },
    handler: async (request) => moderation.setChatSettings(requireUser(request), request.params.id, request.body),
  });

  api.route({
    ...endpointRoute(endpoints.blocks, { tags: chatTags, summary: 'The people you blocked' }),
    config: { access: 'user' },
    handler: async (request) => moderation.blocks(requireUser(request)),
  });

  api.route({
    ...endpointRoute(endpoints.block, {
      tags: chatTags,
      summary: 'Block someone for yourself: their messages no longer reach you',
    }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      const blocked = await moderation.block(requireUser(request), request.body.user_id);
      return reply.status(201).send(blocked);
    },
  });

  api.route({
    ...endpointRoute(endpoints.unblock, { tags: chatTags, summary: 'Unblock someone' }),
    config: { access: 'user' },
    handler: async (request, reply) => {
      await moderation.unblock(requireUser(request), request.params.userId);
      return reply.status(204).send(null);
    },
  });
}
