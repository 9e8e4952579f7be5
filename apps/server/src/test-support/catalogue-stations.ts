// Puts stations whose addresses point at the tests' fake radio servers into a test app's catalogue,
// the way real stations arrive: from (a fake) Radio Browser.
import type { Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { aRadioBrowserRecord, startFakeRadioBrowser } from './radio-browser-builders';

export interface StationAddresses {
  name: string;
  url: string;
  url_resolved?: string;
}

export async function addStations(app: FastifyInstance, stations: StationAddresses[]): Promise<Station[]> {
  const records = stations.map((station) =>
    aRadioBrowserRecord({
      name: station.name,
      url: station.url,
      url_resolved: station.url_resolved ?? station.url,
      countrycode: 'GH',
    }),
  );
  const fake = await startFakeRadioBrowser(records);
  try {
    await app.catalogueImport.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 10_000 });
  } finally {
    await fake.close();
  }
  const listed = app.catalogue.list({ limit: 100, offset: 0 }).items;
  return stations.map((station) => {
    const found = listed.find((item) => item.name === station.name);
    if (!found) throw new Error(`Station ${station.name} did not reach the catalogue.`);
    return found;
  });
}

/** Polls a condition until it holds; the timeout is generous because test machines are busy. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Records, through the catalogue, that our checks found every station Radio Browser last found
 * playing working at `at`, as a Verify All over a catalogue of real-looking stations would: what
 * featured stations and suggestions need before they offer anything.
 */
export async function foundPlayingByUs(app: FastifyInstance, at: string): Promise<number> {
  const rows = await app.database.db
    .selectFrom('stations')
    .select('id')
    .where('last_check_ok', '=', 1)
    .where('is_active', '=', 1)
    .execute();
  await app.catalogue.applyCheckResults(
    rows.map((row) => ({
      id: row.id,
      changes: { health: 'good', health_source: 'sauti', last_check_at: at, last_check_ok: 1 },
    })),
  );
  return rows.length;
}
