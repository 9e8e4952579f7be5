// The assistant's HTTP surface: one public call that reads an utterance and answers what to do.
import { AssistantInterpretation, AssistantRequest, ErrorBody } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { interpret } from './interpreter';

export async function assistantRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/assistant/interpret',
    {
      config: { access: 'public' },
      schema: {
        tags: ['assistant'],
        summary: 'Read what a listener said or typed as a station request, trending, a player control or a question',
        body: AssistantRequest,
        response: { 200: AssistantInterpretation, 400: ErrorBody },
      },
    },
    async (request) => interpret(request.body.text),
  );
}
