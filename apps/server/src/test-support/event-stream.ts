// A Server-Sent Events connection that keeps reading in the background, as a browser's EventSource
// does: events are collected with their ids, and a test waits for the one it expects.
import { eventually } from './eventually';

export interface StreamedEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

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
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event && data) events.push({ id: /^id: (.*)$/m.exec(frame)?.[1], event, data: JSON.parse(data) });
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
