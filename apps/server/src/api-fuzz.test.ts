// Every operation of the OpenAPI description, called with generated bad input as a stranger, a
// listener and an admin (test-support/api-fuzzer.ts): nothing answers 5xx (but a gateway failure the
// operation declares), leaks a stack trace or an internal path, or takes longer than ANSWER_BOUND_MS,
// and every 4xx is the error envelope. Deterministic (a fixed seed per operation and caller), over a
// real socket, on SQLite and, in CI's second pass, on PostgreSQL and Redis. Routes added later are
// walked without any change here.
import { createHash } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type AuthResponse, ErrorBody, type Station } from '@sauti/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { A_PASSWORD, adminToken, aListener, anAdminAccount, type Listener } from './test-support/accounts';
import { apiClient } from './test-support/api-client';
import {
  type Caller,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
  OperationFuzzer,
  operationsOf,
} from './test-support/api-fuzzer';
import { addStations } from './test-support/catalogue-stations';
import { startFakeStation } from './test-support/fake-radio';
import { startTestApp } from './test-support/test-app';

/** How long any answer may take, headers and body; generous for a busy two-core machine. */
const ANSWER_BOUND_MS = 2000;
/** Requests per operation and caller: fewer for a caller the route turns away at the door. */
const RUNS_ADMITTED = 25;
const RUNS_REFUSED = 6;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const LEAKS = [
  /\bat (?:async )?[\w$.<>[\] ]+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)/,
  /\bat (?:file:\/\/|node:|\/)[^\s)]+:\d+:\d+/,
  /node:internal/,
  /node_modules/,
  new RegExp(REPO_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
];

const radio = await startFakeStation();
const admin = anAdminAccount();
const test = await startTestApp({ admin, trustProxy: true });
const stations = await addStations(test.app, [
  { name: 'Fuzz FM', url: radio.streamUrl },
  { name: 'Second Fuzz FM', url: `${radio.host.url}/;` },
]);
const victim = await aListener(test.app);
const message = await apiClient(test.app).call('POST', `/api/chat/${stations[0]?.id}`, {
  token: victim.token,
  body: { message: 'Hello from the fuzz test' },
});
const messageId = (message.json() as { id: string }).id;
await test.app.listen({ port: 0, host: '127.0.0.1' });
const port = (test.app.server.address() as AddressInfo).port;
const doc = test.app.swagger() as OpenApiDocument;
const operations = operationsOf(doc);

afterAll(async () => {
  agent.destroy();
  await test.close();
  await radio.close();
  console.info(
    `API fuzz: ${sent} requests over ${operations.length} operations, slowest answer ${Math.round(slowestMs)} ms; ${statuses()}`,
  );
});

/** Real values for a parameter, so that some requests get past the lookup and reach deeper. */
function knownValues(name: string): string[] {
  const stationIds = stations.flatMap((station: Station) => [station.id, station.slug]);
  if (/station/i.test(name)) return stationIds;
  if (/user/i.test(name)) return [victim.user.id];
  if (/message/i.test(name)) return [messageId];
  if (/^(country|code|country_code)$/i.test(name)) return ['NG', 'GH', 'KE'];
  if (/(^|_)id$|Id$/.test(name)) return [...stationIds, victim.user.id, messageId];
  return [];
}

// A moderator or owner route is called as an admin, who may do everything a moderator or an owner may.
const LEVELS = { public: 0, optional: 0, user: 1, moderator: 2, owner: 2, admin: 2 } as const;

/** The access the route declares, by its OpenAPI path. */
function levelOf(operation: Operation): number {
  const url = operation.path.replace(/\{([^}]+)\}/g, ':$1');
  const route = test.app.declaredRoutes.find((each) => each.method === operation.method && each.url === url);
  return LEVELS[route?.access ?? 'public'];
}

interface Session {
  name: string;
  level: number;
  /** A valid token for the caller, renewed when a fuzzed call logged it out or changed it. */
  token(): Promise<string | undefined>;
}

function sessionOf(name: string, level: number, login: () => Promise<string>): Session {
  let token: string | undefined;
  return {
    name,
    level,
    async token() {
      const valid =
        token !== undefined && (await apiClient(test.app).call('GET', '/api/auth/me', { token })).statusCode === 200;
      if (!valid) token = await login();
      return token;
    },
  };
}

let listener: Listener | undefined;
async function listenerToken(): Promise<string> {
  if (listener) {
    const login = await apiClient(test.app).call('POST', '/api/auth/login', {
      body: { email: listener.email, password: A_PASSWORD },
    });
    if (login.statusCode === 200) return (login.json() as AuthResponse).access_token;
  }
  listener = await aListener(test.app);
  return listener.token;
}

const SESSIONS: Session[] = [
  { name: 'a stranger', level: 0, token: async () => undefined },
  sessionOf('a listener', 1, listenerToken),
  sessionOf('an admin', 2, () => adminToken(test.app, admin)),
];

/**
 * Each operation is called from its own address (a documentation /64 per caller and operation), so
 * per-client rate limits meant for one abuser do not turn most of a long run into 429s.
 */
const addressOf = (session: Session, index: number) => `2001:db8:${session.level}:${index.toString(16)}::1`;

interface Answer {
  status: number;
  type: string;
  /** The body, when it is one to read (not audio or an event stream). */
  text: string | null;
  /** Why there is no answer: a timeout or a broken connection. */
  failure?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let sent = 0;
let slowestMs = 0;
const statusCounts = new Map<number, number>();
const statuses = () =>
  [...statusCounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');

const isReadable = (type: string) => /json|^text\/(?!event-stream)|mpegurl|xml/i.test(type);

function send(request: FuzzRequest): Promise<Answer> {
  sent += 1;
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const headers = { ...request.headers, ...(request.body && { 'content-length': String(request.body.length) }) };
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
      (response) => {
        const status = response.statusCode ?? 0;
        const type = response.headers['content-type'] ?? '';
        statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
        // Audio and live events go on for good: their headers are the answer.
        if (!isReadable(type)) {
          outgoing.destroy();
          resolve({ status, type, text: null });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size > MAX_BODY_BYTES) outgoing.destroy();
        });
        response.on('end', () => resolve({ status, type, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', () => resolve({ status, type, text: null, failure: 'the answer broke off' }));
      },
    );
    outgoing.setTimeout(ANSWER_BOUND_MS, () => {
      outgoing.destroy();
      resolve({ status: 0, type: '', text: null, failure: `no answer within ${ANSWER_BOUND_MS} ms` });
    });
    outgoing.on('error', (error) => resolve({ status: 0, type: '', text: null, failure: error.message }));
    outgoing.end(request.body);
  }).finally(() => {
    slowestMs = Math.max(slowestMs, performance.now() - started);
  });
}

function parsed(text: string | null): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}

// A gateway's failure to reach a third party (502, 504) or a full instance (503) is no verdict on the
// input, nor is a format a protocol names but we do not offer (501: oEmbed's xml): allowed where the
// operation declares it. A 500 never is.
const DECLARABLE_FAILURES = [501, 502, 503, 504];

function problemsWith(answer: Answer, operation: Operation): string[] {
  if (answer.failure) return [answer.failure];
  const problems: string[] = [];
  const declared = DECLARABLE_FAILURES.includes(answer.status) && operation.statuses.includes(answer.status);
  if (answer.status >= 500 && !declared) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400) {
    if (!/json/.test(answer.type) || !ErrorBody.strict().safeParse(parsed(answer.text)).success) {
      problems.push('a refusal outside the error envelope');
    }
  }
  if (answer.text && LEAKS.some((leak) => leak.test(answer.text ?? ''))) {
    problems.push('a stack trace or an internal path in the body');
  }
  return problems;
}

const shorten = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);

function describeFailure(request: FuzzRequest, answer: Answer, problems: string[]): string {
  const body = request.body ? shorten(request.body.toString('utf8')) : '(none)';
  return [
    `${problems.join('; ')}`,
    `request: ${request.method} ${shorten(request.url)}`,
    `headers: ${shorten(JSON.stringify(request.headers))}`,
    `body: ${body}`,
    `answer: ${answer.status} ${answer.type} ${shorten(answer.text ?? '')}`,
  ].join('\n');
}

const seedOf = (text: string) => createHash('sha256').update(text).digest().readInt32BE(0);

describe.each(SESSIONS)('the API fuzzed as $name', (session) => {
  it.for(operations.map((operation, index) => [`${operation.method} ${operation.path}`, operation, index] as const))(
    '%s answers bad input with a 4xx envelope, never a 5xx, a leak or a hang',
    { timeout: 120_000 },
    async ([name, operation, index]) => {
      const caller: Caller = { token: await session.token(), address: addressOf(session, index) };
      const level = levelOf(operation);
      const fuzzer = new OperationFuzzer(operation, doc, knownValues);
      // The sweep runs once per operation, as the least trusted caller it lets in.
      const sweep = session.level === level ? fuzzer.sweep(caller) : [];
      let failure: string | undefined;
      const property = fc.asyncProperty(fuzzer.arbitrary(caller), async (request) => {
        const answer = await send(request);
        const problems = problemsWith(answer, operation);
        if (problems.length > 0) failure ??= describeFailure(request, answer, problems);
        return problems.length === 0;
      });
      const seed = seedOf(`${name} as ${session.name}`);
      // fast-check counts the examples among its runs.
      const numRuns = sweep.length + (session.level >= level ? RUNS_ADMITTED : RUNS_REFUSED);
      const run = await fc.check(property, {
        seed,
        numRuns,
        endOnFailure: true,
        examples: sweep.map((request) => [request]),
      });
      expect(failure ?? (run.failed ? String(run.errorInstance) : undefined), `seed ${seed}`).toBeUndefined();
      expect(run.numRuns).toBe(numRuns);
    },
  );
});
