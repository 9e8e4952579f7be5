import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageEncoding, registerWebApp } from './web-app';

describe('pageEncoding', () => {
  it('prefers Brotli, then gzip, and honours a refusal by q=0', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br');
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pageEncoding('identity')).toBeUndefined();
    expect(pageEncoding(undefined)).toBeUndefined();
  });
});

describe('the web app page', () => {
  const styles = `<style>${'.x{color:red}'.repeat(2000)}</style>`;
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'sauti-web-app-'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<html><head>${styles}</head><body><script type="module" crossorigin src="/assets/index-a1.js"></script></body></html>`,
    );
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a1.js' },
        'src/i18n/locales/en.json': { file: 'assets/en-b2.js' },
        'src/i18n/locales/ar.json': { file: 'assets/ar-c3.js' },
      }),
    );
    app = Fastify();
    await registerWebApp(app, dist, { publicUrl: 'https://sauti.example' });
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = (acceptEncoding?: string) =>
    app.inject({ url: '/discover', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('is sent with Brotli or gzip when the browser takes them, with its canonical link', async () => {
    const brotli = await page('gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(html).toContain('<link rel="canonical" href="https://sauti.example/discover" />');
    expect(brotli.rawPayload.length).toBeLessThan(html.length / 10);
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
  });

  it('is sent as it is to a client that takes neither', async () => {
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(styles);
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  it('preloads the Arabic messages for an Arabic browser and the English ones for an English one', async () => {
    const arabic = await app.inject({ url: '/', headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(preloads(arabic.body)).toEqual(['/assets/ar-c3.js']);
    expect(arabic.headers.vary).toBe('accept-encoding, accept-language, cookie');
    const english = await app.inject({ url: '/discover', headers: { 'accept-language': 'en-GB' } });
    expect(preloads(english.body)).toEqual(['/assets/en-b2.js']);
  });

  it('preloads the messages of the language the app last showed, whatever the browser asks for', async () => {
    const chosen = await app.inject({ url: '/', headers: { 'accept-language': 'en-GB', cookie: 'sauti_language=ar' } });
    expect(preloads(chosen.body)).toEqual(['/assets/ar-c3.js']);
  });
});
