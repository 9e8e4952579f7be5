// The assistant's HTTP surface: one public call that reads an utterance and answers what to do.
import { assistantEndpoints } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { interpret } from './interpreter';

export interface AssistantRouteOptions {
  /** Whether listeners may see a country now: a hidden one is answered as no match. */
  isDiscoverable(country: string): boolean;
}

export async function assistantRoutes(app: FastifyInstance, { isDiscoverable }: AssistantRouteOptions) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(assistantEndpoints.interpret, {
      tags: ['assistant'],
      summary:
        'Read what a listener said or typed, in English, French, Arabic, Swahili or Portuguese, as a station request, trending, a player control, a question about what is playing, or a question back',
    }),
    config: { access: 'public' },
    handler: async ({ body }) =>
      interpret(body.text, { language: body.language, context: body.context, isDiscoverable }),
  });
}
