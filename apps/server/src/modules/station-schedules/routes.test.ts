import { onNowAndNext, type Schedule, type ScheduleInput, type Station, wallClockAt } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, aListener, anAdminAccount } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { anOwnerOf } from '../../test-support/owners';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const tonight: ScheduleInput = {
  timezone: 'Africa/Nairobi',
  programmes: [
    {
      day: 'monday',
      start: '20:00',
      end: '22:00',
      title: 'Evening news',
      host: 'Amina',
      description: 'The day in East Africa.',
    },
    { day: 'monday', start: '18:00', end: '20:00', title: 'Drive time', host: 'Juma', description: '' },
    { day: 'sunday', start: '23:00', end: '01:00', title: 'Late night jazz' },
  ],
};

describe("a station's schedule over HTTP", () => {
  let test: TestApp;
  let client: ApiClient;
  let token: string;
  let stations: Station[];

  beforeAll(async () => {
    const admin = anAdminAccount();
    test = await startTestApp({ admin });
    client = apiClient(test.app);
    token = await adminToken(test.app, admin);
    stations = await someStations(test.app, 3);
  });
  afterAll(() => test.close());

  const station = (index: number) => stationAt(stations, index);
  const put = (stationId: string, body: unknown) =>
    client.call('PUT', `/api/studio/stations/${stationId}/schedule`, { token, body });
  const publicGet = (stationRef: string) => client.call('GET', `/api/stations/${stationRef}/schedule`);

  it('is empty, in UTC, for a station that never had one', async () => {
    const response = await publicGet(station(0).id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ station_id: station(0).id, timezone: 'UTC', programmes: [], updated_at: null });
  });

  it('is saved whole and read by anyone, by id or slug, in the week’s order', async () => {
    const saved = await put(station(1).id, tonight);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await publicGet(station(1).slug);
    expect(read.statusCode).toBe(200);
    const schedule = read.json() as Schedule;
    expect(schedule).toEqual(saved.json());
    expect(schedule.timezone).toBe('Africa/Nairobi');
    expect(schedule.updated_at).toEqual(expect.any(String));
    expect(schedule.programmes.map((programme) => programme.title)).toEqual([
      'Drive time',
      'Evening news',
      'Late night jazz',
    ]);
    expect(schedule.programmes[2]).toEqual({
      day: 'sunday',
      start: '23:00',
      end: '01:00',
      title: 'Late night jazz',
      host: '',
      description: '',
    });

    const replaced = await put(station(1).id, { timezone: 'Africa/Lagos', programmes: [] });
    expect(replaced.json()).toMatchObject({ timezone: 'Africa/Lagos', programmes: [] });
    expect((await publicGet(station(1).id)).json()).toMatchObject({ timezone: 'Africa/Lagos', programmes: [] });
  });

  it('keeps a programme that crosses midnight, on now after midnight for a listener anywhere', async () => {
    await put(station(2).id, tonight);
    const schedule = (await publicGet(station(2).id)).json() as Schedule;
    // Monday 2031-07-07 00:30 in Nairobi is Sunday 21:30 UTC: Sunday's jazz runs to 01:00.
    const { on_now, next } = onNowAndNext(schedule, new Date('2031-07-06T21:30:00Z'));
    expect(on_now?.programme.title).toBe('Late night jazz');
    expect(on_now?.ends_at.toISOString()).toBe('2031-07-06T22:00:00.000Z');
    expect(next?.programme.title).toBe('Drive time');
    const inNewYork = wallClockAt(next?.starts_at ?? 0, 'America/New_York');
    expect(`${inNewYork.weekday} ${inNewYork.time}`).toBe('monday 11:00');
    const inTokyo = wallClockAt(next?.starts_at ?? 0, 'Asia/Tokyo');
    expect(`${inTokyo.weekday} ${inTokyo.time}`).toBe('tuesday 00:00');
  });

  it.each([
    [
      { ...tonight, timezone: 'Africa/Atlantis' },
      "Invalid field 'timezone': must be an IANA time zone name such as Africa/Nairobi",
    ],
    [
      { timezone: 'UTC', programmes: [{ day: 'Funday', start: '18:00', end: '20:00', title: 'x' }] },
      "Invalid field 'programmes.0.day': must be an English weekday name in lower case: monday, tuesday, wednesday, thursday, friday, saturday, sunday",
    ],
    [
      { timezone: 'UTC', programmes: [{ day: 'monday', start: '7pm', end: '20:00', title: 'x' }] },
      "Invalid field 'programmes.0.start': must be a 24-hour time from 00:00 to 23:59, like 18:00",
    ],
    [
      { timezone: 'UTC', programmes: [{ day: 'monday', start: '18:00', end: '25:00', title: 'x' }] },
      "Invalid field 'programmes.0.end': must be a 24-hour time from 00:00 to 23:59, like 18:00",
    ],
    [
      {
        timezone: 'UTC',
        programmes: [
          { day: 'sunday', start: '23:00', end: '02:00', title: 'Late' },
          { day: 'monday', start: '01:00', end: '03:00', title: 'Early' },
        ],
      },
      'Invalid field \'programmes.1\': overlaps programme 1 ("Late"); programmes may touch but not overlap',
    ],
  ])('refuses a bad schedule with 400 and says what is wrong (%#)', async (body, message) => {
    const response = await put(station(0).id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'bad_input', message });
    expect((await publicGet(station(0).id)).json().programmes).toEqual([]);
  });

  it('answers 404 for an unknown station, to the owner’s call and to anyone’s', async () => {
    expect((await publicGet('no-such-station')).statusCode).toBe(404);
    expect((await put('no-such-station', tonight)).statusCode).toBe(404);
  });

  it("is saved by the station's owner; anyone else gets 403, and an anonymous caller 401", async () => {
    const owner = await anOwnerOf(test.app, station(0).id);
    const save = (callerToken: string | undefined, stationId = station(0).id) =>
      apiClient(test.app).call('PUT', `/api/studio/stations/${stationId}/schedule`, {
        token: callerToken,
        body: tonight,
      });
    const saved = await save(owner.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().programmes).toHaveLength(3);

    const stranger = await aListener(test.app);
    const refused = await save(stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect((await save(owner.token, station(1).id)).statusCode).toBe(403);
    expect((await save(undefined)).statusCode).toBe(401);
  });

  it('records each save in the audit log', async () => {
    await put(station(0).id, tonight);
    const entry = await test.app.database.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'station.schedule')
      .where('target_id', '=', station(0).id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ timezone: 'Africa/Nairobi' });
  });
});
