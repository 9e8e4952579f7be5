// Live event streams whose clients stop reading are dropped, by the size of their unsent events or
// by those no longer shrinking, while streams that read keep receiving. Over a real socket: loopback
// takes about 4 MB unseen before any backlog shows, so events are published fast to fill it.
import { createServer, get, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { BacklogRules } from '../../platform/http/backlog-limit';
import { StationEvents } from '../../platform/live-events';
import { createInProcessPubSub } from '../../platform/pubsub';
import { waitFor } from '../../test-support/catalogue-stations';
import { StationFanout } from './station-fanout';

const STATION = 'station-1';

/** An event-stream server on a real port: every request is a stream of STATION's events. */
async function startEventServer(rules: BacklogRules) {
  const stationEvents = new StationEvents(createInProcessPubSub());
  const fanout = new StationFanout(stationEvents, rules);
  const open = new Set<string>();
  const server = createServer(async (request, response) => {
    const detach = await fanout.attach(STATION, response);
    const client = request.url ?? '';
    open.add(client);
    response.once('close', () => {
      open.delete(client);
      detach();
    });
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('retry: 3000\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, stationEvents, open, port: (server.address() as AddressInfo).port };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('a live event stream that never reads', () => {
  it.each<[string, BacklogRules]>([
    ['its unsent events pass the size limit', { maxBytes: 256 * 1024, maxStallMs: 3_600_000 }],
    ['its unsent events stop shrinking, far below the size limit', { maxBytes: 256 * 1024 * 1024, maxStallMs: 500 }],
  ])(
    'is dropped once %s, while a reading stream keeps receiving',
    async (_case, rules) => {
      const { server, stationEvents, open, port } = await startEventServer(rules);
      servers.push(server);
      let received = 0;
      get({ host: '127.0.0.1', port, path: '/reader', agent: false }, (response) => {
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
        });
      }).on('error', () => {});
      const stalled = connect(port, '127.0.0.1');
      stalled.on('error', () => {});
      stalled.write('GET /stalled HTTP/1.1\r\nHost: test\r\n\r\n');
      stalled.pause();
      await waitFor(() => open.has('/reader') && open.has('/stalled'), 'both streams to open');

      const title = 'x'.repeat(16 * 1024);
      const deadline = Date.now() + 30_000;
      while (open.has('/stalled') && Date.now() < deadline) {
        await stationEvents.publish(STATION, 'now_playing', { title });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(open.has('/stalled')).toBe(false);
      expect(open.has('/reader')).toBe(true);
      const before = received;
      await stationEvents.publish(STATION, 'now_playing', { title: 'after' });
      await waitFor(() => received > before, 'the reader to receive the next event');
      stalled.destroy();
    },
    45_000,
  );
});
