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

  it('reads PUBLIC_URL as an origin, and falls back to localhost on PORT, never a Host header', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Radio.Example.org/' }).publicUrl).toBe('https://radio.example.org');
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it.each(['https://radio.example.org/app', 'ftp://radio.example.org', 'radio.example.org'])(
    'rejects PUBLIC_URL=%s with a message naming PUBLIC_URL',
    (value) => {
      expect(problemWith({ PUBLIC_URL: value })).toMatch(/PUBLIC_URL: /);
    },
  );

  it('turns mail on with SMTP_URL, sending from MAIL_FROM or no-reply at PUBLIC_URL', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeUndefined();
    const mail = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.org:465',
      PUBLIC_URL: 'https://sauti.example',
    }).mail;
    expect(mail).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.org:465',
      from: 'Sauti <no-reply@sauti.example>',
    });
    expect(loadConfig({ MAIL_FROM: 'Radio <hello@radio.example>' }).mail.from).toBe('Radio <hello@radio.example>');
    expect(problemWith({ SMTP_URL: 'http://smtp.example.org' })).toMatch(/SMTP_URL: /);
    expect(problemWith({ MAIL_FROM: 'nobody' })).toMatch(/MAIL_FROM: /);
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

  it('refreshes kept station logos weekly unless LOGO_REFRESH_HOURS says otherwise', () => {
    expect(loadConfig({}).logoRefreshMs).toBe(7 * 24 * 3600_000);
    expect(loadConfig({ LOGO_REFRESH_HOURS: '24' }).logoRefreshMs).toBe(24 * 3600_000);
    expect(() => loadConfig({ LOGO_REFRESH_HOURS: '0' })).toThrow(/LOGO_REFRESH_HOURS/);
  });

  it('stops on a SAFE_FETCH_ALLOW entry that is not host:port, naming the variable', () => {
    expect(() => loadConfig({ SAFE_FETCH_ALLOW: '127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SAFE_FETCH_ALLOW: '127.0.0.1:99999' })).toThrow(/SAFE_FETCH_ALLOW/);
  });
});

describe('stream check region', () => {
  it('records checks as made from CHECK_REGION, local unless set, and refuses a value that is not a short name', () => {
    expect(loadConfig({}).checkRegion).toBe('local');
    expect(loadConfig({ CHECK_REGION: 'af-lagos-1' }).checkRegion).toBe('af-lagos-1');
    expect(problemWith({ CHECK_REGION: 'Lagos, Nigeria' })).toContain('CHECK_REGION: must be a short name');
  });

  it('reports plays back to Radio Browser unless RADIO_BROWSER_REPORT is false, and refuses another value', () => {
    expect(loadConfig({}).radioBrowserReport).toBe(true);
    expect(loadConfig({ RADIO_BROWSER_REPORT: 'false' }).radioBrowserReport).toBe(false);
    expect(problemWith({ RADIO_BROWSER_REPORT: 'off' })).toContain('RADIO_BROWSER_REPORT: must be true or false');
  });
});

describe('stream check settings', () => {
  it('hides a station after 3 failed checks spanning 12 hours unless told otherwise, with the scheduler on', () => {
    expect(loadConfig({}).checks).toMatchObject({
      concurrency: 64,
      failuresToHide: 3,
      hideAfterMs: 12 * 3600_000,
      scheduler: true,
    });
    expect(
      loadConfig({
        CHECK_CONCURRENCY: '100',
        CHECK_FAILURES_TO_HIDE: '5',
        CHECK_HIDE_AFTER_HOURS: '24',
        CHECK_SCHEDULER: 'off',
      }).checks,
    ).toMatchObject({ concurrency: 100, failuresToHide: 5, hideAfterMs: 24 * 3600_000, scheduler: false });
  });

  it('stops on check settings that make no sense, naming the variable', () => {
    expect(problemWith({ CHECK_CONCURRENCY: '0' })).toContain('CHECK_CONCURRENCY');
    expect(problemWith({ CHECK_FAILURES_TO_HIDE: 'three' })).toContain('CHECK_FAILURES_TO_HIDE');
    expect(problemWith({ CHECK_SCHEDULER: 'maybe' })).toContain('CHECK_SCHEDULER');
  });
});

describe('connection caps', () => {
  it('caps long-lived connections per client and per instance, generous by default and set by variables', () => {
    expect(loadConfig({}).connectionCaps).toEqual({
      relayListeners: { perClient: 300, total: 2500 },
      eventStreams: { perClient: 300, total: 10_000 },
      upstreams: 200,
      halfOpenPerClient: 32,
    });
    const config = loadConfig({
      MAX_RELAY_LISTENERS_PER_CLIENT: '20',
      MAX_RELAY_LISTENERS: '400',
      MAX_EVENT_STREAMS_PER_CLIENT: '30',
      MAX_EVENT_STREAMS: '500',
      MAX_UPSTREAMS: '50',
      MAX_HALF_OPEN_PER_CLIENT: '4',
    });
    expect(config.connectionCaps).toEqual({
      relayListeners: { perClient: 20, total: 400 },
      eventStreams: { perClient: 30, total: 500 },
      upstreams: 50,
      halfOpenPerClient: 4,
    });
  });

  it('gives a client 10 s for its headers and 2 minutes for its request by default, set by variables', () => {
    expect(loadConfig({}).requestTimeouts).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000 });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '3000' }).requestTimeouts).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 5000,
    });
    expect(problemWith({ HEADERS_TIMEOUT_MS: '100' })).toMatch(/^Invalid configuration: HEADERS_TIMEOUT_MS: /);
  });

  it.each(['0', '-3', 'many', '2.5'])('stops on MAX_UPSTREAMS=%s, naming the variable', (value) => {
    expect(problemWith({ MAX_UPSTREAMS: value })).toMatch(/^Invalid configuration: MAX_UPSTREAMS: /);
  });
});

describe('operations', () => {
  it('leaves /metrics off unless METRICS_TOKEN is set, and refuses a short token or one with spaces', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-scraper-token-0123' }).metricsToken).toBe('a-long-scraper-token-0123');
    expect(problemWith({ METRICS_TOKEN: 'short' })).toMatch(/^Invalid configuration: METRICS_TOKEN: /);
    expect(problemWith({ METRICS_TOKEN: 'sixteen chars and spaces' })).toContain('METRICS_TOKEN');
  });

  it('drains for 3 s after SIGTERM unless DRAIN_DELAY_MS says otherwise, within what the 9 s stop leaves', () => {
    expect(loadConfig({}).drainDelayMs).toBe(3000);
    expect(loadConfig({ DRAIN_DELAY_MS: '0' }).drainDelayMs).toBe(0);
    expect(problemWith({ DRAIN_DELAY_MS: '9000' })).toMatch(/^Invalid configuration: DRAIN_DELAY_MS: /);
  });
});
