import type { Station } from '@sauti/contract';
import { describe, expect, it } from 'vitest';
import { anIndexedStation } from '../../test-support/station-builders';
import { AFRICAN_COUNTRIES } from './african-countries';
import { CatalogueIndex } from './catalogue-index';
import { CoListening } from './co-listening';

const countries = AFRICAN_COUNTRIES.map(({ code, name, flag }) => ({ code, name, flag, discoverable: true }));

function station(name: string, overrides: Partial<Station>) {
  return anIndexedStation({ name, languages: [], tags: [], ...overrides });
}

const seed = station('Seed Gospel', { country: 'GH', genre: 'gospel', languages: ['en', 'tw'], tags: ['Praise'] });
const stations = [
  seed,
  station('Twin Gospel', { country: 'GH', genre: 'gospel', languages: ['tw', 'en'], tags: ['praise', 'worship'] }),
  station('Neighbour Gospel', { country: 'GH', genre: 'gospel', languages: ['ee'], clicks: 1 }),
  station('Lagos Gospel', { country: 'NG', genre: 'gospel', languages: ['en'], clicks: 5000 }),
  station('Accra Talk', { country: 'GH', genre: 'talk', languages: ['en'] }),
  station('Accra Sports', { country: 'GH', genre: 'sports', clicks: 10 }),
  station('Nairobi Jazz', { country: 'KE', genre: 'jazz', languages: ['sw'] }),
  station('Cape Jazz', { country: 'ZA', genre: 'jazz', languages: ['en'], tags: ['praise'] }),
  station('Silent Gospel', { country: 'GH', genre: 'gospel', languages: ['en', 'tw'], off_air: true }),
];
const idOf = (name: string) => stations.find((entry) => entry.station.name === name)?.station.id ?? '';
const names = (found: readonly Station[] | undefined) => (found ?? []).map((s) => s.name);

describe('similar stations', () => {
  const index = new CatalogueIndex(stations, countries);

  it('rank shared genre, country, languages and tags, in that order of weight', () => {
    expect(names(index.similar(seed.station.id, 10, CoListening.NONE))).toEqual([
      'Twin Gospel', // genre, country, two languages, one tag
      'Neighbour Gospel', // genre, country
      'Lagos Gospel', // genre, one language
      'Accra Talk', // country, one language
      'Accra Sports', // country
    ]);
  });

  it('never offer the station itself or one that is off the air', () => {
    const found = names(index.similar(seed.station.slug, 10, CoListening.NONE));
    expect(found).not.toContain('Seed Gospel');
    expect(found).not.toContain('Silent Gospel');
  });

  it('lift the stations that listeners of this one also play, whatever their genre or country', () => {
    const coListening = new CoListening([
      [seed.station.id, idOf('Nairobi Jazz'), idOf('Accra Sports')],
      [idOf('Nairobi Jazz'), seed.station.id],
      [seed.station.id, idOf('Accra Sports')],
      [seed.station.id, idOf('Nairobi Jazz'), idOf('Silent Gospel')],
    ]);
    expect(names(index.similar(seed.station.id, 5, coListening))).toEqual([
      'Twin Gospel',
      'Accra Sports', // country, and two of the seed's listeners play it
      'Neighbour Gospel',
      'Nairobi Jazz', // nothing in common but its three listeners
      'Lagos Gospel',
    ]);
  });

  it('count one listener’s habit for little', () => {
    const coListening = new CoListening([[seed.station.id, idOf('Nairobi Jazz')]]);
    expect(names(index.similar(seed.station.id, 5, coListening)).at(-1)).toBe('Accra Sports');
    expect(names(index.similar(seed.station.id, 6, coListening)).at(-1)).toBe('Nairobi Jazz');
  });

  it('answer as many as asked, and nothing for an unknown station', () => {
    expect(index.similar(seed.station.id, 2, CoListening.NONE)).toHaveLength(2);
    expect(index.similar('no-such-station', 5, CoListening.NONE)).toBeUndefined();
  });

  it('follow single-station changes', () => {
    const changing = new CatalogueIndex(stations, countries);
    const twin = stations[1]?.station;
    if (!twin) throw new Error('no station');
    changing.upsert({ station: { ...twin, off_air: true }, clickTrend: 0 });
    expect(names(changing.similar(seed.station.id, 1, CoListening.NONE))).toEqual(['Neighbour Gospel']);
  });
});

describe('stations like a listener’s', () => {
  const index = new CatalogueIndex(stations, countries);

  it('mix stations like each seed, leaving out the seeds and the excluded ones', () => {
    const found = names(
      index.likeThese([seed.station.id, idOf('Nairobi Jazz')], new Set([idOf('Twin Gospel')]), 4, CoListening.NONE),
    );
    expect(found).toEqual(['Neighbour Gospel', 'Cape Jazz', 'Lagos Gospel', 'Accra Talk']);
  });

  it('keep to a few stations per country while others are on offer', () => {
    const ghana = Array.from({ length: 6 }, (_, n) => station(`Ghana Gospel ${n}`, { country: 'GH', genre: 'gospel' }));
    const elsewhere = station('Abuja Gospel', { country: 'NG', genre: 'gospel' });
    const crowded = new CatalogueIndex([seed, ...ghana, elsewhere], countries);
    const found = crowded.likeThese([seed.station.id], new Set(), 5, CoListening.NONE);
    expect(found.slice(0, 4).map((s) => s.country)).toEqual(['GH', 'GH', 'GH', 'NG']);
    expect(found).toHaveLength(5);
  });

  it('find nothing without seeds', () => {
    expect(index.likeThese([], new Set(), 8, CoListening.NONE)).toEqual([]);
  });
});
