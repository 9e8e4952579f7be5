// Where Radio Browser records come from: an export file, or the live API country by country.
import { readFile } from 'node:fs/promises';
import type { SafeFetch } from '../../platform/safe-fetch';
import { RadioBrowserStation } from '../catalogue';

export class CatalogueSourceError extends Error {}

/** The stationuuid of a raw record, when it has one, so a bad record can be found in a large file. */
function recordLabel(record: unknown): string {
  const uuid = (record as { stationuuid?: unknown } | null)?.stationuuid;
  return typeof uuid === 'string' && uuid !== '' ? ` (stationuuid ${uuid})` : '';
}

/** Validates a whole list before anything is written, naming the first bad record. */
export function parseRadioBrowserStations(data: unknown, sourceName: string): RadioBrowserStation[] {
  if (!Array.isArray(data)) {
    throw new CatalogueSourceError(`${sourceName} is not a JSON array of Radio Browser stations.`);
  }
  return data.map((record, position) => {
    const parsed = RadioBrowserStation.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'record';
      throw new CatalogueSourceError(
        `${sourceName}: record ${position + 1}${recordLabel(record)} is not a Radio Browser station (${field}: ${issue?.message}).`,
      );
    }
    return parsed.data;
  });
}

export async function readRadioBrowserExport(file: string): Promise<RadioBrowserStation[]> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogueSourceError(`Cannot read catalogue file ${file}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    throw new CatalogueSourceError(
      `Catalogue file ${file} is not valid JSON (is it truncated?): ${(error as Error).message}`,
    );
  }
  return parseRadioBrowserStations(data, `Catalogue file ${file}`);
}

export interface RadioBrowserClientOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent?: string;
}

// The largest country answer today is well under 1 MB; the cap only stops a runaway answer.
const MAX_COUNTRY_BYTES = 8 * 1024 * 1024;

/** Fetches every station Radio Browser lists for the given countries, a few countries at a time. */
export async function fetchRadioBrowserStations(
  safeFetch: SafeFetch,
  options: RadioBrowserClientOptions,
  countryCodes: readonly string[],
  onCountry?: (code: string, done: number) => void,
): Promise<RadioBrowserStation[]> {
  const queue = [...countryCodes];
  const results: RadioBrowserStation[][] = [];
  let done = 0;
  const worker = async () => {
    for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
      results.push(await fetchCountry(safeFetch, options, code));
      done += 1;
      onCountry?.(code, done);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return results.flat();
}

async function fetchCountry(safeFetch: SafeFetch, options: RadioBrowserClientOptions, code: string) {
  const url = `${options.baseUrl}/json/stations/bycountrycodeexact/${encodeURIComponent(code)}?hidebroken=false`;
  const response = await safeFetch
    .read(url, {
      headers: { 'User-Agent': options.userAgent ?? 'Sauti/0.1 (+catalogue sync)', Accept: 'application/json' },
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_COUNTRY_BYTES,
    })
    .catch((error: Error) => {
      throw new CatalogueSourceError(`Radio Browser did not answer for ${code}: ${error.message}`);
    });
  if (response.status < 200 || response.status > 299) {
    throw new CatalogueSourceError(`Radio Browser answered ${response.status} for ${code}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(response.bytes.toString('utf8'));
  } catch {
    throw new CatalogueSourceError(`Radio Browser sent invalid JSON for ${code}.`);
  }
  return parseRadioBrowserStations(data, `Radio Browser (${code})`);
}
