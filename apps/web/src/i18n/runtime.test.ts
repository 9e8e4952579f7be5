import { describe, expect, it } from 'vitest';
import { applyLanguageTo } from './runtime';

describe('the page root follows the language', () => {
  it('reads Arabic right to left and every other language left to right', () => {
    const root = { lang: 'en', dir: 'ltr' };
    applyLanguageTo(root, 'ar');
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    applyLanguageTo(root, 'sw');
    expect(root).toEqual({ lang: 'sw', dir: 'ltr' });
  });
});
