// The language of a page the server sends, and its messages preloaded. The web app's first-view
// messages are a chunk of their own in each language, English too, which the app would ask for only
// once its main script had run: on slow 3G, one more round trip after 190 kB of JavaScript. The
// server knows which language the app will pick (the one it last showed in this browser, from its
// cookie, else the first of Accept-Language's that we have, as navigator.languages lists them) and
// names that chunk in the page, so it downloads alongside the main script.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language, languageFromBrowser } from '@sauti/contract';
import { acceptedValues } from './accept-header';
import { escapeHtml } from './html-text';

/** Each language's first-view catalogue chunk, by its address ('/assets/ar-DV65sa94.js'). */
export type CatalogueChunks = ReadonlyMap<Language, string>;

type BuildManifest = Record<string, { file?: string } | undefined>;

/** The chunks as the web build's manifest names them (vite.config.ts: build.manifest); none without a build. */
export function catalogueChunks(webDist: string): CatalogueChunks {
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return new Map();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const chunks = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const file = manifest[`src/i18n/locales/${language}.json`]?.file;
    if (file) chunks.set(language, `/${file}`);
  }
  return chunks;
}

function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  for (const cookie of (cookieHeader ?? '').split(';')) {
    const [name, value] = cookie.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The language the web app will show to the browser that sent these headers. */
export function pageLanguage(headers: IncomingHttpHeaders): Language {
  return cookieLanguage(headers.cookie) ?? languageFromBrowser(acceptedValues(headers['accept-language']));
}

/** Where the app's own scripts start (vite.config.ts puts them at the end of the body). */
const APP_SCRIPTS = /<script type="module"|<\/body>/;

/**
 * The page with the chunk preloaded, named first among the app's scripts: after the page's content,
 * which it must not slow, and before the six scripts that would fill a browser's six connections to
 * an HTTP/1.1 server. `crossorigin` matches the app's import(), so that import takes this download.
 */
export function withCataloguePreload(page: string, chunk: string | undefined): string {
  if (!chunk) return page;
  return page.replace(
    APP_SCRIPTS,
    (scripts) => `<link rel="modulepreload" crossorigin href="${escapeHtml(chunk)}">\n${scripts}`,
  );
}
