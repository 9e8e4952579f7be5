import { describe, expect, it } from 'vitest';
import { languageCode, languageCodesFor, languageName } from './language-mapping';

describe('languageCode', () => {
  it.each([
    ['Luganda', 'lg'],
    ['kiswahili', 'sw'],
    ['Swahili', 'sw'],
    ['isizulu', 'zu'],
    ['isiXhosa', 'xh'],
    ['setswana', 'tn'],
    ['Français', 'fr'],
    ['english', 'en'],
    ['arabic', 'ar'],
    ['Yoruba', 'yo'],
    ['Hausa', 'ha'],
    ['Amharic', 'am'],
    ['Afrikaans', 'af'],
    ['british english', 'en'],
    ['darija', 'ar'],
  ])('maps the name %j to %s', (name, code) => {
    expect(languageCode(name)).toBe(code);
  });

  it('accepts ISO 639-1 codes in any case', () => {
    expect(languageCode('EN')).toBe('en');
    expect(languageCode(' sw ')).toBe('sw');
  });

  it('answers undefined for words that name no language', () => {
    expect(languageCode('africa')).toBeUndefined();
    expect(languageCode('xx')).toBeUndefined();
    expect(languageCode('')).toBeUndefined();
  });
});

describe('languageCodesFor', () => {
  it('combines names and codes into one list without repeats, codes first', () => {
    expect(languageCodesFor('english,french', 'en,fr')).toEqual(['en', 'fr']);
    expect(languageCodesFor('french,english', 'en')).toEqual(['en', 'fr']);
  });

  it('reads names separated by commas, slashes or semicolons', () => {
    expect(languageCodesFor('luganda/english;swahili', '')).toEqual(['lg', 'en', 'sw']);
  });

  it('drops the parts it cannot map and keeps the rest', () => {
    expect(languageCodesFor('lusoga,english', '')).toEqual(['en']);
    expect(languageCodesFor('', '')).toEqual([]);
  });
});

describe('languageName', () => {
  it('names a code in English, and falls back to the code itself', () => {
    expect(languageName('sw')).toBe('Swahili');
    expect(languageName('zz')).toBe('zz');
  });
});
