// An action whose body may be left out (its schema accepts `{}`) is sent as often with no body at
// all: an admin approving a submission as it is. Without this, no body reached the schema as null
// and an empty JSON body was refused by Fastify's parser, both as 400. Here, for every route at
// once: an empty JSON body parses as no body, and no body (or a JSON null) is `{}` for a route whose
// schema accepts `{}`. A route whose body has required fields still refuses a missing one by name.
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { z } from 'zod';

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && typeof (schema as z.ZodType).safeParse === 'function';

const missingBodyAsEmpty: preValidationHookHandler = (request, _reply, done) => {
  request.body ??= {};
  done();
};

export function registerOptionalBodies(app: FastifyInstance): void {
  // Fastify's own JSON parser, with its guard against prototype poisoning, for any body that is not empty.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body;
    if (!isZodSchema(body) || !body.safeParse({}).success) return;
    const existing = route.preValidation;
    route.preValidation = [missingBodyAsEmpty, ...(existing === undefined ? [] : [existing].flat())];
  });
}
