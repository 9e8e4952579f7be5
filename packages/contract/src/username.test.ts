import { describe, expect, it } from 'vitest';
import { Username } from './auth';
import { USERNAME_CHARACTERS, USERNAME_INVISIBLE, USERNAME_MIXED_SCRIPTS } from './username';

const refusal = (name: string) => {
  const result = Username.safeParse(name);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('usernames', () => {
  it.each([
    ['the Hangul filler', 'admin\u3164'],
    ['the Hangul choseong filler', 'admin\u115F'],
    ['the Hangul jungseong filler', 'ad\u1160min'],
    ['the half-width Hangul filler', '\uFFA0admin'],
    ['a zero-width space', 'ad\u200Bmin'],
    ['a zero-width joiner', 'ad\u200Dmin'],
    ['a soft hyphen', 'ad\u00ADmin'],
    ['a variation selector', 'admin\uFE0F'],
    ['a tag character', 'admin\u{E0041}'],
    ['a Mongolian vowel separator', 'admin\u180E'],
    ['a combining grapheme joiner', 'admin\u034F'],
  ])('refuses a name holding %s', (_case, name) => {
    expect(refusal(name)).toEqual([USERNAME_INVISIBLE]);
  });

  it('refuses every default-ignorable code point', () => {
    const ignorable = /\p{Default_Ignorable_Code_Point}/u;
    let tried = 0;
    for (let code = 0; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (!ignorable.test(character)) continue;
      tried += 1;
      expect(Username.safeParse(`admin${character}x`).success, `U+${code.toString(16)}`).toBe(false);
    }
    expect(tried).toBeGreaterThan(4000);
  });

  it.each([
    ['Latin with a Cyrillic letter', 'p\u0430ypal'],
    ['Latin with a Greek letter', '\u03BFscar'],
    ['Cyrillic with Greek', '\u0430\u03B2\u0432'],
    ['Arabic with Hebrew', 'سلام\u05E9'],
  ])('refuses a name that mixes writing systems: %s', (_case, name) => {
    expect(refusal(name)).toEqual([USERNAME_MIXED_SCRIPTS]);
  });

  it.each([
    ['symbols', 'a\u2605b'],
    ['a script not recommended for identifiers', '\u{10300}\u{10301}\u{10302}'],
    ['a pile of combining marks', `zal${'\u0300\u0301\u0302\u0303\u0304'}go`],
    ['one mark twice on a letter', 'ca\u0301\u0301t'],
    ['markup', '<b>x</b>'],
  ])('refuses %s', (_case, name) => {
    expect(refusal(name)).toEqual([USERNAME_CHARACTERS]);
  });

  it.each([
    ['Latin with digits', 'amina_254'],
    ['Latin with accents', 'Ngozi.Adébáyọ̀'],
    ['Arabic', 'إذاعة_القرآن'],
    ['Amharic in Ethiopic', 'ሰላምታ'],
    ['Hindi with its vowel signs', 'प्रियंका_देवी'],
    ['Japanese kanji and kana', '山田たろう'],
    ['Korean', '김민준'],
    ['Latin with Han', 'dj_王'],
    ['Latin with Arabic', 'radio_سلام'],
    ['Tifinagh', 'ⵜⴰⵎⴰⵣⵉⵖⵜ'],
    ['N’Ko', 'ߒߞߏ_ߞߊ'],
    ['Adlam', '𞤆𞤵𞤤𞤢𞤪'],
    ['a whole name in Cyrillic', 'Наталья'],
  ])('accepts %s', (_case, name) => {
    expect(refusal(name)).toBeNull();
  });
});
