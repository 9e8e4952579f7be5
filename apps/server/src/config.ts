// The one place that reads the environment: parsed once by zod, then passed in.
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

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
});

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
  catalogueFile: string | undefined;
  radioBrowserUrl: string;
  radioBrowserTimeoutMs: number;
  webDist: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** The account made sure to exist with the admin role at every start; none when unset. */
  admin: AdminAccount | undefined;
  /** Which proxies' X-Forwarded-For to believe, so per-client rate limits see the real client. */
  trustProxy: boolean | string;
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
  };
}

/** A config for tests and tools: defaults with the given overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), logLevel: 'silent', ...overrides };
}
