// Who owns a station: the question the access guard asks of every owner route, and the answers the
// studio and the station pages need (my stations, a station's owners, which stations are verified).
import type { StationOwner } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { addOwner, isOwner, type OwnerRow, ownedAmong, ownedStationIds, ownersOf, removeOwner } from './repo';

export class StationOwnership {
  constructor(private readonly db: Db) {}

  /** The owner guard's check (apps/server/src/platform/http/access.ts). */
  owns = (userId: string, stationId: string): Promise<boolean> => isOwner(this.db, userId, stationId);

  stationsOf(userId: string): Promise<string[]> {
    return ownedStationIds(this.db, userId);
  }

  owners(stationId: string): Promise<OwnerRow[]> {
    return ownersOf(this.db, stationId);
  }

  /** A station's owners as its owners see them, first owner first. */
  async ownerList(stationId: string): Promise<StationOwner[]> {
    return (await ownersOf(this.db, stationId)).map((owner) => ({
      user_id: owner.user_id,
      username: owner.username,
      via: owner.claim_id ? 'claim' : 'invitation',
      since: owner.created_at,
    }));
  }

  /** The stations among these that a verified broadcaster owns: they show the badge. */
  verifiedAmong(stationIds: readonly string[]): Promise<Set<string>> {
    return ownedAmong(this.db, stationIds);
  }

  add(owner: { station_id: string; user_id: string; claim_id: string | null; invited_by: string | null }) {
    return addOwner(this.db, owner);
  }

  remove(stationId: string, userId: string): Promise<boolean> {
    return removeOwner(this.db, stationId, userId);
  }
}
