import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRadioBrowserRecord, startFakeRadioBrowser } from '../../test-support/radio-browser-builders';
import { startTestApp, type TestApp } from '../../test-support/test-app';

/** Reads Server-Sent Events frames from a live HTTP response until `count` events arrived. */
async function readEvents(url: string, count: number, onOpen: () => Promise<void>) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no body');
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  await onOpen();
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
    }
  }
  controller.abort();
  return { response, events };
}

describe('live station events', () => {
  let test: TestApp;
  let base: string;
  let stationId: string;

  beforeAll(async () => {
    const fake = await startFakeRadioBrowser([aRadioBrowserRecord({ name: 'Live Test FM', countrycode: 'KE' })]);
    test = await startTestApp();
    await test.app.catalogue.syncRadioBrowser({ baseUrl: fake.url, timeoutMs: 2000 });
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

  it('answers 404 in the error envelope for an unknown station', async () => {
    const response = await fetch(`${base}/api/stations/no-such-station/events`);
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { code: string } };
    expect(body.error.code).toBe('not_found');
  });
});
