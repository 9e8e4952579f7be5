// A test app with an admin logged in, and calls made as that admin.

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../config';
import { adminToken, anAdminAccount } from './accounts';
import { type ApiClient, apiClient } from './api-client';
import { startTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminSession {
  test: TestApp;
  client: ApiClient;
  token: string;
  /** Calls the app as the admin. */
  call(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** The same admin's calls on another app (a sibling instance). */
  on(app: FastifyInstance): (method: Method, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

export async function startAdminSession(overrides: Partial<Config> = {}): Promise<AdminSession> {
  const account = anAdminAccount();
  const test = await startTestApp({ admin: account, ...overrides });
  const client = apiClient(test.app);
  const token = await adminToken(test.app, account);
  const on = (app: FastifyInstance) => {
    const other = apiClient(app);
    return (method: Method, url: string, body?: unknown) => other.call(method, url, { token, body });
  };
  return { test, client, token, call: on(test.app), on };
}
