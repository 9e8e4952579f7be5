// Bad requests for every operation of an OpenAPI description, from the operation's own parameters
// and request body. A sweep puts each entry of a list of known troublemakers (odd Unicode, huge and
// negative numbers, injection strings, malformed path escapes, malformed JSON) into one place of an
// otherwise valid request; fast-check then explores: a valid-looking body (openapi-sampler) with one
// to three things broken, the wrong type anywhere, wrong content types, bad tokens and addresses.
// Operations come from the description, so routes added later are walked without any change here.
import fc from 'fast-check';
import { sample } from 'openapi-sampler';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Parameters<typeof sample>[0];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, parameters as `{name}`. */
  path: string;
  parameters: Parameter[];
  /** Media types of the request body, with their schema. */
  body: Record<string, Schema> | undefined;
  /** The statuses it declares it may answer. */
  statuses: number[];
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: object }; responses?: object }>
  >;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] ?? {};
      const content = operation.requestBody?.content as Record<string, { schema?: Schema }> | undefined;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content && Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema ?? {}])),
        statuses: Object.keys(operation.responses ?? {}).map(Number),
      };
    }),
  );
}

/** Who calls: the token it sends when it sends the right one, and the client address it speaks for. */
export interface Caller {
  token: string | undefined;
  address: string;
}

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded (or deliberately not). */
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '0x1F',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  '"; DROP TABLE stations; --',
  '<script>alert(1)</script>',
  '#{7*7}{{7*7}}<%= 7*7 %>',
  '%s%n%x%d',
  '\u0000',
  'a\u0000b',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\ud800',
  'x\udfffy',
  'e\u0301'.repeat(300),
  '👩‍👩‍👧‍👦'.repeat(40),
  'ﷺ'.repeat(100),
  'İıßẞ',
  'مرحبا بالعالم',
  '\r\n\r\n',
  '\t',
  'a'.repeat(5000),
  'http://127.0.0.1:1/',
  'javascript:alert(1)',
  '2024-02-30T25:61:61Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  'user@example.com',
];

// Already percent-encoded, several of them wrongly: what a path or query may carry that no encoder makes.
const RAW_URL_PARTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF',
  '%00',
  '%2e%2e%2f%2e%2e%2f',
  '..',
  '.',
  '%2F',
  'a%2Fb',
  ';x=1',
  '%25',
  '%u0041',
  '+',
  '%20',
];

const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1e999}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  JSON.stringify({ a: 'x'.repeat(1_100_000) }),
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=zzz',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/octet-stream',
  '*/*',
  'json',
];

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'a'.repeat(4000)}`,
  // Past Node's 16 KiB header limit: refused by the HTTP parser, before Fastify.
  `Bearer ${'a'.repeat(20_000)}`,
  'Basic dXNlcjpwYXNzd29yZA==',
  'bearer',
  'Bearer a b c',
  "Bearer ' OR '1'='1",
  'Token abc',
  '\u00ff\u00fe',
];

const BAD_FORWARDED_FOR = ['not-an-address', '', ',,,', '999.999.999.999', '1.1.1.1, 2.2.2.2', '::1', 'a'.repeat(3000)];

const badText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 300, maxLength: 2000 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

const NASTY_NUMBERS = [-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 31), 2 ** 32];

const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const badJson: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: badText },
  { weight: 2, arbitrary: badNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(badText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', ''), badText) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 10_000 }, () => 'a')) },
);

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as any client would send it). */
function encodePart(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function exampleOf(schema: Schema | undefined, doc: OpenApiDocument): Json {
  if (!schema) return 'x';
  try {
    return sample(schema, { skipReadOnly: true, enablePatterns: true, quiet: true }, doc) as Json;
  } catch {
    return 'x';
  }
}

const isRecord = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every key path in a JSON value, the value itself first. */
function pathsIn(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => pathsIn(item, [...prefix, index])));
  if (isRecord(value))
    return here.concat(Object.entries(value).flatMap(([key, item]) => pathsIn(item, [...prefix, key])));
  return here;
}

type Mutation = { at: number; kind: 'delete' | 'replace' | 'extra'; value: Json; key: string };

function mutate(example: Json, mutations: Mutation[]): Json {
  let body = structuredClone(example);
  for (const mutation of mutations) {
    // fast-check hands out the same instance of a constant again: a copy keeps it whole and the body acyclic.
    const { at, kind, key } = mutation;
    const value = structuredClone(mutation.value);
    const paths = pathsIn(body);
    const path = paths[at % paths.length] ?? [];
    if (path.length === 0) {
      body = kind === 'extra' && isRecord(body) ? { ...body, [key]: value } : value;
      continue;
    }
    const parent = path.slice(0, -1).reduce<Json>((node, step) => (node as Record<string, Json>)[step] as Json, body);
    const last = path.at(-1) as string | number;
    const container = parent as Record<string | number, Json>;
    if (kind === 'delete' && Array.isArray(parent)) parent.splice(Number(last), 1);
    else if (kind === 'delete') delete container[last];
    else if (kind === 'replace') container[last] = value;
    else if (!Array.isArray(parent)) container[key] = value;
  }
  return body;
}

interface Body {
  type: string | undefined;
  bytes: Buffer | undefined;
}

const NO_BODY: Body = { type: undefined, bytes: undefined };
const BOUNDARY = 'sauti-fuzz-boundary';

/** The value's fields as a multipart form; long strings go as file parts. */
function multipartOf(value: Json): Body {
  const fields = isRecord(value) ? Object.entries(value) : [['value', value] as const];
  const parts = fields.map(([name, field]) => {
    const file = typeof field === 'string' && field.length > 100;
    const disposition = `form-data; name="${String(name).replace(/["\r\n]/g, '_')}"${file ? '; filename="upload.bin"' : ''}`;
    const type = file ? 'Content-Type: application/octet-stream\r\n' : '';
    const content = typeof field === 'string' ? field : JSON.stringify(field);
    return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${content}\r\n`;
  });
  return {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`),
  };
}

const jsonBody = (value: Json, type = 'application/json'): Body => ({
  type,
  bytes: Buffer.from(JSON.stringify(value) ?? 'null'),
});

const rawJson = (text: string): Body => ({ type: 'application/json', bytes: Buffer.from(text) });

/** A value in one place of a request, the rest of it valid. */
type Place = { in: 'path' | 'query'; name: string } | { in: 'body'; name: string | undefined };

/**
 * Bad requests for one operation. `knownValues` names real values for a parameter or body field
 * (a station's id for `stationId`), so requests get past the lookup and reach deeper.
 */
export class OperationFuzzer {
  private readonly pathNames: string[];
  private readonly queryParameters: Parameter[];
  private readonly bodyType: string | undefined;
  private readonly bodyExample: Json;

  constructor(
    private readonly operation: Operation,
    private readonly doc: OpenApiDocument,
    private readonly knownValues: (name: string) => string[],
  ) {
    const parameters = operation.parameters;
    this.pathNames = parameters.filter((each) => each.in === 'path').map((each) => each.name);
    this.queryParameters = parameters.filter((each) => each.in === 'query');
    const [type, schema] = Object.entries(operation.body ?? {})[0] ?? [];
    this.bodyType = type;
    this.bodyExample = this.withKnownValues(exampleOf(schema, doc));
  }

  /** Each troublemaker once, each in one place of an otherwise valid request, the places taken in turn. */
  sweep(caller: Caller): FuzzRequest[] {
    const places: Place[] = [
      ...this.pathNames.map((name) => ({ in: 'path' as const, name })),
      ...this.queryParameters.map((each) => ({ in: 'query' as const, name: each.name })),
      ...(isRecord(this.bodyExample) ? Object.keys(this.bodyExample) : this.bodyType ? [undefined] : []).map(
        (name) => ({ in: 'body' as const, name }),
      ),
    ];
    if (places.length === 0) return [];
    const urlPlaces = places.filter((place) => place.in !== 'body');
    const bodyPlaces = places.filter((place) => place.in === 'body');
    const requests = NASTY_TEXT.map((text, index) => this.placed(caller, places[index % places.length], text));
    requests.push(
      ...RAW_URL_PARTS.flatMap((raw, index) =>
        urlPlaces.length > 0 ? [this.placed(caller, urlPlaces[index % urlPlaces.length], raw, true)] : [],
      ),
      ...NASTY_NUMBERS.flatMap((number, index) =>
        bodyPlaces.length > 0 ? [this.placed(caller, bodyPlaces[index % bodyPlaces.length], number)] : [],
      ),
    );
    if (this.bodyType) {
      requests.push(...MALFORMED_JSON.map((text) => this.request(caller, this.validPath(), '', rawJson(text))));
    }
    return requests;
  }

  /** Random bad requests: every part of the request may be wrong at once. */
  arbitrary(caller: Caller): fc.Arbitrary<FuzzRequest> {
    return fc
      .record({
        path: this.randomPath(),
        query: this.randomQuery(),
        body: this.randomBody(),
        headers: headersOf(caller),
      })
      .map(({ path, query, body, headers }) => ({
        method: this.operation.method,
        url: `${path}${query}`,
        headers: body.type ? { ...headers, 'content-type': body.type } : headers,
        body: body.bytes,
      }));
  }

  private withKnownValues(example: Json): Json {
    if (!isRecord(example)) return example;
    return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, this.knownValues(key)[0] ?? value]));
  }

  private validPath(replace?: { name: string; part: string }): string {
    return this.pathNames.reduce((path, name) => {
      const part = replace?.name === name ? replace.part : encodePart(this.knownValues(name)[0] ?? 'x');
      return path.replace(`{${name}}`, part);
    }, this.operation.path);
  }

  private validBody(): Body {
    if (!this.bodyType) return NO_BODY;
    return this.bodyType.startsWith('multipart/')
      ? multipartOf(this.bodyExample)
      : jsonBody(this.bodyExample, this.bodyType);
  }

  private placed(caller: Caller, place: Place | undefined, value: string | number, raw = false): FuzzRequest {
    const part = raw ? String(value) : encodePart(String(value));
    if (place?.in === 'path')
      return this.request(caller, this.validPath({ name: place.name, part }), '', this.validBody());
    if (place?.in === 'query') {
      return this.request(caller, this.validPath(), `?${encodePart(place.name)}=${part}`, this.validBody());
    }
    const body = isRecord(this.bodyExample) && place?.name ? { ...this.bodyExample, [place.name]: value } : value;
    const encoded = this.bodyType?.startsWith('multipart/') ? multipartOf(body) : jsonBody(body, this.bodyType);
    return this.request(caller, this.validPath(), '', encoded);
  }

  private request(caller: Caller, path: string, query: string, body: Body): FuzzRequest {
    const headers: Record<string, string> = { 'x-forwarded-for': caller.address };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (body.type) headers['content-type'] = body.type;
    return { method: this.operation.method, url: `${path}${query}`, headers, body: body.bytes };
  }

  /** A URL part: a known good value, an encoded bad one, or a raw (maybe malformed) escape. */
  private urlPart(known: string[]): fc.Arbitrary<string> {
    const choices = [
      { weight: 3, arbitrary: badText.map(encodePart) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
    ];
    if (known.length > 0) choices.push({ weight: 3, arbitrary: fc.constantFrom(...known).map(encodePart) });
    return fc.oneof(...choices);
  }

  private randomPath(): fc.Arbitrary<string> {
    const parts = this.pathNames.map((name) => this.urlPart(this.knownValues(name)));
    return fc
      .tuple(...parts)
      .map((values) =>
        this.pathNames.reduce(
          (path, name, index) => path.replace(`{${name}}`, values[index] ?? ''),
          this.operation.path,
        ),
      );
  }

  private randomQuery(): fc.Arbitrary<string> {
    const pairs = this.queryParameters.map((parameter) => {
      const valid = String(exampleOf(parameter.schema, this.doc));
      const value = this.urlPart([valid, ...this.knownValues(parameter.name)]);
      return fc
        .option(fc.array(value, { minLength: 1, maxLength: 3 }), { freq: 3 })
        .map((values) => (values ?? []).map((each) => `${encodePart(parameter.name)}=${each}`));
    });
    const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'a[b]', 'x[]', '', 'limit[0]'), badText);
    const extras = fc.array(
      fc.tuple(extraKey, badText).map(([key, value]) => `${encodePart(key)}=${encodePart(value)}`),
      { maxLength: 2 },
    );
    return fc.tuple(fc.tuple(...pairs), extras).map(([declared, extra]) => {
      const query = [...declared.flat(), ...extra].join('&');
      return query ? `?${query}` : '';
    });
  }

  private randomBody(): fc.Arbitrary<Body> {
    const malformed = fc.constantFrom(...MALFORMED_JSON).map(rawJson);
    if (!this.bodyType) {
      // A body where none is expected: ignored, or refused with a 4xx, never a crash.
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(NO_BODY) },
        { weight: 1, arbitrary: badJson.map((value) => jsonBody(value)) },
        { weight: 1, arbitrary: malformed },
      );
    }
    const type = this.bodyType;
    const mutation = fc.record({
      at: fc.nat(),
      kind: fc.constantFrom<Mutation['kind']>('delete', 'replace', 'extra'),
      value: badJson,
      key: fc.constantFrom('__proto__', 'constructor', 'extra', 'id', 'role', ''),
    });
    const mutated = fc
      .array(mutation, { minLength: 1, maxLength: 3 })
      .map((mutations) => mutate(this.bodyExample, mutations));
    const asDeclared = type.startsWith('multipart/')
      ? mutated.map(multipartOf)
      : mutated.map((value) => jsonBody(value, type));
    return fc.oneof(
      { weight: 6, arbitrary: asDeclared },
      { weight: 1, arbitrary: badJson.map((value) => jsonBody(value)) },
      { weight: 1, arbitrary: malformed },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), mutated)
          .map(([wrongType, value]) => jsonBody(value, wrongType)),
      },
      { weight: 1, arbitrary: fc.constant(NO_BODY) },
    );
  }
}

function headersOf(caller: Caller): fc.Arbitrary<Record<string, string>> {
  const token = caller.token ? `Bearer ${caller.token}` : undefined;
  return fc
    .record({
      authorization: fc.oneof(
        { weight: 8, arbitrary: fc.constant(token) },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_AUTHORIZATION) },
      ),
      'x-forwarded-for': fc.oneof(
        { weight: 8, arbitrary: fc.constant(caller.address) },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_FORWARDED_FOR) },
      ),
      accept: fc.option(fc.constantFrom('text/html', '*/*', 'application/xml', 'text/event-stream', 'audio/*'), {
        freq: 4,
      }),
    })
    .map((headers) =>
      Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string] => entry[1] != null)),
    );
}
