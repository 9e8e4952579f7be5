import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AudienceStats, pathOf, type Station, streamEndpoints } from '@sauti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, aListener, anAdminAccount, type Listener } from '../../test-support/accounts';
import { apiClient } from '../../test-support/api-client';
import { addStations } from '../../test-support/catalogue-stations';
import { eventually } from '../../test-support/eventually';
import { anOwnerOf } from '../../test-support/owners';
import { type StationHost, startStationHost } from '../../test-support/station-host';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const AGENTS = {
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  vlc: 'VLC/3.0.20 LibVLC/3.0.20',
};
// Addresses the offline GeoIP data places in Kenya, Nigeria and Britain; a loopback one in no country.
const KENYA = ['41.90.1.1', '41.80.1.1', '105.160.1.1', '41.90.2.2', '41.80.3.3'];
const NIGERIA = ['102.89.1.1', '105.112.1.1'];
const BRITAIN = '81.2.69.160';
const NOWHERE = '127.0.0.9';

const at = (iso: string) => vi.setSystemTime(new Date(iso));

describe("a station's audience figures from every listener of its relay, signed in or not", () => {
  let test: TestApp;
  let radio: StationHost;
  let base: string;
  let station: Station;
  let otherStation: Station;
  let adminTok: string;
  const listeners: Listener[] = [];

  /**
   * One listener of the station through the gateway's relay, over real HTTP from an address (behind
   * the trusted proxy) and browser, from `start` for `minutes`. A signed-in listener's player also
   * opens and ends a listening session, as it does; the figures count them once, from the relay.
   */
  async function listen(
    account: Listener | null,
    where: { address: string; agent: string },
    start: string,
    minutes: number,
    onStation = station,
  ) {
    const client = apiClient(test.app, where.address);
    at(start);
    const ended = await endedSessions();
    const hangUp = await new Promise<() => void>((resolve, reject) => {
      const path = pathOf(streamEndpoints.play, { params: { stationId: onStation.id } });
      const request = get(
        `${base}${path}`,
        { agent: false, headers: { 'user-agent': where.agent, 'x-forwarded-for': where.address } },
        (response) => {
          response.on('error', () => {});
          response.once('data', () => resolve(() => request.destroy()));
        },
      );
      request.on('error', reject);
    });
    const started = account
      ? await client.call('POST', `/api/listening/start?station_id=${onStation.id}`, {
          token: account.token,
          headers: { 'user-agent': where.agent },
        })
      : null;
    if (started) expect(started.statusCode).toBe(201);
    at(new Date(Date.parse(start) + minutes * 60_000).toISOString());
    hangUp();
    if (account && started) {
      const stopped = await client.call('POST', '/api/listening/end', {
        token: account.token,
        body: { session_id: started.json().session_id, duration: minutes * 60 },
      });
      expect(stopped.statusCode).toBe(200);
    }
    await eventually(async () => (await endedSessions()) === ended + 1);
  }

  async function endedSessions(): Promise<number> {
    const rows = await test.app.database.db
      .selectFrom('audience_sessions')
      .select('id')
      .where('ended_at', 'is not', null)
      .execute();
    return rows.length;
  }

  async function chat(listener: Listener, when: string) {
    at(when);
    const posted = await apiClient(test.app).call('POST', `/api/chat/${station.id}`, {
      token: listener.token,
      body: { message: 'Habari za jioni!' },
    });
    expect(posted.statusCode).toBe(201);
  }

  async function favourite(listener: Listener, when: string) {
    at(when);
    const added = await apiClient(test.app).call('POST', `/api/favorites/${station.id}`, { token: listener.token });
    expect(added.statusCode).toBeLessThan(300);
  }

  const stats = async (query: string) => {
    vi.useRealTimers();
    const response = await apiClient(test.app).call('GET', `/api/studio/stations/${station.id}/stats?${query}`, {
      token: adminTok,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AudienceStats;
  };

  beforeAll(async () => {
    const admin = anAdminAccount();
    radio = await startStationHost();
    // Listeners reach Sauti through its proxy, which says who they are in X-Forwarded-For.
    test = await startTestApp({ admin, trustProxy: true });
    adminTok = await adminToken(test.app, admin);
    [station, otherStation] = (await addStations(test.app, [
      { name: 'Audience FM', url: radio.playing('/audience') },
      { name: 'Elsewhere FM', url: radio.playing('/elsewhere') },
    ])) as [Station, Station];
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    // The accounts are made in the weeks the sessions are in, so their tokens are good then.
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2031-03-01T00:00:00Z');
    for (let index = 0; index < 11; index += 1) listeners.push(await aListener(test.app));
    const listener = (index: number) => listeners[index] as Listener;

    // Anonymous listeners (null) and signed-in ones (whose player also opens a listening session).
    // Before the range: 20 minutes from 23:50, ten of them on the range's first day.
    await listen(null, { address: NOWHERE, agent: AGENTS.vlc }, '2031-03-02T23:50:00Z', 20);
    // Five anonymous Kenyan listeners on Android, 12:00 to 12:30; two signed-in Nigerians on iPhones, 12:10 to 13:10.
    for (const address of KENYA) {
      await listen(null, { address, agent: AGENTS.android }, '2031-03-03T12:00:00Z', 30);
    }
    for (const [index, address] of NIGERIA.entries()) {
      await listen(listener(5 + index), { address, agent: AGENTS.ios }, '2031-03-03T12:10:00Z', 60);
    }
    // The first Kenyan again the same day, 14:00 to 14:10: the same listener, a second session.
    await listen(null, { address: KENYA[0] as string, agent: AGENTS.android }, '2031-03-03T14:00:00Z', 10);
    // A signed-in British listener on a Mac, and an anonymous one nowhere on Linux past the range's end at midnight.
    await listen(listener(7), { address: BRITAIN, agent: AGENTS.macos }, '2031-03-04T09:00:00Z', 20);
    await listen(null, { address: NOWHERE, agent: AGENTS.linux }, '2031-03-04T23:30:00Z', 60);
    // Another station's listening is not this one's.
    await listen(
      null,
      { address: KENYA[1] as string, agent: AGENTS.android },
      '2031-03-03T12:00:00Z',
      90,
      otherStation,
    );

    await chat(listener(0), '2031-03-03T12:05:00Z');
    await chat(listener(5), '2031-03-03T12:15:00Z');
    await chat(listener(6), '2031-03-03T12:20:00Z');
    await chat(listener(7), '2031-03-04T09:05:00Z');
    await favourite(listener(9), '2031-03-01T10:00:00Z');
    await favourite(listener(0), '2031-03-03T12:25:00Z');
    await favourite(listener(5), '2031-03-03T13:00:00Z');
    await favourite(listener(7), '2031-03-04T09:10:00Z');
    vi.useRealTimers();
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds up listening hours, listeners, sessions, their median, the peak, chat and favourites', async () => {
    const figures = await stats('from=2031-03-03&to=2031-03-04');
    expect(figures).toMatchObject({
      station_id: station.id,
      from: '2031-03-03',
      to: '2031-03-04',
      timezone: 'UTC',
      // 5 × 30 min + 2 × 60 + 10 + 20 + 30 (to midnight) + 10 (of the earlier session) = 340 min.
      listening_hours: 5.67,
      unique_listeners: 9,
      sessions: 10,
      median_session_minutes: 30,
      peak_concurrent: 7,
      peak_at: '2031-03-03T12:10:00.000Z',
      chat_messages: 4,
      favourites_gained: 3,
    });
  });

  it('gives every day of the range and every hour of the day', async () => {
    const figures = await stats('from=2031-03-03&to=2031-03-04');
    expect(figures.by_day).toEqual([
      {
        date: '2031-03-03',
        listening_hours: 4.83,
        unique_listeners: 7,
        sessions: 8,
        peak_concurrent: 7,
        chat_messages: 3,
        favourites_gained: 2,
      },
      {
        date: '2031-03-04',
        listening_hours: 0.83,
        unique_listeners: 2,
        sessions: 2,
        peak_concurrent: 1,
        chat_messages: 1,
        favourites_gained: 1,
      },
    ]);
    expect(figures.by_hour).toHaveLength(24);
    const hour = (value: number) => figures.by_hour.find((line) => line.hour === value);
    expect(hour(0)).toEqual({ hour: 0, listening_hours: 0.17, sessions: 0, peak_concurrent: 1 });
    expect(hour(12)).toEqual({ hour: 12, listening_hours: 4.17, sessions: 7, peak_concurrent: 7 });
    expect(hour(13)).toEqual({ hour: 13, listening_hours: 0.33, sessions: 0, peak_concurrent: 2 });
    expect(hour(23)).toEqual({ hour: 23, listening_hours: 0.5, sessions: 1, peak_concurrent: 1 });
    expect(hour(5)).toEqual({ hour: 5, listening_hours: 0, sessions: 0, peak_concurrent: 0 });
  });

  it('names a country only with 5 listeners or more; the rest, and unknown addresses, are "other"', async () => {
    const figures = await stats('from=2031-03-03&to=2031-03-04');
    expect(figures.by_country).toEqual([
      { country: 'KE', unique_listeners: 5, listening_hours: 2.67 },
      { country: 'other', unique_listeners: 4, listening_hours: 2.83 },
    ]);
  });

  it('tells platforms apart by user agent', async () => {
    const figures = await stats('from=2031-03-03&to=2031-03-04');
    expect(figures.by_platform).toEqual([
      { platform: 'android', unique_listeners: 5, sessions: 6, listening_hours: 2.67 },
      { platform: 'ios', unique_listeners: 2, sessions: 2, listening_hours: 2 },
      { platform: 'linux', unique_listeners: 1, sessions: 1, listening_hours: 0.5 },
      { platform: 'macos', unique_listeners: 1, sessions: 1, listening_hours: 0.33 },
    ]);
  });

  it('shows no listener: no account id, name or address is in the figures', async () => {
    const body = JSON.stringify(await stats('from=2031-03-03&to=2031-03-04'));
    for (const listener of listeners) {
      expect(body).not.toContain(listener.user.id);
      expect(body).not.toContain(listener.user.username);
    }
    for (const address of [...KENYA, ...NIGERIA, BRITAIN]) expect(body).not.toContain(address);
  });

  it('stores no address or user agent, only a listener key that changes with the UTC day', async () => {
    const rows = await test.app.database.db.selectFrom('audience_sessions').selectAll().execute();
    expect(rows).toHaveLength(12);
    const stored = JSON.stringify(rows);
    for (const address of [...KENYA, ...NIGERIA, BRITAIN, NOWHERE]) expect(stored).not.toContain(address);
    for (const agent of Object.values(AGENTS)) expect(stored).not.toContain(agent.split(' ')[0]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'country',
      'ended_at',
      'id',
      'instance_id',
      'last_seen_at',
      'listener_key',
      'platform',
      'started_at',
      'station_id',
    ]);
    const keysOf = (iso: string) => rows.filter((row) => row.started_at.startsWith(iso)).map((row) => row.listener_key);
    // The first Kenyan's two sessions on 3 March share a key; the same address and browser the next day do not.
    const [first, again] = [keysOf('2031-03-03T12:00')[0], keysOf('2031-03-03T14:00')[0]];
    expect(first).toEqual(expect.any(String));
    expect(first).toBe(again);
    vi.useFakeTimers({ toFake: ['Date'] });
    await listen(null, { address: KENYA[0] as string, agent: AGENTS.android }, '2031-03-10T08:00:00Z', 5);
    vi.useRealTimers();
    const later = await test.app.database.db
      .selectFrom('audience_sessions')
      .select('listener_key')
      .where('started_at', '=', '2031-03-10T08:00:00.000Z')
      .executeTakeFirstOrThrow();
    expect(later.listener_key).not.toBe(first);
    expect(later.listener_key).not.toContain(KENYA[0]);
  });

  it('counts days and hours in the asked-for time zone', async () => {
    const figures = await stats('from=2031-03-03&to=2031-03-03&timezone=Africa/Nairobi');
    // Nairobi's 3 March is 2 March 21:00 to 3 March 21:00 UTC: the earlier session is all in it.
    expect(figures.listening_hours).toBe(5);
    expect(figures.sessions).toBe(9);
    expect(figures.by_hour.find((line) => line.hour === 15)).toMatchObject({ sessions: 7, peak_concurrent: 7 });
    expect(figures.by_hour.find((line) => line.hour === 2)).toMatchObject({ sessions: 1, listening_hours: 0.17 });
  });

  it('answers the same figures as CSV, one table', async () => {
    const response = await apiClient(test.app).call(
      'GET',
      `/api/studio/stations/${station.id}/stats?from=2031-03-03&to=2031-03-04&format=csv`,
      { token: adminTok },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sauti-audience-2031-03-03-to-2031-03-04.csv"',
    );
    const lines = response.body.split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'section,key,listening_hours,unique_listeners,sessions,median_session_minutes,peak_concurrent,chat_messages,favourites_gained',
      'total,2031-03-03/2031-03-04,5.67,9,10,30,7,4,3',
      'day,2031-03-03,4.83,7,8,,7,3,2',
      'day,2031-03-04,0.83,2,2,,1,1,1',
    ]);
    expect(lines).toContain('hour,12:00,4.17,,7,,7,,');
    expect(lines).toContain('country,KE,2.67,5,,,,,');
    expect(lines).toContain('country,other,2.83,4,,,,,');
    expect(lines).toContain('platform,android,2.67,5,6,,,,');
    const accept = await apiClient(test.app).call('GET', `/api/studio/stations/${station.id}/stats?to=2031-03-04`, {
      token: adminTok,
      headers: { accept: 'text/csv' },
    });
    expect(accept.headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('refuses a bad range or zone with 400 and a clear message', async () => {
    const call = (query: string) =>
      apiClient(test.app).call('GET', `/api/studio/stations/${station.id}/stats?${query}`, { token: adminTok });
    const backwards = await call('from=2031-03-04&to=2031-03-03');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toContain("'to': must not be before from");
    expect((await call('from=2030-01-01&to=2031-03-03')).json().error.message).toContain('at most 366 days');
    expect((await call('from=3 March')).json().error.message).toContain('must be a date like 2026-03-01');
    expect((await call('to=2031-02-30')).json().error.message).toContain('must be a date like 2026-03-01');
    expect((await call('to=0000-00-00')).json().error.message).toContain('must be a date like 2026-03-01');
    // One end alone: from a day long ago up to today is too long, and a day to come is after today.
    expect((await call('from=2020-01-01')).json().error.message).toContain('at most 366 days');
    expect((await call('from=2999-01-01')).json().error.message).toContain("'to': must not be before from");
    expect((await call('timezone=Nairobi')).json().error.message).toContain('IANA time zone');
  });

  it("answers the station's owner, and refuses other listeners with 403 and anonymous callers with 401", async () => {
    const owner = await anOwnerOf(test.app, station.id);
    const ask = (token: string | undefined, stationId = station.id) =>
      apiClient(test.app).call('GET', `/api/studio/stations/${stationId}/stats?from=2031-03-03&to=2031-03-04`, {
        token,
      });
    const answered = await ask(owner.token);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ sessions: 10, unique_listeners: 9 });
    const listener = listeners[0] as Listener;
    expect((await ask(listener.token)).statusCode).toBe(403);
    expect((await ask(owner.token, otherStation.id)).statusCode).toBe(403);
    expect((await ask(undefined)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown station', async () => {
    const response = await apiClient(test.app).call('GET', '/api/studio/stations/no-such-station/stats', {
      token: adminTok,
    });
    expect(response.statusCode).toBe(404);
  });
});
