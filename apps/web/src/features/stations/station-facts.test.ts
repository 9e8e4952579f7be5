import type { Station } from '@sauti/contract';
import { aStation as aTestStation } from '@sauti/contract/testing';
import { describe, expect, it } from 'vitest';
import { codecOf, descriptionOf, popularityLevel, qualityOf } from './station-facts';

const aStation = (overrides: Partial<Station> = {}): Station =>
  aTestStation({
    id: 'a1',
    slug: 'joy-fm',
    name: 'Joy FM',
    url: 'https://example.org/joy',
    url_resolved: null,
    genre: 'highlife',
    city: 'Accra',
    language: 'en',
    languages: ['en'],
    last_check_ok: null,
    ...overrides,
  });

describe('how a station reads on screen', () => {
  it('rates 128 kbps and up as high quality, 64 as standard, less as low, and none as unknown', () => {
    expect(qualityOf(aStation({ bitrate: 320 }))).toBe('high');
    expect(qualityOf(aStation({ bitrate: 64 }))).toBe('standard');
    expect(qualityOf(aStation({ bitrate: 32 }))).toBe('low');
    expect(qualityOf(aStation({ bitrate: null }))).toBe('unknown');
    expect(qualityOf(aStation({ bitrate: 0 }))).toBe('unknown');
  });

  it('shows the catalogue codec, marking HLS streams', () => {
    expect(codecOf(aStation({ codec: 'AAC', hls: true }))).toBe('AAC (HLS)');
    expect(codecOf(aStation({ codec: null, hls: true }))).toBe('HLS');
    expect(codecOf(aStation({ codec: null }))).toBeNull();
  });

  it('keeps a real description and ignores a blank one', () => {
    expect(descriptionOf(aStation({ description: 'Your number one station.' }))).toBe('Your number one station.');
    expect(descriptionOf(aStation({ description: '   ' }))).toBeNull();
    expect(descriptionOf(aStation())).toBeNull();
  });

  it("words popularity in the contract's bands, and says nothing below them", () => {
    expect([100, 90, 89, 70, 69, 40, 39, 0].map(popularityLevel)).toEqual([
      'veryPopular',
      'veryPopular',
      'popular',
      'popular',
      'wellLiked',
      'wellLiked',
      null,
      null,
    ]);
  });
});
