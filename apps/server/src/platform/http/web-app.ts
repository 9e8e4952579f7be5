// Serves the built web app: hashed assets with long caching, index.html for every client route,
// and the JSON error envelope for unknown API paths.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (response, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No built web app at ${webDist}; run npm run build. The API still serves.`);
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && hasWebApp;
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`);
  });
}
