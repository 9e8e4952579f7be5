import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations } from '../../test-support/catalogue-stations';
import { eventually } from '../../test-support/eventually';
import { type StationHost, startStationHost } from '../../test-support/station-host';
import { startTestApp, TEST_CHECKS, type TestApp } from '../../test-support/test-app';

describe('one scheduler across instances', () => {
  let test: TestApp;
  let radio: StationHost;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const scheduling = { checks: { ...TEST_CHECKS, scheduler: true, tickMs: 100, leaseMs: 1000 } };

  const checksPerStation = async () => {
    const rows = await test.app.database.db
      .selectFrom('stream_checks')
      .select(['station_id', (eb) => eb.fn.countAll<number>().as('checks')])
      .groupBy('station_id')
      .execute();
    return rows.map((row) => Number(row.checks));
  };

  beforeAll(async () => {
    radio = await startStationHost();
    // The test's own app does not schedule; two more instances on the same database (and Redis) do.
    test = await startTestApp();
    await addStations(
      test.app,
      Array.from({ length: 6 }, (_, i) => ({ name: `Scheduled ${i}`, url: radio.playing(`/scheduled-${i}`) })),
    );
    [first, second] = await Promise.all([test.sibling(scheduling), test.sibling(scheduling)]);
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('has exactly one instance schedule, and checks every due station once', async () => {
    await eventually(async () => (await checksPerStation()).length === 6, 15_000);
    // Several more ticks of both: the stations are not due again for a day, and nobody doubles a batch.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await checksPerStation()).toEqual([1, 1, 1, 1, 1, 1]);
    expect([first.streamHealth.schedules, second.streamHealth.schedules].filter(Boolean)).toHaveLength(1);
    const runs = await test.app.database.db.selectFrom('check_runs').select(['kind', 'status']).execute();
    expect(runs.every((run) => run.kind === 'scheduled' && run.status === 'done')).toBe(true);
  });

  it('hands scheduling to the other instance when the scheduling one stops', async () => {
    const [leader, other] = first.streamHealth.schedules ? [first, second] : [second, first];
    await leader.close();
    await eventually(() => other.streamHealth.schedules, 5000);
  });
});
