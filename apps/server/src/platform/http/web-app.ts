// Serves the built web app: hashed assets with long caching (Brotli or gzip copies made at build time),
// index.html (with its canonical link and the listener's language's messages preloaded) for every
// client route, and the JSON error envelope for unknown API paths.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedValues } from './accept-header';
import { sendError } from './error-handler';
import { escapeHtml } from './html-text';
import { catalogueChunks, pageLanguage, withCataloguePreload } from './page-language';

/** Rewrites index.html for a page that needs its own <head> (a shared station); null leaves it as built. */
export type PageHead = (request: FastifyRequest, indexHtml: string) => string | null;

/** The built index.html, '' when there is no build. Read once: it only changes with a new build, which means a restart. */
export function builtIndexHtml(webDist: string): string {
  const indexFile = path.join(webDist, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
}

/** A page's own address under PUBLIC_URL: its path without the query, never the request's Host header. */
export function canonicalUrl(publicUrl: string, requestUrl: string): string {
  const url = new URL(publicUrl);
  // Set as a path, never resolved as a reference: '//evil.example/x' must stay on our host.
  url.pathname = requestUrl.split(/[?#]/)[0] ?? '/';
  return url.href;
}

/** Every page names its canonical address, which the web app also builds share links from. */
export function withCanonicalLink(indexHtml: string, pageUrl: string): string {
  return indexHtml.replace('</head>', `  <link rel="canonical" href="${escapeHtml(pageUrl)}" />\n  </head>`);
}

type PageEncoding = 'br' | 'gzip';

/** Brotli, else gzip, when the Accept-Encoding header takes it (a q of 0 refuses it). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set(acceptedValues(acceptEncoding));
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * A page's HTML compressed for the wire: it carries the app's stylesheet (about 70 kB), which a
 * phone on slow 3G would otherwise download at five times the size. Quality 5 costs about a
 * millisecond, and only page loads pay it; the API's answers are not compressed.
 */
function compressedPage(page: string, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(page, { level: 6 });
}

export interface WebAppSettings {
  /** PUBLIC_URL, for each page's canonical link. */
  publicUrl: string;
  /** A page with a head of its own (a shared station); the others get their canonical link only. */
  pageHead?: PageHead;
}

export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  { publicUrl, pageHead = () => null }: WebAppSettings,
): Promise<void> {
  const indexHtml = builtIndexHtml(webDist);
  const hasWebApp = indexHtml !== '';
  const chunks = catalogueChunks(webDist);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files: sent to browsers that accept them.
      preCompressed: true,
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
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .type('text/html; charset=utf-8');
    const languagePage = withCataloguePreload(indexHtml, chunks.get(pageLanguage(request.headers)));
    const page =
      pageHead(request, languagePage) ?? withCanonicalLink(languagePage, canonicalUrl(publicUrl, request.url));
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(compressedPage(page, encoding));
  });
}
