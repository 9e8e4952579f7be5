import { describe, expect, it } from 'vitest';
import { PlainText, visibleLength } from './text';

const Message = PlainText({ max: 10, blank: 'must not be blank', tooLong: 'must be at most 10 characters' });
const Note = PlainText({ max: 10, tooLong: 'must be at most 10 characters' });

const refusal = (text: string) => {
  const result = Message.safeParse(text);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('plain text people send', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['joiners and a byte order mark', '\u200D\u200C\uFEFF'],
    ['a word joiner and a soft hyphen', '\u2060\u00AD'],
    ['a variation selector alone', '\uFE0F'],
    ['Hangul fillers', '\u3164\uFFA0'],
    ['the Braille blank', '\u2800\u2800'],
    ['spaces of every width', ' \u00A0\u2003\u3000\n\t'],
    ['bidi overrides around nothing', '\u202E\u2066\u2069'],
  ])('refuses text made only of %s as blank', (_case, text) => {
    expect(refusal(text)).toEqual(['must not be blank']);
  });

  it('keeps optional text that shows nothing as empty', () => {
    expect(Note.parse('\u200B \u2800')).toBe('');
  });

  it('removes bidi embeddings, overrides and isolates, which would reorder what others read', () => {
    expect(Message.parse('abc\u202Efed\u202C')).toBe('abcfed');
    expect(Message.parse('\u2067txt\u2069 ok')).toBe('txt ok');
  });

  it('keeps the marks that right-to-left writing needs, and joiners inside words and emoji', () => {
    expect(Message.parse('مرحبا\u200F!')).toBe('مرحبا\u200F!');
    expect(Message.parse('👩\u200D💻 ❤️')).toBe('👩\u200D💻 ❤️');
  });

  it('refuses a lone surrogate, which is not text', () => {
    expect(refusal('ok \uD800 ok')).toEqual(['contains a broken character; please type it again']);
    expect(refusal('\uDC00')).not.toBeNull();
  });

  it('drops control characters but keeps lines and tabs, and trims the edges', () => {
    expect(Message.parse('  a\u0000b\r\nc\td\u0007  ')).toBe('ab\nc\td');
  });

  it('counts length in characters as people see them', () => {
    expect(visibleLength('👩\u200D👩\u200D👧\u200D👦')).toBe(1);
    expect(visibleLength('🇰🇪')).toBe(1);
    expect(visibleLength('e\u0301')).toBe(1);
    expect(Message.safeParse('👩\u200D💻'.repeat(10)).success).toBe(true);
    expect(Message.safeParse('🇰🇪'.repeat(10)).success).toBe(true);
    expect(refusal('🇰🇪'.repeat(11))).toEqual(['must be at most 10 characters']);
  });

  it('bounds what invisible joiners could add behind one visible character', () => {
    expect(refusal(`a${'\u200D'.repeat(1000)}`)).toEqual(['must be at most 10 characters']);
  });
});
