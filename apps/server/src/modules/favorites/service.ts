// Favourites: a user's own list of stations, in the order added. Adding and removing are idempotent,
// so a double click or a retried request never flips the heart the wrong way.
import type { FavoriteStatus, Station } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { NotFound } from '../../platform/http/errors';
import type { CatalogueService } from '../catalogue';
import { addFavorite, favoriteStationIds, removeFavorite } from './repo';

export class FavoriteService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  /** `stationRef` is a station's id or slug. */
  async add(userId: string, stationRef: string): Promise<FavoriteStatus> {
    const station = this.catalogue.get(stationRef);
    await addFavorite(this.db, userId, station.id, new Date().toISOString());
    return { station_id: station.id, is_favorite: true };
  }

  /** A station that has left the catalogue can still be removed by its id. */
  async remove(userId: string, stationRef: string): Promise<FavoriteStatus> {
    const station = this.catalogue.find(stationRef);
    const stationId = station?.id ?? stationRef;
    const removed = await removeFavorite(this.db, userId, stationId);
    if (!station && !removed) throw new NotFound(`No station '${stationRef}'.`);
    return { station_id: stationId, is_favorite: false };
  }

  /** The user's favourites in the order added; stations no longer listed are left out. */
  async list(userId: string): Promise<Station[]> {
    const ids = await favoriteStationIds(this.db, userId);
    return ids.flatMap((id) => this.catalogue.find(id) ?? []);
  }
}
