import { describe, expect, it } from 'vitest';
import { TypoCorrector, withinOneEdit } from './typo-tolerance';

describe('one edit apart', () => {
  it.each([
    ['gospel', 'gospel'],
    ['gospl', 'gospel'],
    ['gosspel', 'gospel'],
    ['gospal', 'gospel'],
    ['gopsel', 'gospel'],
    ['ghana', 'gahna'],
  ])('counts "%s" and "%s" as at most one edit apart', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(true);
    expect(withinOneEdit(b, a)).toBe(true);
  });

  it.each([
    ['gspl', 'gospel'],
    ['gopsle', 'gospel'],
    ['kenya', 'kanye'],
    ['niger', 'nigeria'],
  ])('counts "%s" and "%s" as more than one edit apart', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(false);
  });
});

describe('the typo corrector', () => {
  const corrector = new TypoCorrector(['nigeria', 'niger', 'gambia', 'zambia', 'gospel', 'mali', 'lagos']);

  it('reads a word one letter off as the vocabulary word', () => {
    expect(corrector.correct('nigria')).toBe('nigeria');
    expect(corrector.correct('gospl')).toBe('gospel');
    expect(corrector.correct('lago')).toBe('lagos');
  });

  it('prefers the word sharing the longer start, then the longer word', () => {
    expect(corrector.correct('nigera')).toBe('nigeria');
  });

  it('answers nothing when two words are equally likely', () => {
    expect(corrector.correct('sambia')).toBeUndefined();
  });

  it('never corrects into or from words too short to tell apart', () => {
    expect(corrector.correct('mall')).toBeUndefined();
    expect(corrector.correct('gos')).toBeUndefined();
  });
});
