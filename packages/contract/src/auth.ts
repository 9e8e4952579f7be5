// Accounts: who a user is and what the auth calls send and answer (spec sections 3 and 7).
import { z } from 'zod';

export const Role = z.enum(['admin', 'premium', 'user']);
export type Role = z.infer<typeof Role>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: Role,
  country: z.string().nullable(),
  preferred_language: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({
  access_token: z.string(),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const PASSWORD_MIN_LENGTH = 8;
// argon2 hashes any length; the cap keeps one request from costing more than a login should.
export const PASSWORD_MAX_LENGTH = 256;

export const Email = z.string().trim().max(254).pipe(z.email('must be an email address'));

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Shown beside every chat message, so it is short and made of letters, digits, '_', '.' and '-'. */
export const Username = z
  .string()
  .trim()
  .normalize('NFKC')
  .min(3, 'must be at least 3 characters')
  .max(30, 'must be at most 30 characters')
  .regex(/^[\p{L}\p{N}_.-]+$/u, "may only hold letters, digits, '_', '.' and '-'");

/** Forms send an empty select as ''; that means "not given". */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const RegisterRequest = z.object({
  email: Email,
  password: Password,
  username: Username,
  country: z
    .preprocess(
      blankAsNull,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
        .transform((value) => value.toUpperCase())
        .nullable(),
    )
    .optional(),
  preferred_language: z
    .preprocess(
      blankAsNull,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2,3}$/, 'must be a two- or three-letter language code')
        .transform((value) => value.toLowerCase())
        .nullable(),
    )
    .optional(),
});
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** Login checks only the shape: whether an email exists is never told apart from a wrong password. */
export const LoginRequest = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** What an admin sees of an account. */
export const AdminUser = User.extend({ suspended: z.boolean() });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserUpdate = z
  .object({ role: Role.optional(), suspended: z.boolean().optional() })
  .refine((update) => update.role !== undefined || update.suspended !== undefined, {
    message: 'give a role, suspended, or both',
  });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;

export const UserIdParams = z.object({ userId: z.string().min(1).max(100) });
