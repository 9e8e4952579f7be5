import { randomUUID } from 'node:crypto';
import type { Station } from '@sauti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SafeFetch } from '../../platform/safe-fetch';
import { eventually } from '../../test-support/eventually';
import { type FakeHost, startFakeHost } from '../../test-support/fake-host';
import { aRadioBrowserRecord } from '../../test-support/radio-browser-builders';
import { addOwnStation, addStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { ClickReporter } from './click-reporter';

const CLICKED = {
  headers: { 'content-type': 'application/json' },
  body: '{"ok":true,"message":"retrieved station url"}',
};

describe('reporting plays back to Radio Browser', () => {
  let radioBrowser: FakeHost;
  let test: TestApp;
  let joy: Station;
  let peace: Station;
  const uuids = { joy: randomUUID(), peace: randomUUID() };

  beforeAll(async () => {
    radioBrowser = await startFakeHost({ [`/json/url/${uuids.joy}`]: CLICKED, [`/json/url/${uuids.peace}`]: CLICKED });
    test = await startTestApp({ radioBrowserReport: true, radioBrowserUrl: radioBrowser.url });
    [joy, peace] = (await addStations(test.app, [
      aRadioBrowserRecord({ stationuuid: uuids.joy, name: 'Joy FM' }),
      aRadioBrowserRecord({ stationuuid: uuids.peace, name: 'Peace FM' }),
    ])) as [Station, Station];
  });
  afterEach(() => {
    radioBrowser.requests.length = 0;
  });
  afterAll(async () => {
    await test.close();
    await radioBrowser.close();
  });

  it('reports a station once per client address per day, as a click with a User-Agent naming Sauti', async () => {
    await test.app.plays.recordPlay(joy.id, '203.0.113.1');
    await test.app.plays.recordPlay(joy.id, '203.0.113.1');
    await test.app.plays.recordPlay(joy.id, '203.0.113.2');
    await test.app.plays.recordPlay(peace.id, '203.0.113.1');
    await test.app.plays.reportsSettled();

    expect(radioBrowser.requests.map((request) => request.path).sort()).toEqual(
      [`/json/url/${uuids.joy}`, `/json/url/${uuids.joy}`, `/json/url/${uuids.peace}`].sort(),
    );
    for (const request of radioBrowser.requests) {
      expect(request.method).toBe('GET');
      expect(request.headers['user-agent']).toMatch(/^Sauti\/\d+\.\d+\.\d+ \(\+http:\/\/localhost:8080\)$/);
    }
  });

  it('does not report stations that did not come from Radio Browser', async () => {
    const own = await addOwnStation(test.app, { name: 'Sauti Own FM' });

    expect(await test.app.plays.recordPlay(own.id, '203.0.113.3')).toBe(true);
    await test.app.plays.reportsSettled();
    expect(radioBrowser.requests).toEqual([]);
  });

  it('reports nothing with RADIO_BROWSER_REPORT=false', async () => {
    const quiet = await test.sibling({ radioBrowserReport: false });
    expect(await quiet.plays.recordPlay(joy.id, '203.0.113.4')).toBe(true);
    await quiet.plays.reportsSettled();
    expect(radioBrowser.requests).toEqual([]);
  });

  it('counts the play at once while Radio Browser has not answered the report', async () => {
    const slow = randomUUID();
    radioBrowser.route(`/json/url/${slow}`, { silent: true });
    const [station] = (await addStations(test.app, [aRadioBrowserRecord({ stationuuid: slow, name: 'Slow FM' })])) as [
      Station,
    ];
    let reported = false;
    expect(await test.app.plays.recordPlay(station.id, '203.0.113.5')).toBe(true);
    void test.app.plays.reportsSettled().then(() => {
      reported = true;
    });
    await eventually(() => radioBrowser.requests.some((request) => request.path === `/json/url/${slow}`));
    expect(reported).toBe(false);
    expect(test.app.plays.totals(station.id).plays).toBe(1);
  });
});

describe('the click reporter', () => {
  it('logs a report Radio Browser refuses or cannot take, and never throws', async () => {
    const radioBrowser = await startFakeHost({ '/json/url/refused': { status: 503, body: 'busy' } });
    const failures: string[] = [];
    const reporter = new ClickReporter({
      safeFetch: new SafeFetch({ allow: [radioBrowser.authority] }),
      baseUrl: radioBrowser.url,
      userAgent: 'Sauti/test',
      onError: (error, stationuuid) => failures.push(`${stationuuid}: ${(error as Error).message}`),
    });
    try {
      expect(() => reporter.report('refused')).not.toThrow();
      await reporter.settled();
      expect(failures).toEqual(['refused: Radio Browser answered 503']);
    } finally {
      reporter.close();
      await radioBrowser.close();
    }
  });
});
