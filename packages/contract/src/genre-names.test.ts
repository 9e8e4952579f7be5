import { describe, expect, it } from 'vitest';
import { ASSISTANT_LANGUAGES } from './assistant';
import { GENRE_NAMES_BY_LANGUAGE, genreLabel } from './genre-names';
import { GENRE_IDS, GENRE_NAMES } from './genres';

describe('genre names in every language', () => {
  it('names every genre in every language, English as the catalogue does', () => {
    for (const language of ASSISTANT_LANGUAGES) {
      for (const genre of GENRE_IDS) {
        const name = GENRE_NAMES_BY_LANGUAGE[language][genre];
        expect(name, `${language} ${genre}`).toMatch(/^\S(.*\S)?$/);
      }
    }
    expect(GENRE_NAMES_BY_LANGUAGE.en).toBe(GENRE_NAMES);
  });

  it('gives each genre its own name within a language, so no two read alike', () => {
    for (const language of ASSISTANT_LANGUAGES) {
      expect(new Set(Object.values(GENRE_NAMES_BY_LANGUAGE[language])).size, language).toBe(GENRE_IDS.length);
    }
  });

  it('capitalises the first letter on a label, keeping the rest as written', () => {
    expect(genreLabel('fr', 'religious')).toBe('Émissions religieuses');
    expect(genreLabel('sw', 'arabic')).toBe('Muziki wa Kiarabu');
    expect(genreLabel('fr', 'rnb')).toBe('R&B et soul');
    expect(genreLabel('ar', 'house')).toBe('موسيقى هاوس');
    expect(genreLabel('en', 'talk')).toBe('Talk & News');
  });
});
