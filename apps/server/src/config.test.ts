import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
