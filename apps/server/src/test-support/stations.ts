// Puts stations into a test app's catalogue the way production does: a Radio Browser sync, here from
// a fake Radio Browser on 127.0.0.1.
import type { Station } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { aRadioBrowserRecord, type RadioBrowserRecord, startFakeRadioBrowser } from './radio-browser-builders';

export async function addStations(
  app: FastifyInstance,
  records: RadioBrowserRecord[] = [aRadioBrowserRecord()],
): Promise<Station[]> {
  const fake = await startFakeRadioBrowser(records);
  try {
    await app.catalogue.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 2000 });
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

/** Several distinct stations. */
export const someStations = (app: FastifyInstance, count: number) =>
  addStations(
    app,
    Array.from({ length: count }, () => aRadioBrowserRecord()),
  );

/** The station at a position, failing the test clearly when there are fewer. */
export function stationAt(stations: readonly Station[], index: number): Station {
  const found = stations[index];
  if (!found) throw new Error(`no station ${index}`);
  return found;
}
