import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_MANIFEST } from './web-manifest';

const publicFolder = path.resolve(import.meta.dirname, '../../public');

/** A PNG's width and height, from its IHDR chunk (bytes 16 to 24). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  it('names the app and opens it standalone at Home, within our origin', () => {
    expect(WEB_MANIFEST.name).toBe('Sauti: live African radio');
    expect(WEB_MANIFEST.short_name?.length).toBeLessThanOrEqual(12);
    expect(WEB_MANIFEST).toMatchObject({ start_url: '/', scope: '/', id: '/', display: 'standalone' });
    expect(WEB_MANIFEST.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(WEB_MANIFEST.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(WEB_MANIFEST).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('has 192 and 512 pixel icons and a maskable one, each a PNG of the size it claims', () => {
    const icons = WEB_MANIFEST.icons ?? [];
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    for (const icon of pngs) {
      const [width, height] = (icon.sizes ?? '').split('x').map(Number);
      expect(pngSize(path.join(publicFolder, icon.src))).toEqual({ width, height });
    }
    expect(pngs.map((icon) => [icon.sizes, icon.purpose])).toEqual(
      expect.arrayContaining([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]),
    );
  });

  it('points every icon at a file the build ships', () => {
    for (const icon of WEB_MANIFEST.icons ?? []) {
      expect(readFileSync(path.join(publicFolder, icon.src)).length).toBeGreaterThan(0);
    }
  });
});
