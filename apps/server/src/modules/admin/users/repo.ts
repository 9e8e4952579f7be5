// Personal data outside the account row that deleting an account also removes.
import type { Db } from '../../../platform/db';

/** The newsletter knows an address, not an account: the account's address leaves the list too. */
export async function unsubscribeAddress(db: Db, email: string): Promise<void> {
  await db.deleteFrom('newsletter_subscribers').where('email_key', '=', email.trim().toLowerCase()).execute();
}
