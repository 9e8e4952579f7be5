import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './error-handler';
import {
  BadInput,
  Conflict,
  Forbidden,
  InvalidFields,
  NotFound,
  ServerBusy,
  TooManyRequests,
  Unauthorized,
} from './errors';

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
    [new ServerBusy('Full.'), 503, 'server_busy'],
  ])('answers %s with its status and the envelope', async (error, status, code) => {
    const app = appWith((a) => a.get('/fail', async () => Promise.reject(error)));
    const response = await app.inject('/fail');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message: error.message } });
  });

  it.each([
    [new TooManyRequests('Slow down.', 12), '12'],
    [new ServerBusy('Full.', 7), '7'],
  ])('tells when to try again after %s', async (error, seconds) => {
    const app = appWith((a) => a.get('/busy', async () => Promise.reject(error)));
    const response = await app.inject('/busy');
    expect(response.headers['retry-after']).toBe(seconds);
  });

  it("answers a service's field errors like a validation failure, each message under its field", async () => {
    const app = appWith((a) =>
      a.post('/register', async () => Promise.reject(new InvalidFields({ password: 'is too common' }))),
    );
    const response = await app.inject({ method: 'POST', url: '/register', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_input',
        message: "Invalid field 'password': is too common",
        fields: { password: 'is too common' },
      },
    });
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

  describe('before a route is found', () => {
    function routerApp(): FastifyInstance {
      const app = Fastify({
        logger: false,
        frameworkErrors: answerFrameworkError,
        clientErrorHandler: answerClientError,
      });
      open.push(app);
      registerErrorHandler(app);
      app.get('/things/:id', async () => ({ ok: true }));
      return app;
    }

    it.each([
      ['a malformed percent-escape', '/things/%E0%A4%A', 400, 'bad_input'],
      ['a path parameter too long for the router', `/things/${'a'.repeat(150)}`, 414, 'uri_too_long'],
    ])('answers %s in the envelope', async (_case, url, status, code) => {
      const response = await routerApp().inject(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
    });

    it("answers headers too large for the HTTP parser in the envelope, not in Fastify's own shape", async () => {
      const app = routerApp();
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          text += chunk;
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
        socket.write(`GET /things/1 HTTP/1.1\r\nHost: test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        error: { code: 'headers_too_large', message: 'The request headers are too large.' },
      });
    });
  });
});
