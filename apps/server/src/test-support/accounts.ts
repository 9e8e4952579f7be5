// Small builders for accounts: a unique registration, and a registered user with a token.
import { randomBytes } from 'node:crypto';
import type { AuthResponse, RegisterRequest, User } from '@sauti/contract';
import type { FastifyInstance } from 'fastify';
import { apiClient } from './api-client';

export const A_PASSWORD = 'correct horse battery';

export function aRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  const id = randomBytes(5).toString('hex');
  return {
    email: `listener-${id}@example.org`,
    password: A_PASSWORD,
    username: `listener_${id}`,
    country: 'KE',
    preferred_language: 'sw',
    ...overrides,
  };
}

export interface Listener {
  token: string;
  user: User;
  email: string;
}

/** Registers from a fresh client address, so many users fit under the per-client registration limit. */
export async function aListener(app: FastifyInstance, overrides: Partial<RegisterRequest> = {}): Promise<Listener> {
  const registration = aRegistration(overrides);
  const response = await apiClient(app).call('POST', '/api/auth/register', { body: registration });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const { access_token, user } = response.json() as AuthResponse;
  return { token: access_token, user, email: registration.email };
}

export function anAdminAccount() {
  return { email: `admin-${randomBytes(5).toString('hex')}@example.org`, password: 'admin password 1' };
}

/** Logs in the ADMIN_EMAIL account the app was started with. */
export async function adminToken(app: FastifyInstance, admin: { email: string; password: string }): Promise<string> {
  const response = await apiClient(app).call('POST', '/api/auth/login', { body: admin });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as AuthResponse).access_token;
}
