// The studio's SQL: owners' changes waiting for review, social links, and finding a user to invite.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type { StationEditTable } from '../../platform/db/schema';

export type EditRow = Selectable<StationEditTable>;

const RECENT_EDITS = 10;

export function recentEdits(db: Db, stationId: string): Promise<EditRow[]> {
  return db
    .selectFrom('station_edits')
    .selectAll()
    .where('station_id', '=', stationId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT_EDITS)
    .execute();
}

export function findEdit(db: Db, id: string): Promise<EditRow | undefined> {
  return db.selectFrom('station_edits').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEdit(
  db: Db,
  edit: Pick<EditRow, 'id' | 'station_id' | 'user_id' | 'changes' | 'previous' | 'stream_check' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('station_edits')
    .values({ ...edit, updated_at: edit.created_at })
    .execute();
}

export async function decideEdit(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; rejection_reason: string | null; read_at: string },
): Promise<void> {
  await db
    .updateTable('station_edits')
    .set({ ...decision, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function socialLinks(db: Db, stationId: string): Promise<string[]> {
  const row = await db
    .selectFrom('station_profiles')
    .select('social_links')
    .where('station_id', '=', stationId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.social_links) as string[]) : [];
}

export async function saveSocialLinks(db: Db, stationId: string, links: readonly string[]): Promise<void> {
  const values = { social_links: JSON.stringify(links), updated_at: new Date().toISOString() };
  await db
    .insertInto('station_profiles')
    .values({ station_id: stationId, ...values })
    .onConflict((conflict) => conflict.column('station_id').doUpdateSet(values))
    .execute();
}

/** A user by username or email address, as they would type either. */
export function findUserByNameOrEmail(db: Db, who: string) {
  const key = who.trim().normalize('NFKC').toLowerCase();
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where((eb) => eb.or([eb('email_key', '=', key), eb('username_key', '=', key)]))
    .executeTakeFirst();
}
