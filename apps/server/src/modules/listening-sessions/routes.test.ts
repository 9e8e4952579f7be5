import {
  type EndedListeningSession,
  LISTENING_QUIET_AFTER_SECONDS,
  type ListeningSession,
  type Station,
} from '@sauti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aListener, type Listener } from '../../test-support/accounts';
import { type ApiClient, apiClient } from '../../test-support/api-client';
import { someStations, stationAt } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { ListeningService } from './service';

const T0 = new Date('2031-03-01T12:00:00.000Z').getTime();
const at = (seconds: number) => vi.setSystemTime(T0 + seconds * 1000);

describe('listening sessions over HTTP', () => {
  let test: TestApp;
  let client: ApiClient;
  let stations: Station[];

  beforeAll(async () => {
    test = await startTestApp();
    client = apiClient(test.app);
    stations = await someStations(test.app, 3);
  });
  afterAll(() => test.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const station = (index: number) => stationAt(stations, index);
  const start = async ({ token }: Listener, stationRef: string) => {
    const response = await client.call('POST', `/api/listening/start?station_id=${stationRef}`, { token });
    expect(response.statusCode).toBe(201);
    return response.json() as ListeningSession;
  };
  const end = (token: string, sessionId: string, duration: number) =>
    client.call('POST', '/api/listening/end', { token, body: { session_id: sessionId, duration } });
  const stored = (sessionId: string) =>
    test.app.database.db
      .selectFrom('listening_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();

  it('starts a session on a station by id or slug and answers { session_id, start_time }', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const listener = await aListener(test.app);
    const session = await start(listener, station(0).slug);
    expect(session).toEqual({
      session_id: expect.any(String),
      station_id: station(0).id,
      start_time: new Date(T0).toISOString(),
    });
  });

  it('answers 404 for an unknown station and 400 without one', async () => {
    const { token } = await aListener(test.app);
    expect((await client.call('POST', '/api/listening/start?station_id=nope', { token })).statusCode).toBe(404);
    expect((await client.call('POST', '/api/listening/start', { token })).statusCode).toBe(400);
  });

  it('ends the owner’s session with the seconds listened, capped at the time that passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const listener = await aListener(test.app);
    const session = await start(listener, station(0).id);
    at(90);
    const response = await end(listener.token, session.session_id, 3600);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...session,
      end_time: new Date(T0 + 90_000).toISOString(),
      duration: 90,
    } satisfies EndedListeningSession);

    at(200);
    const again = await end(listener.token, session.session_id, 150);
    expect(again.json()).toEqual(response.json());
  });

  it("refuses to end or keep alive someone else's session, as if it did not exist", async () => {
    const owner = await aListener(test.app);
    const intruder = await aListener(test.app);
    const session = await start(owner, station(1).id);
    const ended = await end(intruder.token, session.session_id, 10);
    expect(ended.statusCode).toBe(404);
    const heartbeat = await client.call('POST', '/api/listening/heartbeat', {
      token: intruder.token,
      body: { session_id: session.session_id },
    });
    expect(heartbeat.statusCode).toBe(404);
    expect((await stored(session.session_id)).end_time).toBeNull();
    expect((await end(owner.token, session.session_id, 0)).statusCode).toBe(200);
  });

  it('answers 404 for a session id that never existed', async () => {
    const { token } = await aListener(test.app);
    expect((await end(token, 'f00d', 5)).statusCode).toBe(404);
  });

  it('refuses a negative duration with 400', async () => {
    const listener = await aListener(test.app);
    const session = await start(listener, station(0).id);
    const response = await end(listener.token, session.session_id, -5);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('duration');
  });

  describe('sessions nobody ends', () => {
    const sweep = () => new ListeningService(test.app.database.db, test.app.catalogue).closeQuietSessions();
    const quiet = LISTENING_QUIET_AFTER_SECONDS;

    it('are closed once quiet, counting up to the last heartbeat; the player may still end them later', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      at(0);
      const listener = await aListener(test.app);
      const session = await start(listener, station(2).id);
      at(240);
      const heartbeat = await client.call('POST', '/api/listening/heartbeat', {
        token: listener.token,
        body: { session_id: session.session_id },
      });
      expect(heartbeat.statusCode).toBe(204);

      at(240 + quiet - 1);
      await sweep();
      expect((await stored(session.session_id)).end_time).toBeNull();

      at(240 + quiet + 1);
      await sweep();
      expect(await stored(session.session_id)).toMatchObject({
        end_time: new Date(T0 + 240_000).toISOString(),
        duration_seconds: 240,
        ended_by: 'server',
      });

      const lateHeartbeat = await client.call('POST', '/api/listening/heartbeat', {
        token: listener.token,
        body: { session_id: session.session_id },
      });
      expect(lateHeartbeat.statusCode).toBe(409);

      const lateEnd = await end(listener.token, session.session_id, 300);
      expect(lateEnd.json()).toMatchObject({ duration: 300 });
      expect(await stored(session.session_id)).toMatchObject({ duration_seconds: 300, ended_by: 'client' });
    });

    it('are swept on a timer every minute', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
      at(0);
      const listener = await aListener(test.app);
      const session = await start(listener, station(1).id);
      const errors: unknown[] = [];
      const sweeper = new ListeningService(test.app.database.db, test.app.catalogue).startSweeping((error) =>
        errors.push(error),
      );
      await vi.advanceTimersByTimeAsync((quiet + 60) * 1000);
      await sweeper.stop();
      expect(errors).toEqual([]);
      expect(await stored(session.session_id)).toMatchObject({ ended_by: 'server', duration_seconds: 0 });
    });
  });

  describe('recently played', () => {
    it('lists each station once, the most recently started first', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      at(0);
      const listener = await aListener(test.app);
      await start(listener, station(0).id);
      at(10);
      await start(listener, station(1).id);
      at(20);
      await start(listener, station(0).id);
      const response = await client.call('GET', '/api/listening/recent', { token: listener.token });
      expect(response.statusCode).toBe(200);
      expect((response.json() as Station[]).map((found) => found.id)).toEqual([station(0).id, station(1).id]);

      const limited = await client.call('GET', '/api/listening/recent?limit=1', { token: listener.token });
      expect((limited.json() as Station[]).map((found) => found.id)).toEqual([station(0).id]);
    });

    it("shows nothing of another user's listening", async () => {
      const listener = await aListener(test.app);
      await start(listener, station(2).id);
      const other = await aListener(test.app);
      const response = await client.call('GET', '/api/listening/recent', { token: other.token });
      expect(response.json()).toEqual([]);
    });
  });
});
