// Serves the built web app: hashed assets with long caching, index.html for every client route,
// and the JSON error envelope for unknown API paths.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/** Rewrites index.html for a page that needs its own <head> (a shared station); null leaves it as built. */
export type PageHead = (request: FastifyRequest, indexHtml: string) => string | null;

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  pageHead: PageHead = () => null,
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  // Read once: index.html only changes with a new build, which means a restart.
  const indexHtml = hasWebApp ? readFileSync(indexFile, 'utf8') : '';
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
    if (!wantsPage)
      return sendError(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`);
    reply.header('cache-control', 'no-cache');
    const page = pageHead(request, indexHtml);
    return page === null ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(page);
  });
}
