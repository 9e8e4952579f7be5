// A listener that stops reading is found by its backlog no longer shrinking, not only by its size,
// so it is cut soon after the kernel's socket buffers fill whatever the station's bitrate. Loopback's
// buffers take about 4 MB before Node sees any backlog (a real network's take far less), so the
// station here sends 1 MB/s to fill them in seconds, and the size limit is set out of reach.
import { get } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { Station } from '@sauti/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations, waitFor } from '../../test-support/catalogue-stations';
import { type FakeStation, startFakeStation } from '../../test-support/fake-radio';
import { startTestApp, TEST_GATEWAY, type TestApp } from '../../test-support/test-app';

describe('a relay listener that never reads', () => {
  let test: TestApp;
  let radio: FakeStation;
  let station: Station;
  let port: number;

  beforeAll(async () => {
    radio = await startFakeStation({ bytesPerSecond: 1_000_000 });
    test = await startTestApp({
      gateway: { ...TEST_GATEWAY, maxListenerBacklogBytes: 256 * 1024 * 1024, stalledListenerMs: 1000 },
    });
    [station] = (await addStations(test.app, [{ name: 'Stalled FM', url: radio.streamUrl }])) as [Station];
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await test.close();
    await radio.close();
  });

  it('is cut once its backlog stops shrinking, long before it is large, while a reader plays on', async () => {
    let heard = 0;
    const reader = get({ host: '127.0.0.1', port, path: `/api/streams/${station.id}`, agent: false }, (response) => {
      response.on('data', (chunk: Buffer) => {
        heard += chunk.length;
      });
      response.on('error', () => {});
    });
    reader.on('error', () => {});
    const stalled = connect(port, '127.0.0.1');
    stalled.on('error', () => {});
    stalled.write(`GET /api/streams/${station.id} HTTP/1.1\r\nHost: test\r\n\r\n`);
    stalled.pause();
    try {
      await waitFor(() => test.app.streams.listenerCount(station.id) === 2, 'both listeners to join');
      await waitFor(() => test.app.streams.listenerCount(station.id) === 1, 'the stalled listener to be cut', 30_000);
      const before = heard;
      await waitFor(() => heard > before + 64 * 1024, 'the reader to keep hearing audio');
      expect(test.app.streams.listenerCount(station.id)).toBe(1);
    } finally {
      stalled.destroy();
      reader.destroy();
    }
  }, 45_000);
});
