// Descriptions for stations nobody described: plain sentences from what we know of the station (genre,
// city and country, languages, tags), marked as generated. A description a person wrote (an admin, an
// owner, a submission) or the broadcaster published is never replaced; a generated one follows the
// station's facts when they change.
import { GENRE_NAMES, type GenreId } from '@sauti/contract';
import { foldText } from '../../platform/text/fold';
import { africanCountry } from './african-countries';
import { languageName } from './language-mapping';

/** description_source of a description written from the station's facts. */
export const GENERATED_DESCRIPTION = 'generated';
/** description_source of a description the broadcaster published (icy-description, streaminfo.json). */
export const BROADCASTER_DESCRIPTION = 'broadcaster';

const MAX_TAGS = 4;

export interface DescribedStation {
  name: string;
  genre: string;
  country: string;
  city: string | null;
  /** ISO 639-1 codes, main language first. */
  languages: readonly string[];
  tags: readonly string[];
}

/** The stored description's origin and text, as the station row keeps them. */
export interface StoredDescription {
  description: string | null;
  description_source: string | null;
}

/** The web app's fallback blurb, stored by some sources as if it were a description: it says nothing. */
const PLACEHOLDER = /^\s*live radio from [^.]*\.?\s*$/i;

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "Radio Maisha is a Gospel station from Nairobi, Kenya. It broadcasts in Swahili and English. ..." */
export function describeStation(station: DescribedStation): string {
  const country = africanCountry(station.country)?.name ?? station.country;
  const place = station.city?.trim() ? `${station.city.trim()}, ${country}` : country;
  const genre = GENRE_NAMES[station.genre as GenreId];
  const kind = genre && station.genre !== 'variety' ? `a ${genre} station` : 'a radio station';
  const sentences = [`${station.name.trim()} is ${kind} from ${place}.`];
  const languages = station.languages.map(languageName);
  if (languages.length > 0) sentences.push(`It broadcasts in ${listed(languages)}.`);
  // Tags that only repeat the genre, the place or a language say nothing new.
  const known = new Set(
    [genre, station.city, country, ...languages].filter(Boolean).map((word) => foldText(word ?? '')),
  );
  const tags = [...new Set(station.tags.map((tag) => tag.trim()).filter(Boolean))]
    .filter((tag) => !known.has(foldText(tag)))
    .slice(0, MAX_TAGS);
  if (tags.length > 0) sentences.push(`Listeners know it for ${listed(tags)}.`);
  return sentences.join(' ');
}

/** Whether writing a description loses nothing: none yet, an earlier generated one, or the placeholder. */
export function mayDescribe(stored: StoredDescription): boolean {
  if (stored.description === null || !stored.description.trim()) return true;
  return stored.description_source === GENERATED_DESCRIPTION || PLACEHOLDER.test(stored.description);
}

/** The generated description to store for a station, or null when it keeps the one it has. */
export function generatedDescription(
  stored: StoredDescription,
  station: DescribedStation,
): { description: string; description_source: string } | null {
  if (!mayDescribe(stored)) return null;
  const description = describeStation(station);
  if (description === stored.description && stored.description_source === GENERATED_DESCRIPTION) return null;
  return { description, description_source: GENERATED_DESCRIPTION };
}

/** What a description is written from, as a stored station row holds it. */
export function describedRow(row: {
  name: string;
  genre: string;
  country: string;
  city: string | null;
  languages: string;
  tags: string;
}): DescribedStation {
  return {
    name: row.name,
    genre: row.genre,
    country: row.country,
    city: row.city,
    languages: JSON.parse(row.languages) as string[],
    tags: JSON.parse(row.tags) as string[],
  };
}
