import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { registerNulRemoval } from './nul-removal';

let app: FastifyInstance;
afterEach(() => app.close());

/** An app whose one route answers what it was given, after the NUL removal. */
async function echoing(): Promise<FastifyInstance> {
  app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
  registerErrorHandler(app);
  registerNulRemoval(app);
  app.post('/things/:id', async (request) => ({ params: request.params, query: request.query, body: request.body }));
  // Too deep to echo back: answers where the NUL is, as the path of array depths down to it.
  app.post('/deep', async (request) => {
    let depth = 0;
    let value = request.body;
    while (Array.isArray(value)) {
      value = value[0];
      depth += 1;
    }
    return { depth, value };
  });
  await app.ready();
  return app;
}

describe('NUL removal', () => {
  it('takes NUL out of path parameters, query values and body strings however deep, before the handler', async () => {
    const response = await (await echoing()).inject({
      method: 'POST',
      url: '/things/a%00b?before=%00x&tags=a%00&tags=b',
      payload: { message: 'hello\u0000 world', list: [{ name: 'x\u0000y' }, 3, null] },
    });
    expect(response.json()).toEqual({
      params: { id: 'ab' },
      query: { before: 'x', tags: ['a', 'b'] },
      body: { message: 'hello world', list: [{ name: 'xy' }, 3, null] },
    });
  });

  it('leaves other odd Unicode alone', async () => {
    const body = { name: '\u202e\u200b\u0007 مرحبا \ud83d\ude00' };
    const response = await (await echoing()).inject({ method: 'POST', url: '/things/%E2%80%AE', payload: body });
    expect(response.json()).toMatchObject({ params: { id: '\u202e' }, body });
  });

  it('handles a body that is a bare string, and one nested too deep for recursion', async () => {
    const bare = await (await echoing()).inject({
      method: 'POST',
      url: '/things/1',
      headers: { 'content-type': 'application/json' },
      payload: '"a\\u0000b"',
    });
    expect(bare.json().body).toBe('ab');
    await app.close();
    const depth = 50_000;
    const deep = await (await echoing()).inject({
      method: 'POST',
      url: '/deep',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"a\\u0000"${']'.repeat(depth)}`,
    });
    expect(deep.json()).toEqual({ depth, value: 'a' });
  });
});
