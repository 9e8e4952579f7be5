// The inbox's SQL: one insert per kind of entry, on either dialect.
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db';
import type { AdvertisingInquiryTable, ContactMessageTable, StationSubmissionTable } from '../../platform/db/schema';

export async function insertContactMessage(db: Db, row: Insertable<ContactMessageTable>): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export async function insertAdvertisingInquiry(db: Db, row: Insertable<AdvertisingInquiryTable>): Promise<void> {
  await db.insertInto('advertising_inquiries').values(row).execute();
}

export async function insertStationSubmission(db: Db, row: Insertable<StationSubmissionTable>): Promise<void> {
  await db.insertInto('station_submissions').values(row).execute();
}

/** Adds the address unless it is already on the list; answers whether it was added. */
export async function addNewsletterSubscriber(
  db: Db,
  row: { id: string; email: string; email_key: string; created_at: string },
): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values(row)
    .onConflict((conflict) => conflict.column('email_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
