// Accounts: registering, logging in and out, who a token speaks for, and the admin's changes to an
// account. Passwords and tokens never leave here in clear; login failures never tell whether the
// email exists; logins and registrations are rate-limited so guessing passwords does not pay.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AdminUser, AdminUserUpdate, User } from '@sauti/contract';
import type { Db } from '../../platform/db';
import { isUniqueViolation } from '../../platform/db';
import type { AuthenticatedUser, Role } from '../../platform/http/access';
import { Conflict, Forbidden, NotFound, Unauthorized } from '../../platform/http/errors';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import { hashAccessToken, hashPassword, newAccessToken, verifyPassword } from './credentials';
import {
  deleteExpiredTokens,
  deleteToken,
  deleteUserTokens,
  findTokenOwner,
  findUserByEmailKey,
  findUserById,
  insertToken,
  insertUser,
  type UserRow,
  updateUser,
  usernameKeyTaken,
} from './repo';

/** The cookie policy's "authentication up to 30 days". */
export const TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const LOGIN_PER_ACCOUNT: RateRule = { limit: 10, windowMs: FIFTEEN_MINUTES };
// Generous per address: many listeners share one behind mobile carriers' NAT.
export const LOGIN_PER_CLIENT: RateRule = { limit: 50, windowMs: FIFTEEN_MINUTES };
export const REGISTER_PER_CLIENT: RateRule = { limit: 20, windowMs: 60 * 60 * 1000 };

const LOGIN_FAILED = 'Incorrect email or password.';
const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';
const TOO_MANY_REGISTRATIONS = 'Too many accounts were created from your network. Please try again later.';

export interface Registration {
  email: string;
  password: string;
  username: string;
  country?: string | null | undefined;
  preferred_language?: string | null | undefined;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface AuthResult {
  access_token: string;
  user: User;
}

export const emailKey = (email: string): string => email.trim().toLowerCase();
export const usernameKey = (username: string): string => username.normalize('NFKC').toLowerCase();

export function userFromRow(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    country: row.country,
    preferred_language: row.preferred_language,
    created_at: row.created_at,
  };
}

const adminUserFromRow = (row: UserRow): AdminUser => ({ ...userFromRow(row), suspended: row.suspended === 1 });

export class AccountService {
  /** Verified against when an email is unknown, so both failures take as long. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {}

  /** Creates an ordinary account and logs it in. `client` is the caller's network address. */
  async register(registration: Registration, client: string): Promise<AuthResult> {
    await enforceRate(this.limiter, `register:client:${client}`, REGISTER_PER_CLIENT, TOO_MANY_REGISTRATIONS);
    const key = emailKey(registration.email);
    const nameKey = usernameKey(registration.username);
    await this.assertAvailable(key, nameKey);
    const time = new Date().toISOString();
    const row: UserRow = {
      id: randomUUID(),
      email: registration.email.trim(),
      email_key: key,
      username: registration.username,
      username_key: nameKey,
      password_hash: await hashPassword(registration.password),
      role: 'user',
      suspended: 0,
      country: registration.country ?? null,
      preferred_language: registration.preferred_language ?? null,
      created_at: time,
      updated_at: time,
    };
    try {
      await insertUser(this.db, row);
    } catch (error) {
      // Two registrations raced past the check above; the database decided.
      if (!isUniqueViolation(error)) throw error;
      await this.assertAvailable(key, nameKey);
      throw error;
    }
    return { access_token: await this.issueToken(row.id), user: userFromRow(row) };
  }

  async login(credentials: Credentials, client: string): Promise<AuthResult> {
    const key = emailKey(credentials.email);
    await enforceRate(this.limiter, `login:client:${client}`, LOGIN_PER_CLIENT, TOO_MANY_LOGINS);
    await enforceRate(this.limiter, `login:account:${key}`, LOGIN_PER_ACCOUNT, TOO_MANY_LOGINS);
    const row = await findUserByEmailKey(this.db, key);
    const passwordHash = row?.password_hash ?? (await this.decoy());
    const matches = await verifyPassword(passwordHash, credentials.password);
    if (!row || !matches) throw new Unauthorized(LOGIN_FAILED);
    if (row.suspended === 1) throw new Forbidden('This account is suspended.');
    await deleteExpiredTokens(this.db, row.id, new Date().toISOString());
    return { access_token: await this.issueToken(row.id), user: userFromRow(row) };
  }

  /** Who a bearer token speaks for: null when it is unknown, revoked, expired or its owner suspended. */
  userForToken(token: string): Promise<AuthenticatedUser | null> {
    return findTokenOwner(this.db, hashAccessToken(token), new Date().toISOString());
  }

  async me(userId: string): Promise<User> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new Unauthorized();
    return userFromRow(row);
  }

  /** Revokes one token at once; the other devices of the same user stay logged in. */
  logout(token: string): Promise<void> {
    return deleteToken(this.db, hashAccessToken(token));
  }

  /** An admin changes another account's role or suspends it; suspension revokes its tokens at once. */
  async updateByAdmin(adminId: string, userId: string, update: AdminUserUpdate): Promise<AdminUser> {
    const demotesSelf = update.role !== undefined && update.role !== 'admin';
    if (userId === adminId && (update.suspended || demotesSelf)) {
      throw new Forbidden('You cannot suspend or demote your own account.');
    }
    const changes = {
      ...(update.role !== undefined && { role: update.role }),
      ...(update.suspended !== undefined && { suspended: update.suspended ? 1 : 0 }),
      updated_at: new Date().toISOString(),
    };
    const row = await updateUser(this.db, userId, changes);
    if (!row) throw new NotFound(`No user '${userId}'.`);
    if (update.suspended) await deleteUserTokens(this.db, userId);
    return adminUserFromRow(row);
  }

  /**
   * ADMIN_EMAIL and ADMIN_PASSWORD: the account exists, is an admin, is not suspended and has that
   * password. A changed ADMIN_PASSWORD replaces the old one and logs out the old sessions.
   */
  async ensureAdmin(account: Credentials): Promise<User> {
    const existing = await findUserByEmailKey(this.db, emailKey(account.email));
    if (!existing) return this.createAdmin(account);
    const passwordChanged = !(await verifyPassword(existing.password_hash, account.password));
    const row = await updateUser(this.db, existing.id, {
      role: 'admin' satisfies Role,
      suspended: 0,
      ...(passwordChanged && { password_hash: await hashPassword(account.password) }),
      updated_at: new Date().toISOString(),
    });
    if (passwordChanged) await deleteUserTokens(this.db, existing.id);
    return userFromRow(row ?? existing);
  }

  private async createAdmin(account: Credentials): Promise<User> {
    const username = (await usernameKeyTaken(this.db, 'admin')) ? `admin-${randomBytes(3).toString('hex')}` : 'admin';
    const time = new Date().toISOString();
    const row: UserRow = {
      id: randomUUID(),
      email: account.email.trim(),
      email_key: emailKey(account.email),
      username,
      username_key: usernameKey(username),
      password_hash: await hashPassword(account.password),
      role: 'admin',
      suspended: 0,
      country: null,
      preferred_language: null,
      created_at: time,
      updated_at: time,
    };
    await insertUser(this.db, row);
    return userFromRow(row);
  }

  private async assertAvailable(key: string, nameKey: string): Promise<void> {
    if (await findUserByEmailKey(this.db, key)) throw new Conflict('An account with this email already exists.');
    if (await usernameKeyTaken(this.db, nameKey)) throw new Conflict('This username is taken. Please choose another.');
  }

  private async issueToken(userId: string): Promise<string> {
    const token = newAccessToken();
    const created = new Date();
    await insertToken(this.db, {
      tokenHash: hashAccessToken(token),
      userId,
      createdAt: created.toISOString(),
      expiresAt: new Date(created.getTime() + TOKEN_LIFETIME_MS).toISOString(),
    });
    return token;
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.decoyHash;
  }
}
