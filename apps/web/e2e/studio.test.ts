// A broadcaster in Chromium (issue 29), at 360 and 1280 px: claims their station from its page, proves
// it with the verification file on the station's website (a fake site on 127.0.0.1 that our server
// reads through safe-fetch), edits the description in the studio, sees it and the "Verified by its
// broadcaster" badge on the public station page, sets tonight's show in the Schedule tab and sees it on
// now there, then copies the embed snippet from the studio's Embed tab onto a page of another origin and
// plays the station there.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { aRadioBrowserRecord, type CatalogueFile, writeCatalogueFile } from './support/catalogue-file';
import { type FakeIcecast, startFakeIcecast } from './support/fake-icecast';
import { pageForNewUser } from './support/listener';
import { fillProgramme, HOUR_MS, wallClock } from './support/schedule';
import { saveScreenshot } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

interface Site {
  url: string;
  close(): Promise<void>;
}

/** An HTTP server on its own port (so its own origin) answering every path with what `answer` gives. */
async function startSite(answer: (path: string) => { status: number; type: string; body: string }): Promise<Site> {
  const server: Server = createServer((request, response) => {
    const { status, type, body } = answer(new URL(request.url ?? '/', 'http://site').pathname);
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const VIEWPORTS = [
  { name: 'phone', width: 360, station: 'Simu Broadcaster FM' },
  { name: 'desktop', width: 1280, station: 'Desktop Broadcaster FM' },
];

describe('a broadcaster claims, verifies and edits their station in Chromium', () => {
  let fake: FakeIcecast;
  let catalogue: CatalogueFile;
  let server: RunningServer;
  let browser: Browser;
  let website: Site;
  let otherSite: Site;
  /** The tokens the station's website holds in its verification file, one a line. */
  const published: string[] = [];
  let snippet = '';

  beforeAll(async () => {
    fake = await startFakeIcecast('Broadcaster FM', 'Studio session');
    website = await startSite((path) =>
      path === '/.well-known/sauti-verification.txt'
        ? { status: 200, type: 'text/plain', body: `${published.join('\n')}\n` }
        : { status: 200, type: 'text/html', body: '<!doctype html><title>Our station</title><h1>On air</h1>' },
    );
    otherSite = await startSite(() => ({
      status: 200,
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>Our own site</title></head><body><h1>Listen here</h1>${snippet}</body></html>`,
    }));
    catalogue = await writeCatalogueFile(
      VIEWPORTS.map(({ station, name }) =>
        aRadioBrowserRecord({
          name: station,
          countrycode: 'KE',
          url: `http://127.0.0.1:${fake.port}/${name}.mp3`,
          homepage: website.url,
          votes: 20,
        }),
      ),
    );
    [server, browser] = await Promise.all([
      startServer({ CATALOGUE_FILE: catalogue.file, SAFE_FETCH_ALLOW: '127.0.0.1:*' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await otherSite?.close();
    await website?.close();
    await server?.stop();
    await fake?.stop();
    await catalogue?.remove();
    // Last: it fails the suite when a page reported a CSP violation.
    await browser?.close();
  });

  it.each(VIEWPORTS)(
    'claim, verify, edit, set the show tonight, see both public, embed and play ($name)',
    async ({ name, width, station }) => {
      const listed = (await fetch(`${server.baseUrl}/api/stations?search=${encodeURIComponent(station)}`).then(
        (response) => response.json(),
      )) as Array<{ name: string; slug: string }>;
      const slug = listed.find((each) => each.name === station)?.slug ?? '';
      expect(slug).not.toBe('');
      const page = await pageForNewUser(browser, server.baseUrl, `broadcaster_${name}`, width);

      // The station's page offers the way in.
      await page.goto(`${server.baseUrl}/station/${slug}`);
      const details = page.getByRole('dialog', { name: station });
      await details.getByRole('link', { name: 'Claim this station' }).click();
      await page.getByRole('heading', { level: 1, name: `Claim ${station}` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Claim this station' }).click();

      // The three ways are explained; the file way is checked against the station's website.
      const token =
        (await page.locator('figure', { hasText: 'Your verification code' }).locator('code').textContent()) ?? '';
      expect(token).toMatch(/^sauti-/);
      await page.getByRole('heading', { name: 'A file on the website' }).waitFor();
      await page.getByRole('heading', { name: 'A tag on the home page' }).waitFor();
      await page.getByRole('heading', { name: 'An admin’s review' }).waitFor();
      expect(await page.getByText(`${website.url}.well-known/sauti-verification.txt`).count()).toBe(1);
      await page.getByRole('button', { name: 'Check the file' }).click();
      await page.getByText('The file is there but does not hold this claim’s token.').waitFor();
      published.push(token);
      await page.getByRole('button', { name: 'Check the file' }).click();
      await page.getByText(`Verified: ${station} is yours.`).waitFor();
      await saveScreenshot(page, `studio-claim-${name}`);
      await page.getByRole('link', { name: 'Open the studio' }).click();

      // The studio: our checks' verdict, then the Details tab's form.
      await page.getByRole('tab', { name: 'Details', selected: true }).waitFor();
      await page.getByRole('button', { name: 'Check again' }).waitFor();
      const description = `Talk and taarab from the coast, edited at ${width} px.`;
      await page.getByLabel('Description').fill(description);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved: listeners see it now.').waitFor();
      const stored = await fetch(`${server.baseUrl}/api/stations/${slug}`).then((response) => response.json());
      expect(stored.description).toBe(description);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `studio-details-${name}`);

      // The Embed tab gives the snippet to paste elsewhere.
      await page.getByRole('tab', { name: 'Embed' }).click();
      await page.getByText('Embed on your site').click();
      const code = page.getByRole('textbox', { name: /Paste this code into your website/ });
      await expect.poll(() => code.inputValue(), { timeout: 15_000 }).toContain(`/embed/${slug}`);
      snippet = await code.inputValue();

      // The Schedule tab: tonight's show, from the top of this hour for two, at the owner's clock.
      await page.getByRole('tab', { name: 'Schedule' }).click();
      await page.getByRole('heading', { name: 'Weekly schedule' }).waitFor();
      const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      const thisHour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
      const starts = wallClock(thisHour, zone);
      const show = { title: `Pwani Usiku ${width}`, host: 'Mwanaisha' };
      const remove = page.getByRole('button', { name: /^Remove programme/ });
      while ((await remove.count()) > 0) await remove.first().click();
      await page.getByRole('button', { name: 'Add programme' }).click();
      await fillProgramme(page, 1, {
        day: starts.day,
        start: starts.time,
        end: wallClock(thisHour + 2 * HOUR_MS, zone).time,
        ...show,
      });
      await page.getByRole('button', { name: 'Save schedule' }).click();
      await page.getByText('Schedule saved.').waitFor();

      // The public page shows the new description and the badge, to anyone.
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByRole('link', { name: 'See the public page' }).click();
      const publicDetails = page.getByRole('dialog', { name: station });
      await publicDetails.getByText(description).waitFor();
      await publicDetails.getByText('Verified by its broadcaster').waitFor();
      const onNow = publicDetails.getByRole('region', { name: 'Schedule' }).getByRole('definition').first();
      await expect.poll(() => onNow.textContent()).toContain(show.title);
      const anonymous = await browser.newPage({ viewport: { width, height: 800 } });
      await anonymous.goto(`${server.baseUrl}/station/${slug}`);
      await anonymous.getByRole('dialog', { name: station }).getByText(description).waitFor();
      await anonymous.close();

      // The snippet on a page of another origin plays the station.
      await page.goto(otherSite.url);
      const player = page.frameLocator('iframe');
      await expect.poll(() => player.getByRole('heading', { name: station }).count(), { timeout: 15_000 }).toBe(1);
      await player.getByRole('button', { name: 'Play' }).click();
      await expect.poll(() => player.locator('main').getAttribute('data-state'), { timeout: 15_000 }).toBe('playing');
      await player.getByRole('button', { name: 'Stop' }).click();
      await page.context().close();
    },
  );
});
