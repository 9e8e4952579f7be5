// The typed API client: calls are made from the contract's endpoint table, and every answer is
// checked against the endpoint's response schema before use.
import {
  type EndpointArgs,
  type EndpointInput,
  type EndpointResponse,
  type EndpointShape,
  ErrorBody,
  pathOf,
} from '@sauti/contract';
import type { z } from 'zod';
import { noteServerTime } from './server-clock';
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
      // A FormData body sets its own multipart type and boundary.
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  noteServerTime(response.headers);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(body);
    const error = parsed.success ? parsed.data.error : { code: 'http_error', message: response.statusText };
    throw new ApiError(response.status, error.code, error.message, 'fields' in error ? error.fields : undefined);
  }
  return { data: schema.parse(body), headers: response.headers };
}

/** An endpoint's address, for what fetches by itself: an EventSource, an audio element, a link. */
export { pathOf };

/** Calls a contract endpoint with its path parameters, query and body, and parses its answer. */
export function callEndpoint<E extends EndpointShape & { response: z.ZodType }>(
  endpoint: E,
  ...[input]: EndpointArgs<E, EndpointInput<E>>
): Promise<ApiResult<EndpointResponse<E>>> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const init: RequestInit = { method: endpoint.method };
  if (body !== undefined) init.body = JSON.stringify(body);
  const path = pathOf(endpoint as EndpointShape, { params, query } as never);
  return requestJson(path, endpoint.response, init) as Promise<ApiResult<EndpointResponse<E>>>;
}

/**
 * Saves a file the server answers (a CSV report) under the name its Content-Disposition gives, or
 * `fallbackName`. A plain link cannot send the token, so it is fetched and handed to the browser.
 */
export async function downloadFile(path: string, accept: string, fallbackName: string): Promise<void> {
  const token = tokenStorage.get();
  const response = await fetch(path, {
    headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, 'http_error', response.statusText);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
