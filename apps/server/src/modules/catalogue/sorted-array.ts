// Keeping an array in order as single items come and go: a binary search for the place and one
// splice, where sorting 50,000 entries again would cost a hundred times more.
export type Order<T> = (a: T, b: T) => number;

/** The first position whose item does not come before `item`. */
export function placeOf<T>(items: readonly T[], item: T, order: Order<T>): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(items[middle] as T, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function insertInOrder<T>(items: T[], item: T, order: Order<T>): void {
  items.splice(placeOf(items, item, order), 0, item);
}

/**
 * Removes the item, found at its place: the order must rank it exactly as when it was inserted, and
 * tell it from any other item (a total order), or it is not found. Answers whether it was there.
 */
export function removeInOrder<T>(items: T[], item: T, order: Order<T>): boolean {
  const at = placeOf(items, item, order);
  if (items[at] !== item) return false;
  items.splice(at, 1);
  return true;
}
