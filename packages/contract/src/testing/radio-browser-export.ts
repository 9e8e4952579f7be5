// A Radio Browser export made up for tests, the same on every run: over a thousand records from 41
// African countries with what the real exports hold (popular and unheard stations, many languages and
// tags, MP3, AAC and HLS streams, playlist addresses) and what an import must cope with (one station
// listed again under another name or address, relays in several countries, names padded with white
// space, records without a stream or from outside Africa), so suites get a realistic catalogue
// without the shared file. Station names are invented, but for the few real ones tests search for;
// addresses are on example domains.
import type { RadioBrowserStation } from '../radio-browser';
import { aRadioBrowserStation } from './radio-browser-station';

export interface RadioBrowserExport {
  records: RadioBrowserStation[];
  /** How many distinct African stations with a stream the records hold: what an import keeps. */
  stations: number;
  /** The country codes of those stations. */
  countries: string[];
}

/** Which tags a country's stations mostly carry. */
type Sound = 'west' | 'east' | 'south' | 'north' | 'francophone' | 'lusophone' | 'horn';

interface CountryPlan {
  code: string;
  /** As Radio Browser writes it. */
  name: string;
  stations: number;
  /** Radio Browser's language names with their ISO 639-1 codes, the most spoken first. */
  languages: ReadonlyArray<readonly [name: string, code: string]>;
  cities: readonly string[];
  sound: Sound;
}

const en = ['english', 'en'] as const;
const fr = ['french', 'fr'] as const;
const ar = ['arabic', 'ar'] as const;
const pt = ['portuguese', 'pt'] as const;
const sw = ['swahili', 'sw'] as const;

// In the order of the African Union's list, as the real export is. Uganda has the most stations and
// Kenya, South Africa and Morocco many, as in Radio Browser; the 13 countries without stations there
// (Mali, Chad, Gabon...) have none here either.
// biome-ignore format: a table reads best one country a line
const COUNTRIES: readonly CountryPlan[] = [
  { code: 'DZ', name: 'Algeria', stations: 50, languages: [ar, fr, ['kabyle', '']], cities: ['Alger', 'Oran'], sound: 'north' },
  { code: 'AO', name: 'Angola', stations: 16, languages: [pt], cities: ['Luanda', 'Benguela'], sound: 'lusophone' },
  { code: 'BJ', name: 'Benin', stations: 7, languages: [fr, ['fon', '']], cities: ['Cotonou'], sound: 'francophone' },
  { code: 'BW', name: 'Botswana', stations: 5, languages: [en, ['setswana', 'tn']], cities: ['Gaborone'], sound: 'south' },
  { code: 'BF', name: 'Burkina Faso', stations: 9, languages: [fr], cities: ['Ouagadougou'], sound: 'francophone' },
  { code: 'BI', name: 'Burundi', stations: 4, languages: [['kirundi', 'rn'], fr], cities: ['Bujumbura'], sound: 'east' },
  { code: 'CV', name: 'Cabo Verde', stations: 5, languages: [pt, ['creole', '']], cities: ['Praia'], sound: 'lusophone' },
  { code: 'CM', name: 'Cameroon', stations: 8, languages: [fr, en], cities: ['Yaoundé', 'Douala'], sound: 'francophone' },
  { code: 'CF', name: 'The Central African Republic', stations: 2, languages: [fr, ['sango', 'sg']], cities: ['Bangui'], sound: 'francophone' },
  { code: 'KM', name: 'The Comoros', stations: 1, languages: [fr, ar], cities: ['Moroni'], sound: 'east' },
  { code: 'CD', name: 'The Democratic Republic Of The Congo', stations: 18, languages: [fr, ['lingala', 'ln']], cities: ['Kinshasa', 'Goma'], sound: 'francophone' },
  { code: 'CI', name: 'Coted Ivoire', stations: 6, languages: [fr], cities: ['Abidjan', 'Bouaké'], sound: 'francophone' },
  { code: 'EG', name: 'Egypt', stations: 40, languages: [ar, en], cities: ['Cairo', 'Alexandria'], sound: 'north' },
  { code: 'GQ', name: 'Equatorial Guinea', stations: 2, languages: [['spanish', 'es'], fr], cities: ['Malabo'], sound: 'lusophone' },
  { code: 'SZ', name: 'Eswatini', stations: 2, languages: [en, ['siswati', 'ss']], cities: ['Mbabane'], sound: 'south' },
  { code: 'ET', name: 'Ethiopia', stations: 14, languages: [['amharic', 'am'], ['oromo', 'om'], en], cities: ['Addis Ababa'], sound: 'horn' },
  { code: 'GH', name: 'Ghana', stations: 22, languages: [en, ['twi', 'tw'], ['ewe', 'ee']], cities: ['Accra', 'Kumasi'], sound: 'west' },
  { code: 'GN', name: 'Guinea', stations: 6, languages: [fr, ['fulani', 'ff']], cities: ['Conakry'], sound: 'francophone' },
  { code: 'KE', name: 'Kenya', stations: 100, languages: [en, sw, ['kiswahili', ''], ['kikuyu', 'ki']], cities: ['Nairobi', 'Mombasa', 'Kisumu'], sound: 'east' },
  { code: 'LY', name: 'Libya', stations: 8, languages: [ar], cities: ['Tripoli', 'Benghazi'], sound: 'north' },
  { code: 'MG', name: 'Madagascar', stations: 10, languages: [['malagasy', 'mg'], fr, ['malgache', '']], cities: ['Antananarivo'], sound: 'francophone' },
  { code: 'MW', name: 'Malawi', stations: 5, languages: [en, ['chichewa', 'ny']], cities: ['Lilongwe', 'Blantyre'], sound: 'south' },
  { code: 'MU', name: 'Mauritius', stations: 9, languages: [en, fr, ['creole', '']], cities: ['Port Louis'], sound: 'east' },
  { code: 'MA', name: 'Morocco', stations: 80, languages: [ar, fr, ['darija', ''], ['tamazight', '']], cities: ['Casablanca', 'Rabat', 'Marrakech'], sound: 'north' },
  { code: 'MZ', name: 'Mozambique', stations: 4, languages: [pt], cities: ['Maputo'], sound: 'lusophone' },
  { code: 'NA', name: 'Namibia', stations: 9, languages: [en, ['afrikaans', 'af'], ['oshiwambo', '']], cities: ['Windhoek'], sound: 'south' },
  { code: 'NG', name: 'Nigeria', stations: 38, languages: [en, ['hausa', 'ha'], ['yoruba', 'yo'], ['igbo', 'ig']], cities: ['Lagos', 'Abuja', 'Ibadan'], sound: 'west' },
  { code: 'RW', name: 'Rwanda', stations: 10, languages: [['kinyarwanda', 'rw'], en, fr], cities: ['Kigali'], sound: 'east' },
  { code: 'ST', name: 'Sao Tome And Principe', stations: 2, languages: [pt], cities: ['São Tomé'], sound: 'lusophone' },
  { code: 'SN', name: 'Senegal', stations: 42, languages: [fr, ['wolof', 'wo']], cities: ['Dakar', 'Thiès', 'Saint-Louis'], sound: 'francophone' },
  { code: 'SC', name: 'Seychelles', stations: 2, languages: [en, fr], cities: ['Victoria'], sound: 'east' },
  { code: 'SL', name: 'Sierra Leone', stations: 5, languages: [en, ['krio', '']], cities: ['Freetown'], sound: 'west' },
  { code: 'SO', name: 'Somalia', stations: 4, languages: [['somali', 'so'], ar], cities: ['Mogadishu'], sound: 'horn' },
  { code: 'ZA', name: 'South Africa', stations: 105, languages: [en, ['afrikaans', 'af'], ['isizulu', ''], ['xhosa', 'xh'], ['sesotho', 'st']], cities: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria'], sound: 'south' },
  { code: 'SD', name: 'The Sudan', stations: 5, languages: [ar, en], cities: ['Khartoum'], sound: 'north' },
  { code: 'TZ', name: 'United Republic Of Tanzania', stations: 24, languages: [sw, en], cities: ['Dar es Salaam', 'Arusha', 'Dodoma'], sound: 'east' },
  { code: 'TG', name: 'Togo', stations: 6, languages: [fr, ['ewe', 'ee']], cities: ['Lomé'], sound: 'francophone' },
  { code: 'TN', name: 'Tunisia', stations: 72, languages: [ar, fr, ['tunisian', '']], cities: ['Tunis', 'Sfax', 'Sousse'], sound: 'north' },
  { code: 'UG', name: 'Uganda', stations: 230, languages: [en, ['luganda', 'lg'], sw, ['lusoga', '']], cities: ['Kampala', 'Gulu', 'Mbarara', 'Jinja'], sound: 'east' },
  { code: 'ZM', name: 'Zambia', stations: 10, languages: [en, ['bemba', '']], cities: ['Lusaka', 'Ndola'], sound: 'south' },
  { code: 'ZW', name: 'Zimbabwe', stations: 5, languages: [en, ['shona', 'sn'], ['ndebele', 'nd']], cities: ['Harare', 'Bulawayo'], sound: 'south' },
];

// Tags as Radio Browser's users type them. Every pool holds untagged stations ('') too, as a fifth
// of the real records are.
const EVERYWHERE = [
  '',
  '',
  '',
  'news,talk',
  'news',
  'pop,hits',
  'top 40,pop',
  'music',
  'variety',
  'community radio',
  'christian,worship',
  'gospel',
  'gospel,praise',
  'sports,football',
  'classical',
  'oldies,80s',
  'classic hits',
  'jazz',
  'smooth jazz,jazz',
  'reggae,dancehall',
  'hiphop,rap',
  'rnb,soul',
  'rock,pop rock',
  'dance,eurodance',
  'electronic',
  'world music,african music',
  'university radio,education',
];
const SOUNDS: Record<Sound, readonly string[]> = {
  west: ['afrobeats,afropop', 'afrobeats', 'highlife', 'hiplife,highlife', 'gospel,christian', 'pidgin,news'],
  east: ['bongo flava', 'taarab', 'gospel,christian', 'gengetone', 'kadongo kamu', 'news,talk,local news'],
  south: ['amapiano,house', 'deep house,house', 'kwaito', 'gqom', 'maskandi,traditional', 'jazz,african jazz'],
  north: ['arabic,tarab', 'rai', 'chaabi', 'quran,islamic', 'islam,religion', 'arabic music,pop'],
  francophone: ['coupe decale', 'rumba,ndombolo', 'makossa,bikutsi', 'mbalax', 'actualites,information', 'catholic'],
  lusophone: ['kizomba,semba', 'kuduro', 'noticias', 'música pop', 'morna,traditional'],
  horn: ['traditional,ethiopian music', 'news,talk', 'orthodox,religious', 'folk'],
};

// Invented names: three syllables from a number, so no two stations share one by chance. No g, h, j,
// w, y or z, so none lies a typo away from a word the tests search for (wazobia, gospel, jazz...).
const SYLLABLES = [...'bdfklmnprstv'].flatMap((consonant) => [...'aeiou'].map((vowel) => consonant + vowel));
const ARABIC_SYLLABLES = [...'بتدرسكلمنف'].flatMap((letter) => [...'اوي'].map((vowel) => letter + vowel));

function inventedWord(number: number, syllables: readonly string[]): string {
  const base = syllables.length;
  // A prime that shares no factor with the number of words spreads neighbouring numbers over all of
  // them, one word each.
  const spread = (number * 7919) % base ** 3;
  const word = [spread % base, Math.floor(spread / base) % base, Math.floor(spread / base ** 2)]
    .map((syllable) => syllables[syllable])
    .join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A repeatable sequence of numbers in [0, 1) (a linear congruential generator): the same export every run. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/**
 * Stations the tests rely on, first in their country: real names that searches look for, and
 * Ghanaian gospel for similar stations to start from.
 */
const RELIED_ON: Record<string, ReadonlyArray<Partial<RadioBrowserStation>>> = {
  GH: [{ tags: 'gospel,praise' }, { tags: 'gospel,christian' }, { tags: 'christian,worship' }],
  NG: [
    { name: 'Wazobia FM Lagos', tags: 'pidgin,news,talk', state: 'Lagos', votes: 2400, clickcount: 900 },
    { name: 'Wazobia FM Abuja', tags: 'pidgin,news,talk', state: 'Abuja', votes: 1100, clickcount: 400 },
    { name: 'Wazobia FM Port Harcourt', tags: 'pidgin,talk', state: 'Rivers', votes: 800, clickcount: 310 },
  ],
};

/** A station of the export: its country and its first listing. */
interface Station {
  country: CountryPlan;
  record: RadioBrowserStation;
}

/** A record's ids, made from its number: uuid-shaped, and never one of Radio Browser's. */
function idsOf(number: number): Pick<RadioBrowserStation, 'stationuuid' | 'changeuuid' | 'serveruuid'> {
  const id = (kind: number) => `5a07100${kind}-0000-4000-8000-${String(number).padStart(12, '0')}`;
  return { stationuuid: id(0), changeuuid: id(1), serveruuid: id(2) };
}

function timestamp(random: () => number, from: number, to: number): { plain: string; iso: string } {
  const iso = new Date(from + Math.floor((random() * (to - from)) / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  return { plain: iso.replace('T', ' ').replace('Z', ''), iso };
}

const CHECKS_FROM = Date.parse('2023-04-01T00:00:00Z');
const CHECKS_TO = Date.parse('2023-11-08T00:00:00Z');
const CHANGES_FROM = Date.parse('2021-08-01T00:00:00Z');

function stationName(country: CountryPlan, number: number, tags: string, random: () => number): string {
  const word = inventedWord(number, SYLLABLES);
  const city = pick(country.cities, random);
  const frequency = `${88 + Math.floor(random() * 20)}.${Math.floor(random() * 10)}`;
  if (country.sound === 'north' && random() < 0.25) return `إذاعة ${inventedWord(number, ARABIC_SYLLABLES)}`;
  // A station of a genre often says so in its name.
  if (tags.includes('gospel') && random() < 0.3) return `${word} Gospel FM`;
  if (tags.includes('jazz') && random() < 0.4) return `${word} Jazz Radio`;
  const radio = country.sound === 'lusophone' ? 'Rádio' : 'Radio';
  return pick(
    [
      `${radio} ${word}`,
      `${word} FM`,
      `${word} FM ${frequency}`,
      `${word} ${frequency} ${city}`,
      `${radio} ${word} ${city}`,
      `${city} ${word} Radio`,
    ],
    random,
  );
}

/** Names the way people type them into Radio Browser: padded with tabs and spaces, an emoji now and then. */
function asTyped(name: string, random: () => number): string {
  const roll = random();
  if (roll < 0.08) return ` ${name}\t`;
  if (roll < 0.12) return `${name.replace(' ', '  ')} `;
  if (roll < 0.14) return `📻 ${name}`;
  return name;
}

function languagesOf(
  country: CountryPlan,
  random: () => number,
): Pick<RadioBrowserStation, 'language' | 'languagecodes'> {
  const roll = random();
  if (roll < 0.05) return { language: '', languagecodes: '' };
  const first = country.languages[roll < 0.6 ? 0 : Math.floor(random() * country.languages.length)] ?? en;
  const spoken = [...new Set(roll > 0.75 ? [first, pick(country.languages, random)] : [first])];
  const typed = spoken.map(([name]) => (random() < 0.1 ? name.charAt(0).toUpperCase() + name.slice(1) : name));
  return {
    // As people typed them: "english,french", "English", now and then "english/ french".
    language: typed.join(random() < 0.05 ? '/ ' : ','),
    // Half the real records give no codes.
    languagecodes:
      random() < 0.5
        ? spoken
            .map(([, code]) => code)
            .filter(Boolean)
            .join(',')
        : '',
  };
}

const HOSTS = [
  'stream.example.com',
  'live.example.net',
  'cast.example.org',
  'radio.example.com:8000',
  'audio.example.net:8443',
];
const BITRATES = [32, 48, 64, 96, 128, 128, 128, 192, 320];

/** Where it streams: mostly MP3, some AAC, a few HLS (codec often unknown) and OGG; now and then listed as a playlist. */
function streamOf(number: number, random: () => number): Partial<RadioBrowserStation> {
  const scheme = random() < 0.5 ? 'https' : 'http';
  const base = `${scheme}://${pick(HOSTS, random)}/${inventedWord(number, SYLLABLES).toLowerCase()}`;
  const bitrate = random() < 0.3 ? 0 : pick(BITRATES, random);
  const roll = random();
  if (roll < 0.06) {
    const playlist = `${base}/playlist.m3u8`;
    return { url: playlist, url_resolved: playlist, hls: 1, codec: random() < 0.5 ? 'UNKNOWN' : 'AAC', bitrate: 0 };
  }
  if (roll < 0.2)
    return { url: `${base}/aac`, url_resolved: `${base}/aac`, codec: random() < 0.5 ? 'AAC' : 'AAC+', bitrate };
  if (roll < 0.21) return { url: `${base}.ogg`, url_resolved: `${base}.ogg`, codec: 'OGG', bitrate };
  // Radio Browser has already resolved .pls, .m3u and .asx playlists to the stream they name.
  const listed = roll < 0.3 ? `${base}.${pick(['pls', 'm3u', 'asx'], random)}` : `${base}/stream`;
  return { url: listed, url_resolved: `${base}/stream`, codec: 'MP3', bitrate };
}

/** How listeners found it: a few stations hold most votes and clicks, most very few. */
function popularityOf(random: () => number): Partial<RadioBrowserStation> {
  return {
    votes: Math.floor(random() ** 3 * 20_000),
    clickcount: 1 + Math.floor(random() ** 3 * 3_000),
    clicktrend: Math.floor(random() * 21) - 10,
  };
}

function aStation(
  country: CountryPlan,
  number: number,
  random: () => number,
  reliedOn: Partial<RadioBrowserStation> = {},
): Station {
  const tags = pick(random() < 0.5 ? EVERYWHERE : SOUNDS[country.sound], random);
  const checked = timestamp(random, CHECKS_FROM, CHECKS_TO);
  const changed = timestamp(random, CHANGES_FROM, Date.parse(checked.iso));
  const site = `https://${inventedWord(number, SYLLABLES).toLowerCase()}.example.com`;
  const placed = random() < 0.09;
  const record = aRadioBrowserStation({
    ...idsOf(number),
    name: asTyped(stationName(country, number, tags, random), random),
    homepage: random() < 0.11 ? '' : `${site}/`,
    favicon: random() < 0.55 ? '' : `${site}/logo.png`,
    tags,
    country: country.name,
    countrycode: country.code,
    state: random() < 0.17 ? pick(country.cities, random) : '',
    ...languagesOf(country, random),
    lastchangetime: changed.plain,
    lastchangetime_iso8601: changed.iso,
    lastchecktime: checked.plain,
    lastchecktime_iso8601: checked.iso,
    lastcheckoktime: checked.plain,
    lastcheckoktime_iso8601: checked.iso,
    ssl_error: random() < 0.005 ? 1 : 0,
    geo_lat: placed ? Math.round((random() * 60 - 30) * 1e4) / 1e4 : null,
    geo_long: placed ? Math.round((random() * 60 - 15) * 1e4) / 1e4 : null,
    ...streamOf(number, random),
    ...popularityOf(random),
    ...reliedOn,
  });
  return { country, record };
}

/** The address a station plays from: the resolved one, or the listed one when Radio Browser resolved none. */
const streamAddress = (record: RadioBrowserStation) => record.url_resolved || record.url;

/** The station listed again under another name, its stream written otherwise: http or https, a trailing slash, a capitalised host. */
function aListingOfTheSameStream(station: Station, number: number, random: () => number): RadioBrowserStation {
  const stream = new URL(streamAddress(station.record));
  const written = pick(
    [
      stream.href.replace(/^https?:/, stream.protocol === 'https:' ? 'http:' : 'https:'),
      `${stream.href}/`,
      stream.href.replace(stream.host, stream.host.toUpperCase()),
    ],
    random,
  );
  const name = station.record.name.trim();
  const renamed = pick([`${name} ${pick(station.country.cities, random)}`, `${name} Live`, `${name} (backup)`], random);
  return { ...station.record, ...idsOf(number), name: renamed, url: written, url_resolved: written };
}

/** The station listed again under its name written otherwise, with a second, lighter stream. */
function aListingOfTheSameName(station: Station, number: number, random: () => number): RadioBrowserStation {
  const name = station.record.name.trim();
  const second = `${streamAddress(station.record)}-low`;
  const written = pick([name.toUpperCase(), `  ${name.toLowerCase()}`, name.replace(' ', '  ')], random);
  return {
    ...station.record,
    ...idsOf(number),
    name: written,
    url: second,
    url_resolved: second,
    codec: 'AAC',
    bitrate: 48,
  };
}

/** Records an import leaves out: from a territory outside the 54 states or from no country, or without an http(s) stream. */
function leftOut(number: number): RadioBrowserStation[] {
  const elsewhere = { url: 'http://stream.example.com/elsewhere', url_resolved: 'http://stream.example.com/elsewhere' };
  return [
    aRadioBrowserStation({
      ...idsOf(number),
      name: 'Radio Sahara Libre',
      country: 'Western Sahara',
      countrycode: 'EH',
      ...elsewhere,
    }),
    aRadioBrowserStation({ ...idsOf(number + 1), name: 'Radio Sans Pays', country: '', countrycode: '', ...elsewhere }),
    aRadioBrowserStation({
      ...idsOf(number + 2),
      name: 'Radio Kimya',
      country: 'Kenya',
      countrycode: 'KE',
      url: '',
      url_resolved: '',
    }),
    aRadioBrowserStation({
      ...idsOf(number + 3),
      name: 'Radio Ondes Courtes',
      country: 'Senegal',
      countrycode: 'SN',
      url: 'rtsp://stream.example.com/ondes',
      url_resolved: 'mms://stream.example.com/ondes',
    }),
  ];
}

/**
 * The export: country by country, each station followed by its other listing if it has one (about one
 * station in seven, in Uganda and Kenya one in three, as in Radio Browser); then relays listed again
 * under other countries, one station listed twice under the same uuid, and the records an import
 * leaves out.
 */
export function aRadioBrowserExport(): RadioBrowserExport {
  const random = sequence(2023);
  const records: RadioBrowserStation[] = [];
  const stations: Station[] = [];
  let number = 0;
  for (const country of COUNTRIES) {
    const reliedOn = RELIED_ON[country.code] ?? [];
    const listedAgain = ['UG', 'KE'].includes(country.code) ? 0.35 : 0.15;
    for (let index = 0; index < country.stations; index++) {
      const station = aStation(country, ++number, random, reliedOn[index]);
      // One station Radio Browser could not resolve: an import keeps it by its listed address.
      if (country.code === 'KE' && index === 3) station.record.url_resolved = '';
      stations.push(station);
      records.push(station.record);
      if (random() < listedAgain) {
        const again = random() < 0.6 ? aListingOfTheSameStream : aListingOfTheSameName;
        records.push(again(station, 10_000 + ++number, random));
      }
    }
  }
  for (let relay = 0; relay < 12; relay++) {
    const elsewhere = pick(COUNTRIES, random);
    const listing = aListingOfTheSameStream(pick(stations, random), 20_000 + ++number, random);
    records.push({ ...listing, country: elsewhere.name, countrycode: elsewhere.code });
  }
  const twice = pick(stations, random).record;
  records.push({ ...twice, name: `${twice.name.trim()} Stereo` });
  records.push(...leftOut(30_000));
  return {
    records,
    stations: stations.length,
    countries: [...new Set(stations.map((station) => station.country.code))],
  };
}
