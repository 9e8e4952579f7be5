import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { BadInput, Conflict, Forbidden, NotFound, TooManyRequests, Unauthorized } from './errors';

const open: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((app) => app.close()));
});

function appWith(register: (app: FastifyInstance) => void): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 100 });
  open.push(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  register(app);
  return app;
}

const noStack = /\bat .*\.(ts|js):\d+|node_modules|stack/i;

describe('the error handler', () => {
  it.each([
    [new BadInput('Bad thing.'), 400, 'bad_input'],
    [new Unauthorized(), 401, 'unauthorized'],
    [new Forbidden(), 403, 'forbidden'],
    [new NotFound('No station x.'), 404, 'not_found'],
    [new Conflict('Taken.'), 409, 'conflict'],
    [new TooManyRequests(), 429, 'rate_limited'],
  ])('answers %s with its status and the envelope', async (error, status, code) => {
    const app = appWith((a) => a.get('/fail', async () => Promise.reject(error)));
    const response = await app.inject('/fail');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message: error.message } });
  });

  it('answers an unexpected failure with a 500 that reveals nothing of it', async () => {
    const app = appWith((a) =>
      a.get('/crash', async () => {
        throw new Error('connection to db.internal:5432 refused');
      }),
    );
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(response.body).not.toContain('db.internal');
    expect(response.body).not.toMatch(noStack);
  });

  it('answers invalid input with a 400 naming the field', async () => {
    const app = appWith((a) =>
      a
        .withTypeProvider<ZodTypeProvider>()
        .post('/things', { schema: { body: z.object({ name: z.string().min(2), size: z.number() }) } }, async () => ({
          ok: true,
        })),
    );
    const response = await app.inject({ method: 'POST', url: '/things', payload: { name: 'x', size: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_input');
    expect(response.json().error.message).toContain("field 'name'");
  });

  it('answers Fastify’s own client errors (bad JSON, too large) with the envelope and their status', async () => {
    const app = appWith((a) => a.post('/echo', async (request) => request.body));
    const badJson = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe('bad_input');
    expect(badJson.body).not.toMatch(noStack);

    const tooLarge = await app.inject({ method: 'POST', url: '/echo', payload: { text: 'x'.repeat(500) } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('payload_too_large');
  });
});
