// Fastify route options from a contract endpoint: its method, its url under the /api prefix the
// routes are registered with, its schemas, and the error envelope for each error status it declares.
// Routes add who may call them (config.access), the handler, and their OpenAPI tags and summary.
import { type EndpointShape, ErrorBody } from '@sauti/contract';
import type { z } from 'zod';

type Part<E, K extends keyof EndpointShape> = E extends { [P in K]: infer S } ? S : undefined;
type Listed<S> = S extends readonly (infer N)[] ? N : S;
type SuccessStatus<E> = E extends { status: infer S } ? Listed<S> : 200;
type ErrorStatus<E> = E extends { errors: readonly (infer N)[] } ? N : never;

type Responses<E> = (E extends { response: infer R } ? { [S in SuccessStatus<E> & number]: R } : unknown) & {
  [S in ErrorStatus<E> & number]: typeof ErrorBody;
};

export interface RouteDocs {
  tags: string[];
  summary: string;
}

export interface EndpointRoute<E extends EndpointShape> {
  method: E['method'];
  url: string;
  schema: RouteDocs & {
    params: Part<E, 'params'>;
    querystring: Part<E, 'query'>;
    body: Part<E, 'body'>;
    response: Responses<E>;
  };
}

export function endpointRoute<const E extends EndpointShape>(endpoint: E, docs: RouteDocs): EndpointRoute<E> {
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) {
    for (const status of [endpoint.status ?? 200].flat()) response[status] = endpoint.response;
  }
  for (const status of endpoint.errors ?? []) response[status] = ErrorBody;
  const schema = {
    ...docs,
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    response,
  };
  return { method: endpoint.method, url: endpoint.path.slice('/api'.length), schema } as EndpointRoute<E>;
}
