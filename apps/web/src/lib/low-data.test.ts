import { describe, expect, it } from 'vitest';
import { chosenLowData, lowDataByDefault, rememberLowData } from './low-data';
import { memoryStorage, refusingStorage } from './storage-doubles';

describe('whether low-data mode starts on', () => {
  it('is on when the browser asks to save data or reports a slow connection', () => {
    expect(lowDataByDefault({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(lowDataByDefault({ effectiveType: '2g' })).toBe(true);
    expect(lowDataByDefault({ effectiveType: 'slow-2g' })).toBe(true);
    expect(lowDataByDefault({ effectiveType: '3g' })).toBe(true);
  });

  it('is off on a fast connection and where the browser says nothing', () => {
    expect(lowDataByDefault({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(lowDataByDefault(undefined)).toBe(false);
  });

  it("follows the visitor's own choice over the connection's hint, both ways", () => {
    const storage = memoryStorage();
    rememberLowData(storage, false);
    expect(chosenLowData(storage, { saveData: true })).toBe(false);
    rememberLowData(storage, true);
    expect(chosenLowData(storage, { effectiveType: '4g' })).toBe(true);
    expect(chosenLowData(memoryStorage(), { saveData: true })).toBe(true);
  });

  it('survives storage that refuses to be read or written', () => {
    expect(() => rememberLowData(refusingStorage, true)).not.toThrow();
    expect(chosenLowData(refusingStorage, { effectiveType: '2g' })).toBe(true);
  });
});
