import { describe, expect, it } from 'vitest';
import { foldText, namesKey } from './fold';

describe('folding text for comparison', () => {
  it('drops case and diacritics, so a listener need not type accents', () => {
    expect(foldText('Radio Télé Métropole')).toBe('radio tele metropole');
    expect(foldText('CÔTE D’IVOIRE')).toBe('cote d ivoire');
  });

  it('turns any run of punctuation and spaces into one space and trims the ends', () => {
    expect(foldText('  hip-hop / R&B!! ')).toBe('hip hop r b');
    expect(foldText('!!!')).toBe('');
  });

  it('folds the Arabic letters people write for one another, and drops tatweel', () => {
    expect(foldText('إذاعة القرآن')).toBe(foldText('اذاعه القران'));
    expect(foldText('مـصـر')).toBe('مصر');
    expect(foldText('موسيقى')).toBe('موسيقي');
  });
});

describe('a key of several names', () => {
  it('folds each name and keeps them apart, the first one leading', () => {
    expect(namesKey(['Radio Télé Métropole', 'RTM'])).toBe('radio tele metropole | rtm');
    expect(namesKey(['Joy FM'])).toBe('joy fm');
    expect(namesKey(['Joy', 'FM Ghana']).includes('joy fm')).toBe(false);
  });
});
