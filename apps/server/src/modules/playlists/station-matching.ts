// Finds the catalogue's stations for entries read from another player's file: by the id the file
// carries (Sauti's, or Radio Browser's stationuuid), then by stream address, then by name when only
// one station has it. Addresses compare without their scheme, default port, case of the host and
// trailing slashes or Shoutcast's ';', since players write the same stream in all those ways.
import type { ImportResult, Station } from '@sauti/contract';
import type { CatalogueService } from '../catalogue';
import { normalised } from '../catalogue';
import type { FileEntry } from './station-files';

export interface EntryMatch {
  entry: FileEntry;
  station: Station | undefined;
}

/** The comparable form of a web address, or null for one that is not http(s). */
export function addressKey(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const defaultPort = url.port === '80' || url.port === '443' ? '' : url.port;
  const path = url.pathname.replace(/[/;]+$/, '');
  return `${url.hostname.toLowerCase()}${defaultPort ? `:${defaultPort}` : ''}${path}${url.search}`;
}

export class StationMatcher {
  private readonly byAddress = new Map<string, Station>();
  private readonly byName = new Map<string, Station[]>();

  constructor(private readonly catalogue: CatalogueService) {
    for (const { station } of catalogue.servedStations()) {
      for (const address of [station.url, station.url_resolved, ...station.alternates.map((one) => one.url)]) {
        const key = address && addressKey(address);
        if (key && !this.byAddress.has(key)) this.byAddress.set(key, station);
      }
      for (const name of new Set([station.name, ...station.aliases].map((one) => normalised('name', one)))) {
        if (name === '') continue;
        const named = this.byName.get(name) ?? [];
        named.push(station);
        this.byName.set(name, named);
      }
    }
  }

  match(entry: FileEntry): Station | undefined {
    const byId =
      (entry.id && this.catalogue.find(entry.id)) ||
      (entry.stationuuid && this.catalogue.findByRadioBrowserId(entry.stationuuid));
    if (byId) return byId;
    const key = entry.url && addressKey(entry.url);
    const byAddress = key ? this.byAddress.get(key) : undefined;
    if (byAddress) return this.catalogue.find(byAddress.id);
    const named = entry.name ? this.byName.get(normalised('name', entry.name)) : undefined;
    return named?.length === 1 && named[0] ? this.catalogue.find(named[0].id) : undefined;
  }
}

/** What an import answers, before `added` is known: matches with their stations, the rest with a submission to offer. */
export function describeMatches(matches: readonly EntryMatch[]): Omit<ImportResult, 'added'> {
  const result: Omit<ImportResult, 'added'> = { matched: [], unmatched: [] };
  for (const { entry, station } of matches) {
    const shown = { name: entry.name, url: entry.url };
    if (station) {
      result.matched.push({ entry: shown, station_id: station.id, station_name: station.name });
      continue;
    }
    const offerable = entry.url && addressKey(entry.url) !== null;
    result.unmatched.push({
      entry: shown,
      submission: offerable && entry.url ? { stationName: entry.name ?? '', streamUrl: entry.url } : null,
    });
  }
  return result;
}
