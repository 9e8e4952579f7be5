import { describe, expect, it } from 'vitest';
import { LogoQuery, logoPath, logoVersion } from './logos';

describe('station logo addresses', () => {
  const station = { id: 'st-1', logo: 'https://joy.example.com/logo.png' };

  it('name our origin, the size and the version of the logo address', () => {
    expect(logoPath(station, 64)).toBe(`/api/logos/st-1?size=64&v=${logoVersion(station.logo)}`);
    expect(logoPath({ id: 'st-1', logo: null }, 64)).toBeNull();
  });

  it('change version with the logo address, and keep it for the same one', () => {
    expect(logoVersion(station.logo)).toBe(logoVersion('https://joy.example.com/logo.png'));
    expect(logoVersion(station.logo)).not.toBe(logoVersion('https://joy.example.com/logo2.png'));
    expect(logoVersion(station.logo)).toMatch(/^[0-9a-z]{1,7}$/);
    expect(LogoQuery.parse({ v: logoVersion(station.logo) }).v).toBe(logoVersion(station.logo));
  });

  it('take only the sizes the app uses, 128 when none is asked for', () => {
    expect(LogoQuery.parse({}).size).toBe(128);
    expect(LogoQuery.parse({ size: '256' }).size).toBe(256);
    expect(LogoQuery.safeParse({ size: '100' }).success).toBe(false);
    expect(LogoQuery.safeParse({ v: '../x' }).success).toBe(false);
  });
});
