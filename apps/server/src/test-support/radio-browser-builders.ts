// Small builders for Radio Browser records and a fake Radio Browser API on 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RadioBrowserRecord = Record<string, unknown> & { stationuuid: string; countrycode: string };

export function aRadioBrowserRecord(overrides: Partial<RadioBrowserRecord> = {}): RadioBrowserRecord {
  const id = randomUUID();
  return {
    changeuuid: randomUUID(),
    stationuuid: id,
    name: `Test Radio ${id.slice(0, 8)}`,
    url: `https://streams.example.org/${id}`,
    url_resolved: `https://streams.example.org/${id}`,
    homepage: 'https://example.org/',
    favicon: '',
    tags: '',
    country: 'Ghana',
    countrycode: 'GH',
    state: '',
    language: 'english',
    languagecodes: 'en',
    votes: 10,
    codec: 'MP3',
    bitrate: 128,
    hls: 0,
    lastcheckok: 1,
    lastchecktime_iso8601: '2023-04-08T10:00:00Z',
    lastchangetime_iso8601: '2023-01-01T00:00:00Z',
    clickcount: 5,
    clicktrend: 0,
    geo_lat: null,
    geo_long: null,
    ...overrides,
  };
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
