// Listener counts across instances: three instances on one pub/sub, each with its own listeners,
// answer the same totals; a stopped instance's listeners leave the totals at once, a silent
// (crashed) one's once its last report is too old.
import { afterEach, describe, expect, it } from 'vitest';
import { createInProcessPubSub, type PubSub } from '../../platform/pubsub';
import { CHANGE_REPORTED_WITHIN_MS, ListenerTotals, REPORT_EVERY_MS } from './listener-totals';

describe('listener totals across instances', () => {
  const started: ListenerTotals[] = [];
  afterEach(() => {
    for (const totals of started.splice(0)) totals.stop();
  });

  async function instances(
    localCounts: Array<Map<string, number>>,
    now: () => number = Date.now,
    pubsub: PubSub = createInProcessPubSub(),
  ) {
    return Promise.all(
      localCounts.map(async (counts) => {
        const local = {
          listenerCount: (stationId: string) => counts.get(stationId) ?? 0,
          listenerCounts: () => counts,
        };
        const totals = new ListenerTotals(pubsub, local, () => undefined, now);
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
    // Reading the totals leaves each instance's own counts as they were.
    for (const totals of [a, b, c]) expect(totals.count('kiss')).toBe(5);
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

  it('reports many changes made close together as one, within a moment', async () => {
    const pubsub = createInProcessPubSub();
    const reports: unknown[] = [];
    await pubsub.subscribe('listener-counts', (report) => reports.push(report));
    const counts = new Map([['kiss', 1]]);
    const [a, b] = (await instances([counts, new Map()], Date.now, pubsub)) as [ListenerTotals, ListenerTotals];
    for (let listeners = 2; listeners <= 50; listeners += 1) {
      counts.set('kiss', listeners);
      a.changed();
    }
    expect(b.count('kiss')).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, CHANGE_REPORTED_WITHIN_MS + 50));
    expect(b.count('kiss')).toBe(50);
    expect(reports).toHaveLength(1);
  });
});
