// The embeddable player: /embed/{slug} is a page of its own, written here, small enough for other sites
// to frame by the dozen (no web app, no framework: a logo, the station's name, what it plays, a play
// button and a link back to its page), and GET /api/oembed describes a station page the oEmbed 1.0 way.
// The player's page is the one answer other origins may frame (frame-ancestors *); it plays through
// the stream gateway and hears the now-playing title from the station's live events, as the app does.
import { createHash } from 'node:crypto';
import {
  EMBED_HEIGHT,
  EMBED_WIDTH,
  embedEndpoints,
  type Language,
  liveEndpoints,
  logoEndpoints,
  logoPath,
  type OEmbed,
  type OEmbedQuery,
  pathOf,
  type Station,
  streamEndpoints,
} from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/http/endpoint-route';
import { sendError } from '../../platform/http/error-handler';
import { escapeHtml } from '../../platform/http/html-text';
import { pageLanguage } from '../../platform/http/page-language';
import type { CatalogueService } from '../catalogue';
import { stationSlugOf } from './station-page';

const LOGO_SIZE = 256;

interface EmbedWords {
  play: string;
  stop: string;
  live: string;
  connecting: string;
  failed: string;
  listenOnSauti: string;
}

/** The player's words in the web app's five languages (play and stop as its own player says them). */
const WORDS: Record<Language, EmbedWords> = {
  en: {
    play: 'Play',
    stop: 'Stop',
    live: 'Live radio',
    connecting: 'Connecting…',
    failed: 'This station cannot be played right now.',
    listenOnSauti: 'Listen on Sauti',
  },
  fr: {
    play: 'Lecture',
    stop: 'Arrêter',
    live: 'Radio en direct',
    connecting: 'Connexion…',
    failed: 'Impossible de lire cette station pour le moment.',
    listenOnSauti: 'Écouter sur Sauti',
  },
  sw: {
    play: 'Cheza',
    stop: 'Simamisha',
    live: 'Redio mubashara',
    connecting: 'Inaunganisha…',
    failed: 'Kituo hiki hakiwezi kuchezwa kwa sasa.',
    listenOnSauti: 'Sikiliza kwenye Sauti',
  },
  ar: {
    play: 'تشغيل',
    stop: 'إيقاف',
    live: 'راديو مباشر',
    connecting: 'جارٍ الاتصال…',
    failed: 'يتعذّر تشغيل هذه المحطة الآن.',
    listenOnSauti: 'استمع على Sauti',
  },
  pt: {
    play: 'Tocar',
    stop: 'Parar',
    live: 'Rádio ao vivo',
    connecting: 'A ligar…',
    failed: 'Não é possível tocar esta estação agora.',
    listenOnSauti: 'Ouvir no Sauti',
  },
};

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:14px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1917;background:#fffbf5}
main{display:flex;align-items:center;gap:12px;height:100%;padding:12px;overflow:hidden}
img{width:64px;height:64px;border-radius:10px;flex:none;object-fit:cover;background:#f5ede1}
.text{flex:1;min-width:0}
h1{margin:0;font-size:16px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
p{margin:2px 0 4px;color:#57534e;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
a{color:#b45309;font-weight:600;text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
button{flex:none;width:48px;height:48px;border:0;border-radius:50%;background:#b45309;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1c1917;outline-offset:2px}
button svg{width:22px;height:22px;fill:currentColor}
button .stop,[data-state=playing] button .play,[data-state=connecting] button .play{display:none}
[data-state=playing] button .stop,[data-state=connecting] button .stop{display:inline}
@media (prefers-color-scheme:dark){body{background:#1c1917;color:#fafaf9}p{color:#d6d3d1}a{color:#fbbf24}img{background:#292524}}
`;

/**
 * The player's script: static, so the page's policy allows it by its hash. What differs per station
 * is in the page's data attributes. The audio is fetched only once play is pressed, and the live
 * events (for the title) are open only while it plays.
 */
const SCRIPT = `
(() => {
  const main = document.querySelector('main');
  const button = document.querySelector('button');
  const line = document.querySelector('p');
  const words = main.dataset;
  const audio = new Audio();
  audio.preload = 'none';
  let title = '';
  let events = null;
  const show = (state, text) => {
    main.dataset.state = state;
    button.setAttribute('aria-label', state === 'stopped' || state === 'failed' ? words.play : words.stop);
    button.setAttribute('aria-pressed', String(state === 'playing' || state === 'connecting'));
    line.textContent = text;
  };
  const stop = (state, text) => {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    if (events) events.close();
    events = null;
    show(state, text);
  };
  audio.addEventListener('playing', () => show('playing', title || words.live));
  audio.addEventListener('waiting', () => show('connecting', words.connecting));
  audio.addEventListener('error', () => { if (audio.getAttribute('src')) stop('failed', words.failed); });
  button.addEventListener('click', () => {
    if (main.dataset.state === 'playing' || main.dataset.state === 'connecting') return stop('stopped', words.live);
    show('connecting', words.connecting);
    audio.src = words.stream;
    audio.play().catch(() => stop('failed', words.failed));
    events = new EventSource(words.events);
    events.addEventListener('now_playing', (event) => {
      try {
        title = JSON.parse(event.data).title || '';
      } catch {
        return;
      }
      if (main.dataset.state === 'playing') line.textContent = title || words.live;
    });
  });
})();
`;

const sourceHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The player's own policy: its one script and stylesheet by hash, images, audio and live events from
 * our origin only (the gateway relays every station), and any site may frame it.
 */
export const EMBED_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src ${sourceHash(SCRIPT)}`,
  "script-src-attr 'none'",
  `style-src ${sourceHash(STYLE)}`,
  "img-src 'self' data:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  'frame-ancestors *',
].join('; ');

const PLAY_ICON = '<svg class="play" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';
const STOP_ICON = '<svg class="stop" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6h12v12H6z"/></svg>';

function logoOf(station: Station, size: 64 | 128 | 256): string {
  return (
    logoPath(station, size) ??
    pathOf(logoEndpoints.logo, { params: { stationId: station.id }, query: { size: String(size) as '256' } })
  );
}

export function renderEmbedPage(station: Station, language: Language, publicUrl: string): string {
  const words = WORDS[language];
  const stationPage = `${publicUrl}/station/${encodeURIComponent(station.slug)}`;
  const data = {
    play: words.play,
    stop: words.stop,
    live: words.live,
    connecting: words.connecting,
    failed: words.failed,
    stream: pathOf(streamEndpoints.play, { params: { stationId: station.id } }),
    events: pathOf(liveEndpoints.events, { params: { id: station.id } }),
  };
  const attributes = Object.entries(data)
    .map(([key, value]) => `data-${key}="${escapeHtml(value)}"`)
    .join(' ');
  const name = escapeHtml(station.name);
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name} · ${escapeHtml(words.listenOnSauti)}</title>
<link rel="canonical" href="${escapeHtml(stationPage)}">
<style>${STYLE}</style>
</head>
<body>
<main data-state="stopped" ${attributes}>
<img src="${escapeHtml(logoOf(station, 128))}" alt="" width="64" height="64">
<div class="text">
<h1>${name}</h1>
<p aria-live="polite">${escapeHtml(words.live)}</p>
<a href="${escapeHtml(stationPage)}" target="_blank" rel="noopener">${escapeHtml(words.listenOnSauti)}</a>
</div>
<button type="button" aria-label="${escapeHtml(words.play)}" aria-pressed="false">${PLAY_ICON}${STOP_ICON}</button>
</main>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

/** The station of one of our station pages' addresses (any scheme of our host, with or without a query); else undefined. */
function stationOfPage(catalogue: CatalogueService, address: string, publicUrl: URL): Station | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.host !== publicUrl.host) return undefined;
  const slug = stationSlugOf(url.pathname);
  return slug === null ? undefined : catalogue.find(slug);
}

export function oembedOf(station: Station, query: OEmbedQuery, publicUrl: string): OEmbed {
  const width = Math.min(EMBED_WIDTH, query.maxwidth ?? EMBED_WIDTH);
  const height = Math.min(EMBED_HEIGHT, query.maxheight ?? EMBED_HEIGHT);
  const embedUrl = `${publicUrl}/embed/${encodeURIComponent(station.slug)}`;
  const frameTitle = `${station.name} on Sauti`;
  return {
    version: '1.0',
    type: 'rich',
    title: station.name,
    provider_name: 'Sauti',
    provider_url: `${publicUrl}/`,
    html:
      `<iframe src="${escapeHtml(embedUrl)}" width="${width}" height="${height}" title="${escapeHtml(frameTitle)}" ` +
      'style="border:0;border-radius:12px;max-width:100%" allow="autoplay" loading="lazy"></iframe>',
    width,
    height,
    thumbnail_url: `${publicUrl}${logoOf(station, LOGO_SIZE)}`,
    thumbnail_width: LOGO_SIZE,
    thumbnail_height: LOGO_SIZE,
    cache_age: 86_400,
  };
}

export interface EmbedSettings {
  catalogue: CatalogueService;
  /** PUBLIC_URL: the station pages oEmbed knows, and the addresses it answers. */
  publicUrl: string;
}

/** GET /embed/{slug}, registered at the root (it is a page), and GET /api/oembed. */
export async function embedPageRoutes(app: FastifyInstance, { catalogue, publicUrl }: EmbedSettings) {
  app.get<{ Params: { slug: string } }>(
    '/embed/:slug',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const station = catalogue.find(request.params.slug);
      if (!station) return sendError(reply, 404, 'not_found', 'No station has this address.');
      // The security headers' own policy forbids framing: this page replaces it with its own.
      reply.raw.removeHeader('x-frame-options');
      return reply
        .header('content-security-policy', EMBED_CONTENT_SECURITY_POLICY)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(renderEmbedPage(station, pageLanguage(request.headers), publicUrl));
    },
  );
}

export async function oembedRoutes(app: FastifyInstance, { catalogue, publicUrl }: EmbedSettings) {
  const ours = new URL(publicUrl);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(embedEndpoints.oembed, {
      tags: ['share'],
      summary: "oEmbed 1.0 for a station page: a rich answer with the embeddable player's iframe",
    }),
    config: { access: 'public' },
    handler: async (request, reply) => {
      if (request.query.format === 'xml')
        return sendError(reply, 501, 'not_implemented', 'Only format=json is offered.');
      const station = stationOfPage(catalogue, request.query.url, ours);
      if (!station) return sendError(reply, 404, 'not_found', "This address is not one of Sauti's station pages.");
      reply.header('cache-control', 'public, max-age=3600');
      return oembedOf(station, request.query, publicUrl);
    },
  });
}
