// Removes the NUL character from every string of a request (path parameters, query and JSON body)
// before validation. PostgreSQL cannot store NUL and refused any query carrying one (a lookup by
// such an id answered 500 there, 404 on SQLite); no real input holds one, and the text rules
// already drop control characters from what people write. Done once here, for every route.
import type { FastifyInstance } from 'fastify';

export function registerNulRemoval(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    request.params = withoutNul(request.params);
    request.query = withoutNul(request.query);
    request.body = withoutNul(request.body);
    done();
  });
}

const NUL = '\u0000';

/** The value with NUL removed from its strings, changed in place below the top; iterative, as a body may nest deeply. */
function withoutNul<T>(root: T): T {
  if (typeof root === 'string') return root.replaceAll(NUL, '') as T;
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    const container = value as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const item = container[key];
      if (typeof item === 'string') {
        if (item.includes(NUL)) container[key] = item.replaceAll(NUL, '');
      } else {
        pending.push(item);
      }
    }
  }
  return root;
}
