// A Server-Sent Events connection that keeps reading in the background, as a browser's EventSource
// does: events are collected with their ids, and a test waits for the one it expects.
import { eventually } from './eventually';
import { eventOfFrame, type StreamedEvent, takeFrames } from './server-sent-events';

export type { StreamedEvent };

export interface OpenEventStream {
  events: StreamedEvent[];
  /** Resolves with the first event that matches, waiting for it to arrive. */
  next(matches: (event: StreamedEvent) => boolean, timeoutMs?: number): Promise<StreamedEvent>;
  close(): void;
}

/** Opens the stream (with extra headers, such as Last-Event-ID) and resolves once its headers are in. */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<OpenEventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: StreamedEvent[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      const { frames, rest } = takeFrames(buffer + value);
      buffer = rest;
      for (const frame of frames) {
        const event = eventOfFrame(frame);
        if (event) events.push(event);
      }
    }
  })();
  return {
    events,
    async next(matches, timeoutMs = 5000) {
      await eventually(() => events.some(matches), timeoutMs);
      return events.find(matches) as StreamedEvent;
    },
    close: () => controller.abort(),
  };
}
