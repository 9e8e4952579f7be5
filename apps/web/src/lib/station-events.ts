// A station's live events (now playing, listeners, chat) over one EventSource per station, however many
// parts of the page listen: the first subscriber opens it, the last one to leave closes it. Each event's
// data is checked against the contract once and handed to every subscriber that asked for it.
import {
  CHAT_EVENTS,
  CHAT_MODERATION_EVENTS,
  ChatMessage,
  ChatMessageRemovedEvent,
  ChatReactionsEvent,
  ChatSettings,
  ListenerCount,
  liveEndpoints,
  NowPlaying,
  pathOf,
  STREAM_EVENTS,
} from '@sauti/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import type { z } from 'zod';

const EVENTS = {
  nowPlaying: { name: STREAM_EVENTS.nowPlaying, schema: NowPlaying },
  listeners: { name: STREAM_EVENTS.listeners, schema: ListenerCount },
  chatMessage: { name: CHAT_EVENTS.message, schema: ChatMessage },
  chatReactions: { name: CHAT_EVENTS.reactions, schema: ChatReactionsEvent },
  chatRemoved: { name: CHAT_EVENTS.removed, schema: ChatMessageRemovedEvent },
  chatSettings: { name: CHAT_MODERATION_EVENTS.settings, schema: ChatSettings },
} as const;

type StationEventKind = keyof typeof EVENTS;

const EVENT_KINDS = Object.keys(EVENTS) as StationEventKind[];

export type StationEventHandlers = {
  [Kind in StationEventKind]?: (data: z.infer<(typeof EVENTS)[Kind]['schema']>) => void;
};

/** One listener of a shared stream: its current handlers, and who hears of every change of connection. */
interface Subscriber {
  handlers(): StationEventHandlers;
  onConnection(connected: boolean): void;
}

interface SharedStream {
  source: EventSource;
  connected: boolean;
  subscribers: Set<Subscriber>;
}

const streams = new Map<string, SharedStream>();

function checked(event: Event, schema: z.ZodType): z.ZodSafeParseResult<unknown> | null {
  try {
    return schema.safeParse(JSON.parse((event as MessageEvent<string>).data));
  } catch {
    return null;
  }
}

function open(stationId: string): SharedStream {
  const source = new EventSource(pathOf(liveEndpoints.events, { params: { id: stationId } }));
  const stream: SharedStream = { source, connected: false, subscribers: new Set() };
  const setConnected = (connected: boolean) => {
    stream.connected = connected;
    for (const subscriber of stream.subscribers) subscriber.onConnection(connected);
  };
  source.addEventListener('open', () => setConnected(true));
  source.addEventListener('error', () => setConnected(false));
  for (const kind of EVENT_KINDS) {
    source.addEventListener(EVENTS[kind].name, (event) => {
      const result = checked(event, EVENTS[kind].schema);
      if (!result?.success) return;
      for (const subscriber of stream.subscribers) {
        // The data was checked against this kind's schema, which is what its handler takes.
        (subscriber.handlers()[kind] as ((data: unknown) => void) | undefined)?.(result.data);
      }
    });
  }
  return stream;
}

/**
 * Listens to a station's live events until the returned function is called, opening the station's
 * stream for the first subscriber and closing it after the last. `handlers` is asked for the handlers at
 * each event, so a component may hand new ones on every render; `onConnection` hears at once whether the
 * stream is connected, then every change.
 */
export function subscribeStationEvents(
  stationId: string,
  handlers: () => StationEventHandlers,
  onConnection: (connected: boolean) => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const stream = streams.get(stationId) ?? open(stationId);
  streams.set(stationId, stream);
  const subscriber = { handlers, onConnection };
  stream.subscribers.add(subscriber);
  onConnection(stream.connected);
  return () => {
    stream.subscribers.delete(subscriber);
    if (stream.subscribers.size > 0) return;
    stream.source.close();
    streams.delete(stationId);
  };
}

/** Listens to the station's live events while mounted and the id is set; answers whether they are connected. */
export function useStationEvents(stationId: string | null, handlers: StationEventHandlers): boolean {
  const [connected, setConnected] = useState(false);
  const currentHandlers = useEffectEvent(() => handlers);
  useEffect(() => {
    if (!stationId) return;
    const unsubscribe = subscribeStationEvents(stationId, () => currentHandlers(), setConnected);
    return () => {
      unsubscribe();
      setConnected(false);
    };
  }, [stationId]);
  return connected;
}
