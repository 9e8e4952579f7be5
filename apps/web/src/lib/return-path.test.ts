import { describe, expect, it } from 'vitest';
import { formPath, safeNextPath } from './return-path';

describe('the path to come back to after logging in', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/station/radio-maisha?chat=open')).toBe('/station/radio-maisha?chat=open');
    expect(safeNextPath('/discover?genre=news#results')).toBe('/discover?genre=news#results');
  });

  it('sends anything else to Home, so it is no open redirect', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'station/relative',
      '/login',
      '/register?next=/favorites',
    ]) {
      expect(safeNextPath(raw), String(raw)).toBe('/');
    }
  });

  it('builds the form address with the way back', () => {
    expect(formPath('/login', '/station/radio-maisha?chat=open')).toBe(
      '/login?next=%2Fstation%2Fradio-maisha%3Fchat%3Dopen',
    );
    expect(formPath('/register', '/')).toBe('/register');
    expect(formPath('/login', '/login?next=/x')).toBe('/login');
  });
});
