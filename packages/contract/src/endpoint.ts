// One API call as both sides know it: its method and path, what it takes (path parameters, query,
// body) and what it answers. The server registers its routes from these, and the web client calls
// them and builds their addresses from these, so no path is written twice.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointShape {
  method: HttpMethod;
  /** With the /api prefix; path parameters as Fastify writes them, `:name`. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status (200 when not given); several when each means something (created, or already there). */
  status?: number | readonly number[];
  /** What a success answers; none for a stream, Server-Sent Events, or no content (then z.null()). */
  response?: z.ZodType;
  /** The error statuses it may answer, each with the { error: { code, message } } envelope. */
  errors?: readonly number[];
}

/** Checks an endpoint's shape while keeping its exact types (literal path, schemas, statuses). */
export function defineEndpoint<const E extends EndpointShape>(endpoint: E): E {
  return endpoint;
}

type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** What a call of the endpoint needs: its path parameters, query and body, as the caller writes them. */
export type EndpointInput<E extends EndpointShape> = InputOf<E, 'params'> & InputOf<E, 'query'> & InputOf<E, 'body'>;

/** The input is required when the endpoint takes any; the address of one without can be asked for alone. */
export type EndpointArgs<E extends EndpointShape, Input> = E extends { params: z.ZodType } | { query: z.ZodType }
  ? [input: Input]
  : E extends { body: z.ZodType }
    ? [input: Input]
    : [input?: Input];

/** What a success answers, as parsed by the endpoint's response schema. */
export type EndpointResponse<E extends EndpointShape> = E extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : never;

type AddressInput<E extends EndpointShape> = Pick<EndpointInput<E>, 'params' | 'query'>;

/**
 * The endpoint's address with its path parameters filled in (URI-encoded) and its query appended;
 * query values that are undefined, null or empty are left out.
 */
export function pathOf<E extends EndpointShape>(
  endpoint: E,
  ...[input]: EndpointArgs<Omit<E, 'body'>, AddressInput<E>>
): string {
  const params = (input?.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path} needs :${name}.`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
