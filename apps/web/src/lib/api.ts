// The typed API client: every answer is checked against the contract's schema before use.
import { ErrorBody } from '@sauti/contract';
import type { z } from 'zod';
import { tokenStorage } from './token-storage';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A rejected form's messages by field name, when the server names them. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type QueryValue = string | number | boolean | undefined;

export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export interface ApiResult<T> {
  data: T;
  headers: Headers;
}

export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<ApiResult<z.infer<S>>> {
  const token = tokenStorage.get();
  const response = await fetch(path, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(body);
    const error = parsed.success ? parsed.data.error : { code: 'http_error', message: response.statusText };
    throw new ApiError(response.status, error.code, error.message, 'fields' in error ? error.fields : undefined);
  }
  return { data: schema.parse(body), headers: response.headers };
}
