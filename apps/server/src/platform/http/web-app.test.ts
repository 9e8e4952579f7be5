import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
    await writeFile(path.join(dist, 'index.html'), `<html><head>${styles}</head><body></body></html>`);
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
});
