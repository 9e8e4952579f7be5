import type { Station } from '@sauti/contract';
import { logoPath } from '@sauti/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { genreIconSvg } from './genre-icon';

/** A real 300 x 150 PNG: a wide red logo. */
const aPng = () =>
  sharp({ create: { width: 300, height: 150, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 1 } } })
    .png()
    .toBuffer();

/** An ICO file holding one picture (PNG or bitmap bytes), as many station favicons are. */
function anIco(picture: Buffer, side: number, bitsPerPixel = 32): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one picture
  header.writeUInt8(side, 6);
  header.writeUInt8(side, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(bitsPerPixel, 12);
  header.writeUInt32LE(picture.length, 14);
  header.writeUInt32LE(22, 18); // where the picture starts
  return Buffer.concat([header, picture]);
}

/** An ICO favicon's older kind of picture: a 16 x 16 32-bit bitmap (blue, stored BGRA, bottom-up) and its mask. */
function aBitmapIcoPicture(): Buffer {
  const info = Buffer.alloc(40);
  info.writeUInt32LE(40, 0);
  info.writeInt32LE(16, 4);
  info.writeInt32LE(32, 8); // twice the height: the colours, then the transparency mask
  info.writeUInt16LE(1, 12);
  info.writeUInt16LE(32, 14);
  const pixels = Buffer.alloc(16 * 16 * 4);
  for (let offset = 0; offset < pixels.length; offset += 4) pixels.set([220, 40, 10, 255], offset);
  return Buffer.concat([info, pixels, Buffer.alloc(16 * 4)]);
}

const VECTOR =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>';
const PAGE = '<!doctype html><html><head><title>Not found</title></head><body>Nothing here</body></html>';

describe('station logos through our origin', () => {
  let images: FakeHost;
  let test: TestApp;
  let client: ApiClient;
  const stations: Record<string, Station> = {};

  const upstreamCalls = (path: string) => images.requests.filter((request) => request.path === path).length;
  const logoOf = (station: Station, query = '') => client.call('GET', `/api/logos/${station.id}${query}`);

  beforeAll(async () => {
    const png = await aPng();
    images = await startFakeHost({
      '/logo.png': { headers: { 'content-type': 'image/png' }, body: png },
      '/busy.png': (_request, socket) => {
        // Answers late, so that requests arriving meanwhile find the fetch under way.
        setTimeout(() => {
          socket.end(
            Buffer.concat([
              Buffer.from(`HTTP/1.0 200 OK\r\ncontent-type: image/png\r\ncontent-length: ${png.length}\r\n\r\n`),
              png,
            ]),
          );
        }, 300);
      },
      '/page.png': { headers: { 'content-type': 'image/png' }, body: PAGE },
      '/vector.png': { headers: { 'content-type': 'image/png' }, body: VECTOR },
      '/gone.png': { status: 404, headers: { 'content-type': 'text/plain' }, body: 'not found' },
      '/icon.ico': {
        headers: { 'content-type': 'image/x-icon' },
        body: anIco(
          await sharp({ create: { width: 32, height: 32, channels: 4, background: '#0a0' } })
            .png()
            .toBuffer(),
          32,
        ),
      },
      '/bitmap.ico': { headers: { 'content-type': 'image/x-icon' }, body: anIco(aBitmapIcoPicture(), 16) },
      '/private.png': { headers: { 'content-type': 'image/png' }, body: png },
    });
    test = await startTestApp();
    client = apiClient(test.app);
    const names = ['logo', 'busy', 'page', 'vector', 'gone', 'icon', 'bitmap', 'private', 'none'] as const;
    const added = await addStations(
      test.app,
      names.map((name) =>
        aRadioBrowserRecord({
          name: `Logo Test ${name}`,
          favicon: name === 'none' ? '' : `${images.url}/${name}.${['icon', 'bitmap'].includes(name) ? 'ico' : 'png'}`,
        }),
      ),
    );
    names.forEach((name, index) => {
      stations[name] = added[index] as Station;
    });
  });
  afterAll(async () => {
    await test?.close();
    await images?.close();
  });

  const station = (name: string) => stations[name] as Station;

  it('serves the logo as WebP of the asked size, fetched once, then from its disk cache', async () => {
    const logo = station('logo');
    for (const size of [64, 128, 256]) {
      const response = await logoOf(logo, `?size=${size}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      const meta = await sharp(response.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: size,
        height: size,
      });
    }
    expect((await logoOf(logo)).statusCode).toBe(200);
    // Every size was made from one fetch.
    expect(upstreamCalls('/logo.png')).toBe(1);

    // Another instance on the same DATA_DIR (or a restart) serves it from the disk, not from the host.
    const restarted = await test.sibling();
    const again = await restarted.inject({ method: 'GET', url: `/api/logos/${logo.id}?size=64` });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('image/webp');
    expect(upstreamCalls('/logo.png')).toBe(1);
  });

  it('answers with cache headers: validators, a day unversioned, for good when the version is current', async () => {
    const logo = station('logo');
    const plain = await logoOf(logo, '?size=128');
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(String(plain.headers['last-modified'])).getTime()).not.toBeNaN();

    const versioned = await client.call('GET', logoPath(logo, 128) as string);
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await logoOf(logo, '?size=128&v=oldone');
    expect(stale.headers['cache-control']).toBe('public, max-age=86400');

    const revalidated = await client.call('GET', `/api/logos/${logo.id}?size=128`, {
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const since = await client.call('GET', `/api/logos/${logo.id}?size=128`, {
      headers: { 'if-modified-since': String(plain.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);
    const otherTag = await client.call('GET', `/api/logos/${logo.id}?size=128`, {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(otherTag.statusCode).toBe(200);
  });

  it('fetches a logo once when many ask for it at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => logoOf(station('busy'), `?size=${[64, 128, 256][index % 3]}`)),
    );
    expect(answers.map((answer) => answer.headers['content-type'])).toEqual(Array(6).fill('image/webp'));
    expect(upstreamCalls('/busy.png')).toBe(1);
  });

  it('reads ICO favicons, PNG or bitmap inside: the picture in its own colours, drawn as WebP', async () => {
    const colours = { icon: [0, 170, 0], bitmap: [10, 40, 220] };
    for (const [name, colour] of Object.entries(colours)) {
      const response = await logoOf(station(name), '?size=64');
      expect(response.headers['content-type'], name).toBe('image/webp');
      const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(info.width, name).toBe(64);
      const centre = (32 * 64 + 32) * info.channels;
      const [red = 0, green = 0, blue = 0] = data.subarray(centre, centre + 3);
      expect(
        [red, green, blue].map((value, index) => Math.abs(value - (colour[index] ?? 0)) < 12),
        name,
      ).toEqual([true, true, true]);
    }
  });

  it('refuses what is not a raster image by its bytes: an HTML page served as .png and image/png gives the genre icon', async () => {
    const page = station('page');
    const response = await logoOf(page, '?size=64');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toBe(genreIconSvg(page.genre));
    expect(response.body).not.toContain('Nothing here');
    // Remembered for a while: the host is not asked again on the next page view.
    await logoOf(page, '?size=128');
    expect(upstreamCalls('/page.png')).toBe(1);
  });

  it('refuses SVG, which could carry script, even though the image library would draw it', async () => {
    const response = await logoOf(station('vector'), '?size=64');
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toBe(genreIconSvg(station('vector').genre));
    expect(upstreamCalls('/vector.png')).toBe(1);
  });

  it("answers the genre icon, cached an hour only, for a station without a logo or whose logo's host fails", async () => {
    for (const name of ['none', 'gone']) {
      const response = await logoOf(station(name));
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control'], name).toBe('public, max-age=3600');
      expect(response.body, name).toBe(genreIconSvg(station(name).genre));
      expect(response.body, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
    }
    expect(upstreamCalls('/gone.png')).toBe(1);
  });

  it('never fetches a logo on a private address: the host receives nothing and the genre icon answers', async () => {
    const guarded = await test.sibling({ safeFetchAllow: [] });
    const before = images.connections;
    const response = await guarded.inject({ method: 'GET', url: `/api/logos/${station('private').id}?size=64` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(images.connections).toBe(before);
    expect(upstreamCalls('/private.png')).toBe(0);
  });

  it('answers 404 for a station that does not exist and 400 for a size the app does not use', async () => {
    const missing = await client.call('GET', '/api/logos/no-such-station');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
    const odd = await logoOf(station('logo'), '?size=100');
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toMatch(/size/);
  });
});
