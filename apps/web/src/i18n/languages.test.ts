import { describe, expect, it } from 'vitest';
import { memoryStorage, refusingStorage } from '../lib/storage-doubles';
import { chosenLanguage, intlLocale, languageFromBrowser, rememberLanguage } from './languages';

describe('which language a visitor gets', () => {
  it("follows the browser's first language that Sauti speaks, region or not", () => {
    expect(languageFromBrowser(['fr-SN', 'en'])).toBe('fr');
    expect(languageFromBrowser(['ar-EG'])).toBe('ar');
    expect(languageFromBrowser(['sw'])).toBe('sw');
    expect(languageFromBrowser(['pt-BR', 'pt'])).toBe('pt');
    expect(languageFromBrowser(['SW_tz'])).toBe('sw');
  });

  it('skips languages Sauti does not speak and falls back to English', () => {
    expect(languageFromBrowser(['yo-NG', 'ha', 'pt-AO'])).toBe('pt');
    expect(languageFromBrowser(['de-DE', 'zh'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('keeps the order of preference rather than the order of our list', () => {
    expect(languageFromBrowser(['en-GB', 'fr'])).toBe('en');
    expect(languageFromBrowser(['sw-KE', 'en-US'])).toBe('sw');
  });
});

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

describe('formatting locale', () => {
  it('writes Arabic numbers with Latin digits and others as their language does', () => {
    expect(new Intl.NumberFormat(intlLocale('ar')).format(1234)).toBe('1,234');
    expect(new Intl.NumberFormat(intlLocale('fr')).format(1234)).toBe('1\u202f234');
  });
});
