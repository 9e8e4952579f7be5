// The five languages in Chromium (issue 16): Home and Discover in each, chosen the ways a visitor
// chooses (the browser's language, the header menu, the footer list, a remembered pick), and the
// player (bar and full screen) and a station's chat in each, with <html lang dir> set, no message key
// on screen, and nothing wider than a 360-pixel phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { aRadioBrowserExport } from '@sauti/contract/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../src/i18n/locales/ar.json';
import en from '../src/i18n/locales/en.json';
import fr from '../src/i18n/locales/fr.json';
import pt from '../src/i18n/locales/pt.json';
import sw from '../src/i18n/locales/sw.json';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { horizontalOverflow } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

type Catalogue = typeof en;
type Language = 'en' | 'fr' | 'ar' | 'sw' | 'pt';
const CATALOGUES: Record<Language, Catalogue> = { en, fr, ar, sw, pt };
const PHONE = { width: 360, height: 780 };
const NAMESPACES = new Set(Object.keys(en).map((key) => key.split('.')[0]));
const KEY_SHAPE = /^[a-z]+(\.[a-zA-Z0-9_-]+)+$/;
/** A station of the fake Icecast server, added to a generated catalogue so every language can play it. */
const FAKE_STATION = 'Sauti Lugha FM';
const BROWSER_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-SN', ar: 'ar-EG', sw: 'sw-KE', pt: 'pt-AO' };

type BuildManifest = Record<string, { file: string }>;
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
) as BuildManifest;
/** The entry script's address and a language's first-view messages', as the build named them. */
const ENTRY_SCRIPT = `/${manifest['index.html']?.file}`;
const catalogueChunk = (language: Language) => `/${manifest[`src/i18n/locales/${language}.json`]?.file}`;

/** Each request the page made for `address` (Resource Timing): when it started and when its answer had arrived. */
function requestsFor(page: Page, address: string): Promise<Array<{ start: number; end: number }>> {
  return page.evaluate(
    (wanted) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === wanted)
        .map((entry) => ({ start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    address,
  );
}

/** The modulepreload links of the page as the server sent it. */
function preloadedOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href') ?? ''),
  );
}

/** A catalogue message with its {name} filled, as the page shows it. */
const named = (message: string, name: string) => message.replace('{name}', name);

/** Visible text and the labels people and screen readers get that look like our message keys. */
function rawKeysOn(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ shape, namespaces }) => {
      const pattern = new RegExp(shape);
      const looksLikeKey = (text: string) => pattern.test(text) && namespaces.includes(text.split('.')[0] ?? '');
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (looksLikeKey(text) && node.parentElement?.checkVisibility()) found.push(text);
      }
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const value = element.getAttribute(name)?.trim() ?? '';
          if (looksLikeKey(value)) found.push(`${name}=${value}`);
        }
      }
      return found;
    },
    { shape: KEY_SHAPE.source, namespaces: [...NAMESPACES] },
  );
}

describe('Sauti in five languages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    fake = await startFakeIcecast(FAKE_STATION);
    catalogue = await writeCatalogueFile([
      ...aRadioBrowserExport().records,
      aRadioBrowserRecord({ name: FAKE_STATION, tags: 'gospel', countrycode: 'TZ', url: fake.streamUrl }),
    ]);
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, SAFE_FETCH_ALLOW: `127.0.0.1:${fake.port}` }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.stop();
    await catalogue?.remove();
  });

  /** A phone-sized page whose browser asks for `locale` (navigator.languages and Accept-Language). */
  async function phonePage(locale?: string): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE, ...(locale ? { locale } : {}) });
    contexts.push(context);
    return context.newPage();
  }

  async function expectHomeIn(page: Page, language: Language) {
    const words = CATALOGUES[language];
    await page.getByRole('heading', { level: 1, name: words['home.hero.title'] }).waitFor();
    await page.getByRole('list', { name: words['home.featured.heading'], exact: true }).waitFor();
    await page.getByRole('heading', { name: words['home.genres.heading'] }).waitFor();
    await page.getByRole('list', { name: words['home.countries.highlighted'] }).getByRole('link').first().waitFor();
    await page.getByRole('contentinfo').getByText(words['footer.status.ok']).waitFor();
    await expectLanguageOfPage(page, language);
    expect(await page.title()).toBe(words['site.title']);
    await saveScreenshot(page, `languages-home-${language}-360`);
  }

  async function expectDiscoverIn(page: Page, language: Language) {
    const words = CATALOGUES[language];
    await page.goto(`${server.baseUrl}/discover`);
    await page.getByRole('heading', { level: 1, name: words['discover.title'] }).waitFor();
    await page
      .getByRole('list', { name: words['discover.results'], exact: true })
      .getByRole('listitem')
      .first()
      .waitFor();
    await page.getByRole('search').getByLabel(words['discover.search']).waitFor();
    await expectLanguageOfPage(page, language);
    await saveScreenshot(page, `languages-discover-${language}-360`);
  }

  async function expectLanguageOfPage(page: Page, language: Language) {
    const root = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
    }));
    expect(root).toEqual({ lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
    expect(await rawKeysOn(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  }

  it('speaks English to a browser that asks for a language Sauti does not have', async () => {
    const page = await phonePage('de-DE');
    await page.goto(server.baseUrl);
    await expectHomeIn(page, 'en');
    await expectDiscoverIn(page, 'en');
  });

  it("follows a French browser's language", async () => {
    const page = await phonePage('fr-SN');
    await page.goto(server.baseUrl);
    await expectHomeIn(page, 'fr');
    await expectDiscoverIn(page, 'fr');
  });

  it("follows a Portuguese browser's language, whatever its region", async () => {
    const page = await phonePage('pt-MZ');
    await page.goto(server.baseUrl);
    await expectHomeIn(page, 'pt');
    await expectDiscoverIn(page, 'pt');
  });

  it('switches to Arabic from the header, mirrors the layout and remembers the choice', async () => {
    const page = await phonePage('en-US');
    await page.goto(server.baseUrl);
    await page.getByRole('banner').getByLabel(en['language.label']).selectOption('ar');
    await expectHomeIn(page, 'ar');
    // The page mirrors: the logo sits at the right edge, the account links at the left.
    const logo = await page.getByRole('banner').getByRole('link', { name: 'Sauti' }).boundingBox();
    expect(logo?.x ?? 0).toBeGreaterThan(PHONE.width / 2);
    await expectDiscoverIn(page, 'ar');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ar['discover.title'] }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('sauti.language'))).toBe('ar');
  });

  it("fetches the listener's messages alongside the main script, for the browser's language and then a choice", async () => {
    const page = await phonePage('ar-EG');
    // Every request waits 100 ms, so a chunk asked for only once the main script has run starts after it arrived.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto(server.baseUrl);
    await page.getByRole('heading', { level: 1, name: ar['home.hero.title'] }).waitFor();
    const [entryScript] = await requestsFor(page, ENTRY_SCRIPT);
    const arabic = await requestsFor(page, catalogueChunk('ar'));
    expect(arabic).toHaveLength(1);
    expect(arabic[0]?.start).toBeLessThan(entryScript?.end ?? 0);
    expect(await requestsFor(page, catalogueChunk('en'))).toEqual([]);

    // A choice lives in local storage, which the server cannot read: the app tells it with a cookie.
    await page.getByRole('banner').getByLabel(ar['language.label']).selectOption('fr');
    await page.getByRole('heading', { level: 1, name: fr['home.hero.title'] }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: fr['home.hero.title'] }).waitFor();
    const preloaded = await preloadedOn(page);
    expect(preloaded).toContain(catalogueChunk('fr'));
    expect(preloaded).not.toContain(catalogueChunk('ar'));
  });

  it('switches to Swahili from the footer, and back to English', async () => {
    const page = await phonePage('en-US');
    await page.goto(server.baseUrl);
    await page.getByRole('contentinfo').getByLabel(en['language.label']).selectOption('sw');
    await expectHomeIn(page, 'sw');
    await expectDiscoverIn(page, 'sw');
    await page.getByRole('contentinfo').getByLabel(sw['language.label']).selectOption('en');
    await page.getByRole('heading', { level: 1, name: en['discover.title'] }).waitFor();
    await expectLanguageOfPage(page, 'en');
  });

  it("loads a static page's own words with it, and again for a language chosen on that page", async () => {
    const page = await phonePage('pt-AO');
    await page.goto(`${server.baseUrl}/help`);
    await page.getByRole('heading', { level: 1, name: pt['help.title'] }).waitFor();
    await page.getByRole('heading', { name: pt['help.find.q'] }).waitFor();
    await page.getByRole('banner').getByLabel(pt['language.label']).selectOption('ar');
    await page.getByRole('heading', { level: 1, name: ar['help.title'] }).waitFor();
    await page.getByRole('link', { name: ar['nav.discover'] }).last().waitFor();
    expect(await rawKeysOn(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it('keeps the legal text in English under a note in the chosen language', async () => {
    const page = await phonePage('fr-FR');
    await page.goto(`${server.baseUrl}/privacy`);
    await page.getByRole('note').getByText(fr['legal.note']).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await page.locator('h1 [lang="en"]').textContent()).toBe('Privacy Policy');
    await page.getByRole('navigation', { name: fr['common.pageNav'] }).getByText(fr['common.back']).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  it.each(Object.keys(BROWSER_LOCALES) as Language[])(
    'plays a station and opens its chat in %s, with every word of the player and the chat translated',
    async (language) => {
      const words = CATALOGUES[language];
      const page = await phonePage(BROWSER_LOCALES[language]);
      await page.goto(`${server.baseUrl}/discover?search=${encodeURIComponent(FAKE_STATION)}`);
      await page
        .getByRole('button', { name: named(words['station.playName'], FAKE_STATION) })
        .first()
        .click();

      const player = page.getByRole('region', { name: words['player.region'] });
      await expect
        .poll(() => player.getByRole('status').first().textContent(), { timeout: 15_000 })
        .toContain(words['player.status.playing']);
      await player.getByRole('button', { name: words['player.pause'], exact: true }).waitFor();
      await expectLanguageOfPage(page, language);
      await saveScreenshot(page, `languages-player-bar-${language}-360`);

      await player.getByRole('button', { name: words['player.openFullScreen'] }).click();
      const fullScreen = page.getByRole('dialog', { name: words['player.nowPlaying'] });
      await fullScreen.getByRole('slider', { name: words['player.volume'] }).waitFor();
      await fullScreen.getByRole('switch', { name: words['lowData.label'] }).waitFor();
      await fullScreen.getByRole('img', { name: words['player.visualizer'] }).waitFor();
      await expectLanguageOfPage(page, language);
      await saveScreenshot(page, `languages-player-full-${language}-360`);
      await fullScreen.getByRole('button', { name: words['player.minimise'] }).click();

      await page
        .getByRole('button', { name: named(words['chat.openFor'], FAKE_STATION) })
        .first()
        .click();
      const chat = page.getByRole('dialog', { name: named(words['chat.title'], FAKE_STATION) });
      await chat.getByRole('log', { name: words['chat.messages'] }).waitFor();
      await chat.getByText(words['chat.empty']).waitFor();
      await chat
        .getByRole('link', { name: words['chat.loginPrompt'].replace(/.*<login>(.*)<\/login>.*/, '$1') })
        .waitFor();
      await expectLanguageOfPage(page, language);
      await saveScreenshot(page, `languages-chat-${language}-360`);
    },
  );
});
