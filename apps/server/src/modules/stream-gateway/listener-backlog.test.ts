// What the relay keeps for listeners that stopped reading: each one's unsent audio is the station's
// own blocks, queued by reference on its connection (never a copy per listener), and bounded by size
// as well as by time. The stations here send fast enough (1 MB/s) to fill loopback's socket buffers,
// which take about 4 MB before Node sees any backlog, within seconds.
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import type { Station } from '@sauti/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { addStations, waitFor } from '../../test-support/catalogue-stations';
import { type FakeStation, startFakeStation } from '../../test-support/fake-radio';
import { startTestApp, TEST_GATEWAY, type TestApp } from '../../test-support/test-app';

const OUT_OF_REACH_MS = 10 * 60_000;

interface Setup {
  test: TestApp;
  radio: FakeStation;
  station: Station;
  port: number;
  /** The server's end of every connection accepted, in order. */
  accepted: Socket[];
}

async function setUp(limits: { maxListenerBacklogBytes: number; stalledListenerMs: number }): Promise<Setup> {
  const radio = await startFakeStation({ bytesPerSecond: 1_000_000 });
  const test = await startTestApp({ gateway: { ...TEST_GATEWAY, ...limits } });
  const [station] = (await addStations(test.app, [{ name: 'Backlog FM', url: radio.streamUrl }])) as [Station];
  const accepted: Socket[] = [];
  test.app.server.on('connection', (socket: Socket) => accepted.push(socket));
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return { test, radio, station, port: (test.app.server.address() as AddressInfo).port, accepted };
}

/** A listener that sends its request and then never reads a byte. */
function stalledListener(port: number, stationId: string): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET /api/streams/${stationId} HTTP/1.1\r\nHost: test\r\n\r\n`);
  socket.pause();
  return socket;
}

/** A listener that reads everything, counting the bytes. */
function reader(port: number, stationId: string): { socket: Socket; heard(): number } {
  let heard = 0;
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => {
    heard += chunk.length;
  });
  socket.write(`GET /api/streams/${stationId} HTTP/1.1\r\nHost: test\r\n\r\n`);
  return { socket, heard: () => heard };
}

/**
 * The chunks queued on a connection behind the one the kernel is still taking: Node's own write queue,
 * whose entries carry the chunk as written (`writableBuffer` is not in Node's type definitions).
 */
const queued = (socket: Socket): Buffer[] =>
  (socket as unknown as { writableBuffer: Array<{ chunk: Buffer }> }).writableBuffer.map((entry) => entry.chunk);

describe("a relay listener's backlog", () => {
  let setup: Setup | null = null;
  const clients: Socket[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    await setup?.test.close();
    await setup?.radio.close();
    setup = null;
  });

  it('is the same audio blocks for every stalled listener, queued by reference rather than copied', async () => {
    setup = await setUp({ maxListenerBacklogBytes: 256 * 1024 * 1024, stalledListenerMs: OUT_OF_REACH_MS });
    const { test, station, port, accepted } = setup;
    clients.push(stalledListener(port, station.id), stalledListener(port, station.id));
    await waitFor(() => test.app.streams.listenerCount(station.id) === 2, 'both listeners to join');
    const [first, second] = accepted as [Socket, Socket];
    await waitFor(
      () => queued(first).length >= 3 && queued(second).length >= 3,
      'audio to queue up on both connections',
      30_000,
    );

    const inFirst = new Set(queued(first));
    const shared = queued(second).filter((chunk) => inFirst.has(chunk));
    expect(shared.length).toBeGreaterThanOrEqual(3);
    // Every block written since both were stalled is in both queues, as the very same Buffer.
    expect(queued(first).at(-1)).toBe(queued(second).at(-1));
  }, 45_000);

  it('is cut once it would pass the size limit, though it is not yet stalled for long, while a reader plays on', async () => {
    setup = await setUp({ maxListenerBacklogBytes: 512 * 1024, stalledListenerMs: OUT_OF_REACH_MS });
    const { test, station, port, accepted } = setup;
    const playing = reader(port, station.id);
    clients.push(playing.socket);
    await waitFor(() => test.app.streams.listenerCount(station.id) === 1, 'the reader to join');
    clients.push(stalledListener(port, station.id));
    await waitFor(() => test.app.streams.listenerCount(station.id) === 2, 'the stalled listener to join');
    const stalled = accepted[1] as Socket;
    let largest = 0;
    await waitFor(
      () => {
        largest = Math.max(largest, stalled.writableLength);
        return test.app.streams.listenerCount(station.id) === 1;
      },
      'the stalled listener to be cut',
      30_000,
    );
    expect(stalled.destroyed).toBe(true);
    expect(largest).toBeLessThanOrEqual(512 * 1024);
    const before = playing.heard();
    await waitFor(() => playing.heard() > before + 64 * 1024, 'the reader to keep hearing audio');
    expect(test.app.streams.listenerCount(station.id)).toBe(1);
  }, 45_000);
});
