// The one place that reads the environment: parsed once by zod, then passed in.
import path from 'node:path';
import { z } from 'zod';
import type { AdTrafficSettings } from './modules/ads';
import type { StreamSettings } from './modules/stream-gateway';
import type { SlotCaps } from './platform/connection-limits';
import type { RequestTimeouts } from './platform/http/server-timeouts';
import { type FetchTimeouts, parseAllowEntry } from './platform/safe-fetch';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const isAllowEntry = (entry: string) => {
  try {
    parseAllowEntry(entry);
    return true;
  } catch {
    return false;
  }
};

const isOrigin = (address: string) => {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
};

const cap = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  REDIS_NAMESPACE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]*$/, 'may only hold letters, digits, - and _')
    .transform((value) => value || 'sauti')
    .default('sauti'),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  CATALOGUE_FILE: optionalText,
  RADIO_BROWSER_URL: z.url().default('https://all.api.radio-browser.info'),
  RADIO_BROWSER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(4000),
  RADIO_BROWSER_REPORT: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  WEB_DIST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
  // Not trimmed: spaces may be part of a password.
  ADMIN_PASSWORD: z
    .string()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(z.string().min(8, 'must be at least 8 characters').optional())
    .optional(),
  TRUST_PROXY: optionalText.pipe(
    z
      .union([
        z.enum(['true', 'false']).transform((value) => value === 'true'),
        z.string().regex(/^[\d.:a-fA-F/]+(, *[\d.:a-fA-F/]+)*$/, 'must be true, false or proxy addresses'),
      ])
      .optional(),
  ),
  CHECK_REGION: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a short name: letters, digits, ., - and _')
    .default('local'),
  // Checks mostly wait on the network (a station that never answers holds a slot until the timeout).
  CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(64),
  CHECK_FAILURES_TO_HIDE: z.coerce.number().int().min(1).max(100).default(3),
  CHECK_HIDE_AFTER_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(12),
  CHECK_SCHEDULER: z.enum(['on', 'off']).default('on'),
  CHAT_REPORTS_TO_HIDE: z.coerce.number().int().min(1).max(1000).default(3),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .refine(isOrigin, 'must be an origin like https://sauti.example, without a path')
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address like Sauti <no-reply@sauti.example>')
      .optional(),
  ),
  SIGNING_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\S{16,200}$/, 'must be 16 to 200 characters without spaces')
      .optional(),
  ),
  // `npm run worker` serves its own GET /metrics here (with METRICS_TOKEN), beside a server's PORT.
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  // Off only to measure what a first request costs without it (npm run bench -- first-requests).
  WARM_UP: z.enum(['on', 'off']).default('on'),
  // The close after the drain must fit in what is left of the 9 s stop (main.ts).
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(6000).default(3000),
  // Many listeners share one address behind a mobile carrier's NAT: the per-client caps are generous
  // and only stop one address from taking a whole instance; the totals protect the instance.
  MAX_RELAY_LISTENERS_PER_CLIENT: cap(300),
  MAX_RELAY_LISTENERS: cap(2500),
  MAX_EVENT_STREAMS_PER_CLIENT: cap(300),
  MAX_EVENT_STREAMS: cap(10_000),
  MAX_UPSTREAMS: cap(200),
  LOGO_REFRESH_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  // Invalid ad traffic (modules/ads/invalid-traffic.ts): what no person does is recorded, never billed.
  AD_MIN_VIEW_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  AD_MIN_CLICK_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  AD_MAX_SESSIONS_PER_ADDRESS_PER_MINUTE: cap(600),
  AD_MAX_CLICKS_PER_SESSION_PER_HOUR: cap(10),
  // A client dripping its headers holds a socket until the headers timeout; see server-timeouts.ts
  // and connection-limits/half-open.ts.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  MAX_HALF_OPEN_PER_CLIENT: cap(32),
  SAFE_FETCH_ALLOW: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isAllowEntry, 'must be comma-separated host:port entries'))),
});

/**
 * The stream gateway's timings and sizes: the timeouts of its fetches and the relay's and resolver's
 * own settings, each documented where it is used. Not read from the environment; tests shorten them.
 */
export type GatewaySettings = FetchTimeouts & StreamSettings;

export const DEFAULT_GATEWAY: GatewaySettings = {
  connectTimeoutMs: 5000,
  responseTimeoutMs: 6000,
  openDeadlineMs: 8000,
  resolveCacheMs: 5 * 60_000,
  idleCloseMs: 10_000,
  reconnectMinMs: 500,
  reconnectMaxMs: 30_000,
  reconnectGiveUpMs: 30_000,
  stallTimeoutMs: 10_000,
  // Icecast's default burst-size: enough audio that a player starts at once.
  burstBytes: 64 * 1024,
  // Icecast's default queue-size (512k), which must stay larger than the burst.
  maxListenerBacklogBytes: 512 * 1024,
  // Counted once the kernel's socket buffers are full; a player's own buffer has run dry long before.
  stalledListenerMs: 10_000,
};

/**
 * Stream checks: how many run at once, when failures take a station off the air, and the scheduler.
 * The first four come from the environment; tests shorten the timings and bring their own clock.
 */
export interface CheckSettings {
  /** Checks running at once in this process (CHECK_CONCURRENCY). */
  concurrency: number;
  /** Failed checks in a row that take a station off the air (CHECK_FAILURES_TO_HIDE)... */
  failuresToHide: number;
  /** ...when they span at least this long (CHECK_HIDE_AFTER_HOURS). */
  hideAfterMs: number;
  /** Whether this instance takes part in scheduling checks (CHECK_SCHEDULER=on|off). */
  scheduler: boolean;
  /** One check of one station, every address included. */
  deadlineMs: number;
  /** How long POST verify-all and fix-stream-errors wait for the run before answering 202. */
  answerWithinMs: number;
  /** How often a run's owner looks at its progress. */
  pollMs: number;
  /** How often the scheduler looks for stations due a check. */
  tickMs: number;
  /** How long the scheduler's lease lasts without renewal. */
  leaseMs: number;
  /** Most stations in one scheduled batch: the queue stays bounded. */
  batchSize: number;
  now: () => number;
}

export const DEFAULT_CHECKS: Omit<CheckSettings, 'concurrency' | 'failuresToHide' | 'hideAfterMs' | 'scheduler'> = {
  deadlineMs: 10_000,
  answerWithinMs: 25_000,
  pollMs: 250,
  tickMs: 60_000,
  leaseMs: 180_000,
  batchSize: 500,
  now: Date.now,
};

/** How many long-lived connections this instance holds: per client and in all (see platform/connection-limits). */
export interface ConnectionCaps {
  /** Listeners of relayed audio (GET /api/streams/{id}). */
  relayListeners: SlotCaps;
  /** Live event streams (GET /api/stations/{id}/events). */
  eventStreams: SlotCaps;
  /** Upstream connections to radio servers, one per relayed station. */
  upstreams: number;
  /** Connections one client address may hold that have not finished sending their headers. */
  halfOpenPerClient: number;
}

/** Mail that goes out (password reset and email confirmation links); off without SMTP_URL. */
export interface MailSettings {
  /** smtp:// or smtps:// with the user and password in it, as nodemailer takes it; none turns mail off. */
  smtpUrl: string | undefined;
  /** The From of every mail (MAIL_FROM), by default no-reply at PUBLIC_URL's host. */
  from: string;
  /** The clock links' expiry reads; tests bring their own. */
  now: () => number;
}

export interface AdminAccount {
  email: string;
  password: string;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so deployments (and test runs) sharing a Redis stay apart. */
  redisNamespace: string;
  catalogueFile: string | undefined;
  radioBrowserUrl: string;
  radioBrowserTimeoutMs: number;
  /** Report plays of Radio Browser's stations back to it as clicks, as it asks of every client. */
  radioBrowserReport: boolean;
  webDist: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** The account made sure to exist with the admin role at every start; none when unset. */
  admin: AdminAccount | undefined;
  /** Which proxies' X-Forwarded-For to believe, so per-client rate limits see the real client. */
  trustProxy: boolean | string;
  /** Our canonical address (an origin): canonical links, og:url, share links and the sitemap use it, never a Host header. */
  publicUrl: string;
  mail: MailSettings;
  /** The key that signs ad click links, shared by every instance; else one is generated and kept in the database. */
  signingKey: string | undefined;
  /** The bearer token GET /metrics asks for; none turns /metrics off. */
  metricsToken: string | undefined;
  /** Where `npm run worker` answers GET /metrics while METRICS_TOKEN is set. */
  workerMetricsPort: number;
  /** Whether the server makes each kind of first request itself, just after it listens (warm-up.ts). */
  warmUp: boolean;
  /** After SIGTERM: how long readiness answers 503 while the instance still serves, before it closes. */
  drainDelayMs: number;
  /** How long a station logo fetched and kept under DATA_DIR/logos is served before it is fetched again. */
  logoRefreshMs: number;
  /** host:port exceptions to safe-fetch's public-address rule; for tests only. */
  safeFetchAllow: string[];
  /** Where this instance's stream checks run from, recorded with each check. */
  checkRegion: string;
  /** Different people whose reports hide a chat message until a moderator decides (CHAT_REPORTS_TO_HIDE). */
  chatReportsToHide: number;
  checks: CheckSettings;
  gateway: GatewaySettings;
  connectionCaps: ConnectionCaps;
  /** Invalid ad traffic's thresholds (AD_*) and the clock advertising reads; tests bring their own. */
  adTraffic: AdTrafficSettings;
  /** How long a client may take to send its request's headers, and the whole request. */
  requestTimeouts: RequestTimeouts;
};

export class ConfigError extends Error {}

/**
 * A variable set to nothing (`PORT=` in an env file or a CI setting) means "use the default": without
 * this, PORT= became port 0 (a random port) and RADIO_BROWSER_URL= an invalid URL.
 */
function withoutBlanks(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (Boolean(values.ADMIN_EMAIL) !== Boolean(values.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    redisNamespace: values.REDIS_NAMESPACE,
    catalogueFile: values.CATALOGUE_FILE && path.resolve(values.CATALOGUE_FILE),
    radioBrowserUrl: values.RADIO_BROWSER_URL.replace(/\/+$/, ''),
    radioBrowserTimeoutMs: values.RADIO_BROWSER_TIMEOUT_MS,
    radioBrowserReport: values.RADIO_BROWSER_REPORT,
    webDist: values.WEB_DIST && path.resolve(values.WEB_DIST),
    logLevel: values.LOG_LEVEL,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    trustProxy: values.TRUST_PROXY ?? false,
    publicUrl,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM ?? `Sauti <no-reply@${new URL(publicUrl).hostname}>`,
      now: Date.now,
    },
    signingKey: values.SIGNING_KEY,
    metricsToken: values.METRICS_TOKEN,
    workerMetricsPort: values.WORKER_METRICS_PORT,
    warmUp: values.WARM_UP === 'on',
    drainDelayMs: values.DRAIN_DELAY_MS,
    logoRefreshMs: values.LOGO_REFRESH_HOURS * 3600_000,
    safeFetchAllow: values.SAFE_FETCH_ALLOW,
    checkRegion: values.CHECK_REGION,
    chatReportsToHide: values.CHAT_REPORTS_TO_HIDE,
    checks: {
      ...DEFAULT_CHECKS,
      concurrency: values.CHECK_CONCURRENCY,
      failuresToHide: values.CHECK_FAILURES_TO_HIDE,
      hideAfterMs: values.CHECK_HIDE_AFTER_HOURS * 3600_000,
      scheduler: values.CHECK_SCHEDULER === 'on',
    },
    gateway: DEFAULT_GATEWAY,
    connectionCaps: {
      relayListeners: { perClient: values.MAX_RELAY_LISTENERS_PER_CLIENT, total: values.MAX_RELAY_LISTENERS },
      eventStreams: { perClient: values.MAX_EVENT_STREAMS_PER_CLIENT, total: values.MAX_EVENT_STREAMS },
      upstreams: values.MAX_UPSTREAMS,
      halfOpenPerClient: values.MAX_HALF_OPEN_PER_CLIENT,
    },
    requestTimeouts: {
      headersTimeoutMs: values.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: Math.max(values.REQUEST_TIMEOUT_MS, values.HEADERS_TIMEOUT_MS),
    },
    adTraffic: {
      minViewMs: values.AD_MIN_VIEW_MS,
      minClickMs: values.AD_MIN_CLICK_MS,
      maxSessionsPerAddressPerMinute: values.AD_MAX_SESSIONS_PER_ADDRESS_PER_MINUTE,
      maxClicksPerSessionPerHour: values.AD_MAX_CLICKS_PER_SESSION_PER_HOUR,
      now: Date.now,
    },
  };
}

/** A config for tests and tools: defaults with the given overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), logLevel: 'silent', ...overrides };
}
