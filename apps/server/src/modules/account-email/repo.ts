// The mailed links' SQL: tokens kept as SHA-256 hashes, taken at most once each.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db';
import type { MailedTokenTable } from '../../platform/db/schema';

export type MailedTokenRow = Selectable<MailedTokenTable>;
export type LinkPurpose = MailedTokenTable['purpose'];

export async function insertMailedToken(db: Db, row: MailedTokenRow): Promise<void> {
  await db.insertInto('mailed_tokens').values(row).execute();
}

/** The unexpired token with this hash and purpose, without using it up. */
export function findLiveToken(
  db: Db,
  tokenHash: string,
  purpose: LinkPurpose,
  nowIso: string,
): Promise<MailedTokenRow | undefined> {
  return db
    .selectFrom('mailed_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Uses the token up; false when another request took it first or it expired meanwhile. */
export async function takeToken(db: Db, tokenHash: string, nowIso: string): Promise<boolean> {
  const result = await db
    .deleteFrom('mailed_tokens')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The account's other links of this purpose, and its expired ones of any. */
export async function deleteSpentTokens(db: Db, userId: string, purpose: LinkPurpose, nowIso: string): Promise<void> {
  await db
    .deleteFrom('mailed_tokens')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('purpose', '=', purpose), eb('expires_at', '<=', nowIso)]))
    .execute();
}

export async function deleteExpiredTokens(db: Db, userId: string, nowIso: string): Promise<void> {
  await db.deleteFrom('mailed_tokens').where('user_id', '=', userId).where('expires_at', '<=', nowIso).execute();
}
