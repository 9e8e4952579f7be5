import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
