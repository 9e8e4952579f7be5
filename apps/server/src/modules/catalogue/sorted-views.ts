// One set of items in several orders, each kept in step as items come and go (a binary insertion,
// see sorted-array.ts). The first order is made with the set; any other on its first use, from the
// first, so an order nobody asks for costs nothing and a build sorts once rather than once per order.
import { insertInOrder, type Order, removeInOrder } from './sorted-array';

export class SortedViews<K, T> {
  private readonly views = new Map<K, { order: Order<T>; items: T[] }>();
  private readonly first: T[];

  /** Each order must be total (no two items tie) and rank an item the same while it is in. */
  constructor(items: T[], firstKey: K, firstOrder: Order<T>) {
    this.first = items.sort(firstOrder);
    this.views.set(firstKey, { order: firstOrder, items: this.first });
  }

  get size(): number {
    return this.first.length;
  }

  /** Every item in the first order. */
  get all(): readonly T[] {
    return this.first;
  }

  /** Every item in the order named `key`, which must be the same `order` each time: read it, never change it. */
  inOrder(key: K, order: Order<T>): readonly T[] {
    let view = this.views.get(key);
    if (!view) {
      view = { order, items: [...this.first].sort(order) };
      this.views.set(key, view);
    }
    return view.items;
  }

  add(item: T): void {
    for (const { order, items } of this.views.values()) insertInOrder(items, item, order);
  }

  remove(item: T): void {
    for (const { order, items } of this.views.values()) removeInOrder(items, item, order);
  }
}
