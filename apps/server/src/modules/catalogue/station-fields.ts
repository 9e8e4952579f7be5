// The stored columns behind each station field an admin edit protects: an import or sync leaves all
// of them alone once the field is edited (a new stream address makes the source's codec and checks
// of the old one meaningless too).
import type { ProtectedStationField } from '@sauti/contract';
import type { StationRow } from './repo';

export const COLUMNS_OF_FIELD: Readonly<Record<ProtectedStationField, readonly (keyof StationRow)[]>> = {
  name: ['name'],
  url: ['url', 'url_resolved', 'codec', 'bitrate', 'hls', 'last_check_at', 'last_check_ok', 'health'],
  logo: ['logo'],
  genre: ['genre'],
  country: ['country'],
  city: ['city'],
  language: ['language', 'languages'],
  tags: ['tags'],
  website: ['homepage'],
};

/** The fields an admin edited, as stored on the row. */
export function editedFields(row: Pick<StationRow, 'edited_fields'>): ProtectedStationField[] {
  return JSON.parse(row.edited_fields) as ProtectedStationField[];
}

/** The columns an import must not write on this row. */
export function protectedColumns(row: Pick<StationRow, 'edited_fields'>): Set<string> {
  return new Set(editedFields(row).flatMap((field) => COLUMNS_OF_FIELD[field] ?? []));
}
