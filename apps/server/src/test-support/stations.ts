// Puts stations into a test app's catalogue the way production does: a Radio Browser sync, here from
// a fake Radio Browser on 127.0.0.1; or, for a station of Sauti's own, as an admin would add it.
import { randomUUID } from 'node:crypto';
import type { Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { aRadioBrowserRecord, type RadioBrowserRecord, startFakeRadioBrowser } from './radio-browser-builders';

export async function addStations(
  app: FastifyInstance,
  records: RadioBrowserRecord[] = [aRadioBrowserRecord()],
): Promise<Station[]> {
  const fake = await startFakeRadioBrowser(records);
  try {
    await app.catalogueImport.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 2000 });
  } finally {
    await fake.close();
  }
  return records.map((record) => {
    const station = app.catalogue
      .list({ search: String(record.name), limit: 100, offset: 0 })
      .items.find((candidate) => candidate.name === record.name);
    if (!station) throw new Error(`station ${String(record.name)} did not reach the catalogue`);
    return station;
  });
}

/** Several distinct stations, each with the fields given. */
export const someStations = (app: FastifyInstance, count: number, fields: Partial<RadioBrowserRecord> = {}) =>
  addStations(
    app,
    Array.from({ length: count }, () => aRadioBrowserRecord(fields)),
  );

/** The station at a position, failing the test clearly when there are fewer. */
export function stationAt(stations: readonly Station[], index: number): Station {
  const found = stations[index];
  if (!found) throw new Error(`no station ${index}`);
  return found;
}

/** A station that did not come from Radio Browser (an admin's), in Ghana unless told otherwise. */
export async function addOwnStation(
  app: FastifyInstance,
  { name, country = 'GH' }: { name: string; country?: string },
): Promise<Station> {
  const now = new Date().toISOString();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await app.database.db
    .insertInto('stations')
    .values({
      id: randomUUID(),
      slug,
      name,
      url: `https://streams.example.org/${slug}`,
      genre: 'talk',
      country,
      languages: '["en"]',
      tags: '[]',
      hls: 0,
      source: 'admin',
      source_id: null,
      clicks: 0,
      votes: 0,
      click_trend: 0,
      is_premium: 0,
      boosted: 0,
      is_active: 1,
      health: 'unknown',
      edited_fields: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  await app.catalogue.changed();
  return app.catalogue.get(slug);
}
