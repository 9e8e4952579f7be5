import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from './languages';

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
