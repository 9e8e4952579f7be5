// One fake radio host on 127.0.0.1 serving many stations' addresses, for stream-health tests: a path
// that plays (MP3 frames at once, then an open, silent connection), that moves, or (unrouted) a 404.
import { mpegFrames } from './audio-fixtures';
import { closedPort, type FakeHost, startFakeHost } from './fake-host';
import { heldStream } from './fake-radio';

export interface StationHost {
  host: FakeHost;
  /** The address of a path that plays MP3 audio. */
  playing(path: string): string;
  /** The address of a path that answers 404. */
  dead(path: string): string;
  /** The address of a path that redirects to `to` (301 unless told). */
  moved(path: string, to: string, status?: number): string;
  /** Makes a path play from now on, or stop (404). */
  set(path: string, plays: boolean): void;
  close(): Promise<void>;
}

export async function startStationHost(): Promise<StationHost> {
  const host = await startFakeHost();
  const audio = mpegFrames(60, [128]);
  const play = (path: string) => host.route(path, heldStream(audio, { 'content-type': 'audio/mpeg' }).route);
  return {
    host,
    playing(path) {
      play(path);
      return `${host.url}${path}`;
    },
    dead: (path) => `${host.url}${path}`,
    moved(path, to, status = 301) {
      host.route(path, { redirect: to, status });
      return `${host.url}${path}`;
    },
    set(path, plays) {
      if (plays) play(path);
      else host.route(path, { status: 404, headers: { 'content-type': 'text/plain' }, body: 'gone' });
    },
    close: () => host.close(),
  };
}

/** An address whose connections are refused: a network-level failure. */
export async function refusedAddress(path = '/stream'): Promise<string> {
  return `http://127.0.0.1:${await closedPort()}${path}`;
}
