// /sitemap.xml and /robots.txt for search engines: the static pages and every station's own page,
// all under PUBLIC_URL (never the request's Host header, which a client may forge).
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../platform/http/html-text';
import type { CatalogueService } from '../catalogue';

/** The web app's pages worth finding, each under its first address (apps/web/src/app/page-routes.tsx has the aliases). */
export const SITEMAP_PAGES = [
  '/',
  '/discover',
  '/about',
  '/help',
  '/contact',
  '/advertise',
  '/submit-station',
  '/privacy',
  '/terms',
  '/cookies',
];

/** The sitemap protocol's limit per file; a larger catalogue is split into numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(addresses: readonly string[]): string {
  const entries = addresses.map((address) => `  <url><loc>${escapeHtml(address)}</loc></url>`);
  return `${XML_HEAD}<urlset xmlns="${XMLNS}">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(addresses: readonly string[]): string {
  const entries = addresses.map((address) => `  <sitemap><loc>${escapeHtml(address)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${XMLNS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function sitemapAddresses(catalogue: CatalogueService, publicUrl: string): string[] {
  const total = catalogue.summary().total_stations;
  const stations = catalogue.list({ offset: 0, limit: total, sort: 'name' }).items;
  return [
    ...SITEMAP_PAGES.map((page) => `${publicUrl}${page}`),
    ...stations.map((station) => `${publicUrl}/station/${encodeURIComponent(station.slug)}`),
  ];
}

export interface SitemapSettings {
  catalogue: CatalogueService;
  publicUrl: string;
  /** Addresses per sitemap file; the protocol's 50,000 unless a test wants a small catalogue split. */
  maxUrls?: number;
}

export async function sitemapRoutes(
  app: FastifyInstance,
  { catalogue, publicUrl, maxUrls = SITEMAP_MAX_URLS }: SitemapSettings,
) {
  const chunks = () => {
    const addresses = sitemapAddresses(catalogue, publicUrl);
    const parts: string[][] = [];
    for (let start = 0; start < addresses.length; start += maxUrls) parts.push(addresses.slice(start, start + maxUrls));
    return parts;
  };

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const parts = chunks();
    const body =
      parts.length === 1
        ? urlSet(parts[0] ?? [])
        : sitemapIndex(parts.map((_part, index) => `${publicUrl}/sitemap-${index + 1}.xml`));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get<{ Params: { part: string } }>(
    '/sitemap-:part(^\\d+).xml',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const part = chunks()[Number(request.params.part) - 1];
      if (!part) return reply.callNotFound();
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(urlSet(part));
    },
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
}
