// Small builders for Radio Browser records and a fake Radio Browser API on 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aRadioBrowserStation } from '@sauti/contract/testing';

/** A record as a test may write it: any field, of any type, so a test can also break one. */
export type RadioBrowserRecord = Record<string, unknown> & { stationuuid: string; countrycode: string };

/** A Radio Browser record with a fresh random uuid, name and stream: a working MP3 station in Ghana unless told otherwise. */
export function aRadioBrowserRecord(overrides: Partial<RadioBrowserRecord> = {}): RadioBrowserRecord {
  const id = randomUUID();
  const stream = `https://streams.example.org/${id}`;
  const station = aRadioBrowserStation({
    changeuuid: randomUUID(),
    stationuuid: id,
    name: `Test Radio ${id.slice(0, 8)}`,
    url: stream,
    url_resolved: stream,
  });
  return { ...station, ...overrides };
}

export interface FakeRadioBrowser {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

/** How the fake answers one country instead of serving its records: a status and body, or silence. */
export type FakeAnswer = { status: number; body: string } | 'hang';

export interface FakeRadioBrowserOptions {
  /** Overrides the answer for a country code; undefined serves the records as usual. */
  answer?: (countryCode: string) => FakeAnswer | undefined;
  /** Station lists are answered only once this settles, as a slow Radio Browser answers. */
  heldUntil?: Promise<unknown>;
}

/** Serves /json/stations/bycountrycodeexact/{cc} and /json/stations/byuuid/{uuid} from the given records, as Radio Browser does. */
export async function startFakeRadioBrowser(
  records: RadioBrowserRecord[],
  options: FakeRadioBrowserOptions = {},
): Promise<FakeRadioBrowser> {
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    requests.push(request.url ?? '');
    await options.heldUntil;
    const byUuid = /^\/json\/stations\/byuuid\/([^/?]+)/.exec(request.url ?? '');
    if (byUuid) {
      const body = JSON.stringify(
        records.filter((record) => record.stationuuid === decodeURIComponent(byUuid[1] ?? '')),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      return;
    }
    const match = /^\/json\/stations\/bycountrycodeexact\/([A-Za-z]{2})/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404).end();
      return;
    }
    const code = match[1]?.toUpperCase() ?? '';
    const answer = options.answer?.(code);
    if (answer === 'hang') return;
    if (answer) {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      return;
    }
    const body = JSON.stringify(records.filter((record) => record.countrycode.toUpperCase() === code));
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
