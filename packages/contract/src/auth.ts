// Accounts: who a user is and what the auth calls send and answer (spec sections 3 and 7).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { visibleLength } from './text';
import { usernameProblem } from './username';

export const Role = z.enum(['admin', 'moderator', 'premium', 'user']);
export type Role = z.infer<typeof Role>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: Role,
  country: z.string().nullable(),
  preferred_language: z.string().nullable(),
  created_at: z.string(),
  /** Whether the owner followed the confirmation link mailed to this email; beyond the spec's user, so optional. */
  email_confirmed: z.boolean().optional(),
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

/**
 * Shown beside every chat message, so it is short, made of letters, digits, '_', '.' and '-', shows
 * every character it holds, and keeps to one writing system (see username.ts).
 */
export const Username = z
  .string()
  .trim()
  .normalize('NFKC')
  .refine((name) => visibleLength(name) >= 3, 'must be at least 3 characters')
  .refine((name) => visibleLength(name) <= 30, 'must be at most 30 characters')
  .superRefine((name, context) => {
    const problem = usernameProblem(name);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

/** Forms send an empty select as ''; that means "not given". */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A two-letter country code, upper-cased; an empty choice means none. */
export const OptionalCountry = z
  .preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
      .transform((value) => value.toUpperCase())
      .nullable(),
  )
  .optional();

/** A two- or three-letter language code, lower-cased; an empty choice means none. */
export const OptionalLanguage = z
  .preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}$/, 'must be a two- or three-letter language code')
      .transform((value) => value.toLowerCase())
      .nullable(),
  )
  .optional();

export const PASSWORD_IS_IDENTITY = 'must not be your email address or username';

/** A password that is the account's own email, its part before the @, or its username. */
export function passwordIsIdentity({
  email,
  password,
  username,
}: {
  email: string;
  password: string;
  username: string;
}) {
  const guess = password.trim().toLowerCase();
  const address = email.toLowerCase();
  return [address, address.split('@')[0], username.toLowerCase()].includes(guess);
}

export const RegisterRequest = z
  .object({
    email: Email,
    password: Password,
    username: Username,
    country: OptionalCountry,
    preferred_language: OptionalLanguage,
  })
  .refine((registration) => !passwordIsIdentity(registration), {
    message: PASSWORD_IS_IDENTITY,
    path: ['password'],
  });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** Login checks only the shape: whether an email exists is never told apart from a wrong password. */
export const LoginRequest = z.object({
  email: z.string().trim().min(1, 'is required').max(254),
  password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: RegisterRequest,
    status: 201,
    response: AuthResponse,
    errors: [400, 409, 429],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    body: LoginRequest,
    response: AuthResponse,
    errors: [400, 401, 403, 429],
  }),
  me: defineEndpoint({ method: 'GET', path: '/api/auth/me', response: User, errors: [401] }),
  /** Revokes the token the request carries. */
  logout: defineEndpoint({ method: 'POST', path: '/api/auth/logout', status: 204, response: z.null(), errors: [401] }),
};
