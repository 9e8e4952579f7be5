// Claims' SQL: a claim with its station's name, slug and website, as the claimant and admins see it.
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../platform/db';
import type { StationClaimTable } from '../../platform/db/schema';

export type ClaimRow = Selectable<StationClaimTable> & {
  station_name: string;
  station_slug: string;
  website: string | null;
};

function claims(db: Db) {
  return db
    .selectFrom('station_claims')
    .innerJoin('stations', 'stations.id', 'station_claims.station_id')
    .selectAll('station_claims')
    .select(['stations.name as station_name', 'stations.slug as station_slug', 'stations.homepage as website']);
}

export function findClaim(db: Db, id: string): Promise<ClaimRow | undefined> {
  return claims(db).where('station_claims.id', '=', id).executeTakeFirst();
}

export function claimsOf(db: Db, userId: string): Promise<ClaimRow[]> {
  return claims(db).where('station_claims.user_id', '=', userId).orderBy('station_claims.created_at', 'desc').execute();
}

/** The user's claim on the station that is neither verified nor rejected, if any. */
export function pendingClaim(db: Db, userId: string, stationId: string): Promise<ClaimRow | undefined> {
  return claims(db)
    .where('station_claims.user_id', '=', userId)
    .where('station_claims.station_id', '=', stationId)
    .where('station_claims.status', 'not in', ['approved', 'rejected'])
    .executeTakeFirst();
}

export async function insertClaim(
  db: Db,
  claim: Pick<StationClaimTable, 'id' | 'station_id' | 'user_id' | 'token' | 'created_at'> &
    Partial<Pick<StationClaimTable, 'evidence' | 'review_requested_at'>>,
): Promise<void> {
  await db
    .insertInto('station_claims')
    .values({ ...claim, updated_at: claim.created_at })
    .execute();
}

export async function updateClaim(db: Db, id: string, changes: Updateable<StationClaimTable>): Promise<void> {
  await db
    .updateTable('station_claims')
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}
