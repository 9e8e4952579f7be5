// A set of station slots (small whole numbers) kept as bits: adding, removing and asking cost the
// same however many slots it holds, 50,000 slots take 6 KiB, and sets combine 32 slots at a time.
// A Set of numbers holding thousands of slots per common word was most of the cost of building the
// search index, and of combining two common words in a query.

const BITS = 32;

const wordOf = (slot: number) => slot >>> 5;
const bitOf = (slot: number) => 1 << (slot & (BITS - 1));

export class SlotSet {
  private words = new Uint32Array(0);

  add(slot: number): void {
    this.makeRoomFor(slot);
    const word = wordOf(slot);
    this.words[word] = (this.words[word] as number) | bitOf(slot);
  }

  /** Takes the slot out; answers whether it was in. */
  delete(slot: number): boolean {
    if (!this.has(slot)) return false;
    const word = wordOf(slot);
    this.words[word] = (this.words[word] as number) & ~bitOf(slot);
    return true;
  }

  has(slot: number): boolean {
    return holdsSlot(this.words, slot);
  }

  /** Adds this set's slots to `bits`, a bit array as `bitsFor` makes. */
  addTo(bits: Uint32Array): void {
    const shared = Math.min(bits.length, this.words.length);
    for (let word = 0; word < shared; word += 1) bits[word] = (bits[word] as number) | (this.words[word] as number);
  }

  private makeRoomFor(slot: number): void {
    const needed = wordOf(slot) + 1;
    if (needed <= this.words.length) return;
    const grown = new Uint32Array(Math.max(needed, this.words.length * 2));
    grown.set(this.words);
    this.words = grown;
  }
}

/** An empty bit array with room for slots below `slotCount`. */
export function bitsFor(slotCount: number): Uint32Array {
  return new Uint32Array(Math.ceil(slotCount / BITS));
}

/** Keeps in `bits` only the slots `other` holds too. */
export function keepCommon(bits: Uint32Array, other: Uint32Array): void {
  for (let word = 0; word < bits.length; word += 1) bits[word] = (bits[word] as number) & (other[word] ?? 0);
}

export function holdsSlot(bits: Uint32Array, slot: number): boolean {
  return ((bits[wordOf(slot)] ?? 0) & bitOf(slot)) !== 0;
}
