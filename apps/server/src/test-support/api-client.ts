// Calls the app over HTTP (Fastify's inject) as one client: its own network address, so per-client
// rate limits of one test never meet another's (Redis keeps counters across runs), and a bearer
// token when given.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiClient {
  address: string;
  call(method: Method, url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
}

/** A made-up loopback address: inject sends no traffic, it only sets what the app sees as request.ip. */
export const aClientAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export function apiClient(app: FastifyInstance, address = aClientAddress()): ApiClient {
  return {
    address,
    call(method, url, { token, body, headers = {} } = {}) {
      const options: InjectOptions = {
        method,
        url,
        remoteAddress: address,
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      };
      if (body !== undefined) options.payload = body as InjectOptions['payload'];
      return app.inject(options);
    },
  };
}
