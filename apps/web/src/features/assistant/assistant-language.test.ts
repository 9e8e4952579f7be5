import { describe, expect, it } from 'vitest';
import { assistantLanguageOf, speechLocale } from './assistant-language';

describe('the assistant language', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['AR', 'ar'],
    ['sw-TZ', 'sw'],
    ['pt-BR', 'pt'],
    ['en-GB', 'en'],
    ['de', 'en'],
    ['', 'en'],
  ])('is %j for the page language %j', (tag, language) => {
    expect(assistantLanguageOf(tag)).toBe(language);
  });

  it('listens and speaks in a locale of that language, en-US for English as the spec says', () => {
    expect(speechLocale('en')).toBe('en-US');
    expect(speechLocale('fr')).toBe('fr-FR');
    expect(speechLocale('ar')).toBe('ar-EG');
    expect(speechLocale('sw')).toBe('sw-KE');
    expect(speechLocale('pt')).toBe('pt-BR');
  });
});
