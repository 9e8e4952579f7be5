// Accounts: registering, logging in and out, who a token speaks for, and the admin's changes to an
// account. Passwords and tokens never leave here in clear; neither a failed login nor a refused
// registration says that an email has an account; logins and registrations are rate-limited so
// guessing passwords does not pay, without letting a guesser lock the owner out.
import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AccountSession,
  AdminUser,
  AdminUserFilters,
  AdminUserPage,
  AdminUserUpdate,
  AuthResponse,
  LoginRequest,
  PasswordChange,
  ProfileChanges,
  RegisterRequest,
  Role,
  User,
} from '@sauti/contract';
import { PASSWORD_IS_IDENTITY, passwordIsIdentity, WRONG_PASSWORD } from '@sauti/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { isUniqueViolation } from '../../platform/db';
import type { AuthenticatedUser } from '../../platform/http/access';
import { Conflict, Forbidden, InvalidFields, NotFound, Unauthorized } from '../../platform/http/errors';
import { enforceRate, type RateLimiter, type RateRule } from '../../platform/rate-limit';
import { hashAccessToken, hashPassword, newAccessToken, verifyPassword } from './credentials';
import { deviceName } from './device-name';
import { LoginLimits } from './login-limits';
import { weakPasswordProblem } from './password-rules';
import {
  deleteExpiredTokens,
  deleteToken,
  deleteUser,
  deleteUserTokenById,
  deleteUserTokens,
  deleteUserTokensExcept,
  findTokenOwner,
  findUserByEmailKey,
  findUserById,
  insertToken,
  insertUser,
  listUsers,
  touchToken,
  type UserRow,
  updateUser,
  usernameKeyTaken,
  userTokens,
} from './repo';
import { usernameKey } from './username-key';

/** The cookie policy's "authentication up to 30 days". */
export const TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export const REGISTER_PER_CLIENT: RateRule = { limit: 20, windowMs: 60 * 60 * 1000 };

const LOGIN_FAILED = 'Incorrect email or password.';
const TOO_MANY_REGISTRATIONS = 'Too many accounts were created from your network. Please try again later.';
/**
 * A taken email: not "this email has an account". Registration signs in at once and there is no
 * mail to send, so a refusal cannot look like a success; it says no more than it must and points an
 * owner to the login.
 */
export const REGISTRATION_REFUSED =
  'We could not create an account with these details. If you already have an account, please log in.';
export const USERNAME_TAKEN = 'This username is taken, or looks too much like one that is. Please choose another.';
/**
 * A taken email, to someone already logged in: saying so plainly is what lets them fix it, and the
 * per-account limit on changes keeps it from being a way to test many addresses.
 */
export const EMAIL_TAKEN = 'Another account already uses this email address.';

/** Changes of email address per account: plenty for typos, too few to probe who has an account. */
export const EMAIL_CHANGES_PER_USER: RateRule = { limit: 10, windowMs: 60 * 60 * 1000 };
/** Password checks by someone already logged in (password change, deletion): a stolen token cannot guess on. */
export const PASSWORD_CHECKS_PER_USER: RateRule = { limit: 10, windowMs: 15 * 60 * 1000 };
/** A token's last use is written at most this often, so requests do not each cost a write. */
export const LAST_USED_GRANULARITY_MS = 5 * 60 * 1000;

/** A registration as the contract's schema checked and normalised it. */
type Registration = z.output<typeof RegisterRequest>;
type Credentials = z.output<typeof LoginRequest>;

export const emailKey = (email: string): string => email.trim().toLowerCase();

export function userFromRow(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    country: row.country,
    preferred_language: row.preferred_language,
    created_at: row.created_at,
    email_confirmed: row.email_confirmed_at !== null,
  };
}

export const adminUserFromRow = (row: UserRow): AdminUser => ({ ...userFromRow(row), suspended: row.suspended === 1 });

export class AccountService {
  /** Verified against when an email is unknown, so both failures take as long. */
  private decoyHash: Promise<string> | undefined;
  private readonly loginLimits: LoginLimits;
  private readonly registeredListeners: Array<(user: User) => void> = [];

  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
  ) {
    this.loginLimits = new LoginLimits(limiter);
  }

  /** Creates an ordinary account and logs it in. `client` is the caller's network address. */
  async register(registration: Registration, client: string, userAgent: string | null = null): Promise<AuthResponse> {
    await enforceRate(this.limiter, `register:client:${client}`, REGISTER_PER_CLIENT, TOO_MANY_REGISTRATIONS);
    const key = emailKey(registration.email);
    const nameKey = usernameKey(registration.username);
    await this.assertAvailable(key, nameKey);
    const weakness = await weakPasswordProblem(registration.password, registration);
    if (weakness !== null) throw new InvalidFields({ password: weakness });
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
      email_confirmed_at: null,
    };
    try {
      await insertUser(this.db, row);
    } catch (error) {
      // Two registrations raced past the check above; the database decided.
      if (!isUniqueViolation(error)) throw error;
      await this.assertAvailable(key, nameKey);
      throw error;
    }
    const user = userFromRow(row);
    for (const listener of this.registeredListeners) listener(user);
    return { access_token: await this.issueToken(row.id, userAgent), user };
  }

  /** Called with each new account once it is stored (the account-email module mails its confirmation link). */
  onRegistered(listener: (user: User) => void): void {
    this.registeredListeners.push(listener);
  }

  async login(credentials: Credentials, client: string, userAgent: string | null = null): Promise<AuthResponse> {
    const key = emailKey(credentials.email);
    await this.loginLimits.admit(key, client);
    const row = await findUserByEmailKey(this.db, key);
    const passwordHash = row?.password_hash ?? (await this.decoy());
    const matches = await verifyPassword(passwordHash, credentials.password);
    if (!row || !matches) {
      await this.loginLimits.failed(key);
      throw new Unauthorized(LOGIN_FAILED);
    }
    await this.loginLimits.succeeded(key, client);
    if (row.suspended === 1) throw new Forbidden('This account is suspended.');
    await deleteExpiredTokens(this.db, row.id, new Date().toISOString());
    return { access_token: await this.issueToken(row.id, userAgent), user: userFromRow(row) };
  }

  /**
   * Who a bearer token speaks for: null when it is unknown, revoked, expired or its owner suspended.
   * Notes when the token was used, for the device list, at most every LAST_USED_GRANULARITY_MS.
   */
  async userForToken(token: string): Promise<AuthenticatedUser | null> {
    const tokenHash = hashAccessToken(token);
    const now = new Date();
    const owner = await findTokenOwner(this.db, tokenHash, now.toISOString());
    if (!owner) return null;
    if (now.getTime() - Date.parse(owner.lastUsedAt) >= LAST_USED_GRANULARITY_MS) {
      await touchToken(this.db, tokenHash, now.toISOString());
    }
    return { id: owner.id, username: owner.username, role: owner.role };
  }

  async me(userId: string): Promise<User> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new Unauthorized();
    return userFromRow(row);
  }

  /** The account with this email (compared as emailKey does), if there is one. */
  async findByEmail(email: string): Promise<User | undefined> {
    const row = await findUserByEmailKey(this.db, emailKey(email));
    return row && userFromRow(row);
  }

  /** Refuses (400, on the `password` field) a password too easy to guess for this account. */
  async assertStrongPassword(userId: string, password: string): Promise<void> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new NotFound(`No user '${userId}'.`);
    const weakness = await weakPasswordProblem(password, row);
    if (weakness !== null) throw new InvalidFields({ password: weakness });
  }

  /** A forgotten password replaced (after assertStrongPassword): every session of the account is logged out. */
  async resetPassword(userId: string, password: string): Promise<void> {
    await updateUser(this.db, userId, {
      password_hash: await hashPassword(password),
      updated_at: new Date().toISOString(),
    });
    await this.revokeAllSessions(userId);
  }

  /** Logs the account out on every device: each of its access tokens stops working at once. */
  revokeAllSessions(userId: string): Promise<void> {
    return deleteUserTokens(this.db, userId);
  }

  /** Marks the email confirmed if it is still the account's email; false when it is not (or no account). */
  async confirmEmail(userId: string, email: string): Promise<boolean> {
    const row = await findUserById(this.db, userId);
    if (!row || emailKey(row.email) !== emailKey(email)) return false;
    if (row.email_confirmed_at === null) {
      const time = new Date().toISOString();
      await updateUser(this.db, userId, { email_confirmed_at: time, updated_at: time });
    }
    return true;
  }

  /** Revokes one token at once; the other devices of the same user stay logged in. */
  logout(token: string): Promise<void> {
    return deleteToken(this.db, hashAccessToken(token));
  }

  /** The account page's changes to the fields registration takes; the same uniqueness rules. */
  async updateProfile(userId: string, changes: z.output<typeof ProfileChanges>): Promise<User> {
    const row = await this.ownRow(userId);
    const nameKey = changes.username === undefined ? undefined : usernameKey(changes.username);
    const key = changes.email === undefined ? undefined : emailKey(changes.email);
    if (nameKey !== undefined && nameKey !== row.username_key && (await usernameKeyTaken(this.db, nameKey))) {
      throw new Conflict(USERNAME_TAKEN);
    }
    if (key !== undefined && key !== row.email_key) {
      await enforceRate(this.limiter, `email-change:user:${userId}`, EMAIL_CHANGES_PER_USER);
      if (await findUserByEmailKey(this.db, key)) throw new Conflict(EMAIL_TAKEN);
    }
    const update = {
      ...(changes.username !== undefined && { username: changes.username, username_key: nameKey }),
      ...(changes.email !== undefined && { email: changes.email.trim(), email_key: key }),
      // A new address is not confirmed yet; the old address's confirmation links no longer confirm it.
      ...(key !== undefined && key !== row.email_key && { email_confirmed_at: null }),
      ...(changes.country !== undefined && { country: changes.country }),
      ...(changes.preferred_language !== undefined && { preferred_language: changes.preferred_language }),
      updated_at: new Date().toISOString(),
    };
    try {
      return userFromRow((await updateUser(this.db, userId, update)) ?? row);
    } catch (error) {
      // Another account took the name or address between the check and the write.
      if (!isUniqueViolation(error)) throw error;
      throw new Conflict(changes.username !== undefined ? USERNAME_TAKEN : EMAIL_TAKEN);
    }
  }

  /** A new password after the current one; every other device is logged out, this one stays. */
  async changePassword(userId: string, currentToken: string, change: PasswordChange): Promise<void> {
    const row = await this.ownRow(userId);
    await this.checkPassword(row, change.current_password, 'current_password');
    const account = { email: row.email, username: row.username, password: change.new_password };
    if (passwordIsIdentity(account)) throw new InvalidFields({ new_password: PASSWORD_IS_IDENTITY });
    const weakness = await weakPasswordProblem(change.new_password, account);
    if (weakness !== null) throw new InvalidFields({ new_password: weakness });
    await updateUser(this.db, userId, {
      password_hash: await hashPassword(change.new_password),
      updated_at: new Date().toISOString(),
    });
    await this.revokeOtherSessions(userId, currentToken);
  }

  /** Logs out every device of the user but the one holding `keptToken`. */
  revokeOtherSessions(userId: string, keptToken: string): Promise<void> {
    return deleteUserTokensExcept(this.db, userId, hashAccessToken(keptToken));
  }

  /** The user's signed-in devices, the most recently used first; `currentToken` is the asking one. */
  async sessions(userId: string, currentToken: string): Promise<AccountSession[]> {
    const currentHash = hashAccessToken(currentToken);
    const rows = await userTokens(this.db, userId, new Date().toISOString());
    return rows.map((row) => ({
      id: row.id,
      ...deviceName(row.user_agent),
      created_at: row.created_at,
      last_used_at: row.last_used_at,
      current: row.token_hash === currentHash,
    }));
  }

  /** Logs out one of the user's devices (this one too, if asked); another user's is as unknown as none. */
  async revokeSession(userId: string, sessionId: string): Promise<void> {
    if (!(await deleteUserTokenById(this.db, userId, sessionId))) {
      throw new NotFound(`No signed-in device '${sessionId}'.`);
    }
  }

  /**
   * The user deletes their own account after giving its password: every device is logged out and
   * the account goes as deleteByAdmin's does. Answers what it was, for the caller's own clean-up.
   */
  async deleteOwnAccount(userId: string, password: string): Promise<User> {
    const row = await this.ownRow(userId);
    await this.checkPassword(row, password, 'password');
    await this.revokeAllSessions(userId);
    await deleteUser(this.db, userId);
    return userFromRow(row);
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
    if (update.suspended) await this.revokeAllSessions(userId);
    return adminUserFromRow(row);
  }

  /** Accounts for the admin list, newest first; the search matches the email or the username (look-alikes too). */
  async list({ search, role, suspended, page, page_size }: AdminUserFilters): Promise<AdminUserPage> {
    const { rows, total } = await listUsers(this.db, {
      search: search ? { email: search.toLowerCase(), usernameKey: usernameKey(search) } : undefined,
      role,
      suspended,
      limit: page_size,
      offset: (page - 1) * page_size,
    });
    return { items: rows.map(adminUserFromRow), total, page, page_size };
  }

  async findForAdmin(userId: string): Promise<AdminUser> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new NotFound(`No user '${userId}'.`);
    return adminUserFromRow(row);
  }

  /**
   * Deletes an account and what it owns at once: its tokens, favourites, chat messages and reactions
   * go with it; its listening sessions stay, anonymous, in the listening totals. An admin cannot
   * delete their own account this way.
   */
  async deleteByAdmin(adminId: string, userId: string): Promise<AdminUser> {
    if (userId === adminId) throw new Forbidden('You cannot delete your own account.');
    const account = await this.findForAdmin(userId);
    if (!(await deleteUser(this.db, userId))) throw new NotFound(`No user '${userId}'.`);
    return account;
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
    if (passwordChanged) await this.revokeAllSessions(existing.id);
    return userFromRow(row ?? existing);
  }

  private async createAdmin(account: Credentials): Promise<User> {
    const taken = await usernameKeyTaken(this.db, usernameKey('admin'));
    const username = taken ? `admin-${randomBytes(3).toString('hex')}` : 'admin';
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
      email_confirmed_at: null,
    };
    await insertUser(this.db, row);
    return userFromRow(row);
  }

  /** The username first: it is public anyway, and is told plainly. */
  private async assertAvailable(key: string, nameKey: string): Promise<void> {
    if (await usernameKeyTaken(this.db, nameKey)) throw new Conflict(USERNAME_TAKEN);
    if (await findUserByEmailKey(this.db, key)) throw new Conflict(REGISTRATION_REFUSED);
  }

  private async ownRow(userId: string): Promise<UserRow> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new Unauthorized();
    return row;
  }

  /** The account's password, limited per account so a stolen token cannot be used to guess it. */
  private async checkPassword(row: UserRow, password: string, field: string): Promise<void> {
    await enforceRate(this.limiter, `password-check:user:${row.id}`, PASSWORD_CHECKS_PER_USER);
    if (!(await verifyPassword(row.password_hash, password))) throw new InvalidFields({ [field]: WRONG_PASSWORD });
  }

  private async issueToken(userId: string, userAgent: string | null): Promise<string> {
    const token = newAccessToken();
    const created = new Date();
    await insertToken(this.db, {
      tokenHash: hashAccessToken(token),
      id: randomUUID(),
      userId,
      userAgent: userAgent?.slice(0, 512) ?? null,
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
