// Applies what broadcasters published, as a check run's working checks read it (published-info.ts), to
// their stations once the run's results are applied: one write per station that changes, then the
// catalogue told, so every instance shows it.
import type { Db } from '../../platform/db';
import { type CatalogueService, loadStationsById, updateStation } from '../catalogue';
import { type PublishedInfo, publishedChanges } from './published-info';

export async function applyPublishedInfo(
  db: Db,
  catalogue: CatalogueService,
  checks: readonly { station_id: string; published: string | null }[],
): Promise<void> {
  const published = new Map(
    checks
      .filter((check) => check.published !== null)
      .map((check) => [check.station_id, JSON.parse(check.published as string) as PublishedInfo]),
  );
  if (published.size === 0) return;
  const rows = await loadStationsById(db, [...published.keys()]);
  const changed: string[] = [];
  const at = new Date().toISOString();
  for (const row of rows) {
    const changes = publishedChanges(row, published.get(row.id) as PublishedInfo);
    if (Object.keys(changes).length === 0) continue;
    await updateStation(db, row.id, { ...changes, updated_at: at });
    changed.push(row.id);
  }
  await catalogue.stationsChanged(changed);
}
