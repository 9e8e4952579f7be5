import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChunks, pageLanguage, withCataloguePreload } from './page-language';

describe('pageLanguage', () => {
  it("follows the browser's most wanted language that Sauti speaks, else English", () => {
    expect(pageLanguage({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' })).toBe('ar');
    expect(pageLanguage({ 'accept-language': 'de-DE, en;q=0.4, pt-AO;q=0.7' })).toBe('pt');
    expect(pageLanguage({ 'accept-language': 'de-DE, zh' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
  });

  it('prefers the language the web app last showed, from its cookie, and ignores one it does not speak', () => {
    expect(pageLanguage({ 'accept-language': 'ar', cookie: 'theme=dark; sauti_language=sw' })).toBe('sw');
    expect(pageLanguage({ 'accept-language': 'ar', cookie: 'sauti_language=klingon' })).toBe('ar');
  });
});

describe('catalogueChunks', () => {
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'sauti-page-language-'));
    await mkdir(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-a1.js' },
      'src/i18n/locales/ar.json': { file: 'assets/ar-b2.js' },
      'src/i18n/locales/ar.json?part=pages': { file: 'assets/ar-c3.js' },
      'src/i18n/locales/en.json': { file: 'assets/en-d4.js' },
    };
    await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  });

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it("names each language's first-view messages from the build's manifest", () => {
    expect(new Map(catalogueChunks(dist))).toEqual(
      new Map([
        ['en', '/assets/en-d4.js'],
        ['ar', '/assets/ar-b2.js'],
      ]),
    );
  });

  it('names none without a build', () => {
    expect(catalogueChunks(path.join(dist, 'missing')).size).toBe(0);
  });
});

describe('withCataloguePreload', () => {
  const page =
    '<html><head><style>p{}</style></head><body><p>Hi</p>\n<script type="module" src="/a.js"></script>\n</body></html>';

  it("preloads the chunk before the app's own scripts, after the page's content", () => {
    expect(withCataloguePreload(page, '/assets/ar-b2.js')).toBe(
      '<html><head><style>p{}</style></head><body><p>Hi</p>\n<link rel="modulepreload" crossorigin href="/assets/ar-b2.js">\n<script type="module" src="/a.js"></script>\n</body></html>',
    );
  });

  it('leaves the page as it is without a chunk', () => {
    expect(withCataloguePreload(page, undefined)).toBe(page);
  });
});
