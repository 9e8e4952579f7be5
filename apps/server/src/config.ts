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
});

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
  };
}

/** A config for tests and tools: defaults with the given overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), logLevel: 'silent', ...overrides };
}
