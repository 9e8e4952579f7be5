import type { Station } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { aStation as aTestStation } from '../../lib/station-builder';
import { bitrateOf, blurbOf, codecOf, qualityOf } from './station-facts';

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
    expect(qualityOf(aStation({ bitrate: 320 }))).toBe('High');
    expect(qualityOf(aStation({ bitrate: 64 }))).toBe('Standard');
    expect(qualityOf(aStation({ bitrate: 32 }))).toBe('Low');
    expect(qualityOf(aStation({ bitrate: null }))).toBe('Unknown');
  });

  it('shows the catalogue bitrate and codec, marking HLS streams', () => {
    expect(bitrateOf(aStation({ bitrate: 96 }))).toBe('96 kbps');
    expect(bitrateOf(aStation({ bitrate: 0 }))).toBe('Unknown');
    expect(codecOf(aStation({ codec: 'AAC', hls: true }))).toBe('AAC (HLS)');
    expect(codecOf(aStation({ codec: null }))).toBe('Unknown');
  });

  it('describes a station without a description by where it broadcasts from', () => {
    expect(blurbOf(aStation())).toBe('Live radio from Accra, Ghana.');
    expect(blurbOf(aStation({ city: null }))).toBe('Live radio from Ghana.');
    expect(blurbOf(aStation({ description: 'Your number one station.' }))).toBe('Your number one station.');
  });
});
