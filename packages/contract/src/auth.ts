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
