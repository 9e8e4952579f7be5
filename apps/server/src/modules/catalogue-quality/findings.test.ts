import { describe, expect, it } from 'vitest';
import { type ReviewedStation, reviewStations } from './findings';

let serial = 0;
function aStation(
  overrides: Partial<Omit<ReviewedStation, 'languages' | 'tags'>> & { languages?: string[]; tags?: string[] } = {},
): ReviewedStation {
  serial += 1;
  const { languages = ['en'], tags = [], ...rest } = overrides;
  return {
    id: `station-${serial}`,
    slug: `station-${serial}`,
    name: `Radio ${serial}`,
    country: 'KE',
    city: null,
    logo: null,
    url: `https://streams.example.org/${serial}`,
    url_resolved: null,
    is_active: 1,
    languages: JSON.stringify(languages),
    tags: JSON.stringify(tags),
    ...rest,
  };
}

const kindsOf = (stations: ReviewedStation[]) =>
  reviewStations(stations).map((found) => [found.station.name, found.kind]);

describe('the quality review finds stations that look wrong', () => {
  it('a name with no letters is not a name; names in any script are', () => {
    const found = reviewStations([
      aStation({ name: '#0#' }),
      aStation({ name: '1234' }),
      aStation({ name: '*** ***' }),
      aStation({ name: 'إذاعة القرآن' }),
      aStation({ name: '99.5 Homeboyz' }),
    ]);
    expect(found.map((item) => item.kind)).toEqual(['not_a_name', 'not_a_name', 'not_a_name']);
    expect(found.map((item) => item.station.name).sort()).toEqual(['#0#', '*** ***', '1234']);
    const sharp = found.find((item) => item.station.name === '#0#');
    expect(sharp?.reason).toBe('"#0#" has no letters: it is not a station\'s name.');
    expect(sharp?.fixes).toEqual([{ action: 'hide' }, { action: 'dismiss' }]);
  });

  it("a name or city naming another country's place, with the fixes that fit: move within Africa, hide elsewhere", () => {
    const found = reviewStations([
      aStation({ name: 'CHENNAI LIVE', country: 'UG' }),
      aStation({ name: 'Lagos Gospel', country: 'KE', city: 'Abuja' }),
      aStation({ name: 'Radio Kampala', country: 'KE' }),
    ]);
    const chennai = found.find((item) => item.station.name === 'CHENNAI LIVE');
    expect(chennai).toMatchObject({
      kind: 'other_country',
      reason: 'Its name mentions Chennai, in India, but it is filed under Uganda.',
      detail: { place: 'Chennai', place_country: 'IN' },
      fixes: [{ action: 'hide' }, { action: 'dismiss' }],
    });
    const abuja = found.find((item) => item.station.name === 'Lagos Gospel');
    expect(abuja).toMatchObject({
      reason: 'Its city mentions Abuja, in Nigeria, but it is filed under Kenya.',
      fixes: [{ action: 'move_country', country: 'NG' }, { action: 'hide' }, { action: 'dismiss' }],
    });
    expect(found.find((item) => item.station.name === 'Radio Kampala')?.detail.place_country).toBe('UG');
  });

  it("names its own country's places without a finding, and tells nested names apart", () => {
    expect(
      kindsOf([
        aStation({ name: 'Radio Equatorial Guinea', country: 'GQ' }),
        aStation({ name: 'Radio Niger', country: 'NE' }),
        aStation({ name: 'Benin City FM', country: 'NG' }),
        aStation({ name: 'South Sudan Radio', country: 'SS' }),
        aStation({ name: 'Kenya Nigeria Link', country: 'KE' }),
        aStation({ name: 'Capital FM', country: 'KE', city: 'Nairobi' }),
      ]),
    ).toEqual([]);
    expect(kindsOf([aStation({ name: 'Radio Guinea', country: 'GQ' })])).toEqual([['Radio Guinea', 'other_country']]);
  });

  it("a language official elsewhere but not in the station's country, unless its tags speak of it", () => {
    const found = reviewStations([
      aStation({ name: 'Kenyan Spanish', country: 'KE', languages: ['sw', 'es'] }),
      aStation({ name: 'Salsa Nairobi', country: 'KE', languages: ['es'], tags: ['salsa', 'Spanish'] }),
      aStation({ name: 'Malabo Latino', country: 'GQ', languages: ['es'] }),
      aStation({ name: 'Dakar English', country: 'SN', languages: ['en', 'fr'] }),
      aStation({ name: 'Lagos Yoruba', country: 'NG', languages: ['yo'] }),
      aStation({ name: 'Windhoek Deutsch', country: 'NA', languages: ['de'] }),
    ]);
    expect(found.map((item) => item.station.name)).toEqual(['Kenyan Spanish']);
    expect(found[0]).toMatchObject({
      kind: 'language_mismatch',
      reason: 'It is marked as Spanish, which is not spoken in Kenya and none of its tags mention.',
      detail: { language: 'es' },
      fixes: [{ action: 'drop_language', language: 'es' }, { action: 'dismiss' }],
    });
  });

  it('the same logo or stream in two countries, not within one, and not a logo shared by many', () => {
    const shared = 'https://cdn.example/logos/one.png';
    const stream = 'https://stream.example/live';
    const generic = 'https://host.example/default.png';
    const found = reviewStations([
      aStation({ name: 'Sauti A', country: 'KE', logo: shared }),
      aStation({ name: 'Sauti B', country: 'TZ', logo: shared.toUpperCase() }),
      aStation({ name: 'Same Country 1', country: 'GH', url: stream }),
      aStation({ name: 'Same Country 2', country: 'GH', url: `${stream}/` }),
      aStation({ name: 'Twin Stream', country: 'CM', url: stream }),
      ...['KE', 'UG', 'TZ', 'RW', 'BI', 'SS'].map((country) =>
        aStation({ name: `Default ${country}`, country, logo: generic }),
      ),
    ]);
    expect(found.map((item) => [item.station.name, item.kind])).toEqual([
      ['Sauti A', 'duplicate_logo'],
      ['Sauti B', 'duplicate_logo'],
      ['Same Country 1', 'duplicate_stream'],
      ['Same Country 2', 'duplicate_stream'],
      ['Twin Stream', 'duplicate_stream'],
    ]);
    const twin = found.find((item) => item.station.name === 'Twin Stream');
    expect(twin?.detail.others?.map((other) => other.name)).toEqual(['Same Country 1', 'Same Country 2']);
    expect(twin?.fixes).toEqual([{ action: 'move_country', country: 'GH' }, { action: 'hide' }, { action: 'dismiss' }]);
    expect(found[0]?.reason).toBe('It has the same logo as Sauti B (Tanzania).');
  });
});
