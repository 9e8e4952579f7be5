import { describe, expect, it } from 'vitest';
import { memoryStorage, refusingStorage } from '../lib/storage-doubles';
import { chosenLanguage, intlLocale, rememberLanguage, tellServerLanguage } from './languages';

describe("remembering a visitor's choice", () => {
  it('prefers a remembered choice over the browser language', () => {
    const storage = memoryStorage();
    rememberLanguage(storage, 'ar');
    expect(chosenLanguage(storage, ['fr-FR'])).toBe('ar');
  });

  it('follows the browser when nothing, or something unknown, was remembered', () => {
    expect(chosenLanguage(memoryStorage(), ['pt-MZ'])).toBe('pt');
    expect(chosenLanguage(memoryStorage({ 'sauti.language': 'klingon' }), ['sw'])).toBe('sw');
    expect(chosenLanguage(null, ['fr'])).toBe('fr');
  });

  it('a later choice replaces an earlier one', () => {
    const storage = memoryStorage();
    rememberLanguage(storage, 'fr');
    rememberLanguage(storage, 'en');
    expect(chosenLanguage(storage, ['fr'])).toBe('en');
  });

  it('survives storage that refuses to be read or written', () => {
    expect(() => rememberLanguage(refusingStorage, 'fr')).not.toThrow();
    expect(chosenLanguage(refusingStorage, ['fr'])).toBe('fr');
  });
});

describe('telling the server the language', () => {
  it('writes a cookie for the whole site that lasts twelve months and is not sent from other sites', () => {
    const jar = { cookie: '' };
    tellServerLanguage(jar, 'ar');
    expect(jar.cookie).toBe('sauti_language=ar; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('formatting locale', () => {
  it('writes Arabic numbers with Latin digits and others as their language does', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234)).toBe('1,234');
    expect(new Intl.NumberFormat(intlLocale('fr')).format(1234)).toBe('1\u202f234');
  });
});
