import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

describe('a device is named by its browser and system', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      { browser: 'Edge', os: 'Windows' },
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', { browser: 'Firefox', os: 'Linux' }],
    ['Opera/9.80 (J2ME/MIDP; Opera Mini/4.2.14912/870; U; id) Presto/2.4.15', { browser: 'Opera Mini', os: null }],
  ])('%s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toEqual(expected);
  });

  it('says nothing when there is no user agent or it is not a browser', () => {
    expect(deviceName(null)).toEqual({ browser: null, os: null });
    expect(deviceName('curl/8.5.0')).toEqual({ browser: null, os: null });
  });
});
