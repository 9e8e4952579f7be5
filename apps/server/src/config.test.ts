import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemWith(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      catalogueFile: undefined,
      radioBrowserUrl: 'https://all.api.radio-browser.info',
      logLevel: 'info',
    });
  });

  it('reads every variable it documents', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/sauti',
      DATABASE_URL: 'postgres://sauti@db:5432/sauti',
      REDIS_URL: 'redis://cache:6379',
      CATALOGUE_FILE: 'stations.json',
      RADIO_BROWSER_URL: 'http://127.0.0.1:4000/',
      RADIO_BROWSER_TIMEOUT_MS: '2500',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/tmp/sauti',
      databaseUrl: 'postgres://sauti@db:5432/sauti',
      redisUrl: 'redis://cache:6379',
      catalogueFile: path.resolve('stations.json'),
      radioBrowserUrl: 'http://127.0.0.1:4000',
      radioBrowserTimeoutMs: 2500,
      logLevel: 'warn',
    });
  });

  it.each(['abc', '70000', '-1', '80.5'])('rejects PORT=%s with a message naming PORT', (port) => {
    expect(problemWith({ PORT: port })).toMatch(/^Invalid configuration: PORT: /);
  });

  it.each(['mysql://db/sauti', 'not a url', 'sqlite:./data'])(
    'rejects DATABASE_URL=%s with a message naming DATABASE_URL',
    (url) => {
      expect(problemWith({ DATABASE_URL: url })).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    },
  );

  it('rejects a REDIS_URL that is not redis:// and a LOG_LEVEL it does not know, naming both', () => {
    const message = problemWith({ REDIS_URL: 'http://cache', LOG_LEVEL: 'loud' });
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('treats a variable set to an empty string as not set', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      REDIS_URL: ' ',
      CATALOGUE_FILE: '',
      RADIO_BROWSER_URL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      redisUrl: undefined,
      catalogueFile: undefined,
      radioBrowserUrl: 'https://all.api.radio-browser.info',
    });
  });

  it('accepts a postgresql:// URL too', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/sauti' }).databaseUrl).toBe(
      'postgresql://localhost/sauti',
    );
  });
});

describe('configuration from the environment', () => {
  it('has no admin account unless ADMIN_EMAIL and ADMIN_PASSWORD are set', () => {
    expect(loadConfig({}).admin).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: 'root@example.org', ADMIN_PASSWORD: ' a long secret ' }).admin).toEqual({
      email: 'root@example.org',
      password: ' a long secret ',
    });
  });

  it.each([
    [{ ADMIN_EMAIL: 'root@example.org' }, /set together/],
    [{ ADMIN_PASSWORD: 'a long secret' }, /set together/],
    [{ ADMIN_EMAIL: 'root', ADMIN_PASSWORD: 'a long secret' }, /ADMIN_EMAIL: must be an email/],
    [{ ADMIN_EMAIL: 'root@example.org', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD: must be at least 8/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as a flag or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

describe('configuration', () => {
  it('allows no private fetch targets unless SAFE_FETCH_ALLOW names them', () => {
    expect(loadConfig({}).safeFetchAllow).toEqual([]);
    expect(loadConfig({ SAFE_FETCH_ALLOW: '127.0.0.1:8000, [::1]:*,fake.test:80' }).safeFetchAllow).toEqual([
      '127.0.0.1:8000',
      '[::1]:*',
      'fake.test:80',
    ]);
  });

  it('stops on a SAFE_FETCH_ALLOW entry that is not host:port, naming the variable', () => {
    expect(() => loadConfig({ SAFE_FETCH_ALLOW: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SAFE_FETCH_ALLOW: '127.0.0.1:99999' })).toThrow(/SAFE_FETCH_ALLOW/);
  });
});
