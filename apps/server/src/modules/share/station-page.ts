// A shared station link (/station/{slug}) answers the web app with the station in its <head>: a
// title and Open Graph and Twitter tags, so WhatsApp, X and others show a preview of the station.
import { embedEndpoints, GENRE_NAMES, logoPath, pathOf, type Station } from '@sauti/contract';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../platform/http/html-text';
import type { PageHead } from '../../platform/http/web-app';
import type { CatalogueService } from '../catalogue';

const STATION_PATH = /^\/station\/([^/?#]+)\/?(?:[?#]|$)/;
const DESCRIPTION_MAX = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

export function describeStation(station: Station): string {
  // A generated description only repeats the facts; the invitation to listen says them better.
  if (station.description?.trim() && !station.description_generated) return shorten(station.description);
  const place = station.city ? `${station.city}, ${station.country_name}` : station.country_name;
  return `Listen to ${station.name} live from ${place}: ${GENRE_NAMES[station.genre]} radio, free on Sauti.`;
}

/** The logo from our own origin (GET /api/logos/:id), as large as we serve it; none without a logo. */
function imageOf(station: Station, publicUrl: string): string | null {
  const path = logoPath(station, 256);
  return path && `${publicUrl}${path}`;
}

/** The slug of a station page's address ('/station/{slug}', maybe with a query); null for any other. */
export function stationSlugOf(url: string): string | null {
  const match = STATION_PATH.exec(url);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

function metaTags(station: Station, pageUrl: string, publicUrl: string): string {
  const title = `${station.name} · Listen live on Sauti`;
  const description = describeStation(station);
  const image = imageOf(station, publicUrl);
  const tags: Array<[string, string, string]> = [
    ['property', 'og:type', 'music.radio_station'],
    ['property', 'og:site_name', 'Sauti'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  return tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/** oEmbed discovery: a site given the page's address finds its embeddable player here. */
function oembedLink(station: Station, pageUrl: string, publicUrl: string): string {
  const href = `${publicUrl}${pathOf(embedEndpoints.oembed, { query: { url: pageUrl, format: 'json' } })}`;
  const title = `${station.name} · Listen live on Sauti`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(title)}" />`;
}

export function renderStationHead(indexHtml: string, station: Station, pageUrl: string, publicUrl: string): string {
  const title = `${station.name} · Listen live on Sauti`;
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(describeStation(station))}" />`,
    )
    .replace(
      '</head>',
      `  <link rel="canonical" href="${escapeHtml(pageUrl)}" />\n    ${oembedLink(station, pageUrl, publicUrl)}\n    ${metaTags(station, pageUrl, publicUrl)}\n  </head>`,
    );
}

/** `publicUrl` (PUBLIC_URL) makes the canonical link and og:url: never the request's Host header, which a client may forge. */
export function stationPageHead(catalogue: CatalogueService, publicUrl: string): PageHead {
  return (request: FastifyRequest, indexHtml: string) => {
    const slug = stationSlugOf(request.url);
    if (!slug) return null;
    const station = catalogue.find(slug);
    if (!station) return null;
    const pageUrl = `${publicUrl}/station/${encodeURIComponent(station.slug)}`;
    return renderStationHead(indexHtml, station, pageUrl, publicUrl);
  };
}
