// What an edit of a station sends: only the fields the admin changed, so a station's untouched fields
// stay free for imports to update (the server protects every field it is sent).
import type { AdminStation, AdminStationUpdate } from '@sauti/contract';
import { STATION_FIELDS, type StationValues } from './StationFields';

/** A station's fields as the form's text. */
export function valuesOf(station: AdminStation): StationValues {
  return {
    name: station.name,
    url: station.url,
    country: station.country,
    language: station.language ?? '',
    genre: station.genre ?? '',
    city: station.city ?? '',
    website: station.website ?? '',
    logo: station.logo ?? '',
    description: station.description ?? '',
    tags: station.tags.join(', '),
  };
}

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);

/** The changed fields of `edited` against `original`; empty when nothing changed. */
export function changedFields(original: StationValues, edited: StationValues): AdminStationUpdate {
  const changes: Record<string, unknown> = {};
  for (const field of STATION_FIELDS) {
    if (field === 'tags') {
      const tags = tagsOf(edited.tags);
      if (tags.join(',') !== tagsOf(original.tags).join(',')) changes.tags = tags;
    } else if (edited[field].trim() !== original[field].trim()) {
      changes[field] = edited[field].trim() === '' ? null : edited[field];
    }
  }
  return changes as AdminStationUpdate;
}
