// One HMAC key for the tokens we sign (ad click links), shared by every instance: SIGNING_KEY when it
// is set, else a key generated once and kept in the database. Never one per process, or a link signed
// by one instance would fail on another, and every restart would break the links already handed out.
import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';

const SECRET_NAME = 'signing_key';

export class SigningKey {
  /** Made once: an HMAC from raw key bytes would make a key object at every signature (ad tracking signs and checks thousands a second). */
  private readonly key: KeyObject;

  private constructor(bytes: Buffer) {
    this.key = createSecretKey(bytes);
  }

  /** The configured key, or the database's (made by whichever instance starts first). */
  static async load(db: Db, configured: string | undefined): Promise<SigningKey> {
    if (configured) return new SigningKey(Buffer.from(configured, 'utf8'));
    await db
      .insertInto('app_secrets')
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const row = await db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', SECRET_NAME)
      .executeTakeFirstOrThrow();
    return new SigningKey(Buffer.from(row.value, 'base64url'));
  }

  /** The message's signature, URL-safe. */
  sign(message: string): string {
    return createHmac('sha256', this.key).update(message).digest('base64url');
  }

  /** Compares a signature with the expected one (or its agreed prefix) in constant time. */
  matches(expected: string, given: string): boolean {
    const want = Buffer.from(expected);
    const got = Buffer.from(given);
    return want.length === got.length && timingSafeEqual(want, got);
  }
}
