// A listener's own account (the /account page): their details, password, signed-in devices, a copy
// of their data, and deleting it all. The details are the fields registration takes.
import { z } from 'zod';
import { Email, OptionalCountry, OptionalLanguage, PASSWORD_MAX_LENGTH, Password, User, Username } from './auth';
import { defineEndpoint } from './endpoint';

export const ProfileChanges = z
  .strictObject({
    username: Username.optional(),
    email: Email.optional(),
    country: OptionalCountry,
    preferred_language: OptionalLanguage,
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Send at least one field.');
export type ProfileChanges = z.input<typeof ProfileChanges>;

/** The server's word, beside the field, for a current password that does not match. */
export const WRONG_PASSWORD = 'is not your current password';

/** The password the account has now: only its shape is checked here, the server compares it. */
const CurrentPassword = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH);

export const PasswordChange = z.strictObject({ current_password: CurrentPassword, new_password: Password });
export type PasswordChange = z.input<typeof PasswordChange>;

export const AccountDeletion = z.strictObject({ password: CurrentPassword });
export type AccountDeletion = z.input<typeof AccountDeletion>;

/** One signed-in device: one access token, named by the browser and system its user agent gives. */
export const AccountSession = z.object({
  id: z.string(),
  /** "Chrome", "Firefox"...; null when the user agent does not say. */
  browser: z.string().nullable(),
  /** "Android", "iOS", "Windows"...; null when the user agent does not say. */
  os: z.string().nullable(),
  created_at: z.string(),
  /** The last request made with it, to within a few minutes. */
  last_used_at: z.string(),
  /** The device this request came from. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const AccountSessionParams = z.object({ id: z.string().min(1).max(64) });

/** A station as a copy of one's data names it: enough to find it again. */
export const ExportedStation = z.object({ id: z.string(), name: z.string(), url: z.string(), country: z.string() });
export type ExportedStation = z.infer<typeof ExportedStation>;

export const AccountExport = z.object({
  exported_at: z.string(),
  profile: User,
  favorites: z.array(ExportedStation),
  playlists: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      public: z.boolean(),
      created_at: z.string(),
      updated_at: z.string(),
      stations: z.array(ExportedStation),
    }),
  ),
  listening_history: z.array(
    z.object({
      station_id: z.string(),
      /** Null when the station has left the catalogue since. */
      station_name: z.string().nullable(),
      start_time: z.string(),
      end_time: z.string().nullable(),
      duration_seconds: z.number().nullable(),
    }),
  ),
  chat_messages: z.array(
    z.object({
      id: z.string(),
      station_id: z.string(),
      station_name: z.string().nullable(),
      message: z.string(),
      created_at: z.string(),
      /** True when a moderator or its author removed it from the chat. */
      removed: z.boolean(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;

export const accountEndpoints = {
  me: defineEndpoint({ method: 'GET', path: '/api/me', response: User, errors: [401] }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/me',
    body: ProfileChanges,
    response: User,
    errors: [400, 401, 409, 429],
  }),
  /** Logs out every other device; the one that asked stays signed in. */
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/me/password',
    body: PasswordChange,
    status: 204,
    response: z.null(),
    errors: [400, 401, 429],
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/me/sessions',
    response: z.array(AccountSession),
    errors: [401],
  }),
  revokeSession: defineEndpoint({
    method: 'DELETE',
    path: '/api/me/sessions/:id',
    params: AccountSessionParams,
    status: 204,
    response: z.null(),
    errors: [401, 404],
  }),
  /** A JSON file (Content-Disposition: attachment). */
  export: defineEndpoint({ method: 'GET', path: '/api/me/export', response: AccountExport, errors: [401] }),
  /** Deletes the account and logs out every device. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/me',
    body: AccountDeletion,
    status: 204,
    response: z.null(),
    errors: [400, 401, 429],
  }),
};
