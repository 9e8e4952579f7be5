import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessControl } from '../../platform/http/access';
import { registerErrorHandler } from '../../platform/http/error-handler';
import { contractSerializerCompiler } from '../../platform/http/serializer';
import { StationEvents } from '../../platform/live-events';
import type { PubSub } from '../../platform/pubsub';
import { aRadioBrowserRecord, startFakeRadioBrowser } from '../../test-support/radio-browser-builders';
import { readEvents } from '../../test-support/server-sent-events';
import { someStations } from '../../test-support/stations';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { eventStreamRoutes, eventStreamSlots } from './routes';

describe('live station events', () => {
  let test: TestApp;
  let base: string;
  let stationId: string;

  beforeAll(async () => {
    const fake = await startFakeRadioBrowser([aRadioBrowserRecord({ name: 'Live Test FM', countrycode: 'KE' })]);
    test = await startTestApp();
    await test.app.catalogueImport.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 2000 });
    await fake.close();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    stationId = test.app.catalogue.list({ limit: 1, offset: 0 }).items[0]?.id ?? '';
  });
  afterAll(() => test.close());

  it('streams the snapshot first, then events published for that station only', async () => {
    test.app.stationEvents.addSnapshot(() => [{ event: 'listeners', data: { count: 3 } }]);
    const { response, events } = await readEvents(`${base}/api/stations/${stationId}/events`, 2, async () => {
      await test.app.stationEvents.publish('another-station', 'chat_message', { text: 'not for us' });
      await test.app.stationEvents.publish(stationId, 'now_playing', { title: 'Song A' });
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(events).toEqual([
      { event: 'listeners', data: { count: 3 } },
      { event: 'now_playing', data: { title: 'Song A' } },
    ]);
  });

  it('delivers a burst of events published together, all of them and in order', async () => {
    const titles = Array.from({ length: 25 }, (_, index) => `Song ${index}`);
    const snapshotSize = (await test.app.stationEvents.snapshot(stationId)).length;
    const { events } = await readEvents(`${base}/api/stations/${stationId}/events`, snapshotSize + 25, async () => {
      await Promise.all(titles.map((title) => test.app.stationEvents.publish(stationId, 'now_playing', { title })));
    });
    expect(events.slice(snapshotSize)).toEqual(titles.map((title) => ({ event: 'now_playing', data: { title } })));
  });

  it('answers the error envelope, not a broken event stream, when the subscription fails', async () => {
    const failing: PubSub = {
      publish: async () => undefined,
      subscribe: () => Promise.reject(new Error('pub/sub unreachable')),
      ping: async () => undefined,
      close: async () => undefined,
    };
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(contractSerializerCompiler);
    registerErrorHandler(app);
    registerAccessControl(
      app,
      () => async () => null,
      async () => false,
    );
    await app.register(eventStreamRoutes, {
      prefix: '/api',
      catalogue: test.app.catalogue,
      stationEvents: new StationEvents(failing),
      slots: eventStreamSlots(test.config.connectionCaps.eventStreams),
      hiddenAuthors: async () => [],
    });
    try {
      const response = await app.inject(`/api/stations/${stationId}/events`);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 404 in the error envelope for an unknown station', async () => {
    const response = await fetch(`${base}/api/stations/no-such-station/events`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('not_found');
  });

  it('ends open event streams when the app closes, so clients reconnect elsewhere instead of holding it up', async () => {
    const closing = await startTestApp();
    const [station] = await someStations(closing.app, 1);
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (closing.app.server.address() as AddressInfo).port;
    let closed: Promise<void> | undefined;
    const ended = new Promise<string>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: `/api/stations/${station?.id}/events` }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.startsWith('retry:')) closed ??= closing.close();
        });
        response.on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect(await ended).toBe('retry: 3000\n\n');
    await closed;
  });
});
