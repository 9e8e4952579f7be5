// Favourites as files: exported as M3U, PLS or JSON like a playlist, and imported from the files
// other players write. An import adds the stations the catalogue has to the favourites, in the
// file's order, and answers the rest with a station submission to offer for each.
import type { ImportResult, StationFileFormat } from '@sauti/contract';
import type { CatalogueService } from '../catalogue';
import {
  describeMatches,
  readStationFile,
  type StationFileDownload,
  StationMatcher,
  stationFileDownload,
} from '../playlists';
import type { FavoriteService } from './service';

export class FavoriteFiles {
  constructor(
    private readonly favorites: FavoriteService,
    private readonly catalogue: CatalogueService,
  ) {}

  async exportFile(userId: string, format: StationFileFormat): Promise<StationFileDownload> {
    return stationFileDownload(format, 'Sauti favourites', await this.favorites.list(userId));
  }

  async importFile(userId: string, bytes: Buffer): Promise<ImportResult> {
    const entries = readStationFile(bytes);
    const matcher = new StationMatcher(this.catalogue);
    const matches = entries.map((entry) => ({ entry, station: matcher.match(entry) }));
    const known = new Set((await this.favorites.list(userId)).map((station) => station.id));
    let added = 0;
    for (const { station } of matches) {
      if (!station || known.has(station.id)) continue;
      known.add(station.id);
      await this.favorites.add(userId, station.id);
      added += 1;
    }
    return { ...describeMatches(matches), added };
  }
}
