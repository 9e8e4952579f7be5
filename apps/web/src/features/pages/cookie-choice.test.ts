import { describe, expect, it } from 'vitest';
import { memoryStorage, refusingStorage } from '../../lib/storage-doubles';
import { storeCookieChoice, storedCookieChoice } from './cookie-choice';

describe('the cookie choice', () => {
  it('is null until made, then reads back as stored', () => {
    const storage = memoryStorage();
    expect(storedCookieChoice(storage)).toBeNull();
    storeCookieChoice(storage, { analytics: true, performance: false });
    expect(storedCookieChoice(storage)).toEqual({ analytics: true, performance: false });
    storeCookieChoice(storage, { analytics: true, performance: true });
    expect(storedCookieChoice(storage)).toEqual({ analytics: true, performance: true });
  });

  it('ignores a stored value of another shape', () => {
    expect(storedCookieChoice(memoryStorage({ 'sauti.cookieChoice': 'yes' }))).toBeNull();
    expect(storedCookieChoice(memoryStorage({ 'sauti.cookieChoice': '{"analytics":1}' }))).toBeNull();
  });

  it('survives storage that refuses to be read or written', () => {
    expect(() => storeCookieChoice(refusingStorage, { analytics: true, performance: true })).not.toThrow();
    expect(storedCookieChoice(refusingStorage)).toBeNull();
  });
});
