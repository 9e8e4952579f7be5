// Listener counts across instances: three instances on one pub/sub, each with its own listeners,
// answer the same totals; a stopped instance's listeners leave the totals at once, a silent
// (crashed) one's once its last report is too old.
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../platform/pubsub';
import { ListenerTotals, REPORT_EVERY_MS } from './listener-totals';

describe('listener totals across instances', () => {
  const started: ListenerTotals[] = [];
  afterEach(() => {
    for (const totals of started.splice(0)) totals.stop();
  });

  async function instances(localCounts: Array<Map<string, number>>, now: () => number = Date.now) {
    const pubsub = createInProcessPubSub();
    return Promise.all(
      localCounts.map(async (counts) => {
        const totals = new ListenerTotals(
          pubsub,
          () => counts,
          () => undefined,
          now,
        );
        await totals.start();
        started.push(totals);
        return totals;
      }),
    );
  }

  it('answers the sum of every instance on each of them once they report', async () => {
    const [a, b, c] = (await instances([
      new Map([['kiss', 2]]),
      new Map([
        ['kiss', 3],
        ['capital', 1],
      ]),
      new Map(),
    ])) as [ListenerTotals, ListenerTotals, ListenerTotals];
    expect(c.count('kiss')).toBe(0);
    for (const totals of [a, b, c]) totals.report();
    for (const totals of [a, b, c]) {
      expect(totals.count('kiss')).toBe(5);
      expect(totals.count('capital')).toBe(1);
      expect(totals.counts()).toEqual(
        new Map([
          ['kiss', 5],
          ['capital', 1],
        ]),
      );
    }
  });

  it("drops a stopped instance's listeners at once and a silent one's after three report intervals", async () => {
    let time = 1_000_000;
    const [a, b, c] = (await instances(
      [new Map([['kiss', 1]]), new Map([['kiss', 2]]), new Map([['kiss', 4]])],
      () => time,
    )) as [ListenerTotals, ListenerTotals, ListenerTotals];
    for (const totals of [a, b, c]) totals.report();
    expect(a.count('kiss')).toBe(7);

    started.splice(started.indexOf(b), 1);
    b.stop();
    expect(a.count('kiss')).toBe(5);

    time += 3 * REPORT_EVERY_MS + 1;
    expect(a.count('kiss')).toBe(1);
    c.report();
    expect(a.count('kiss')).toBe(5);
  });
});
