import { describe, expect, it } from 'vitest';
import { bitsFor, holdsSlot, keepCommon, SlotSet } from './slot-set';

const slotsIn = (bits: Uint32Array, below: number) =>
  Array.from({ length: below }, (_, slot) => slot).filter((slot) => holdsSlot(bits, slot));

describe('a set of station slots', () => {
  it('adds, asks and removes slots on both sides of a 32-bit word, growing as slots rise', () => {
    const set = new SlotSet();
    for (const slot of [0, 31, 32, 63, 64, 50_000]) set.add(slot);
    expect([0, 31, 32, 63, 64, 50_000].every((slot) => set.has(slot))).toBe(true);
    expect(set.has(1)).toBe(false);
    expect(set.has(1_000_000)).toBe(false);
    expect(set.delete(31)).toBe(true);
    expect(set.delete(31)).toBe(false);
    expect(set.delete(2_000_000)).toBe(false);
    expect(set.has(31)).toBe(false);
    expect(set.has(32)).toBe(true);
  });

  it('combines sets: any of several, then only the slots both hold', () => {
    const radio = new SlotSet();
    const fm = new SlotSet();
    const gospel = new SlotSet();
    for (const slot of [1, 5, 40, 70]) radio.add(slot);
    for (const slot of [2, 70]) fm.add(slot);
    for (const slot of [2, 5, 70, 99]) gospel.add(slot);

    const radioOrFm = bitsFor(100);
    radio.addTo(radioOrFm);
    fm.addTo(radioOrFm);
    expect(slotsIn(radioOrFm, 100)).toEqual([1, 2, 5, 40, 70]);

    const ofGospel = bitsFor(100);
    gospel.addTo(ofGospel);
    keepCommon(radioOrFm, ofGospel);
    expect(slotsIn(radioOrFm, 100)).toEqual([2, 5, 70]);
  });
});
