import { VerificationRun } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorker, startCheckWorker } from './check-worker';
import { ConfigError } from './config';
import { adminToken, anAdminAccount } from './test-support/accounts';
import { apiClient } from './test-support/api-client';
import { addStations } from './test-support/catalogue-stations';
import { A_METRICS_TOKEN } from './test-support/metrics';
import { type StationHost, startStationHost } from './test-support/station-host';
import { startTestApp, TEST_CHECKS, type TestApp, testRedisUrl } from './test-support/test-app';

describe('npm run worker: a check worker in its own region', () => {
  let test: TestApp;
  let radio: StationHost;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    radio = await startStationHost();
    // The server itself checks one station at a time; the worker takes eight.
    test = await startTestApp({ admin: anAdminAccount(), checks: { ...TEST_CHECKS, concurrency: 1 } });
  });
  afterAll(async () => {
    await worker?.close();
    await test.close();
    await radio.close();
  });

  it('refuses to start without REDIS_URL, since its jobs come from Redis', async () => {
    await expect(startCheckWorker({ ...test.config, redisUrl: undefined })).rejects.toThrow(ConfigError);
  });

  it.skipIf(!testRedisUrl)(
    'takes check jobs of a run started by a server and records them from its region',
    async () => {
      worker = await startCheckWorker({
        ...test.config,
        checkRegion: 'af-nairobi',
        checks: { ...TEST_CHECKS, concurrency: 8 },
        metricsToken: A_METRICS_TOKEN,
        host: '127.0.0.1',
        workerMetricsPort: 0,
      });
      await addStations(
        test.app,
        Array.from({ length: 16 }, (_, i) => ({ name: `Worked ${i}`, url: radio.playing(`/worked-${i}`) })),
      );
      const token = await adminToken(test.app, test.config.admin as { email: string; password: string });
      const result = VerificationRun.parse(
        (await apiClient(test.app).call('POST', '/api/stations/verify-all', { token })).json(),
      );
      expect(result).toMatchObject({ status: 'done', working_stations: 16 });
      const regions = await test.app.database.db.selectFrom('stream_checks').select('region').distinct().execute();
      expect(regions.map((row) => row.region)).toContain('af-nairobi');

      const scrapeUrl = `http://${worker.metricsAddress}/metrics`;
      expect((await fetch(scrapeUrl)).status).toBe(401);
      const scrape = await fetch(scrapeUrl, { headers: { authorization: `Bearer ${A_METRICS_TOKEN}` } });
      const workedHere = /sauti_stream_checks_total\{outcome="ok"\} (\d+)/.exec(await scrape.text());
      expect(Number(workedHere?.[1])).toBeGreaterThan(0);
    },
  );
});
