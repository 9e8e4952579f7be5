// Usernames become unique by their confusable skeleton (Unicode TR39): username_key, which held the
// NFKC lower-cased name, now holds the key the auth module computes (modules/auth/username-key.ts).
// The rule is copied here on purpose, so this migration means the same thing if the rule changes
// later. Where two existing names now share a key, the older account keeps it and the newer keeps a
// key of its own (key#id): nobody is renamed, and the key still stops any new look-alike.
import { type Kysely, sql } from 'kysely';
import unhomoglyph from 'unhomoglyph';

function usernameKeyAsOf0010(username: string): string {
  const folded = username.normalize('NFKC').toLowerCase();
  return unhomoglyph(folded.normalize('NFD')).normalize('NFD').toLowerCase().replaceAll('i', 'l');
}

interface UserKeys {
  users: { id: string; username: string; username_key: string; created_at: string };
}

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as Kysely<UserKeys>;
  const users = await db.selectFrom('users').select(['id', 'username']).orderBy('created_at').orderBy('id').execute();
  // Out of the way first, so no new key meets an old one still in place.
  await db.updateTable('users').set({ username_key: sql<string>`'#' || id` }).execute();
  const claimed = new Set<string>();
  for (const user of users) {
    const skeleton = usernameKeyAsOf0010(user.username);
    const key = claimed.has(skeleton) ? `${skeleton}#${user.id}` : skeleton;
    claimed.add(skeleton);
    await db.updateTable('users').set({ username_key: key }).where('id', '=', user.id).execute();
  }
}
