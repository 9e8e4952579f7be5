// The one place that reads the environment: parsed once by zod, then passed in.
import path from 'node:path';
import { z } from 'zod';
import { parseAllowEntry } from './platform/safe-fetch';

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

/** The stream gateway's timings and sizes; not read from the environment, tests shorten them. */
export interface GatewaySettings {
  /** One TCP/TLS connect to a station's server. */
  connectTimeoutMs: number;
  /** From sending a request to a complete response head. */
  responseTimeoutMs: number;
  /** Opening a station end to end (redirects and playlists included); under the player's 10 s readiness timeout. */
  openDeadlineMs: number;
  /** How long resolved candidates are reused. */
  resolveCacheMs: number;
  /** How long an upstream stays open after its last listener left, so a page refresh reuses it. */
  idleCloseMs: number;
  reconnectMinMs: number;
  reconnectMaxMs: number;
  /** How long listeners are kept waiting while a dropped upstream is being reopened. */
  reconnectGiveUpMs: number;
  /** No upstream bytes for this long counts as a dropped upstream. */
  stallTimeoutMs: number;
  burstBytes: number;
  /** A listener whose unsent backlog grows past this is dropped. */
  maxListenerBacklogBytes: number;
}

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
};

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
  webDist: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** The account made sure to exist with the admin role at every start; none when unset. */
  admin: AdminAccount | undefined;
  /** Which proxies' X-Forwarded-For to believe, so per-client rate limits see the real client. */
  trustProxy: boolean | string;
  /** host:port exceptions to safe-fetch's public-address rule; for tests only. */
  safeFetchAllow: string[];
  gateway: GatewaySettings;
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
    webDist: values.WEB_DIST && path.resolve(values.WEB_DIST),
    logLevel: values.LOG_LEVEL,
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    trustProxy: values.TRUST_PROXY ?? false,
    safeFetchAllow: values.SAFE_FETCH_ALLOW,
    gateway: DEFAULT_GATEWAY,
  };
}

/** A config for tests and tools: defaults with the given overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), logLevel: 'silent', ...overrides };
}
