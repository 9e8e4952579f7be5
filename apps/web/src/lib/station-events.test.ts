import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeStationEvents } from './station-events';

/** The browser's EventSource as far as the module uses it: named events, open and error, close. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  close(): void {
    this.closed = true;
  }

  emit(name: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(name, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }
}

const ignore = () => undefined;

const nowPlaying = { title: 'A - B', artist: 'A', song: 'B', updated_at: '2026-01-01T00:00:00Z' };

describe('station events', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens one connection for the player and the chat of one station, and closes it after both leave', () => {
    const player = subscribeStationEvents('st-1', () => ({ nowPlaying: () => undefined }), ignore);
    const chat = subscribeStationEvents('st-1', () => ({ chatMessage: () => undefined }), ignore);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.opened[0]?.url).toBe('/api/stations/st-1/events');

    chat();
    expect(FakeEventSource.opened[0]?.closed).toBe(false);
    player();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);

    const again = subscribeStationEvents('st-1', () => ({}), ignore);
    expect(FakeEventSource.opened).toHaveLength(2);
    again();
  });

  it('gives another station its own connection', () => {
    const first = subscribeStationEvents('st-1', () => ({}), ignore);
    const second = subscribeStationEvents('st 2', () => ({}), ignore);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/api/stations/st-1/events',
      '/api/stations/st%202/events',
    ]);
    first();
    expect(FakeEventSource.opened.map((source) => source.closed)).toEqual([true, false]);
    second();
  });

  it('hands each subscriber the checked events of the kinds it asked for and drops malformed ones', () => {
    const titles: unknown[] = [];
    const counts: number[] = [];
    const chatMessages: unknown[] = [];
    const player = subscribeStationEvents(
      'st-1',
      () => ({ nowPlaying: (data) => titles.push(data), listeners: (data) => counts.push(data.count) }),
      ignore,
    );
    const chat = subscribeStationEvents('st-1', () => ({ chatMessage: (data) => chatMessages.push(data) }), ignore);
    const [source] = FakeEventSource.opened;

    source?.emit('now_playing', nowPlaying);
    source?.emit('listeners', { count: 3 });
    source?.emit('listeners', { count: -1 });
    source?.emit('listeners', 'not json');
    source?.emit('chat_message', { id: 'only an id' });

    expect(titles).toEqual([nowPlaying]);
    expect(counts).toEqual([3]);
    expect(chatMessages).toEqual([]);
    player();
    chat();
  });

  it('tells a subscriber at once whether the shared stream is connected, then every change', () => {
    const player: boolean[] = [];
    const chat: boolean[] = [];
    const leavePlayer = subscribeStationEvents(
      'st-1',
      () => ({}),
      (connected) => player.push(connected),
    );
    const [source] = FakeEventSource.opened;
    source?.dispatchEvent(new Event('open'));

    const leaveChat = subscribeStationEvents(
      'st-1',
      () => ({}),
      (connected) => chat.push(connected),
    );
    source?.dispatchEvent(new Event('error'));

    expect(player).toEqual([false, true, false]);
    expect(chat).toEqual([true, false]);
    leavePlayer();
    leaveChat();
  });
});
