// The accounts' SQL: users and their access tokens, stored only as hashes.

import type { Role } from '@sauti/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { containsText, type Db, toFlag } from '../../platform/db';
import type { AuthTokenTable, UserTable } from '../../platform/db/schema';
import type { AuthenticatedUser } from '../../platform/http/access';

export type UserRow = Selectable<UserTable>;
export type NewUserRow = Insertable<UserTable>;
export type UserChanges = Updateable<UserTable>;

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmailKey(db: Db, emailKey: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
}

export async function usernameKeyTaken(db: Db, usernameKey: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username_key', '=', usernameKey).executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
  return findUserById(db, id);
}

export interface NewToken {
  tokenHash: string;
  id: string;
  userId: string;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
}

export async function insertToken(db: Db, token: NewToken): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: token.tokenHash,
      id: token.id,
      user_id: token.userId,
      user_agent: token.userAgent,
      created_at: token.createdAt,
      last_used_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

export interface TokenOwner extends AuthenticatedUser {
  lastUsedAt: string;
}

/** The active, unexpired owner of a token hash; null for a revoked, expired or suspended one. */
export async function findTokenOwner(db: Db, tokenHash: string, nowIso: string): Promise<TokenOwner | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select(['users.id', 'users.username', 'users.role', 'auth_tokens.last_used_at as lastUsedAt'])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.expires_at', '>', nowIso)
    .where('users.suspended', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

export async function touchToken(db: Db, tokenHash: string, usedAt: string): Promise<void> {
  await db.updateTable('auth_tokens').set({ last_used_at: usedAt }).where('token_hash', '=', tokenHash).execute();
}

export type TokenRow = Pick<
  Selectable<AuthTokenTable>,
  'id' | 'token_hash' | 'user_agent' | 'created_at' | 'last_used_at'
>;

/** A user's unexpired tokens, the most recently used first. */
export function userTokens(db: Db, userId: string, nowIso: string): Promise<TokenRow[]> {
  return db
    .selectFrom('auth_tokens')
    .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Revokes one of the user's tokens by its id; false when the user has no such token. */
export async function deleteUserTokenById(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Revokes every token of the user but the one kept. */
export async function deleteUserTokensExcept(db: Db, userId: string, keptHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('token_hash', '!=', keptHash).execute();
}

export async function deleteToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', tokenHash).execute();
}

export async function deleteUserTokens(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).execute();
}

export async function deleteExpiredTokens(db: Db, userId: string, nowIso: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('expires_at', '<=', nowIso).execute();
}

export interface UserFilters {
  /** Part of the email address (lower case) or of the username's key (see username-key.ts). */
  search: { email: string; usernameKey: string } | undefined;
  role: Role | undefined;
  suspended: boolean | undefined;
  limit: number;
  offset: number;
}

/** A page of accounts, newest first, with the total over all pages. */
export async function listUsers(db: Db, filters: UserFilters): Promise<{ rows: UserRow[]; total: number }> {
  let query = db.selectFrom('users');
  const { search, role, suspended } = filters;
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText('email_key', search.email), containsText('username_key', search.usernameKey)]),
    );
  }
  if (role) query = query.where('role', '=', role);
  if (suspended !== undefined) query = query.where('suspended', '=', toFlag(suspended));
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Deletes the account row; the database takes its tokens, favourites, chat messages and reactions
 * with it, and keeps its listening sessions without the account (migration 0007).
 */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
