import { describe, expect, it } from 'vitest';
import { filterWords, WordFilter } from './word-filter';

describe('the word filter', () => {
  const filter = new WordFilter([['bad', 'very rude phrase'], ['mauvais']]);

  it.each([
    ['the word itself', 'that is bad'],
    ['capitals', 'that is BAD'],
    ['accents', 'that is bád'],
    ['letters spelled apart with dots', 'that is b.a.d'],
    ['letters spelled apart with spaces', 'that is b a d!'],
    ['digits and signs for letters', 'that is b4d'],
    ['a Cyrillic look-alike', 'that is b\u0430d'],
    ['full-width letters', 'that is ｂａｄ'],
    ['a phrase across separators', 'a VERY-rude...phrase indeed'],
    ['another language', "c'est MAUVAIS"],
  ])('matches %s', (_case, text) => {
    expect(filter.match(text)).toBeDefined();
  });

  it.each([
    ['a word holding a filtered one', 'badminton is fun'],
    ['a phrase broken up by other words', 'very very rude and a phrase'],
    ['clean text', 'habari za asubuhi'],
    ['a number that reads as a word in digits', 'call me at 8 4 d or 840'],
  ])('leaves %s alone', (_case, text) => {
    expect(filter.match(text)).toBeUndefined();
  });

  it('folds the list the same way as messages, so an entry written oddly still matches', () => {
    expect(new WordFilter([['B.Á.D']]).match('so bad')).toBe('bad');
    expect(filterWords('Ｂ4Ｄ wörds')).toEqual(['bad', 'words']);
  });

  it('an empty list matches nothing', () => {
    expect(new WordFilter([]).match('anything at all')).toBeUndefined();
  });
});
