// Imports Radio Browser records in one transaction: African stations only, duplicates dropped,
// re-imports updating by stationuuid, and never a field an admin edited.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { toFlag } from '../../platform/db';
import {
  DuplicateGuard,
  describedRow,
  describeStation,
  draftFromRadioBrowser,
  ensureCountries,
  GENERATED_DESCRIPTION,
  generatedDescription,
  insertStations,
  KeptStation,
  loadStations,
  markImportStarted,
  type NewStationRow,
  protectedColumns,
  type RadioBrowserStation,
  type StationChanges,
  type StationDraft,
  type StationRow,
  uniqueSlug,
  updateStation,
} from '../catalogue';

export interface ImportSummary {
  received: number;
  inserted: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  notAfrican: number;
  noStreamUrl: number;
}

export type ImportProgress = (done: number, total: number) => void;

const PROGRESS_EVERY = 250;

/** The station columns an import writes, as they would be stored. */
function sourceColumns(draft: StationDraft) {
  return {
    name: draft.name,
    url: draft.url,
    url_resolved: draft.url_resolved,
    logo: draft.logo,
    genre: draft.genre,
    country: draft.country,
    city: draft.city,
    language: draft.language,
    languages: JSON.stringify(draft.languages),
    tags: JSON.stringify(draft.tags),
    homepage: draft.homepage,
    codec: draft.codec,
    bitrate: draft.bitrate,
    hls: toFlag(draft.hls),
    clicks: draft.clicks,
    votes: draft.votes,
    click_trend: draft.click_trend,
    geo_lat: draft.geo_lat,
    geo_long: draft.geo_long,
    last_check_at: draft.last_check_at,
    last_check_ok: draft.last_check_ok === null ? null : toFlag(draft.last_check_ok),
    health: draft.health,
    health_source: draft.health_source,
  } satisfies StationChanges;
}

/** What our own checks found (health and the stream's real codec and bitrate) outranks Radio Browser's word. */
const CHECKED_COLUMNS = ['health', 'health_source', 'last_check_at', 'last_check_ok', 'codec', 'bitrate', 'hls'];

function changedColumns(row: StationRow, draft: StationDraft): StationChanges {
  const edited = protectedColumns(row);
  if (row.health_source === 'sauti') for (const column of CHECKED_COLUMNS) edited.add(column);
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(sourceColumns(draft))) {
    if (edited.has(column)) continue;
    if (row[column as keyof StationRow] !== value) changes[column] = value;
  }
  // A generated description follows the facts; one a person wrote or the broadcaster published stays.
  const described = generatedDescription(row, describedRow({ ...row, ...(changes as Partial<StationRow>) }));
  return { ...changes, ...described } as StationChanges;
}

export async function importRadioBrowserStations(
  db: Db,
  records: readonly RadioBrowserStation[],
  onProgress?: ImportProgress,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    received: records.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    notAfrican: 0,
    noStreamUrl: 0,
  };
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    await markImportStarted(trx, now);
    await ensureCountries(trx);
    const existing = await loadStations(trx);
    const bySourceId = new Map(existing.filter((row) => row.source_id).map((row) => [row.source_id, row]));
    const slugs = new Set(existing.map((row) => row.slug));
    const guard = new DuplicateGuard();
    for (const row of existing) guard.add(KeptStation.stored(row));
    // A source may list one station twice; the second would break the unique (source, source_id).
    const seenSourceIds = new Set<string>();
    const inserts: NewStationRow[] = [];
    const updates: Array<[string, StationChanges]> = [];

    records.forEach((record, position) => {
      if ((position + 1) % PROGRESS_EVERY === 0) onProgress?.(position + 1, records.length);
      const result = draftFromRadioBrowser(record);
      if (!result.ok) {
        if (result.reason === 'not_african') summary.notAfrican += 1;
        else summary.noStreamUrl += 1;
        return;
      }
      const draft = result.draft;
      if (seenSourceIds.has(draft.source_id)) {
        summary.duplicates += 1;
        return;
      }
      seenSourceIds.add(draft.source_id);
      const current = bySourceId.get(draft.source_id);
      if (current) {
        const changes = changedColumns(current, draft);
        if (Object.keys(changes).length === 0) {
          summary.unchanged += 1;
          return;
        }
        summary.updated += 1;
        updates.push([current.id, { ...changes, updated_at: now }]);
        return;
      }
      const original = guard.originalOf(draft);
      if (original) {
        summary.duplicates += 1;
        original.absorb(draft);
        return;
      }
      const slug = uniqueSlug(draft.name, draft.country, slugs);
      slugs.add(slug);
      const insert = {
        ...sourceColumns(draft),
        id: randomUUID(),
        slug,
        description: describeStation(draft),
        description_source: GENERATED_DESCRIPTION,
        source: draft.source,
        source_id: draft.source_id,
        is_premium: 0,
        boosted: 0,
        is_active: 1,
        edited_fields: '[]',
        // Every row of a multi-row insert names the same columns (SQLite has no DEFAULT in VALUES).
        aliases: '[]',
        alternates: '[]',
        created_at: draft.source_changed_at ?? now,
        updated_at: now,
      };
      guard.add(KeptStation.inserted(insert));
      inserts.push(insert);
      summary.inserted += 1;
    });
    onProgress?.(records.length, records.length);
    for (const kept of guard.kept) {
      const absorbed = kept.absorbed();
      if (!absorbed) continue;
      if ('insert' in kept.target) Object.assign(kept.target.insert, absorbed);
      else updates.push([kept.target.id, { ...absorbed, updated_at: now }]);
    }
    await insertStations(trx, inserts);
    for (const [id, changes] of updates) await updateStation(trx, id, changes);
  });
  return summary;
}
